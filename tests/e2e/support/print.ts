import { expect, type Locator, type Page, type ViewportSize } from "@playwright/test";
import { shellCopy } from "../../../app/content/shell";
import { site } from "../../../app/site.config";
import { langOfPath } from "../../../app/vocabulary/lang";
import { waitForHydration } from "./page-errors";

/*
 * A page on paper: the page's own words, with one line saying whose page it
 * is, and none of the site's furniture. print.spec.ts checks the documents
 * page this way, blog.spec.ts each article (on the same load as its other
 * checks).
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

const contactLine = (page: Page) => page.locator("[data-print-contact]");

/** What a printed page must leave out, found as a visitor sees it on screen. */
function siteFurniture(page: Page, path: string): Record<string, Locator> {
  const shell = shellCopy[langOfPath(path)];
  return {
    header: page.locator("header"),
    footer: page.locator("footer"),
    "action bar": page.locator("[data-action-bar]"),
    "action bar spacer": page.locator("[data-action-bar-spacer]"),
    menu: page.getByRole("dialog", { name: shell.menu.dialog }),
  };
}

/**
 * On the page at `path`, already loaded at PRINT_VIEWPORT: opens the menu on
 * screen, checks the furniture and the contact line as a screen shows them,
 * then switches to print media. Returns the furniture, for expectPrintedShell.
 */
export async function switchToPrint(page: Page, path: string): Promise<Record<string, Locator>> {
  await waitForHydration(page);
  const furniture = siteFurniture(page, path);
  await page.getByRole("button", { name: shellCopy[langOfPath(path)].menu.open }).click();
  for (const [name, element] of Object.entries(furniture)) {
    await expect(element, `${name} on screen`).toBeVisible();
  }
  await expect(contactLine(page), "the contact line on screen").toBeHidden();

  await page.emulateMedia({ media: "print" });
  return furniture;
}

/** The printed page leaves out the site's furniture and shows the contact line and a black heading. */
export async function expectPrintedShell(page: Page, furniture: Record<string, Locator>) {
  for (const [name, element] of Object.entries(furniture)) {
    await expect(element, `${name} in print`).toBeHidden();
  }
  await expect(page.locator('a[href="#main-content"]'), "skip link in print").toBeHidden();
  await expect(page.locator("#closing-cta-heading"), "closing call to action in print").toBeHidden();

  const line = contactLine(page);
  await expect(line).toBeVisible();
  await expect(line).toContainText(site.businessName);
  await expect(line).toContainText(site.phone.display);
  await expect(line).toContainText(new URL(site.url).host);

  const heading = page.locator("h1");
  await expect(heading).toBeVisible();
  // Black on white: the heading no longer sits on the dark band.
  await expect(heading).toHaveCSS("color", "rgb(0, 0, 0)");
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
