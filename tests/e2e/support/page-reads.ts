import type { Locator, Page } from "@playwright/test";

/*
 * Reads of a loaded page that the content pages' checks share, each in one
 * call to the browser.
 */

/** The JSON-LD blocks of the page, parsed. */
export async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** The href of each link the locator finds, in the page's order. */
export function hrefsOf(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
}
