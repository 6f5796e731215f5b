import { getArticles } from "~/lib/articles.server";
import {
  BLOG_DESCRIPTION,
  BLOG_DESCRIPTION_ES,
  BLOG_FEED_TITLE,
  BLOG_FEED_TITLE_ES,
  BLOG_PATHS,
  FEED_PATHS,
} from "~/lib/blog";
import { buildRssFeed } from "~/lib/rss";
import { absoluteUrl } from "~/lib/seo";
import { intlLocales, langOfPath, type Bilingual } from "~/vocabulary/lang";

const channelWords: Bilingual<{ title: string; description: string }> = {
  en: { title: BLOG_FEED_TITLE, description: BLOG_DESCRIPTION },
  es: { title: BLOG_FEED_TITLE_ES, description: BLOG_DESCRIPTION_ES },
};

/**
 * The articles as RSS 2.0 feeds, written once at build time: /blog/rss.xml
 * has the English articles, /espanol/blog/rss.xml the Spanish ones, each
 * feed in one language as its <language> says.
 */
export function loader({ request }: { request: Request }) {
  const lang = langOfPath(new URL(request.url).pathname);
  const feed = buildRssFeed(
    {
      ...channelWords[lang],
      link: absoluteUrl(BLOG_PATHS[lang]),
      selfLink: absoluteUrl(FEED_PATHS[lang]),
      absoluteUrl,
      language: intlLocales[lang].toLowerCase(),
    },
    getArticles().filter((article) => article.lang === lang),
  );
  return new Response(feed, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
