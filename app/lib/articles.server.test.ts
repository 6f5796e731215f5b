import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { countWords, readArticles, wrapTables } from "~/lib/articles.server";
import { site } from "~/facts/site.config";
import { SEARCH_DESCRIPTION_MAX, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_MAX } from "~/vocabulary/search-result";

const validFields = {
  id: "sample",
  title: "A sample article title",
  slug: "a-sample-article",
  excerpt: "An excerpt that is long enough to pass the schema's lower bound for excerpts.",
  date: "2025-08-01",
  author: "notary",
  category: "Notary Tips",
  readTime: "3 min read",
  image: "/images/blog/sample.svg",
  tags: "[one, two]",
  metaDescription: "A meta description that is long enough to satisfy the schema's seventy-character minimum.",
};

type Fields = Partial<
  Record<keyof typeof validFields | "updated" | "color" | "imageAlt" | "seoTitle" | "lang" | "counterpart", string>
>;

function markdownFile(fields: Fields, body = "Some words in a paragraph.\n\n## A section\n\nMore words here.") {
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${key === "tags" ? value : JSON.stringify(value)}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}\n`;
}

let root: string;
let dir: string;
let publicDir: string;
let photosDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "articles-"));
  dir = join(root, "blog");
  publicDir = join(root, "public");
  photosDir = join(root, "photos");
  mkdirSync(dir);
  mkdirSync(photosDir);
  mkdirSync(join(publicDir, "images", "blog"), { recursive: true });
  writeFileSync(
    join(publicDir, "images", "blog", "sample.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450"></svg>',
  );
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(name: string, content: string) {
  writeFileSync(join(dir, name), content);
}

function read(warn: (message: string) => void = () => {}) {
  return readArticles({ dir, publicDir, photosDir, warn });
}

describe("reading the articles", () => {
  test("writes the business's facts where an article names them by token", () => {
    write(
      "sample.md",
      markdownFile(validFields, "My travel fee is {{fees.travel}} within {{fees.travelRadiusMiles}} miles."),
    );
    const [article] = read();
    expect(article?.html).toContain(
      `My travel fee is $${site.fees.travelUsd} within ${site.fees.travelFeeRadiusMiles} miles.`,
    );
  });

  test("stops the build on an unknown fact token, naming the file and the token", () => {
    write("sample.md", markdownFile(validFields, "My travel fee is {{fees.trvel}}."));
    expect(() => read()).toThrow(/\{\{fees\.trvel\}\}.*sample\.md|sample\.md.*\{\{fees\.trvel\}\}/);
  });

  test("turns frontmatter and Markdown into an article", () => {
    write("sample.md", markdownFile(validFields));
    const [article] = read();
    expect(article).toMatchObject({
      id: "sample",
      slug: "a-sample-article",
      date: "2025-08-01",
      updated: "2025-08-01",
      category: "Notary Tips",
      tags: ["one", "two"],
      image: { kind: "drawing", src: "/images/blog/sample.svg", width: 800, height: 450 },
    });
    expect(article?.html).toContain("<h2>A section</h2>");
    expect(article?.wordCount).toBe(10);
  });

  test("names the notary from the config as the author", () => {
    write("sample.md", markdownFile(validFields));
    expect(read()[0]?.author).toBe(site.notary.fullName);
  });

  test("gives search results the title, or the shorter title written for them", () => {
    write("a.md", markdownFile({ ...validFields, id: "a", slug: "a" }));
    const long = "A heading that runs well past what a search result has room to show";
    write("b.md", markdownFile({ ...validFields, id: "b", slug: "b", title: long, seoTitle: "A shorter title" }));
    const bySlug = new Map(read().map((article) => [article.slug, article]));
    expect(bySlug.get("a")?.seoTitle).toBe(validFields.title);
    expect(bySlug.get("b")).toMatchObject({ title: long, seoTitle: "A shorter title" });
  });

  test("keeps a later updated date for the sitemap", () => {
    write("sample.md", markdownFile({ ...validFields, updated: "2025-09-15" }));
    expect(read()[0]?.updated).toBe("2025-09-15");
  });

  test("sorts the articles newest first", () => {
    write("a.md", markdownFile({ ...validFields, id: "a", slug: "a", date: "2025-07-03" }));
    write("b.md", markdownFile({ ...validFields, id: "b", slug: "b", date: "2025-10-20" }));
    write("c.md", markdownFile({ ...validFields, id: "c", slug: "c", date: "2025-08-11" }));
    expect(read().map((article) => article.date)).toEqual(["2025-10-20", "2025-08-11", "2025-07-03"]);
  });

  test("ignores files that are not Markdown", () => {
    write("sample.md", markdownFile(validFields));
    write("notes.txt", "not an article");
    expect(read()).toHaveLength(1);
  });
});

describe("an article's language and its counterpart", () => {
  const english = { ...validFields, id: "english", slug: "the-english-one", title: "The English article" };
  const spanish = { ...validFields, id: "spanish", slug: "el-articulo", title: "El artículo en español", lang: "es" };

  test("an article is English unless it says otherwise, and a Spanish one lives under /espanol/blog/", () => {
    write("english.md", markdownFile(english));
    write("spanish.md", markdownFile(spanish));
    const bySlug = new Map(read().map((article) => [article.slug, article]));
    expect(bySlug.get(english.slug)?.lang).toBe("en");
    expect(bySlug.get(spanish.slug)?.lang).toBe("es");
  });

  test("a counterpart named on one side is linked from both", () => {
    write("english.md", markdownFile(english));
    write("spanish.md", markdownFile({ ...spanish, counterpart: english.slug }));
    const bySlug = new Map(read().map((article) => [article.slug, article]));
    expect(bySlug.get(spanish.slug)?.counterpart).toBe(english.slug);
    expect(bySlug.get(english.slug)?.counterpart).toBe(spanish.slug);
  });

  test("naming an article no longer on the site (deleted in the editor) leaves it without one, with a notice", () => {
    const warn = vi.fn();
    write("spanish.md", markdownFile({ ...spanish, counterpart: english.slug }));
    const [only] = read(warn);
    expect(only?.counterpart).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/"El artículo en español" named "the-english-one" .* no longer on the site/),
    );
  });

  test.each([
    ["an article in the same language", { ...spanish, counterpart: spanish.slug }, /is written in the same language/],
    ["a language the site does not speak", { ...spanish, lang: "fr" }, /spanish\.md: lang: /],
  ])("naming %s fails the build, naming the article", (_, fields, message) => {
    write("english.md", markdownFile(english));
    write("spanish.md", markdownFile(fields));
    expect(() => read()).toThrow(message);
  });
});

describe("links between articles", () => {
  const target = { ...validFields, id: "target", slug: "the-target", title: "The article linked to" };
  const linking = (href: string) =>
    markdownFile(
      { ...validFields, id: "linking", slug: "the-linking-one", title: "The article that links" },
      `Read [what to bring](${href}) before we meet, and [the contact page](/contact).\n\n## More\n\nWords.`,
    );

  test("a link to another article stays while that article is on the site", () => {
    write("target.md", markdownFile(target));
    write("linking.md", linking("/blog/the-target#section"));
    const html = read().find((article) => article.slug === "the-linking-one")?.html ?? "";
    expect(html).toContain('<a href="/blog/the-target#section">what to bring</a>');
  });

  test("a link to an article she deleted keeps its words and loses its link, with a notice naming both", () => {
    const warn = vi.fn();
    write("linking.md", linking("/blog/the-target"));
    const [only] = read(warn);
    expect(only?.html).toContain("Read what to bring before we meet");
    expect(only?.html).not.toContain("/blog/the-target");
    // Links to other pages are the content check's, not this one's.
    expect(only?.html).toContain('<a href="/contact">the contact page</a>');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"The article that links" linked to \/blog\/the-target/));
  });
});

describe("the switch that leaves out every sample article not kept", () => {
  test("publishes her articles and the samples she kept, and none of the others, without a notice each", () => {
    const warn = vi.fn();
    write("hers.md", markdownFile({ ...validFields, id: "hers", slug: "hers" }));
    write(
      "kept.md",
      `${markdownFile({ ...validFields, id: "kept", slug: "kept" })}`.replace("---\n", "---\nkept: true\n"),
    );
    write(
      "sample.md",
      markdownFile({ ...validFields, id: "other", slug: "other" }).replace("---\n", "---\nsample: true\n"),
    );
    const slugs = (leaveOutSamples: boolean) =>
      readArticles({ dir, publicDir, photosDir, warn, leaveOutSamples })
        .map((article) => article.slug)
        .sort();
    expect(slugs(false)).toEqual(["hers", "kept", "other"]);
    expect(slugs(true)).toEqual(["hers", "kept"]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("drafts", () => {
  for (const key of ["id", "title", "slug"] as const) {
    test(`a file without ${key} is skipped with a warning that names it`, () => {
      const warn = vi.fn();
      write("sample.md", markdownFile(validFields));
      write("unfinished.md", markdownFile({ ...validFields, id: "other", slug: "other", [key]: undefined }));
      expect(read(warn).map((article) => article.id)).toEqual(["sample"]);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toMatch(new RegExp(`unfinished\\.md.*no ${key}`));
    });
  }

  test("an empty slug counts as missing", () => {
    const warn = vi.fn();
    write("unfinished.md", markdownFile({ ...validFields, slug: "  " }));
    expect(read(warn)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  test("a draft may be unfinished in every other way too", () => {
    const warn = vi.fn();
    write("unfinished.md", markdownFile({ title: "Only a title", date: "someday", category: "Misc" }));
    expect(read(warn)).toEqual([]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/no id, slug/);
  });
});

describe("invalid articles fail the build, naming the file and the field", () => {
  const cases: [string, Fields, RegExp][] = [
    ["a malformed date", { date: "21/10/2025" }, /bad\.md: date: must be a date written YYYY-MM-DD/],
    ["a date that is not on the calendar", { date: "2025-02-30" }, /bad\.md: date: is not a real calendar date/],
    ["an unknown category", { category: "Gardening Tips" }, /bad\.md: category: /],
    ["an unknown author", { author: "someone" }, /bad\.md: author: /],
    ["a slug with capitals or spaces", { slug: "My Article" }, /bad\.md: slug: must be lower-case/],
    ["a read time in another form", { readTime: "four minutes" }, /bad\.md: readTime: must read like "4 min read"/],
    [
      "an image outside the blog's folder",
      { image: "/photo.jpg" },
      /bad\.md: image: must be a drawing such as .* or a photo such as photos\//,
    ],
    ["an image that does not exist", { image: "/images/blog/missing.svg" }, /bad\.md: image: .*does not exist/],
    [
      "a meta description too long for results pages",
      { metaDescription: "x".repeat(SEARCH_DESCRIPTION_MAX + 1) },
      /bad\.md: metaDescription: is \d+ characters/,
    ],
    [
      "a meta description too short to say anything",
      { metaDescription: "x".repeat(SEARCH_DESCRIPTION_MIN - 1) },
      /bad\.md: metaDescription: is \d+ characters/,
    ],
    [
      "a title longer than search results show, with no shorter title for them",
      { title: "A long title ".repeat(6).trim() },
      /bad\.md: seoTitle: is needed: the title is \d+ characters/,
    ],
    [
      "a title for search results longer than they show",
      { seoTitle: "x".repeat(SEARCH_TITLE_MAX + 1) },
      /bad\.md: seoTitle: is \d+ characters/,
    ],
    ["an updated date before the publication date", { updated: "2025-07-01" }, /bad\.md: updated: must not be/],
    ["a misspelt field", { color: "blue" }, /bad\.md: .*color/],
  ];

  for (const [name, change, message] of cases) {
    test(name, () => {
      write("bad.md", markdownFile({ ...validFields, ...change }));
      expect(() => read()).toThrow(message);
    });
  }

  test("a file without frontmatter", () => {
    write("bad.md", "Just some text.\n");
    expect(() => read()).toThrow(/bad\.md: no frontmatter/);
  });

  test("a level-one heading in the body, which would be a second h1", () => {
    write("bad.md", markdownFile(validFields, "# Another title\n\nText."));
    expect(() => read()).toThrow(/bad\.md: body: "# Another title" is a level-one heading/);
  });

  test("two articles with the same slug", () => {
    write("a.md", markdownFile({ ...validFields, id: "a" }));
    write("b.md", markdownFile({ ...validFields, id: "b" }));
    expect(() => read()).toThrow(/slug "a-sample-article" is used by both/);
  });

  test("every bad file is reported at once", () => {
    write("first.md", markdownFile({ ...validFields, date: "soon" }));
    write("second.md", markdownFile({ ...validFields, id: "two", slug: "two", category: "Other" }));
    expect(() => read()).toThrow(/first\.md: date[\s\S]*second\.md: category/);
  });
});

describe("a photo as the article's picture", () => {
  const photo = { image: "photos/desk.jpg", imageAlt: "A pen and a notary's stamp on a wooden desk." };

  test("names a photo in the photos folder and says what it shows", () => {
    writeFileSync(join(photosDir, "desk.jpg"), "");
    write("sample.md", markdownFile({ ...validFields, ...photo }));
    expect(read()[0]?.image).toEqual({ kind: "photo", file: "photos/desk.jpg", alt: photo.imageAlt });
  });

  const cases: [string, Fields, RegExp][] = [
    ["without alt text", { image: photo.image }, /bad\.md: imageAlt: is required for a photo/],
    ["with alt text that says nothing", { ...photo, imageAlt: "desk" }, /bad\.md: imageAlt: must say in a sentence/],
    [
      'with alt text that starts "Photo of"',
      { ...photo, imageAlt: "Photo of a desk with a pen" },
      /imageAlt: must not start with "Photo of"/,
    ],
    [
      "that is not in the photos folder",
      { ...photo, image: "photos/missing.jpg" },
      /bad\.md: image: photos\/missing\.jpg is not in app\/content\/photos\//,
    ],
    [
      "named as a camera names it",
      { ...photo, image: "photos/IMG_1234.JPG" },
      /bad\.md: image: must be a drawing .* or a photo such as photos\/hospital-visit\.jpg/,
    ],
    ["of a kind browsers cannot show", { ...photo, image: "photos/desk.heic" }, /bad\.md: image: must be a drawing/],
    [
      "alt text on a drawing, which is decorative",
      { imageAlt: photo.imageAlt },
      /bad\.md: imageAlt: is only for photos/,
    ],
  ];

  for (const [name, change, message] of cases) {
    test(`fails the build ${name}`, () => {
      writeFileSync(join(photosDir, "desk.jpg"), "");
      write("bad.md", markdownFile({ ...validFields, ...change }));
      expect(() => read()).toThrow(message);
    });
  }
});

describe("the article body", () => {
  function bodyHtml(body: string) {
    write("sample.md", markdownFile(validFields, body));
    return read()[0]?.html ?? "";
  }

  test("keeps Markdown's formatting, lists and links", () => {
    const html = bodyHtml("Some **bold** and *soft* words.\n\n- one\n- two\n\n[Contact me](/contact)");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/contact">Contact me</a>');
  });

  test("removes scripts, event handlers, frames, styles and javascript: links from raw HTML", () => {
    const html = bodyHtml(
      [
        '<script>alert("x")</script>',
        '<p onclick="steal()" style="color:red">Hello</p>',
        '<iframe src="https://example.com"></iframe>',
        '<a href="javascript:alert(1)">bad link</a>',
        '<img src="x" onerror="steal()">',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:|<img/i);
    expect(html).toContain("Hello");
    expect(html).toContain("bad link");
  });

  test("gives table header cells a scope and wraps the table in a named, focusable region", () => {
    const html = bodyHtml("## Prices\n\n| What | Price |\n| --- | --- |\n| An act | Five |");
    expect(html).toContain('<th scope="col">What</th>');
    expect(html).toMatch(/<section class="table-scroll" aria-label="Table: Prices" tabindex="0"><table>/);
  });
});

describe("wrapTables", () => {
  test("names each table after the nearest heading above it", () => {
    const html = wrapTables("<h2>One</h2><table></table><h3>Two &amp; three</h3><p>x</p><table></table>");
    expect(html).toContain('aria-label="Table: One"');
    expect(html).toContain('aria-label="Table: Two &amp; three"');
  });

  test("falls back to a plain name before any heading", () => {
    expect(wrapTables("<table></table>")).toContain('aria-label="Table"');
  });

  test("names the region in Spanish in a Spanish article", () => {
    expect(wrapTables("<h2>Precios</h2><table></table>", "es")).toContain('aria-label="Tabla: Precios"');
    expect(wrapTables("<table></table>", "es")).toContain('aria-label="Tabla"');
  });
});

describe("countWords", () => {
  test("counts the words a reader reads, not tags or punctuation", () => {
    expect(countWords("<h2>Two words</h2><p>And <strong>three</strong> more &mdash; words.</p>")).toBe(6);
  });
});
