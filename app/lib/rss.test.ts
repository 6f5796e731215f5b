// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import type { Article } from "~/lib/blog";
import { buildRssFeed, rssDate } from "~/lib/rss";

const base = "https://notary.example.com";

function article(overrides: Partial<Article>): Article {
  return {
    id: "a",
    slug: "a",
    title: "Title",
    excerpt: "Excerpt",
    date: "2025-08-01",
    updated: "2025-08-01",
    author: "Alex Rivera",
    category: "Notary Tips",
    readTime: "3 min read",
    image: { kind: "drawing", src: "/images/blog/x.svg", width: 800, height: 450 },
    tags: [],
    sample: false,
    lang: "en",
    kept: false,
    seoTitle: "Title",
    metaDescription: "Description",
    html: "<p>Body</p>",
    wordCount: 1,
    ...overrides,
  };
}

const channel = {
  title: "Notes & News",
  description: "About notaries",
  link: `${base}/blog`,
  selfLink: `${base}/blog/rss.xml`,
  absoluteUrl: (path: string) => new URL(path, base).href,
};

describe("buildRssFeed", () => {
  const feed = buildRssFeed(channel, [
    article({ slug: "newer", title: "Fees <and> more", date: "2025-10-07", updated: "2025-10-09" }),
    article({ slug: "older", date: "2025-07-01", html: '<p>See <a href="/contact">contact</a>. Odd ]]> text.</p>' }),
  ]);

  test("is an RSS 2.0 document describing the blog", () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain("<title>Notes &amp; News</title>");
    expect(feed).toContain(`<link>${base}/blog</link>`);
    expect(feed).toContain(`<atom:link href="${base}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
  });

  test("is well-formed XML", () => {
    const document = new DOMParser().parseFromString(feed, "application/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.getElementsByTagName("item")).toHaveLength(2);
  });

  test("lists the articles in the order given, each with a permanent link", () => {
    const links = [...feed.matchAll(/<guid isPermaLink="true">([^<]+)<\/guid>/g)].map((match) => match[1]);
    expect(links).toEqual([`${base}/blog/newer`, `${base}/blog/older`]);
  });

  test("escapes titles and dates items the RFC 822 way", () => {
    expect(feed).toContain("<title>Fees &lt;and&gt; more</title>");
    expect(feed).toContain("<pubDate>Tue, 07 Oct 2025 12:00:00 GMT</pubDate>");
  });

  test("dates the feed by its latest change, not by when it was built", () => {
    expect(feed).toContain("<lastBuildDate>Thu, 09 Oct 2025 12:00:00 GMT</lastBuildDate>");
  });

  test("carries each body with absolute links, safely inside CDATA", () => {
    expect(feed).toContain(`<a href="${base}/contact">contact</a>`);
    expect(feed).toContain("Odd ]]]]><![CDATA[> text.");
    expect(feed.match(/<content:encoded>/g)).toHaveLength(2);
  });
});

describe("rssDate", () => {
  test("reads a calendar date as that day in any time zone", () => {
    expect(rssDate("2025-07-01")).toBe("Tue, 01 Jul 2025 12:00:00 GMT");
  });
});
