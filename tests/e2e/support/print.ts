import { expect, type Page, type ViewportSize } from "@playwright/test";
import { shellCopy } from "../../../app/content/shell";
import { site } from "../../../app/facts/site.config";
import { langOfPath } from "../../../app/vocabulary/lang";
import { waitForHydration } from "./page-errors";

/*
 * A page on paper: the page's own words, with one line saying whose page it
 * is, and none of the site's furniture. print.spec.ts checks the documents
 * page this way, and the every-page bar each article, on the load that
 * checks the rest of it (support/article-page.ts).
 */

/** A phone's width, where the action bar is on screen, so print has something to hide. */
export const PRINT_VIEWPORT: ViewportSize = { width: 375, height: 740 };

/** The body text a reader must get on paper: the first paragraph of the article, as the browser reads it. */
export async function firstParagraph(page: Page, html: string): Promise<string> {
  return page.evaluate((source) => {
    const body = new DOMParser().parseFromString(source, "text/html");
    return (body.querySelector("p")?.textContent ?? "").replace(/\s+/g, " ").trim();
  }, html);
}

/** The line only paper shows: whose page it is and how to reach her. */
const CONTACT_LINE = "[data-print-contact]";

/** What a printed page must leave out, by the selectors that find it on screen. */
function siteFurniture(path: string) {
  const shell = shellCopy[langOfPath(path)];
  return {
    header: "header",
    footer: "footer",
    "action bar": "[data-action-bar]",
    "action bar spacer": "[data-action-bar-spacer]",
    menu: `dialog[aria-label="${shell.menu.dialog}"]`,
  };
}

type Shown = "visible" | "hidden" | `${number} elements`;

/**
 * Whether each selector's element is shown, read in one call: "visible" as
 * Playwright's toBeVisible means it (a box with an area, not hidden by
 * style), "hidden" when it is not or is absent (as toBeHidden allows), and
 * how many when a selector finds more than one (which Playwright's strict
 * locators refuse).
 */
function shownAs(page: Page, selectors: Record<string, string>): Promise<Record<string, Shown>> {
  return page.evaluate((selectors) => {
    const shown = (selector: string): Shown => {
      const found = document.querySelectorAll(selector);
      if (found.length > 1) return `${found.length} elements`;
      const element = found[0];
      if (!element) return "hidden";
      const box = element.getBoundingClientRect();
      const visible =
        element.checkVisibility() &&
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(element).visibility === "visible";
      return visible ? "visible" : "hidden";
    };
    return Object.fromEntries(Object.entries(selectors).map(([name, selector]) => [name, shown(selector)]));
  }, selectors);
}

/** Every name of `selectors` shown as `state`: the expected value of shownAs. */
const all = (selectors: Record<string, string>, state: Shown) =>
  Object.fromEntries(Object.keys(selectors).map((name) => [name, state]));

/**
 * On the page at `path`, already loaded at PRINT_VIEWPORT: opens the menu on
 * screen, checks the furniture and the contact line as a screen shows them,
 * then switches to print media. Returns the furniture, for expectPrintedShell.
 */
export async function switchToPrint(page: Page, path: string): Promise<Record<string, string>> {
  await waitForHydration(page);
  const furniture = siteFurniture(path);
  // Scrolled a screen down, where the phone's bottom bar is up (at the top it stays away, app.css).
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  await page.getByRole("button", { name: shellCopy[langOfPath(path)].menu.open }).click();
  await expect(page.locator(furniture.menu), "the menu, opened").toBeVisible();
  // Polled, as Playwright's toBeVisible and toBeHidden wait: the menu's and the print rules' changes can
  // be transitions (the menu's `display` among them), which take a moment to end.
  await expect
    .poll(() => shownAs(page, { ...furniture, "contact line": CONTACT_LINE }), { message: "on screen" })
    .toEqual({ ...all(furniture, "visible"), "contact line": "hidden" });

  await page.emulateMedia({ media: "print" });
  return furniture;
}

/** The printed page leaves out the site's furniture and shows the contact line and a black heading. */
export async function expectPrintedShell(page: Page, furniture: Record<string, string>) {
  const leftOut = {
    ...furniture,
    "skip link": 'a[href="#main-content"]',
    "closing call to action": "#closing-cta-heading",
  };
  const kept = { "contact line": CONTACT_LINE, heading: "h1" };
  await expect
    .poll(() => shownAs(page, { ...leftOut, ...kept }), { message: "in print" })
    .toEqual({ ...all(leftOut, "hidden"), ...all(kept, "visible") });
  const printed = await page.evaluate(
    ({ contact }) => ({
      contactLine: document.querySelector(contact)?.textContent ?? "",
      headingColour: getComputedStyle(document.querySelector("h1") ?? document.body).color,
    }),
    { contact: CONTACT_LINE },
  );
  expect(printed.contactLine).toContain(site.businessName);
  expect(printed.contactLine).toContain(site.phone.display);
  expect(printed.contactLine).toContain(new URL(site.url).host);
  // Black on white: the heading no longer sits on the dark band.
  expect(printed.headingColour, "the heading's colour in print").toBe("rgb(0, 0, 0)");
}

/**
 * Puts a page switchToPrint left on paper back on screen as it was before:
 * screen media, the menu closed as a visitor closes it, and the viewport it
 * had, so that checks after it on the same load read the page as loaded.
 */
export async function backToScreen(page: Page, viewport: ViewportSize | null) {
  await page.emulateMedia({ media: null });
  await page.keyboard.press("Escape");
  if (viewport) await page.setViewportSize(viewport);
}
