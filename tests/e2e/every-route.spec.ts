import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { listPagePaths } from "../../app/lib/page-paths";
import { site } from "../../app/site.config";
import { collectPageErrors } from "./support/page-errors";

/**
 * The bar every page is held to (design.md §8). The list of pages is the
 * build's own, so a new page is checked without anyone writing a test.
 */
const pagePaths = listPagePaths();

// A link or image is fetched once per worker, however many pages share it.
const knownStatuses = new Map<string, number>();

async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  const known = knownStatuses.get(url);
  if (known !== undefined) return known;
  const response = await request.get(url, { maxRedirects: 0 });
  knownStatuses.set(url, response.status());
  return response.status();
}

async function attributeValues(page: Page, selector: string, attribute: string): Promise<string[]> {
  const values = await page
    .locator(selector)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ""), attribute);
  return [...new Set(values)];
}

for (const path of pagePaths) {
  test(`page ${path} meets the bar for every page`, async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(path, { waitUntil: "networkidle" });

    await test.step("answers 200 with one h1 and the site's landmarks", async () => {
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect(await page.locator("html").getAttribute("lang")).toMatch(/^(en|es)$/);
      await expect(page.locator("header")).toHaveCount(1);
      await expect(page.locator("main#main-content")).toHaveCount(1);
      await expect(page.locator("footer")).toHaveCount(1);
    });

    await test.step("has a title, a description, a canonical URL and link-preview tags", async () => {
      expect((await page.title()).trim()).not.toBe("");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.trim().length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, site.url).href);
      for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
      }
      const previewImage = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(await statusOf(request, new URL(previewImage ?? "").pathname), "og:image").toBe(200);
      for (const script of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(script)).not.toThrow();
      }
    });

    await test.step("links only to pages, sections and images that exist", async () => {
      const hrefs = await attributeValues(page, "a[href]", "href");
      for (const href of hrefs.filter((value) => value.startsWith("/"))) {
        // An internal link must point at the canonical address, not a redirect.
        const { pathname } = new URL(href, "http://site.invalid");
        expect(await statusOf(request, pathname), `link ${href}`).toBe(200);
      }
      for (const hash of hrefs.filter((value) => value.startsWith("#"))) {
        await expect(page.locator(hash), `in-page link ${hash}`).toHaveCount(1);
      }
      for (const image of await page.locator("img").all()) {
        await expect(image).toHaveAttribute("alt");
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
      }
      for (const src of await attributeValues(page, "img[src]", "src")) {
        expect(await statusOf(request, src), `image ${src}`).toBe(200);
      }
    });

    await test.step("has no WCAG 2.1 A or AA violations", async () => {
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const summary = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });

    await test.step("fits a small phone screen without sideways scrolling", async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    await test.step("logs no console errors and throws no exceptions", async () => {
      expect(errors).toEqual([]);
    });
  });
}
