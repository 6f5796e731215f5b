import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/shared-tab";
import { documentsPage } from "../../app/content/documents";
import { shellCopy } from "../../app/content/shell";
import { getArticles } from "../../app/lib/articles.server";
import { articlePath } from "../../app/lib/blog";
import { listPagePairs } from "../../app/page-paths";
import { site } from "../../app/site.config";
import { LANGS, langOfPath } from "../../app/vocabulary/lang";
import { waitForHydration } from "./support/page-errors";

/*
 * Articles and the documents page on paper: the page's own words, with one
 * line saying whose page it is, and none of the site's furniture. The pages
 * come from the blog's articles and the route table, never from a list here.
 */

/** The documents page's two addresses, as the route table pairs them. */
const documentsPair = listPagePairs().find((pair) => pair.en === "/documents");
if (!documentsPair) throw new Error("The route table has no documents page");

/** The checklist article, by its stable identifier (its frontmatter `id`). */
const CHECKLIST_ID = "what-to-bring";
const checklist = getArticles().find((article) => article.id === CHECKLIST_ID);
if (!checklist) throw new Error(`No article has the id ${CHECKLIST_ID}`);

/** At most this many Letter pages for the checklist (issue 13). */
const CHECKLIST_MAX_PAGES = 2;

/** A phone's width, where the action bar is on screen, so print has something to hide. */
test.use({ viewport: { width: 375, height: 740 } });

/** The body text a reader must get on paper: the first paragraph of the article, as the browser reads it. */
async function firstParagraph(page: Page, html: string): Promise<string> {
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
 * Opens the menu on screen, checks the furniture and the contact line as a
 * screen shows them, then switches to print media.
 */
async function printPage(page: Page, path: string): Promise<Record<string, Locator>> {
  await page.goto(path);
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

async function expectPrintedShell(page: Page, furniture: Record<string, Locator>) {
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

for (const article of getArticles()) {
  const path = articlePath(article);

  test(`article ${path} prints its title, date and body, with the contact line and without the site's furniture`, async ({
    page,
  }) => {
    const furniture = await printPage(page, path);
    await expectPrintedShell(page, furniture);
    await expect(page.locator("h1")).toHaveText(article.title);
    await expect(page.locator(`article time[datetime="${article.date}"]`)).toBeVisible();
    const paragraph = await firstParagraph(page, article.html);
    expect(paragraph, "the article has a paragraph").not.toBe("");
    await expect(page.locator("article p").filter({ hasText: paragraph }).first()).toBeVisible();
    await expect(page.locator("#related-heading"), "related articles in print").toBeHidden();
  });
}

for (const lang of LANGS) {
  const path = documentsPair[lang];
  const copy = documentsPage[lang];

  test(`documents page ${path} prints its heading and checklist, with the contact line and without the site's furniture`, async ({
    page,
  }) => {
    const furniture = await printPage(page, path);
    await expectPrintedShell(page, furniture);
    await expect(page.locator("h1")).toHaveText(copy.hero.title);
    await expect(page.getByRole("navigation", { name: shellCopy[lang].navLabels.breadcrumb })).toBeHidden();
    const checklistSection = page.locator("#what-to-bring");
    for (const item of copy.whatToBring) {
      await expect(checklistSection.getByText(item, { exact: true })).toBeVisible();
    }
  });
}

/**
 * The number of pages in a PDF Chromium wrote: its page objects, counted in
 * the file's bytes. Chromium (Skia) writes its objects uncompressed; the
 * count must agree with the page tree's own total, so the day it writes
 * them compressed this fails instead of counting nothing.
 */
function countPdfPages(pdf: Buffer): number {
  const text = pdf.toString("latin1");
  const pageObjects = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  const trees = [...text.matchAll(/<<\s*\/Type\s*\/Pages\b([^>]*)>>/g)].map((match) => match[1] ?? "");
  const root = trees.find((tree) => !/\/Parent\b/.test(tree));
  const total = Number(/\/Count\s+(\d+)/.exec(root ?? "")?.[1] ?? Number.NaN);
  expect(pageObjects, "page objects readable in the PDF").toBeGreaterThan(0);
  expect(pageObjects, "page objects against the page tree's /Count").toBe(total);
  return pageObjects;
}

test(`the checklist ${articlePath(checklist)} prints on at most ${CHECKLIST_MAX_PAGES} Letter pages`, async ({
  page,
}) => {
  await page.goto(articlePath(checklist), { waitUntil: "networkidle" });
  // No margins given: the stylesheet's @page margins apply.
  const pdf = await page.pdf({ format: "Letter" });
  expect(countPdfPages(pdf)).toBeLessThanOrEqual(CHECKLIST_MAX_PAGES);
});
