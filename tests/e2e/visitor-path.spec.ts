import { expect, test } from "@playwright/test";
import { tonight, VisitorPath } from "./support/visitor-path";
import { waitForHydration } from "./support/page-errors";
import { appointmentFormCopy } from "../../app/content/appointment-copy";
import { wallDateAt } from "../../app/lib/availability";
import { site } from "../../app/facts/site.config";
import { ASAP } from "../../app/vocabulary/appointment-fields";
import { situationServices } from "../../app/vocabulary/situations";
import { actionWords } from "../../app/content/actions";
import { feesCopy } from "../../app/content/fees";

/**
 * Issue 41: the visitor who needs a power of attorney signed at home tonight,
 * on a 375 × 667 phone, from the home page to a sent request, counted tap by
 * tap and character by character (support/visitor-path.ts). The moment is a
 * weekday 6 PM in New York, or, where her hours do not cover it, the first
 * quarter hour after it that they do.
 */

const copy = appointmentFormCopy.en;
const fees = feesCopy.en.estimator;
const visitor = { name: "Ana Ruiz", phone: "6105550123", location: "12 Oak St, Reading" };

test.use({ viewport: { width: 375, height: 667 } });

test("the tonight visitor sends a power-of-attorney request in at most 8 taps and 40 characters", async ({ page }) => {
  const now = tonight();
  await page.clock.setFixedTime(now);
  const sent: FormData[] = [];
  await page.route(/\/submit$/, async (route) => {
    const request = route.request();
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    sent.push(await new Response(new Uint8Array(body), { headers: request.headers() }).formData());
    await route.fulfill({ json: { success: true }, headers: { "Access-Control-Allow-Origin": "*" } });
  });
  await page.goto("/");
  await waitForHydration(page);

  const path = new VisitorPath(page);
  await path.tap(page.locator("[data-hero-facts] a:not([href^='tel:'])").first());
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByLabel(copy.labels.name) });
  await path.tap(form.getByRole("radio", { name: copy.situations["power-of-attorney"].label }));
  await expect(form.locator('[data-situation-ready="power-of-attorney"]')).toBeVisible();
  await path.type(form.getByLabel(copy.labels.name), visitor.name);
  await path.type(form.getByLabel(copy.labels.phone), visitor.phone);
  await path.type(form.getByLabel(copy.labels.location), visitor.location);
  await path.choose(form.getByLabel(copy.labels.time), ASAP);
  await path.tap(form.locator("[type=submit]"));
  await expect(form.getByRole("status")).toHaveText(copy.messages.success);

  test.info().annotations.push({ type: "tonight visitor", description: path.summary });
  console.info(`tonight visitor: ${path.summary}`);
  expect(path.taps, path.summary).toBeLessThanOrEqual(8);
  expect(path.characters, path.summary).toBeLessThanOrEqual(40);

  expect(sent).toHaveLength(1);
  const request = sent[0] as FormData;
  expect(request.get("situation")).toBe("power-of-attorney");
  expect(request.get("service")).toBe(situationServices["power-of-attorney"]);
  expect(request.get("time")).toBe(ASAP);
  expect(request.get("date")).toBe(wallDateAt(now));
  expect(request.get("phone")).toBe(visitor.phone);
  expect(request.get("email")).toBe("");
  const words = String(request.get("request"));
  expect(words).toContain(copy.situations["power-of-attorney"].label);
  expect(words).toContain(copy.asap);
  expect(words).toContain(visitor.location);
});

test("with neither a phone number nor an e-mail address, the form says one is needed and sends nothing", async ({
  page,
}) => {
  let sent = 0;
  await page.route(/\/submit$/, (route) => {
    sent += 1;
    return route.abort();
  });
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByLabel(copy.labels.name) });
  await form.getByLabel(copy.labels.name).fill(visitor.name);
  await form.locator("[type=submit]").click();
  const phone = form.getByLabel(copy.labels.phone);
  await expect(phone).toHaveJSProperty("validationMessage", copy.validation.reach);
  await form.getByLabel(copy.labels.email).fill("ana@example.com");
  await expect(phone).toHaveJSProperty("validationMessage", "");
  expect(sent).toBe(0);
});

test("the estimator's path: a situation's preset, two signers on three documents and a town, to a sent request", async ({
  page,
}) => {
  await page.clock.setFixedTime(tonight());
  let sent = 0;
  await page.route(/\/submit$/, async (route) => {
    sent += 1;
    await route.fulfill({ json: { success: true }, headers: { "Access-Control-Allow-Origin": "*" } });
  });
  const town = site.serviceArea.towns[1] ?? site.serviceArea.towns[0];
  if (!town) throw new Error("her data names no town");
  await page.goto("/");
  await waitForHydration(page);
  const path = new VisitorPath(page);
  await path.tap(page.locator(`[data-hero-facts] a[href="${actionWords.en.estimate.to}"]`).first());
  await waitForHydration(page);
  await path.choose(page.getByLabel(fees.situation, { exact: true }), "power-of-attorney");
  await path.retype(page.getByLabel(fees.documents, { exact: true }), "3");
  await path.retype(page.getByLabel(fees.signersEach, { exact: true }), "2");
  await path.choose(page.getByLabel(fees.place, { exact: true }), `town:${town.slug}`);
  await path.tap(page.getByRole("link", { name: fees.bookWithEstimate }));
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByLabel(copy.labels.name) });
  await expect(form.getByRole("radio", { name: copy.situations["power-of-attorney"].label })).toBeChecked();
  await path.type(form.getByLabel(copy.labels.name), visitor.name);
  await path.type(form.getByLabel(copy.labels.phone), visitor.phone);
  await path.type(form.getByLabel(copy.labels.location), `12 Oak St, ${town.name}`);
  await path.choose(form.getByLabel(copy.labels.time), ASAP);
  await path.tap(form.locator("[type=submit]"));
  await expect(form.getByRole("status")).toHaveText(copy.messages.success);
  expect(sent).toBe(1);
  test.info().annotations.push({ type: "estimator path", description: path.summary });
  console.info(`estimator path: ${path.summary}`);
});
