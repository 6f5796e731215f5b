import type { Page } from "@playwright/test";

/** How far the page scrolls sideways, in pixels: 0 or less when it fits the viewport. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A pattern that matches `text` as written, its special characters escaped. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}
