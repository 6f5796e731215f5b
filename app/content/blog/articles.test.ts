/**
 * The published articles themselves, as data: every finished file and no
 * draft, the editorial rules every article keeps, honest read times, and
 * prose that agrees with business.json. Nothing here counts today's
 * articles: adding, removing or re-dating one needs no change to this file.
 */
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { findContactDetails, textOf } from "~/lib/article-facts";
import { ARTICLES_DIR, blogLastModified, findArticle, getArticles, readArticles } from "~/lib/articles.server";
import { articlePath, BLOG_CATEGORIES } from "~/lib/blog";
import { listPagePaths } from "~/page-paths";
import { site } from "~/site.config";
import { readArticleFiles } from "../../../tests/support/article-files";

/** The editorial rules an article must keep to be published, in one place. */
const EDITORIAL_RULES = {
  /** Long enough to answer the question, short enough to read on a phone. */
  words: { min: 500, max: 1000 },
  /** The read time a card states assumes this reading speed (README: "about one minute per 200 words"). */
  wordsPerMinute: 200,
} as const;

const articles = getArticles();
const files = readArticleFiles();

/** Today in UTC; Pennsylvania's date is never later, so an article dated today there passes. */
const today = new Date().toISOString().slice(0, 10);

/** Everything an article says, whether in its body or in the fields around it. */
function allText(article: (typeof articles)[number]): string {
  return [article.title, article.excerpt, article.metaDescription, textOf(article.html)].join(" ¶ ");
}

describe("the published articles", () => {
  test("are every finished file; each unfinished draft is left out with a warning naming it", () => {
    const finished = files.filter((file) => !file.isDraft);
    const drafts = files.filter((file) => file.isDraft);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.map((article) => article.slug).toSorted()).toEqual(
      finished.map((file) => String(file.fields.slug)).toSorted(),
    );

    const warn = vi.fn();
    readArticles({ dir: join(process.cwd(), ARTICLES_DIR), publicDir: join(process.cwd(), "public"), warn });
    expect(warn).toHaveBeenCalledTimes(drafts.length);
    const warnings = warn.mock.calls.map(([message]) => String(message));
    for (const draft of drafts) {
      expect(
        warnings.some((warning) => warning.includes(draft.name)),
        `a warning names ${draft.name}`,
      ).toBe(true);
    }
  });

  test("come newest first, and no article is dated, or updated, after today", () => {
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().reverse());
    for (const article of articles) {
      expect(article.date <= today, `${article.slug} is dated ${article.date}`).toBe(true);
      expect(article.updated <= today, `${article.slug} is updated ${article.updated}`).toBe(true);
    }
  });

  test("each belong to one of the spec's five categories", () => {
    for (const article of articles) expect(BLOG_CATEGORIES, article.slug).toContain(article.category);
  });

  test("are found at their own slug in any casing, never at an id that differs from it", () => {
    const slugs = new Set(articles.map((article) => article.slug));
    for (const article of articles) {
      expect(findArticle(article.slug.toUpperCase()), article.slug).toBe(article);
      if (article.id !== article.slug && !slugs.has(article.id)) {
        expect(findArticle(article.id), `${article.slug} by its id`).toBeUndefined();
      }
    }
  });

  test("have unique titles and descriptions, so search results tell them apart", () => {
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.metaDescription)).size).toBe(articles.length);
  });

  test(`are each ${EDITORIAL_RULES.words.min} to ${EDITORIAL_RULES.words.max} words long`, () => {
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(EDITORIAL_RULES.words.min);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(EDITORIAL_RULES.words.max);
    }
  });

  test(`state a read time that matches their length at ${EDITORIAL_RULES.wordsPerMinute} words a minute`, () => {
    for (const article of articles) {
      const minutes = Math.max(1, Math.round(article.wordCount / EDITORIAL_RULES.wordsPerMinute));
      expect(article.readTime, article.slug).toBe(`${minutes} min read`);
    }
  });

  test("are written by the notary named in the config", () => {
    for (const article of articles) expect(article.author).toBe(site.notary.fullName);
  });
});

describe("what the articles say", () => {
  test("name every fee and distance by fact token, so no article can state an old one", () => {
    // The raw Markdown: after the build expands {{fees.travel}}, a stale figure could not be told apart.
    for (const file of files.filter((each) => !each.isDraft)) {
      const source = `${JSON.stringify(file.fields)} ${file.body}`;
      const literals = source.match(/\$\d[\d,.]*|\b\d+ miles\b/g) ?? [];
      expect(literals, file.name).toEqual([]);
    }
  });

  test("quote the per-act fee and the travel fee somewhere, as the spec has the blog do", () => {
    // Which article quotes them is the owner's choice; the tokens keep every quote true.
    const sources = files.map((file) => file.body).join(" ");
    for (const token of ["{{fees.notarialAct}}", "{{fees.travel}}"]) expect(sources).toContain(token);
    const blog = articles.map(allText).join(" ");
    for (const usd of [site.fees.perNotarialActUsd, site.fees.travelUsd]) {
      expect(blog, `$${usd}`).toMatch(new RegExp(`\\$${usd}(?![\\d,])`));
    }
  });

  test("leave phone numbers and e-mail addresses to the config, linking to /contact instead", () => {
    for (const article of articles) {
      expect(findContactDetails(allText(article)), article.slug).toEqual([]);
      expect(article.html, article.slug).toContain('href="/contact"');
    }
  });

  test("link only to pages the site has", () => {
    const pages = new Set(listPagePaths());
    for (const article of articles) {
      for (const [, href = ""] of article.html.matchAll(/href="([^"]+)"/g)) {
        expect(href.startsWith("/") && pages.has(href), `${article.slug} links to ${href}`).toBe(true);
      }
    }
  });
});

describe("the blog's place in the site", () => {
  test("every article has a page to prerender", () => {
    const pages = listPagePaths();
    for (const article of articles) expect(pages).toContain(articlePath(article));
  });

  test("the sitemap dates each article by its last change, and the list by the newest", () => {
    const dates = blogLastModified();
    for (const article of articles) expect(dates.get(articlePath(article))).toBe(article.updated);
    expect(dates.get("/blog")).toBe(
      articles
        .map((article) => article.updated)
        .toSorted()
        .at(-1),
    );
  });
});
