import { getArticles } from "~/lib/articles.server";
import { BLOG_DESCRIPTION, BLOG_FEED_TITLE, FEED_PATH } from "~/lib/blog";
import { buildRssFeed } from "~/lib/rss";
import { absoluteUrl } from "~/lib/seo";

/** The articles as an RSS 2.0 feed, written once at build time. */
export function loader() {
  const feed = buildRssFeed(
    {
      title: BLOG_FEED_TITLE,
      description: BLOG_DESCRIPTION,
      link: absoluteUrl("/blog"),
      selfLink: absoluteUrl(FEED_PATH),
      absoluteUrl,
    },
    getArticles(),
  );
  return new Response(feed, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
