import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { getArticles } from "../../app/lib/articles.server";
import { BLOG_CATEGORIES } from "../../app/lib/blog";
import { formatDate } from "../../app/lib/format";
import { site } from "../../app/site.config";
import { collectPageErrors, navigateInApp, waitForHydration } from "./support/page-errors";

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The blog has no ${what}`);
  return value;
}

const articles = getArticles();
const newest = required(articles[0], "articles");
const cost = required(
  articles.find((article) => article.id === "notary-fees"),
  "cost article",
);

function postsSection(page: Page) {
  return page.getByRole("region", { name: "All Articles" });
}

function cardTitles(page: Page) {
  return postsSection(page).getByRole("article").getByRole("heading", { level: 3 });
}

function pagination(page: Page) {
  return page.getByRole("navigation", { name: "Article pages" });
}

function showing(page: Page, text: string) {
  return postsSection(page).getByText(text, { exact: true });
}

/** Escapes a path for use inside a regular expression. */
function pathPattern(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}$`);
}

test.describe("the blog list", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/blog");
  });

  test("features the newest article and links to it", async ({ page }) => {
    const featured = page.getByRole("region", { name: newest.title });
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(newest.title);
    await expect(featured).toContainText(newest.excerpt);
    await expect(featured.getByRole("link", { name: "Read Article" })).toHaveAttribute("href", `/blog/${newest.slug}`);
  });

  test("shows the first six of fifteen articles, newest first, each card complete", async ({ page }) => {
    await expect(showing(page, "Showing 1-6 of 15 articles")).toBeVisible();
    await expect(cardTitles(page)).toHaveText(articles.slice(0, 6).map((article) => article.title));

    const card = postsSection(page).getByRole("article").first();
    await expect(card).toContainText(newest.category);
    await expect(card).toContainText(newest.excerpt);
    await expect(card).toContainText(`By ${newest.author}`);
    await expect(card).toContainText(formatDate(newest.date));
    await expect(card).toContainText(newest.readTime);
    await expect(card.getByRole("link", { name: `Read More about ${newest.title}` })).toHaveAttribute(
      "href",
      `/blog/${newest.slug}`,
    );
  });

  test("pages through to 13-15 of 15, disabling Previous and Next at the ends", async ({ page }) => {
    await waitForHydration(page);
    const pages = pagination(page);
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("button", { name: "Next" }).click();
    await expect(showing(page, "Showing 7-12 of 15 articles")).toBeVisible();
    await expect(cardTitles(page)).toHaveText(articles.slice(6, 12).map((article) => article.title));
    await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("button", { name: "Page 1" })).not.toHaveAttribute("aria-current");
    await expect(pages.getByRole("button", { name: "Previous" })).toBeEnabled();

    await pages.getByRole("button", { name: "Page 3" }).click();
    await expect(showing(page, "Showing 13-15 of 15 articles")).toBeVisible();
    await expect(cardTitles(page)).toHaveText(articles.slice(12).map((article) => article.title));
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();

    await pages.getByRole("button", { name: "Previous" }).click();
    await expect(showing(page, "Showing 7-12 of 15 articles")).toBeVisible();
  });

  test("announces the new page to screen readers", async ({ page }) => {
    await waitForHydration(page);
    const status = postsSection(page).getByRole("status");
    await expect(status).toHaveText("Showing 1-6 of 15 articles, page 1 of 3");
    await pagination(page).getByRole("button", { name: "Page 2" }).click();
    await expect(status).toHaveText("Showing 7-12 of 15 articles, page 2 of 3");
    // Focus follows the view to the top of the list, so reading starts there.
    await expect(page.getByRole("heading", { name: "All Articles" })).toBeFocused();
  });

  test("choosing a category goes back to page 1 and names the category", async ({ page }) => {
    await waitForHydration(page);
    const filters = page.getByRole("group", { name: "Filter articles by category" });
    await expect(filters.getByRole("button")).toHaveText(["All", ...BLOG_CATEGORIES]);
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await pagination(page).getByRole("button", { name: "Page 2" }).click();
    await expect(showing(page, "Showing 7-12 of 15 articles")).toBeVisible();

    await filters.getByRole("button", { name: "Real Estate Notarization" }).click();
    const realEstate = articles.filter((article) => article.category === "Real Estate Notarization");
    await expect(
      showing(page, `Showing 1-${realEstate.length} of ${realEstate.length} articles in Real Estate Notarization`),
    ).toBeVisible();
    await expect(cardTitles(page)).toHaveText(realEstate.map((article) => article.title));
    await expect(filters.getByRole("button", { name: "Real Estate Notarization" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");

    await filters.getByRole("button", { name: "All" }).click();
    await expect(showing(page, "Showing 1-6 of 15 articles")).toBeVisible();
    await expect(pagination(page)).toBeVisible();
  });

  test("hides the pages for a category with six articles or fewer", async ({ page }) => {
    await waitForHydration(page);
    const filters = page.getByRole("group", { name: "Filter articles by category" });
    for (const category of BLOG_CATEGORIES) {
      const count = articles.filter((article) => article.category === category).length;
      expect(count, category).toBeLessThanOrEqual(6);
      await filters.getByRole("button", { name: category }).click();
      await expect(showing(page, `Showing 1-${count} of ${count} articles in ${category}`)).toBeVisible();
      await expect(postsSection(page).getByRole("article")).toHaveCount(count);
      await expect(pagination(page)).toHaveCount(0);
    }
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`a page change scrolls to the list (${reducedMotion === "reduce" ? "at once, for reduced motion" : "smoothly"})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/blog");
      await waitForHydration(page);
      await page.evaluate(() => {
        const calls: (ScrollIntoViewOptions | boolean | undefined)[] = [];
        const original = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (options) {
          calls.push(options);
          original.call(this, options);
        };
        (window as unknown as { scrollCalls: typeof calls }).scrollCalls = calls;
      });

      const next = pagination(page).getByRole("button", { name: "Next" });
      await next.scrollIntoViewIfNeeded();
      await next.click();

      const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
      expect(calls).toEqual([{ behavior: reducedMotion === "reduce" ? "instant" : "smooth" }]);
      // The list's heading ends up just below the sticky header.
      await expect
        .poll(() => page.getByRole("heading", { name: "All Articles" }).evaluate((h) => h.getBoundingClientRect().top))
        .toBeLessThan(200);
      await expect
        .poll(() => page.getByRole("heading", { name: "All Articles" }).evaluate((h) => h.getBoundingClientRect().top))
        .toBeGreaterThan(0);
    });
  }

  test("offers the RSS feed, visibly and in the head", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Follow by RSS" })).toHaveAttribute("href", "/blog/rss.xml");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });
});

test.describe("an article page", () => {
  test("shows the back link, category, title, byline, excerpt, image, body and tags", async ({ page }) => {
    await page.goto(`/blog/${cost.slug}`);
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cost.title);
    const main = page.getByRole("main");
    await expect(main.getByText(cost.category, { exact: true }).first()).toBeVisible();
    await expect(main).toContainText(`By ${cost.author}`);
    await expect(main).toContainText(formatDate(cost.date));
    await expect(main).toContainText(cost.readTime);
    await expect(main).toContainText(cost.excerpt);
    const picture =
      cost.image.kind === "photo"
        ? main.getByRole("img", { name: cost.image.alt, exact: true })
        : main.locator(`img[src="${cost.image.src}"]`).first();
    await expect(picture).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "My prices" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Table: My prices" })).toContainText(`$${site.fees.travelUsd}`);
    await expect(page.getByRole("region", { name: "Tags" }).getByRole("listitem")).toHaveText([...cost.tags]);
  });

  test("links to at most two related articles from the same category, never itself", async ({ page }) => {
    for (const article of [cost, newest]) {
      await page.goto(`/blog/${article.slug}`);
      const links = page.getByRole("region", { name: "Related Articles" }).getByRole("link", { name: /^Read More/ });
      await expect(links).toHaveCount(
        Math.min(2, articles.filter((other) => other.category === article.category).length - 1),
      );
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) {
        const related = articles.find((other) => `/blog/${other.slug}` === href);
        expect(related?.category, `${href} on ${article.slug}`).toBe(article.category);
        expect(related?.slug).not.toBe(article.slug);
      }
    }
  });

  test("closes with a call link and a link to the contact page", async ({ page }) => {
    await page.goto(`/blog/${cost.slug}`);
    const closing = page.getByRole("region", { name: "Need something notarized?" });
    await expect(closing.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(closing.getByRole("link", { name: "Schedule an Appointment" })).toHaveAttribute("href", "/contact");
  });

  test("has its own title, description, feed link and BlogPosting data", async ({ page }) => {
    await page.goto(`/blog/${cost.slug}`);
    await expect(page).toHaveTitle(`${cost.title} | ${site.businessName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", cost.metaDescription);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: cost.title,
      datePublished: cost.date,
      dateModified: cost.updated,
      author: { name: site.notary.fullName },
      url: `${site.url}/blog/${cost.slug}`,
    });
  });

  test("related articles and links in the text open inside the app, without reloading", async ({ page }) => {
    await page.goto(`/blog/${cost.slug}`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("link", { name: /^Read More/ });
    const href = (await related.first().getAttribute("href")) ?? "";
    await related.first().click();
    await expect(page).toHaveURL(pathPattern(href));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      articles.find((article) => `/blog/${article.slug}` === href)?.title ?? "",
    );

    await page.getByRole("main").locator('article a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe("addresses that are not an article", () => {
  test("/blog/no-such-article loaded directly answers 404, then ends on /blog without a history entry", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto("/faq");
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notary Tips & Local News");
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    // The missing page and its missing data each log a 404; nothing else may complain.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("/blog/no-such-article followed inside the app ends on /blog, and Back skips it", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    await navigateInApp(page, "/blog/no-such-article");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notary Tips & Local News");
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("/blog/ with no slug ends on /blog", async ({ page }) => {
    await page.goto("/blog/");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notary Tips & Local News");
  });

  const mixedCase = `/BLOG/${cost.slug.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())}`;

  test(`${mixedCase} is redirected to the article's own address`, async ({ page, request }) => {
    const response = await request.get(mixedCase, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/blog/${cost.slug}`);
    await page.goto(mixedCase);
    await expect(page).toHaveURL(pathPattern(`/blog/${cost.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cost.title);
  });

  test(`${mixedCase} followed inside the app finds the article at its own address`, async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await navigateInApp(page, mixedCase);
    await expect(page).toHaveURL(pathPattern(`/blog/${cost.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cost.title);
  });
});

test.describe("the feed and the sitemap", () => {
  test("/blog/rss.xml lists all fifteen articles, newest first, at absolute addresses", async ({ request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const feed = await response.text();
    expect(feed).toContain('<rss version="2.0"');
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(articles.map((article) => `${site.url}/blog/${article.slug}`));
  });

  test("the sitemap dates every article by its last change", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const article of articles) {
      expect(sitemap).toContain(`<loc>${site.url}/blog/${article.slug}</loc><lastmod>${article.updated}</lastmod>`);
    }
  });
});
