import type { Page } from "@playwright/test";
import { expect, test } from "./support/shared-tab";
import { documentsPage } from "../../app/content/documents";
import { shellCopy } from "../../app/content/shell";
import { getArticles } from "../../app/lib/articles.server";
import { articlePath } from "../../app/lib/blog";
import { listPagePairs } from "../../app/routes/page-paths";
import { LANGS } from "../../app/vocabulary/lang";
import { expectPrintedShell, PRINT_VIEWPORT, switchToPrint } from "./support/print";

/*
 * The documents page on paper: the page's own words, with one line saying
 * whose page it is, and none of the site's furniture; and the checklist
 * article on few enough sheets. The pages come from the blog's articles and
 * the route table, never from a list here. Each article is checked on paper
 * on the every-page bar's visit of it, with its other checks
 * (support/article-page.ts).
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

test.use({ viewport: PRINT_VIEWPORT });

/** Loads the page and switches it to print, its furniture checked on screen first (support/print.ts). */
async function printPage(page: Page, path: string) {
  await page.goto(path);
  return switchToPrint(page, path);
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
