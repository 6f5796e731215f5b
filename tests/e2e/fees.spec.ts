import { JSDOM } from "jsdom";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/page-errors";
import { findStatedPrices, type ActWord } from "../support/stated-prices";
import { feesCopy } from "../../app/content/fees";
import { ACT_KINDS, estimate, type ActKind, type EstimateInput } from "../../app/lib/fee-estimate";
import { formatUsd } from "../../app/lib/format";
import { listPagePairs, listPagePaths } from "../../app/page-paths";
import { site } from "../../app/site.config";
import { LANGS, type Lang } from "../../app/vocabulary/lang";

const feePages = listPagePairs().find((pair) => pair.en === "/fees");
if (!feePages) throw new Error("app/routes.ts declares no /fees page");

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** What the total line should read for a case, from the same arithmetic and copy the page uses. */
function expectedTotal(lang: Lang, input: EstimateInput): string {
  const result = estimate(input, site);
  const copy = feesCopy[lang].estimator;
  return fill(result.travel.kind === "quoted" ? copy.totalPlusQuote : copy.total, {
    amount: formatUsd(result.totalUsd, lang),
  });
}

const firstTown = site.serviceArea.towns[0];
if (!firstTown) throw new Error("business.json lists no town");

interface Case {
  name: string;
  counts: Partial<Record<ActKind, number>>;
  mode: EstimateInput["mode"];
  /** The select's value: "town:<slug>", "within" or "farther". */
  place: string;
  input: EstimateInput;
}

const startingCase: Case = {
  name: "one acknowledgment in the first town (the starting state)",
  counts: { acknowledgment: 1 },
  mode: "inPerson",
  place: `town:${firstTown.slug}`,
  input: { counts: { acknowledgment: 1 }, mode: "inPerson", place: { kind: "town", slug: firstTown.slug } },
};
const deedCase: Case = {
  name: "a deed with three signers and two certified pages, farther than the flat-fee radius",
  counts: { acknowledgment: 1, additionalSigner: 2, certifiedCopyPage: 2 },
  mode: "inPerson",
  place: "farther",
  input: {
    counts: { acknowledgment: 1, additionalSigner: 2, certifiedCopyPage: 2 },
    mode: "inPerson",
    place: { kind: "farther" },
  },
};
const remoteCase: Case = {
  name: "two jurats and a witnessed signature in a remote session, certified pages left out",
  counts: { acknowledgment: 0, oath: 2, witnessing: 1, certifiedCopyPage: 3 },
  mode: "remote",
  place: "within",
  input: {
    counts: { acknowledgment: 0, oath: 2, witnessing: 1, certifiedCopyPage: 3 },
    mode: "remote",
    place: { kind: "within" },
  },
};
const cases = [startingCase, deedCase, remoteCase];

async function pick(page: Page, lang: Lang, picks: Case) {
  const copy = feesCopy[lang].estimator;
  for (const act of ACT_KINDS) {
    await page.getByLabel(copy.counts[act], { exact: true }).fill(String(picks.counts[act] ?? 0));
  }
  if (picks.mode === "inPerson") {
    await page.getByRole("radio", { name: copy.modes.inPerson }).check();
    await page.getByLabel(copy.place, { exact: true }).selectOption(picks.place);
  } else {
    await page.getByRole("radio", { name: copy.modes.remote }).check();
  }
}

for (const width of [375, 1280]) {
  for (const lang of LANGS) {
    const path = feePages[lang];
    test.describe(`fees page ${path} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("the estimator adds up each case and announces the total politely", async ({ page }) => {
        const copy = feesCopy[lang].estimator;
        await page.goto(path);
        await waitForHydration(page);
        const form = page.getByRole("form", { name: copy.title });
        await expect(form).toBeVisible();
        const total = page.locator("#fee-total");
        await expect(total).toHaveAttribute("aria-live", "polite");
        await expect(total).toHaveText(expectedTotal(lang, startingCase.input));

        for (const picks of cases) {
          await pick(page, lang, picks);
          await expect(total, picks.name).toHaveText(expectedTotal(lang, picks.input));
        }
        // The last case is remote: no travel, so the place is not asked for, and the left-out copies are named.
        await expect(page.getByLabel(copy.place, { exact: true })).toBeDisabled();
        await expect(page.getByText(copy.travelNoneLine)).toBeVisible();
        await expect(page.getByText(copy.leftOut.certifiedCopyPage ?? "")).toBeVisible();
        const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(noScroll, "no horizontal scrolling").toBe(true);
      });

      test("the estimator's lines state no price over the legal maximum", async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await pick(page, lang, remoteCase);
        const html = await page.locator("#estimator").evaluate((element) => element.outerHTML);
        const prices = findStatedPrices(new JSDOM(html).window.document.body, site.feeSchedule);
        expect(prices.length).toBeGreaterThan(0);
        expect(prices.filter((price) => price.amount > price.cap)).toEqual([]);
      });
    });
  }
}

test.describe("fees page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`${feePages[lang]} is the schedule and the travel table, with no estimator`, async ({ page }) => {
      const copy = feesCopy[lang];
      await page.goto(feePages[lang]);
      await expect(page.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();

      const schedule = page.getByRole("table", { name: copy.schedule.caption });
      const maxima = site.feeSchedule.maxUsd;
      const rows: [string, number][] = [
        [copy.schedule.acts.acknowledgment, maxima.acknowledgment],
        [copy.schedule.acts.additionalSigner, maxima.additionalSigner],
        [copy.schedule.acts.oath, maxima.oathOrAffirmation],
        [copy.schedule.acts.verification, maxima.verification],
        [copy.schedule.acts.certifiedCopyPage, maxima.certifiedCopyPage],
        [copy.schedule.acts.witnessing, maxima.signatureWitnessing],
        [copy.schedule.remoteSurcharge, maxima.remoteSurcharge],
      ];
      await expect(schedule.locator("tbody tr")).toHaveCount(rows.length);
      for (const [act, max] of rows) {
        const row = schedule.getByRole("row", { name: act });
        await expect(row.getByRole("cell").first()).toHaveText(formatUsd(max, lang));
      }
      await expect(page.getByRole("link", { name: copy.schedule.source })).toHaveAttribute(
        "href",
        site.feeSchedule.sourceUrl,
      );

      const travel = page.getByRole("table", { name: copy.travel.caption });
      for (const town of site.serviceArea.towns) await expect(travel).toContainText(town.name);
      await expect(travel).toContainText(formatUsd(site.fees.travelUsd, lang));
      await expect(travel).toContainText(copy.travel.fartherFee);
      await expect(page.getByText(copy.travel.afterHours)).toBeVisible();

      await expect(page.locator("main form")).toHaveCount(0);
      await expect(page.getByRole("spinbutton")).toHaveCount(0);
    });
  }
});

/** The acts a fee page must be found stating a price for, or the check below proves nothing. */
const everyAct: ActWord[] = [
  "acknowledgment",
  "additionalSigner",
  "oath",
  "verification",
  "certifiedCopy",
  "witnessing",
];

test("fees: no page of the built site states a price for a notarial act over Pennsylvania's maximum", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const over: string[] = [];
  const found = new Map<string, ReturnType<typeof findStatedPrices>>();
  for (const path of listPagePaths()) {
    const response = await request.get(path);
    const document = new JSDOM(await response.text()).window.document;
    const prices = findStatedPrices(document.body, site.feeSchedule);
    found.set(path, prices);
    for (const price of prices.filter((stated) => stated.amount > stated.cap)) {
      over.push(`${path}: $${price.amount} where the most allowed is $${price.cap}, in "${price.clause}"`);
    }
  }
  expect(over).toEqual([]);

  // Not vacuous: the rule found each act's prices on both fee pages, in person and online…
  for (const lang of LANGS) {
    const prices = found.get(feePages[lang]) ?? [];
    for (const act of everyAct) {
      expect(
        prices.some((price) => price.acts.includes(act) && !price.remote),
        `${feePages[lang]}: ${act} in person`,
      ).toBe(true);
    }
    expect(
      prices.some((price) => price.remote && price.acts.includes("acknowledgment")),
      `${feePages[lang]}: online`,
    ).toBe(true);
  }
  // …and the notarial act's and remote notarization's prices in the home page's pricing section.
  const pricing = (found.get("/") ?? []).filter((price) => price.section === "pricing");
  expect(
    pricing.some((price) => !price.remote && price.amount === site.fees.perNotarialActUsd),
    "/ #pricing: the price per notarial act",
  ).toBe(true);
  expect(
    pricing.some((price) => price.remote && price.amount === site.fees.remoteOnlineUsd.max),
    "/ #pricing: the remote online price",
  ).toBe(true);
});
