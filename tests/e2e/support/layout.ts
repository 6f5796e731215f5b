import type { Page } from "@playwright/test";
import { escapeRegExp } from "../../support/regexp";

/** How far the page scrolls sideways, in pixels: 0 or less when it fits the viewport. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A pattern that matches `text` as written, its special characters escaped. */
export function literal(text: string): RegExp {
  return new RegExp(escapeRegExp(text));
}

/**
 * How much of the page hero's width, on the right, nothing drawn reaches, as a
 * share of it; null on a page without a hero.
 */
export function heroEmptyRightShare(page: Page): Promise<number | null> {
  return page.evaluate(emptyRightShare);
}

/** Runs in the page: see heroEmptyRightShare. */
function emptyRightShare(): number | null {
  const content = document.querySelector("[data-page-hero-content]");
  if (!content) return null;
  const box = content.getBoundingClientRect();
  let right = box.left;
  const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) right = Math.max(right, rect.right);
  }
  for (const picture of content.querySelectorAll("img, svg")) {
    const rect = picture.getBoundingClientRect();
    if (rect.width > 0) right = Math.max(right, rect.right);
  }
  return (box.right - right) / box.width;
}
