import { getArticles } from "~/lib/articles.server";
import { BLOG_FEED_TITLE, BLOG_FEED_TITLE_ES, BLOG_PATHS, FEED_PATHS, usedCategories } from "~/lib/blog";
import { blogDescription } from "~/content/blog-page";
import { buildRssFeed } from "~/lib/rss";
import { absoluteUrl } from "~/lib/seo";
import { intlLocales, langOfPath, type Bilingual } from "~/vocabulary/lang";

const feedTitles: Bilingual<string> = { en: BLOG_FEED_TITLE, es: BLOG_FEED_TITLE_ES };

/**
 * The articles as RSS 2.0 feeds, written once at build time: /blog/rss.xml
 * has the English articles, /espanol/blog/rss.xml the Spanish ones, each
 * feed in one language as its <language> says.
 */
export function loader({ request }: { request: Request }) {
  const lang = langOfPath(new URL(request.url).pathname);
  const articles = getArticles().filter((article) => article.lang === lang);
  const feed = buildRssFeed(
    {
      title: feedTitles[lang],
      // The topics of the articles it carries, as the blog page says them.
      description: blogDescription(lang, usedCategories(articles)),
      link: absoluteUrl(BLOG_PATHS[lang]),
      selfLink: absoluteUrl(FEED_PATHS[lang]),
      absoluteUrl,
      language: intlLocales[lang].toLowerCase(),
    },
    articles,
  );
  return new Response(feed, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
