import { describe, expect, test } from "vitest";
import { services } from "~/content/services";
import {
  counterpartOf,
  listIndexablePaths,
  listPagePairs,
  listPagePaths,
  NOT_FOUND_PATH,
  NOT_FOUND_PATHS,
  pairPages,
} from "~/routes/page-paths";
import { langOfPath } from "~/vocabulary/lang";
import { THANK_YOU_PATHS } from "~/lib/special-paths";
import { site } from "~/facts/site.config";
import { getArticles } from "~/lib/articles.server";
import { articlePath } from "~/lib/blog";

const tablePaths = [
  "/",
  "/about",
  "/services",
  "/testimonials",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/accessibility",
  "/documents",
  "/espanol",
  "/faq",
  "/locations",
];

describe("the list of pages to prerender", () => {
  const paths = listPagePaths();

  test("holds every page of the spec's route table", () => {
    expect(paths).toEqual(expect.arrayContaining(tablePaths));
  });

  test("holds the fourteen service pages and a page for each town of the config", () => {
    const servicePaths = paths.filter((path) => path.startsWith("/services/"));
    const townPaths = paths.filter((path) => path.startsWith("/locations/"));
    expect(servicePaths).toHaveLength(14);
    expect(servicePaths).toEqual(services.map((service) => `/services/${service.slug}`));
    expect(townPaths).toEqual(site.serviceArea.towns.map((town) => `/locations/${town.slug}`));
    expect(servicePaths).toContain("/services/I-9-employment-verification");
  });

  test("prerenders the not-found page so static hosts can serve it", () => {
    expect(paths).toContain(NOT_FOUND_PATH);
  });

  test("has no duplicates, no parameters and no resource files", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/[^:*]*$/);
      expect(path).not.toMatch(/\.(xml|txt)$/);
    }
  });

  test("prerenders the thank-you pages of the form sent without JavaScript", () => {
    expect(paths).toEqual(expect.arrayContaining([THANK_YOU_PATHS.en, THANK_YOU_PATHS.es]));
  });

  test("leaves the not-found and thank-you pages out of what search engines are told about", () => {
    const unlisted = [NOT_FOUND_PATHS.en, NOT_FOUND_PATHS.es, THANK_YOU_PATHS.en, THANK_YOU_PATHS.es];
    const indexable = listIndexablePaths();
    for (const path of unlisted) expect(indexable).not.toContain(path);
    expect(indexable).toEqual(paths.filter((path) => !unlisted.includes(path)));
  });
});

describe("the two languages", () => {
  const paths = listPagePaths();
  const pairs = listPagePairs();
  const articles = getArticles();
  /** An article is paired when it, or an article in the other language, names the other as its counterpart. */
  const named = new Set(
    articles.flatMap((article) => (article.counterpart ? [article.slug, article.counterpart] : [])),
  );
  const unpairedArticles = articles.filter((article) => !named.has(article.slug)).map(articlePath);

  test("every page but the articles written in one language only and the not-found pages has a counterpart", () => {
    const unpaired = paths.filter((path) => !counterpartOf(path));
    expect(unpaired.sort()).toEqual([...unpairedArticles, NOT_FOUND_PATHS.en, NOT_FOUND_PATHS.es].sort());
    expect(articles.length).toBeGreaterThan(0);
  });

  test("pairs an English page with a Spanish one under /espanol, both ways, each page once", () => {
    for (const pair of pairs) {
      expect(langOfPath(pair.en), pair.en).toBe("en");
      expect(langOfPath(pair.es), pair.es).toBe("es");
      expect(counterpartOf(pair.en)).toEqual({ lang: "es", path: pair.es });
      expect(counterpartOf(pair.es)).toEqual({ lang: "en", path: pair.en });
    }
    const all = pairs.flatMap((pair) => [pair.en, pair.es]);
    expect(new Set(all).size).toBe(all.length);
    // Beside the pairs: the Spanish not-found page and the Spanish articles.
    const spanishArticles = articles.filter((article) => article.lang === "es").length;
    expect(paths.filter((path) => langOfPath(path) === "es")).toHaveLength(pairs.length + 1 + spanishArticles);
  });

  test("gives Spanish pages lower-case addresses", () => {
    for (const pair of pairs) expect(pair.es, pair.es).toMatch(/^\/espanol(?:\/[a-z0-9-]+)*$/);
  });

  test("stops the build, naming the page, when a page has no counterpart", () => {
    expect(() =>
      pairPages([
        { path: "/about", id: "about/en" },
        { path: "/espanol/sobre-mi", id: "about/es" },
        { path: "/fees", id: "fees/en" },
        { path: "/extra" },
      ]),
    ).toThrow(/\/extra, \/fees have no counterpart in the other language/);
    expect(() => pairPages([{ path: "/espanol/tarifas", id: "fees/es" }])).toThrow(
      /\/espanol\/tarifas has no counterpart/,
    );
  });
});
