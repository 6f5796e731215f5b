import type { Article } from "./blog";
import { articlePath } from "./blog";

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the blog list. */
  link: string;
  /** Absolute URL of the feed itself. */
  selfLink: string;
  /** Turns a site path into an absolute URL. */
  absoluteUrl: (path: string) => string;
  /** The language of the feed's articles, as RSS names it ("en-us"); English when left out. */
  language?: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** RFC 822, as RSS 2.0 wants; an article's date is read as noon UTC that day. */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

/** Feed readers show the body away from the site, so its links must be absolute. */
function absoluteLinks(html: string, absoluteUrl: (path: string) => string): string {
  return html.replace(/href="(\/[^"]*)"/g, (_, path: string) => `href="${escapeXml(absoluteUrl(path))}"`);
}

/**
 * An RSS 2.0 document of the articles, newest first, each with its excerpt
 * and its full body. Built from the articles alone, so the same articles
 * always give the same bytes (no build time in lastBuildDate).
 */
export function buildRssFeed(channel: FeedChannel, articles: readonly Omit<Article, "image">[]): string {
  const newest = articles
    .map((article) => article.updated)
    .sort()
    .at(-1);
  const items = articles.map((article) => {
    const url = channel.absoluteUrl(articlePath(article));
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rssDate(article.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <content:encoded>${cdata(absoluteLinks(article.html, channel.absoluteUrl))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language ?? "en-us")}</language>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
