import { expect, test } from "./support/shared-tab";
import { serviceSlugPath, services } from "../../app/content/services";
import { counterpartOf } from "../../app/routes/page-paths";
import { LANGS } from "../../app/vocabulary/lang";

/**
 * No word is cut across two lines ("Acknowledg-ment", "Acknowledgment / s"):
 * in the headings, cards, lists and buttons of a representative set
 * of pages, at a phone's, a tablet's and a laptop's width, in both languages.
 * Each word is measured as the browser laid it out: a Range over the word
 * whose boxes sit on more than one line was broken inside. A line may still
 * end after a hyphen or a slash the text itself has.
 */
const WIDTHS = [320, 375, 768, 1280] as const;

// The service with the longest name, where a tight card is most likely to cut a word.
const [longestService] = services.toSorted((a, b) => b.title.length - a.title.length);
if (!longestService) throw new Error("The site has no services");
const englishPages = ["/", "/services", serviceSlugPath(longestService.slug, "en"), "/fees", "/blog"];
const pages = englishPages.flatMap((english) =>
  LANGS.map((lang) => (lang === "en" ? english : (counterpartOf(english)?.path ?? `no ${lang} page for ${english}`))),
);

/** Runs in the page: each word broken across lines, with where it is. */
function brokenWords(): string[] {
  const CONTEXTS = "h1, h2, h3, h4, li, dt, dd, button, a, label, figcaption, th, td, caption";
  const broken: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.closest(CONTEXTS)) continue;
    // Text only screen readers get (sr-only) is clipped to a pixel; it is never seen.
    if (parent.closest(".sr-only, [hidden], dialog:not([open]), script, style, template")) continue;
    if (parent.getClientRects().length === 0) continue;
    const text = node.textContent ?? "";
    // A word: letters and digits between spaces, hyphens, dashes, slashes and an address's "@", where a line may end.
    for (const match of text.matchAll(/[^\s\-\u2010-\u2014/@]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
      );
      if (lines.size > 1)
        broken.push(`"${match[0]}" in <${parent.tagName.toLowerCase()}> "${text.trim().slice(0, 60)}"`);
    }
  }
  return broken;
}

/*
 * Each page is loaded once, at the widest width, and laid out again at each
 * narrower one, as a window being resized: loaded wide, it has the body face
 * from 768 px up as a visitor there would (it is preloaded only there), and
 * below 768 px the page uses the phone's own font.
 */
const widestFirst = WIDTHS.toSorted((a, b) => b - a);
for (const path of pages) {
  test(`${path} breaks no word inside at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    await page.setViewportSize({ width: widestFirst[0] ?? 1280, height: 900 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const broken: string[] = [];
    for (const width of widestFirst) {
      await page.setViewportSize({ width, height: 900 });
      broken.push(...(await page.evaluate(brokenWords)).map((word) => `at ${width} px: ${word}`));
    }
    expect(broken).toEqual([]);
  });
}
