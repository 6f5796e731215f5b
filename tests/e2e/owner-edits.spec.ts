import type { ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { collectPageErrors } from "./support/page-errors";
import { copyProject, freePort, serveCopy, stop, type ProjectCopy } from "./support/project-copy";
import { startDecapServer } from "../../scripts/decap-server.mjs";
import { ADMIN_PATH } from "../../deploy/cms/admin-page.mjs";
import { dataFiles } from "../../app/content/schemas/data-files";
import { ARTICLES_FOLDER } from "../../deploy/cms/decap-config";
import { businessFields } from "../../deploy/cms/fields/business";
import { LOCAL_BACKEND_PORT_VARIABLE } from "../../deploy/cms/local-backend.mjs";
import type { Business } from "../../app/content/schemas/business";
import type { ReviewsData } from "../../app/content/schemas/reviews";

/**
 * The owner's workflow, end to end: in a throw-away copy of the project, built
 * with a local editing backend, she opens /admin, changes the travel fee and
 * adds a review, and publishes; the data files change on disk; the rebuilt
 * site states the new fee wherever it stated the old one, and shows the
 * review. Also what the editor refuses: nothing is written, nothing typed is lost.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let copy: ProjectCopy;
let site: ChildProcess | undefined;
let proxy: ChildProcess | undefined;
let origin = "";
let proxyPort = 0;
/** What the second test changed, for the third to find on the rebuilt site. */
let edits: { oldFee: number; newFee: number; review: { name: string; text: string } } | undefined;

const TRAVEL_FEE_TOKEN = "{{fees.travel}}";
/** The data files of prose that may name facts by token, and the page each one is. */
const PROSE_PAGES = { [dataFiles.faq]: "/faq", [dataFiles.about]: "/about" };

/** "$55" as the pages write it, not as part of "$550" or "$55,000". */
function mentionsAmount(html: string, dollars: number): boolean {
  return new RegExp(`\\$${dollars}(?![\\d,]|\\.\\d)`).test(html);
}

/** The articles whose Markdown contains `text`, as their file names. */
function articleFilesMentioning(project: ProjectCopy, text: string): string[] {
  return readdirSync(join(project.dir, ARTICLES_FOLDER)).filter(
    (name) => name.endsWith(".md") && project.read(join(ARTICLES_FOLDER, name)).includes(text),
  );
}

/** An article's page, from the slug in its frontmatter. */
function articlePathOf(fileName: string): string {
  const slug = /^slug:\s*"?([a-z0-9-]+)"?\s*$/m.exec(copy.read(join(ARTICLES_FOLDER, fileName)))?.[1];
  return `/blog/${slug}`;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = copyProject();
  const sitePort = await freePort();
  proxyPort = await freePort();
  await copy.build({ [LOCAL_BACKEND_PORT_VARIABLE]: String(proxyPort) });
  site = await serveCopy(copy, sitePort);
  proxy = await startDecapServer({ cwd: copy.dir, port: proxyPort, stdio: "ignore" });
  origin = `http://127.0.0.1:${sitePort}`;
});

test.afterAll(async () => {
  await Promise.all([stop(site), stop(proxy)]);
  copy?.remove();
});

/**
 * Replaces a text field's value the way a person does. Decap's text fields
 * re-apply their caret on every render, so Playwright's fill() appends to a
 * field edited before; select-all and typing does not.
 */
async function replaceText(field: Locator, value: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.page().keyboard.insertText(value);
  await expect(field).toHaveValue(value);
}

async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/**
 * Opens one entry the way the owner does, from the collections in the sidebar
 * and the entry in the main list; never by address (a Decap bug then saves
 * one entry's fields into another's file).
 */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole("complementary").getByRole("link", { name: collection, exact: true }).click();
  await page.getByRole("main").getByRole("link", { name: entry, exact: true }).click();
}

async function login(page: Page) {
  await page.goto(`${origin}/admin`);
  await page.getByRole("button", { name: "Login" }).click();
}

test("refuses a malformed phone number: nothing is written and the typed value stays", async ({ page }) => {
  const before = copy.read(dataFiles.business);
  await login(page);
  await openEntry(page, "Business facts", "Business facts");
  const phone = page.getByRole("textbox", { name: "Phone" });
  await replaceText(phone, "610-555-0199");
  await publishNow(page);
  const message = businessFields.phone?.patternMessage;
  await expect(page.getByText(`Phone didn't match the pattern: ${message}.`)).toBeVisible();
  await expect(phone).toHaveValue("610-555-0199");
  await expect(page.getByText("Unsaved Changes")).toBeVisible();
  expect(copy.read(dataFiles.business)).toBe(before);
});

test("publishes a new travel fee and a new review into the data files", async ({ page }) => {
  const errors = collectPageErrors(page);
  const businessText = copy.read(dataFiles.business);
  const business = JSON.parse(businessText) as Business;
  const newFee = business.fees.travelUsd + 6;

  await login(page);
  await openEntry(page, "Business facts", "Business facts");
  const fee = page.getByRole("spinbutton", { name: "Travel fee (US$)" });
  await expect(fee).toHaveValue(String(business.fees.travelUsd));
  await replaceText(fee, String(newFee));
  await publishNow(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => copy.readJson<Business>(dataFiles.business).fees.travelUsd).toBe(newFee);
  // Only the fee changed: every other fact stays as it was, and so does every other line of the
  // file, which is kept in the form and field order the editor writes.
  expect(copy.readJson<Business>(dataFiles.business)).toEqual({
    ...business,
    fees: { ...business.fees, travelUsd: newFee },
  });
  expect(
    copy.read(dataFiles.business),
    `${dataFiles.business} is not as the editor writes it: publish it once with npm run cms and commit the result`,
  ).toBe(businessText.replace(`"travelUsd": ${business.fees.travelUsd},`, `"travelUsd": ${newFee},`));

  const reviews = copy.readJson<ReviewsData>(dataFiles.reviews);
  const review = {
    name: "Teresa W.",
    location: "Fleetwood, PA",
    rating: 4,
    text: "She came to my mother's kitchen on a Sunday evening and took her time with every page.",
    service: "Power of Attorney",
    date: "2025-05-03",
    language: "en",
    sample: false,
  } as const;
  await page.getByRole("link", { name: /Writing in Business facts collection/ }).click();
  await openEntry(page, "Reviews", "Reviews and figures");
  await page.getByRole("button", { name: "Add review" }).click();
  // New reviews go first; the others stay folded, so the visible fields are the new one's.
  await page.getByRole("textbox", { name: "Name" }).first().fill(review.name);
  await page.getByRole("textbox", { name: "Town" }).first().fill(review.location);
  await page.getByRole("textbox", { name: "Review" }).first().fill(review.text);
  await page.getByRole("combobox", { name: "Stars" }).first().click();
  await page.getByRole("option", { name: "4 stars" }).click();
  await page.getByRole("textbox", { name: "Service" }).first().fill(review.service);
  // A native date input: fill() takes the date as YYYY-MM-DD.
  await page.getByRole("textbox", { name: "Date" }).first().fill(review.date);
  await publishNow(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect
    .poll(() => copy.readJson<ReviewsData>(dataFiles.reviews).reviews.length)
    .toBe(reviews.reviews.length + 1);
  expect(copy.readJson<ReviewsData>(dataFiles.reviews)).toEqual({ ...reviews, reviews: [review, ...reviews.reviews] });
  expect(errors).toEqual([]);
  edits = { oldFee: business.fees.travelUsd, newFee, review };
});

test("the rebuilt site states the new fee wherever it stated the old one, and shows the new review", async ({
  page,
  request,
}) => {
  // A second build of the copy.
  test.setTimeout(180_000);
  expect(edits, "the edits of the test before").toBeDefined();
  const { oldFee, newFee, review } = edits as NonNullable<typeof edits>;
  const statingFee = async (fee: number) => {
    const pages = copy.readJson<{ pages: string[] }>("build/hosting.json").pages.filter((path) => path !== ADMIN_PATH);
    const found: string[] = [];
    for (const path of pages) {
      if (mentionsAmount(await (await request.get(origin + path)).text(), fee)) found.push(path);
    }
    return found;
  };

  // Where the built site stated the fee before the edit: the pages that read it from the facts
  // (home, services, ...) and every page whose prose names it with the {{fees.travel}} token.
  const before = await statingFee(oldFee);
  const articlesWithToken = articleFilesMentioning(copy, TRAVEL_FEE_TOKEN).map(articlePathOf);
  expect(articlesWithToken.length, "articles that state the travel fee").toBeGreaterThan(0);
  const proseWithToken = Object.entries(PROSE_PAGES)
    .filter(([file]) => copy.read(file).includes(TRAVEL_FEE_TOKEN))
    .map(([, path]) => path);
  expect(before).toEqual(expect.arrayContaining([...proseWithToken, ...articlesWithToken]));

  await copy.build({ [LOCAL_BACKEND_PORT_VARIABLE]: String(proxyPort) });
  await expect.poll(() => statingFee(oldFee), { timeout: 15_000 }).toEqual([]);
  expect(await statingFee(newFee)).toEqual(expect.arrayContaining(before));

  await page.goto(`${origin}/testimonials`);
  const card = page.locator("figure").filter({ hasText: review.text });
  await expect(card).toBeVisible();
  await expect(card).toContainText(review.name);
  await expect(card).not.toContainText("Sample review");
});
