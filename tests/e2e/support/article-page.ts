import type { Page } from "@playwright/test";
import { articleCardCopy, categoryNames, postPage, readTimeIn } from "../../../app/content/blog-page";
import { getArticles } from "../../../app/lib/articles.server";
import { articlePath, BLOG_PATHS } from "../../../app/lib/blog";
import { formatDate } from "../../../app/lib/format";
import { site } from "../../../app/facts/site.config";
import { intlLocales } from "../../../app/vocabulary/lang";
import { readArticleFiles, tableHeadings } from "../../support/article-files";
import type { PageCheck } from "./page-check";
import { hrefsOf, structuredData } from "./page-reads";
import { backToScreen, expectPrintedShell, firstParagraph, PRINT_VIEWPORT, switchToPrint } from "./print";
import { expect } from "./test";

/*
 * What each article page holds, checked on the every-page bar's visit of it
 * (support/page-kinds.ts): the article and its parts, the article on paper,
 * and its language and counterpart. Everything expected comes from the
 * articles themselves and the blog's rules (site.blog in the config). The
 * blog's lists and addresses are blog.spec.ts's.
 */

export type Article = ReturnType<typeof getArticles>[number];

/** The blog's order, stated here rather than taken from the reader: newest first, then by title. */
export const allArticles: Article[] = getArticles().toSorted(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);
const { relatedArticles } = site.blog;

/** Related articles: others in the same category, written in the same language. */
export const sameCategory = (article: Article) =>
  allArticles.filter(
    (other) => other.category === article.category && other.lang === article.lang && other.slug !== article.slug,
  );

/** The Markdown source of each article, by slug, read without the site's own reader. */
const sources = new Map(readArticleFiles().map((file) => [String(file.fields.slug), file.body]));

function markdownOf(article: Article): string {
  const source = sources.get(article.slug);
  if (source === undefined) throw new Error(`No Markdown file for ${article.slug}`);
  return source;
}

const articlesByPath = new Map(allArticles.map((article) => [articlePath(article), article]));

/** The checks of the article page at `path`; none for another page. Printing puts the page back on screen as loaded. */
export function articlePageChecks(path: string): PageCheck[] {
  const article = articlesByPath.get(path);
  if (!article) return [];
  return [
    {
      title:
        "shows the way back, category, title, byline, excerpt, image, body, tags, related articles and the closing links",
      check: (page) => expectTheArticle(page, article, path),
    },
    {
      title: "prints its title, date and body, with the contact line and without the site's furniture",
      check: (page) => expectItPrints(page, article, path),
    },
    {
      title:
        "is marked as written in its language, and names the same article in the other language only when there is one",
      check: (page) => expectItsLanguage(page, article, path),
    },
  ];
}

async function expectTheArticle(page: Page, article: Article, path: string): Promise<void> {
  const words = postPage[article.lang];
  const cardWords = articleCardCopy[article.lang];
  const main = page.getByRole("main");
  if (article.lang === "en") {
    await expect(page.getByRole("link", { name: words.backToBlog })).toHaveAttribute("href", BLOG_PATHS.en);
  } else {
    // The Spanish pages show a trail in Spanish: home, the blog, the article.
    const trail = main.getByRole("navigation").filter({ has: page.locator("ol") });
    await expect(trail.getByRole("link", { name: words.home, exact: true })).toBeVisible();
    await expect(trail.getByRole("link", { name: words.blog, exact: true })).toHaveAttribute(
      "href",
      BLOG_PATHS[article.lang],
    );
    await expect(trail.locator('[aria-current="page"]')).toHaveText(article.title);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(main.getByText(categoryNames[article.lang][article.category], { exact: true }).first()).toBeVisible();
  await expect(main).toContainText(`${cardWords.by} ${article.author}`);
  await expect(main).toContainText(formatDate(article.date, article.lang));
  await expect(main).toContainText(readTimeIn(article.readTime, article.lang));
  await expect(main).toContainText(article.excerpt);
  const own = page.getByRole("article").first();
  await expect(own.getByText(cardWords.sample, { exact: true })).toHaveCount(article.sample ? 1 : 0);
  const picture =
    article.image.kind === "photo"
      ? main.getByRole("img", { name: article.image.alt, exact: true })
      : main.locator(`img[src="${article.image.src}"]`).first();
  await expect(picture).toBeVisible();
  await expect(page.getByRole("region", { name: words.tags }).getByRole("listitem")).toHaveText([...article.tags]);

  // Each table scrolls in its own region, named after the heading above it in the Markdown.
  const headings = tableHeadings(markdownOf(article));
  for (const heading of headings) {
    const tableWord = article.lang === "es" ? "Tabla" : "Table";
    const region = main.getByRole("region", { name: heading ? `${tableWord}: ${heading}` : tableWord, exact: true });
    await expect(region.getByRole("table")).toBeVisible();
    await expect(region).toHaveAttribute("tabindex", "0");
  }
  await expect(main.getByRole("table")).toHaveCount(headings.length);

  // Up to the configured number of others from the same category and language, never itself.
  const links = page
    .getByRole("region", { name: words.related })
    .getByRole("link", { name: new RegExp(`^${cardWords.readMore}`) });
  await expect(links).toHaveCount(Math.min(relatedArticles, sameCategory(article).length));
  const candidates = sameCategory(article).map(articlePath);
  for (const href of await hrefsOf(links)) {
    expect(candidates, `related ${href} on ${path}`).toContain(href);
  }

  const closing = page.getByRole("region", { name: words.closing.title });
  // Her number and the call button both dial her.
  await expect(closing.locator(`a[href="tel:${site.phone.e164}"]`).first()).toBeVisible();
  await expect(closing.getByRole("link", { name: words.closing.primary.label })).toHaveAttribute(
    "href",
    words.closing.primary.to,
  );
}

async function expectItPrints(page: Page, article: Article, path: string): Promise<void> {
  // On paper from a phone's width, where the action bar is on screen for print to hide; then
  // back on screen as loaded, for the next step.
  const screen = page.viewportSize();
  await page.setViewportSize(PRINT_VIEWPORT);
  const furniture = await switchToPrint(page, path);
  await expectPrintedShell(page, furniture);
  await expect(page.locator("h1")).toHaveText(article.title);
  await expect(page.locator(`article time[datetime="${article.date}"]`)).toBeVisible();
  const paragraph = await firstParagraph(page, article.html);
  expect(paragraph, "the article has a paragraph").not.toBe("");
  await expect(page.locator("article p").filter({ hasText: paragraph }).first()).toBeVisible();
  await expect(page.locator("#related-heading"), "related articles in print").toBeHidden();
  await backToScreen(page, screen);
}

async function expectItsLanguage(page: Page, article: Article, path: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", article.lang);
  const posting = (await structuredData(page)).find((data) => data["@type"] === "BlogPosting");
  expect(posting?.inLanguage).toBe(intlLocales[article.lang]);
  expect(posting?.url).toBe(`${site.url}${path}`);

  const file = readArticleFiles().find((each) => each.fields.slug === article.slug);
  const named =
    file?.fields.counterpart ??
    readArticleFiles().find((each) => each.fields.counterpart === article.slug)?.fields.slug;
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  if (named === undefined) {
    await expect(alternates).toHaveCount(0);
    return;
  }
  const otherLang = article.lang === "es" ? "en" : "es";
  const href = (await page.locator(`link[rel="alternate"][hreflang="${otherLang}"]`).getAttribute("href")) ?? "";
  expect(new URL(href).pathname).toBe(`${BLOG_PATHS[otherLang]}/${String(named)}`);
  await expect(page.locator(`link[rel="alternate"][hreflang="${article.lang}"]`)).toHaveAttribute(
    "href",
    `${site.url}${path}`,
  );
  // The other page is built: its own test here checks that it names this one back, and the
  // every-page bar that it answers 200, so this test does not load it again.
  expect(
    allArticles.map((each) => articlePath(each)),
    "the articles built",
  ).toContain(`${BLOG_PATHS[otherLang]}/${String(named)}`);
}
