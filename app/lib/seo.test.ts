import { describe, expect, test } from "vitest";
import { absoluteUrl, fullTitle, pageMeta } from "~/lib/seo";
import { site } from "~/facts/site.config";
import { SEARCH_TITLE_MAX } from "~/vocabulary/search-result";

function find(tags: ReturnType<typeof pageMeta>, predicate: (tag: Record<string, unknown>) => boolean) {
  return tags.filter((tag) => predicate(tag as Record<string, unknown>));
}

describe("fullTitle", () => {
  const suffix = ` | ${site.businessName}`;
  /** A page title of `length` characters. */
  const titleOf = (length: number) => "T".repeat(length);

  test("adds the business name when the whole fits in a search result", () => {
    const longest = titleOf(SEARCH_TITLE_MAX - suffix.length);
    expect(fullTitle(longest, "/about")).toBe(`${longest}${suffix}`);
    expect(fullTitle(longest, "/about")).toHaveLength(SEARCH_TITLE_MAX);
  });

  test("keeps the page's own title alone when the name would not fit", () => {
    const tooLong = titleOf(SEARCH_TITLE_MAX - suffix.length + 1);
    expect(fullTitle(tooLong, "/services/oaths")).toBe(tooLong);
    expect(fullTitle(tooLong, "/espanol/servicios/juramentos")).toBe(tooLong);
  });

  test("writes the home page's title as given, whatever its length", () => {
    expect(fullTitle("Home", "/")).toBe("Home");
    expect(fullTitle(titleOf(SEARCH_TITLE_MAX + 5), "/")).toBe(titleOf(SEARCH_TITLE_MAX + 5));
  });
});

describe("pageMeta", () => {
  const tags = pageMeta({ title: "Oaths", description: "Sworn statements.", path: "/services/oaths" });

  test("names the business after the page title", () => {
    expect(tags).toContainEqual({ title: `Oaths | ${site.businessName}` });
  });

  test("keeps the home page's title as written", () => {
    expect(pageMeta({ title: "Home title", description: "d", path: "/" })).toContainEqual({ title: "Home title" });
  });

  test("gives an absolute canonical URL on the configured domain", () => {
    const canonical = find(tags, (tag) => tag.rel === "canonical");
    expect(canonical).toEqual([{ tagName: "link", rel: "canonical", href: `${site.url}/services/oaths` }]);
  });

  test("repeats title, description and URL for link previews", () => {
    expect(tags).toContainEqual({ property: "og:title", content: `Oaths | ${site.businessName}` });
    expect(tags).toContainEqual({ property: "og:description", content: "Sworn statements." });
    expect(tags).toContainEqual({ property: "og:url", content: `${site.url}/services/oaths` });
    expect(find(tags, (tag) => tag.property === "og:image")).toHaveLength(1);
  });

  test("marks unlisted pages noindex and nothing else", () => {
    expect(find(tags, (tag) => tag.name === "robots")).toEqual([]);
    const hidden = pageMeta({ title: "x", description: "y", path: "/404", noindex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
  });

  test("gives a page's own preview picture to link previews, its size and type with it, and lets search engines show it large", () => {
    const image = { src: "/assets/a-16x9.jpg", width: 1200, height: 675, type: "image/jpeg", alt: "A desk" } as const;
    const article = pageMeta({ title: "x", description: "y", path: "/blog/x", image, largeImagePreview: true });
    expect(article).toContainEqual({ property: "og:image", content: `${site.url}/assets/a-16x9.jpg` });
    expect(article).toContainEqual({ name: "twitter:image", content: `${site.url}/assets/a-16x9.jpg` });
    expect(article).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(article).toContainEqual({ property: "og:image:height", content: "675" });
    expect(article).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
    expect(article).toContainEqual({ name: "robots", content: "max-image-preview:large" });
  });

  test("declares language alternates in both directions", () => {
    const spanish = pageMeta({
      title: "x",
      description: "y",
      path: "/espanol/contacto",
      alternates: [{ lang: "en", path: "/contact" }],
    });
    const alternates = find(spanish, (tag) => tag.rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl("/contact") },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: absoluteUrl("/espanol/contacto") },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl("/contact") },
    ]);
    expect(spanish).toContainEqual({ property: "og:locale", content: "es_US" });
  });

  test("adds each JSON-LD block as its own script", () => {
    const withData = pageMeta({
      title: "x",
      description: "y",
      path: "/",
      jsonLd: [{ "@type": "A" }, { "@type": "B" }],
    });
    // The page's own blocks, after the WebPage block every page has.
    expect(find(withData, (tag) => "script:ld+json" in tag)).toHaveLength(3);
  });

  test("describes every page as a WebPage in its language", () => {
    const webPageOf = (path: string) =>
      (
        find(pageMeta({ title: "x", description: "y", path }), (tag) => "script:ld+json" in tag)[0] as Record<
          string,
          unknown
        >
      )["script:ld+json"];
    expect(webPageOf("/about")).toMatchObject({ "@type": "WebPage", inLanguage: "en-US", url: absoluteUrl("/about") });
    expect(webPageOf("/espanol/sobre-mi")).toMatchObject({ "@type": "WebPage", inLanguage: "es-US" });
  });
});
