/**
 * Structured data for the blog's pages. Loaders build it at build time and
 * pass it to `meta` as data, so none of this ships to the browser.
 */
import { articlePath, BLOG_FEED_TITLE, type Article, type ArticleSummary } from "~/lib/blog";
import { absoluteUrl, type JsonLd } from "~/lib/seo";
import type { ShareImage } from "~/lib/share-images.server";
import { NOTARY_ID } from "~/lib/structured-data";
import { site } from "~/facts/site.config";
import { intlLocales } from "~/vocabulary/lang";

const publisher = { "@type": "Notary", "@id": NOTARY_ID, name: site.businessName, url: absoluteUrl("/") };

/** The About page in the language of the page that names the author. */
const ABOUT_PATHS = { en: "/about", es: "/espanol/sobre-mi" } as const;

function author(name: string, lang: keyof typeof ABOUT_PATHS = "en") {
  return { "@type": "Person", name, url: absoluteUrl(ABOUT_PATHS[lang]) };
}

/**
/**
 * One article as schema.org's BlogPosting, matching what its page shows:
 * `section` is its category as the page names it, in the article's language,
 * and its language reads as every page's does ("es-US", "en-US"). Its images
 * are the raster crops of its picture (16:9, 4:3, 1:1), which search engines
 * take where they refuse the SVG the page may show.
 */
export function blogPostingJsonLd(
  article: Article,
  images: readonly ShareImage[],
  section: string = article.category,
): JsonLd {
  const url = absoluteUrl(articlePath(article));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.metaDescription,
    url,
    mainEntityOfPage: url,
    datePublished: article.date,
    dateModified: article.updated,
    author: author(article.author, article.lang),
    publisher,
    image: images.map((image) => absoluteUrl(image.src)),
    articleSection: section,
    keywords: article.tags.join(", "),
    wordCount: article.wordCount,
    inLanguage: intlLocales[article.lang],
  };
}

/** The blog as schema.org's Blog, listing its articles, described as its page describes it. */
export function blogJsonLd(articles: readonly ArticleSummary[], description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: BLOG_FEED_TITLE,
    description,
    url: absoluteUrl("/blog"),
    publisher,
    blogPost: articles.map((article) => ({
      "@type": "BlogPosting",
      headline: article.title,
      url: absoluteUrl(articlePath(article)),
      datePublished: article.date,
      dateModified: article.updated,
      author: author(article.author),
    })),
  };
}
