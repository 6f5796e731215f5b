import type { Page } from "@playwright/test";
import { escapeRegExp } from "../../support/regexp";

/** How far the page scrolls sideways, in pixels: 0 or less when it fits the viewport. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Undoes what a step did to a loaded page that the next step reads: nothing
 * focused, scrolled to the top (for tests that check one page in several steps).
 */
export function backToTheTop(page: Page): Promise<void> {
  return page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
}

/**
 * Every layout shift since the page began to load, as the browser recorded it,
 * each with what moved, from where to where: a failure says what to fix.
 * Shifts a visitor's own input caused are left out, as the browser scores them.
 * `settleMs` is how long to keep listening: the buffered entries arrive in a
 * task of their own, after observe().
 */
export function layoutShiftsSincePageBegan(page: Page, settleMs = 100): Promise<string[]> {
  return page.evaluate(
    (settleMs) =>
      new Promise<string[]>((resolve) => {
        const found: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const moved = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
              const element = node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName);
              return `${element} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`;
            });
            found.push(`${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${moved.join("; ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(found), settleMs);
      }),
    settleMs,
  );
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
