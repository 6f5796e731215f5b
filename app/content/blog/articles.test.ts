/**
 * The published articles themselves, as data: every finished file and no
 * draft, and the rules the build holds the owner's articles to (lengths,
 * honest read times, facts by token), which site-tools/content-rules/check-content.ts keeps
 * and tests one by one. Nothing here counts today's
 * articles: adding, removing or re-dating one needs no change to this file.
 */
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import {
  findArticleRuleProblems,
  findForbiddenWordsInArticle,
  readArticleSources,
} from "../../../site-tools/content-rules/check-content";
import { ARTICLES_DIR, blogLastModified, findArticle, getArticles, readArticles } from "~/lib/articles.server";
import { articlePath, articlesListedIn, BLOG_CATEGORIES, BLOG_PATHS, type ArticleSource } from "~/lib/blog";
import { LANGS, otherLang } from "~/vocabulary/lang";
import { listPagePaths } from "~/routes/page-paths";
import { site } from "~/facts/site.config";
import { readArticleFiles } from "../../../tests/support/article-files";

const articles = getArticles();
const files = readArticleFiles();

/** Today in UTC; Pennsylvania's date is never later, so an article dated today there passes. */
const today = new Date().toISOString().slice(0, 10);

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

  test("come newest first", () => {
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().reverse());
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

  test("are written by the notary named in the config", () => {
    for (const article of articles) expect(article.author).toBe(site.notary.fullName);
  });
});

describe("what the articles say", () => {
  test("keeps every rule the build holds the owner's articles to (site-tools/content-rules/check-content.ts)", () => {
    const root = process.cwd();
    const files = readArticleSources(root);
    expect(findArticleRuleProblems(articles, files, new Set(listPagePaths()), today)).toEqual([]);
    for (const { file, source } of files) expect(findForbiddenWordsInArticle(file, source), file).toEqual([]);
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
    const newestOf = (listed: readonly ArticleSource[]) =>
      listed
        .map((article) => article.updated)
        .toSorted()
        .at(-1);
    for (const lang of LANGS) {
      expect(dates.get(BLOG_PATHS[lang]), BLOG_PATHS[lang]).toBe(newestOf(articlesListedIn(articles, lang)));
    }
  });
});

describe("the articles' languages, as their files say", () => {
  const languageOf = (fields: Record<string, unknown>) => (fields.lang === undefined ? "en" : fields.lang);
  const finished = files.filter((file) => !file.isDraft);

  /** The published article a file is, read by the site's reader. */
  const publishedAs = (fields: Record<string, unknown>, key = "slug") => {
    const article = findArticle(String(fields[key]));
    if (!article) throw new Error(`no published article at ${String(fields[key])}`);
    return article;
  };

  test("each article is published under its language's blog", () => {
    for (const file of finished) {
      const article = publishedAs(file.fields);
      expect(article.lang, file.name).toBe(languageOf(file.fields));
      expect(articlePath(article), file.name).toBe(`${BLOG_PATHS[article.lang]}/${String(file.fields.slug)}`);
      expect(findArticle(article.slug, otherLang(article.lang)), `${file.name} in the other language`).toBeUndefined();
    }
  });

  test("a counterpart is an article in the other language, and it names the first one back", () => {
    for (const file of finished.filter((each) => each.fields.counterpart !== undefined)) {
      const article = publishedAs(file.fields);
      const other = publishedAs(file.fields, "counterpart");
      expect(other.lang, file.name).toBe(otherLang(article.lang));
      expect(other.counterpart, file.name).toBe(article.slug);
    }
  });

  test("the Spanish blog lists its own articles first, then every English one; the English blog only English ones", () => {
    const spanish = finished.filter((file) => languageOf(file.fields) === "es").map((file) => String(file.fields.slug));
    const english = finished.filter((file) => languageOf(file.fields) === "en").map((file) => String(file.fields.slug));
    const listedEs = articlesListedIn(articles, "es").map((article) => article.slug);
    expect(listedEs.slice(0, spanish.length).toSorted()).toEqual(spanish.toSorted());
    expect(listedEs.slice(spanish.length).toSorted()).toEqual(english.toSorted());
    expect(
      articlesListedIn(articles, "en")
        .map((article) => article.slug)
        .toSorted(),
    ).toEqual(english.toSorted());
  });
});
