/**
 * The published articles themselves, as data: the counts and dates the spec
 * asks for, honest read times, and prose that agrees with business.json.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { findContactDetails, findFactMismatches, textOf, type ConfiguredFacts } from "~/lib/article-facts";
import { ARTICLES_DIR, blogLastModified, findArticle, getArticles, readArticles } from "~/lib/articles.server";
import { articlePath, BLOG_CATEGORIES } from "~/lib/blog";
import { listPagePaths } from "~/page-paths";
import { site } from "~/site.config";

const articles = getArticles();

/** Everything an article says, whether in its body or in the fields around it. */
function allText(article: (typeof articles)[number]): string {
  return [article.title, article.excerpt, article.metaDescription, textOf(article.html)].join(" ¶ ");
}

describe("the published articles", () => {
  test("are the fifteen finished files; the unfinished draft is left out with a warning", () => {
    const files = readdirSync(join(process.cwd(), ARTICLES_DIR)).filter((name) => name.endsWith(".md"));
    expect(files).toHaveLength(16);
    expect(articles).toHaveLength(15);

    const warn = vi.fn();
    readArticles({ dir: join(process.cwd(), ARTICLES_DIR), publicDir: join(process.cwd(), "public"), warn });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/draft-giving-a-car-or-house-as-a-gift\.md \(no slug\)/);
  });

  test("are dated July to October 2025, newest first", () => {
    for (const article of articles) {
      expect(article.date >= "2025-07-01" && article.date <= "2025-10-31", article.slug).toBe(true);
    }
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  test("use each of the five categories at least twice", () => {
    for (const category of BLOG_CATEGORIES) {
      expect(articles.filter((article) => article.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  test("include the cost article, whose slug differs from its id", () => {
    const cost = findArticle("how-much-does-a-notary-cost-in-pennsylvania");
    expect(cost?.id).toBe("notary-fees");
    expect(articles.filter((article) => article.slug !== article.id).length).toBeGreaterThanOrEqual(1);
  });

  test("have unique titles and descriptions, so search results tell them apart", () => {
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.metaDescription)).size).toBe(articles.length);
  });

  test("are each 500 to 1,000 words long", () => {
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(500);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1000);
    }
  });

  test("state a read time that matches their length at 200 words a minute", () => {
    for (const article of articles) {
      expect(article.readTime, article.slug).toBe(`${Math.max(1, Math.round(article.wordCount / 200))} min read`);
    }
  });

  test("are written by the notary named in the config", () => {
    for (const article of articles) expect(article.author).toBe(site.notary.fullName);
  });
});

describe("what the articles say", () => {
  const { fees, serviceArea, hours, credentials } = site;
  const facts: ConfiguredFacts = {
    perActUsd: fees.perNotarialActUsd,
    additionalSignerUsd: fees.additionalSignerUsd,
    travelUsd: fees.travelUsd,
    travelFeeRadiusMiles: fees.travelFeeRadiusMiles,
    serviceRadiusMiles: serviceArea.radiusMiles,
    otherUsd: [fees.remoteOnlineUsd.min, fees.remoteOnlineUsd.max, credentials.suretyBondUsd],
    clockTimes: hours.schedule.flatMap((period) => [period.opens, period.closes]),
  };

  test("agrees with the config on fees, distances and hours", () => {
    for (const article of articles) {
      expect(findFactMismatches(allText(article), facts), article.slug).toEqual([]);
    }
  });

  test("quotes the configured travel fee and per-act fee where it quotes prices", () => {
    const article = findArticle("how-much-does-a-notary-cost-in-pennsylvania");
    expect(article).toBeDefined();
    const cost = article ? allText(article) : "";
    expect(cost).toContain(`$${fees.travelUsd} travel fee`);
    expect(cost).toContain(`$${fees.perNotarialActUsd}, the Pennsylvania maximum`);
  });

  test("leave phone numbers and e-mail addresses to the config, linking to /contact instead", () => {
    for (const article of articles) {
      expect(findContactDetails(allText(article)), article.slug).toEqual([]);
      expect(article.html, article.slug).toContain('href="/contact"');
    }
  });

  test("link only to pages the site has", () => {
    const pages = new Set(listPagePaths());
    for (const article of articles) {
      for (const [, href = ""] of article.html.matchAll(/href="([^"]+)"/g)) {
        expect(href.startsWith("/") && pages.has(href), `${article.slug} links to ${href}`).toBe(true);
      }
    }
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
    expect(dates.get("/blog")).toBe(
      articles
        .map((article) => article.updated)
        .toSorted()
        .at(-1),
    );
  });
});
