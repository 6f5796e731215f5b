import { site } from "../facts/site.config";
import type { Photo, PhotoChoice } from "./photo";
import { BLOG_PATHS } from "../vocabulary/blog-paths";
import { SPANISH_ROOT, type Lang } from "../vocabulary/lang";

/**
 * What the blog's pages share: the categories, the shapes an article takes on
 * its way to the browser, and the choice of related articles. No file access
 * here, so the browser can import it; app/lib/articles.server.ts reads the
 * Markdown.
 */

/** The five categories, in the order the filter shows them. */
export const BLOG_CATEGORIES = [
  "Notary Tips",
  "Seasonal Notary Services",
  "Mobile Notary Services",
  "Real Estate Notarization",
  "Local Notary Services",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A category's name in the address, derived from the name itself: "Notary Tips" → "notary-tips". */
export function categorySlug(category: BlogCategory): string {
  return category
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What the list shows: a category (null for All) and a 1-based page. */
export interface BlogView {
  category: BlogCategory | null;
  page: number;
}

/** All, page 1: what /blog without a query shows, and where anything unknown falls back. */
export const DEFAULT_BLOG_VIEW: BlogView = { category: null, page: 1 };

const CATEGORY_PARAM = "category";
const PAGE_PARAM = "page";

/**
 * The view a query asks for (`?category=notary-tips&page=2`). An unknown
 * category falls back to All, page 1; a page that is not a whole number, or
 * one past the list's last page, to page 1 of the list.
 */
export function readBlogQuery(
  params: URLSearchParams,
  categories: readonly BlogCategory[],
  pageCountOf: (category: BlogCategory | null) => number,
): BlogView {
  const slug = params.get(CATEGORY_PARAM);
  const category = slug === null ? null : categories.find((each) => categorySlug(each) === slug);
  if (category === undefined) return DEFAULT_BLOG_VIEW;
  const pageText = params.get(PAGE_PARAM);
  if (pageText === null) return { category, page: 1 };
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : NaN;
  return { category, page: page <= pageCountOf(category) ? page : 1 };
}

/**
 * `params` with the view written in: defaults are left out, so All, page 1
 * is plain /blog; any other parameter (a campaign tag) is kept.
 */
export function writeBlogQuery(params: URLSearchParams, view: BlogView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CATEGORY_PARAM);
  next.delete(PAGE_PARAM);
  if (view.category) next.set(CATEGORY_PARAM, categorySlug(view.category));
  if (view.page > 1) next.set(PAGE_PARAM, String(view.page));
  return next;
}

/** One of our own SVG drawings under public/, e.g. "/images/blog/notary-tips.svg". */
interface ArticleDrawing {
  kind: "drawing";
  src: string;
  width: number;
  height: number;
}

/**
 * An article's picture as its Markdown names it: a drawing, or a photo from
 * app/content/photos with its alt text. Loaders turn a photo into its
 * generated files (app/lib/article-images.server.ts).
 */
export type ArticleImageChoice = ArticleDrawing | ({ kind: "photo" } & PhotoChoice);

/** An article's picture as a page shows it. */
export type ArticleImage = ArticleDrawing | ({ kind: "photo" } & Photo);

type EitherImage = ArticleImage | ArticleImageChoice;

/**
 * What a card needs: everything but the body. `Image` is the picture as a
 * page gets it, or, straight from the Markdown, as the article chose it.
 */
export interface ArticleSummary<Image extends EitherImage = ArticleImage> {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Last substantive change, YYYY-MM-DD; the publication date unless edited since. */
  updated: string;
  author: string;
  category: BlogCategory;
  readTime: string;
  image: Image;
  tags: readonly string[];
  /** One of the articles this project ships with, not yet kept or rewritten by the owner: pages mark it. */
  sample: boolean;
  /** The language it is written in (frontmatter `lang`, English when left out). */
  lang: Lang;
}

export interface Article<Image extends EitherImage = ArticleImage> extends ArticleSummary<Image> {
  /** The title search results show: the frontmatter's seoTitle, or the title when it is short enough. */
  seoTitle: string;
  metaDescription: string;
  /** The owner keeps a shipped article as hers (frontmatter `kept: true`). */
  kept: boolean;
  /** The body as sanitized HTML, rendered from Markdown at build time. */
  html: string;
  wordCount: number;
  /**
   * The slug of the article on the same question in the other language, when
   * there is one: the two pages name each other as hreflang alternates. A
   * Spanish article names its English one (frontmatter `counterpart`); the
   * reader fills in the English side.
   */
  counterpart?: string;
}

/** An article as app/lib/articles.server.ts reads it, before a loader resolves its photo. */
export type ArticleSource = Article<ArticleImageChoice>;

export { BLOG_PATHS };

/** /blog/{slug} for an English article, /espanol/blog/{slug} for a Spanish one. */
export function articlePath(article: Pick<ArticleSummary, "slug" | "lang">): string {
  return `${BLOG_PATHS[article.lang]}/${article.slug}`;
}

/**
 * The articles a list in `lang` shows: those written in it first, then, on
 * a page in another language than English, the English ones (marked there
 * as English). The English blog lists English articles only. Each group
 * keeps its order (newest first).
 */
export function articlesListedIn<T extends Pick<ArticleSummary, "lang">>(articles: readonly T[], lang: Lang): T[] {
  const own = articles.filter((article) => article.lang === lang);
  if (lang === "en") return own;
  return [...own, ...articles.filter((article) => article.lang === "en")];
}

/** Drops the body, so lists send the browser only what their cards show. */
export function summarize<Image extends EitherImage>(article: Article<Image>): ArticleSummary<Image> {
  const { id, slug, title, excerpt, date, updated, author, category, readTime, image, tags, sample, lang } = article;
  return { id, slug, title, excerpt, date, updated, author, category, readTime, image, tags, sample, lang };
}

/** The categories that have articles, in the filter's order. */
export function usedCategories(articles: readonly Pick<ArticleSummary, "category">[]): BlogCategory[] {
  return BLOG_CATEGORIES.filter((category) => articles.some((article) => article.category === category));
}

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;
}

/**
 * Up to `max` other articles from the same category: those sharing the most
 * tags first, then the closest in date, then the newer.
 */
export function pickRelated<T extends ArticleSummary<EitherImage>>(
  articles: readonly T[],
  current: ArticleSummary<EitherImage>,
  max: number,
): T[] {
  const tags = new Set(current.tags.map((tag) => tag.toLowerCase()));
  const sharedTags = (article: T) => article.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return articles
    .filter((article) => article.lang === current.lang)
    .filter((article) => article.category === current.category && article.id !== current.id)
    .map((article) => ({ article, shared: sharedTags(article), distance: daysBetween(article.date, current.date) }))
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance || b.article.date.localeCompare(a.article.date))
    .slice(0, Math.max(0, max))
    .map(({ article }) => article);
}

export const BLOG_FEED_TITLE = `${site.businessName}: Notary Tips & Local News`;

/** The RSS feed of the articles; app/routes/rss.xml.ts writes it at build time. */
const FEED_PATH = "/blog/rss.xml";

/** The feed of the Spanish articles, with its own title and description (app/routes/rss.xml.ts). */
const SPANISH_FEED_PATH = `${SPANISH_ROOT}/blog/rss.xml`;

export const BLOG_FEED_TITLE_ES = `${site.businessName}: artículos en español`;

/** The feed a page in `lang` points feed readers to. */
export const FEED_PATHS: Record<Lang, string> = { en: FEED_PATH, es: SPANISH_FEED_PATH };

/** The head tag that lets browsers and feed readers find the feed from a blog page. */
const feedLinkTag = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: BLOG_FEED_TITLE,
  href: FEED_PATH,
} as const;

/** The same for the Spanish feed, which the Spanish blog pages name too. */
const spanishFeedLinkTag = {
  ...feedLinkTag,
  title: BLOG_FEED_TITLE_ES,
  href: SPANISH_FEED_PATH,
} as const;

/** The feeds a blog page in `lang` names in its head: the Spanish pages name both. */
export function feedLinkTagsFor(lang: Lang) {
  return lang === "es" ? [spanishFeedLinkTag, feedLinkTag] : [feedLinkTag];
}
