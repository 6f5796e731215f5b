/**
 * Structured data for the blog's pages. Loaders build it at build time and
 * pass it to `meta` as data, so none of this ships to the browser.
 */
import { articlePath, BLOG_FEED_TITLE, type Article, type ArticleSummary } from "~/lib/blog";
import { absoluteUrl, type JsonLd } from "~/lib/seo";
import { NOTARY_ID } from "~/lib/structured-data";
import { site } from "~/site.config";

const publisher = { "@type": "Notary", "@id": NOTARY_ID, name: site.businessName, url: absoluteUrl("/") };

/** The About page in the language of the page that names the author. */
const ABOUT_PATHS = { en: "/about", es: "/espanol/sobre-mi" } as const;

/** An article's language as its structured data names it. */
const ARTICLE_LANGUAGES = { en: "en-US", es: "es" } as const;

function author(name: string, lang: keyof typeof ABOUT_PATHS = "en") {
  return { "@type": "Person", name, url: absoluteUrl(ABOUT_PATHS[lang]) };
}

/** One article as schema.org's BlogPosting, matching what its page shows. */
export function blogPostingJsonLd(article: Article): JsonLd {
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
    image: absoluteUrl(article.image.src),
    articleSection: article.category,
    keywords: article.tags.join(", "),
    wordCount: article.wordCount,
    inLanguage: ARTICLE_LANGUAGES[article.lang],
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
