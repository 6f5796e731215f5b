import { parseHTML } from "linkedom";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/shared-tab";
import { waitForHydration } from "./support/page-errors";
import { actionWords } from "../../app/content/actions";
import { findStatedPrices, type ActWord } from "../support/stated-prices";
import { appointmentFormCopy } from "../../app/content/appointment-copy";
import { estimateMessageWords, feesCopy } from "../../app/content/fees";
import { BOOK_PATHS } from "../../app/lib/special-paths";
import { ACT_KINDS, estimate, signingCounts, type ActKind, type EstimateInput } from "../../app/lib/fee-estimate";
import { formatUsd } from "../../app/lib/format";
import { listPagePairs, listPagePaths } from "../../app/routes/page-paths";
import { site } from "../../app/facts/site.config";
import { LANGS, type Lang } from "../../app/vocabulary/lang";
import { escapeRegExp } from "../support/regexp";
import { situationPresets } from "../../app/content/situations";
import { situationServices } from "../../app/vocabulary/situations";

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
  /** `acknowledgment` is the documents; `signersEach` how many people sign each of them. */
  counts: Partial<Record<ActKind, number>>;
  signersEach: number;
  mode: EstimateInput["mode"];
  /** The select's value: "town:<slug>", "within" or "farther". */
  place: string;
  input: EstimateInput;
}

const startingCase: Case = {
  name: "one acknowledgment in the first town (the starting state)",
  counts: { acknowledgment: 1 },
  signersEach: 1,
  mode: "inPerson",
  place: `town:${firstTown.slug}`,
  input: { counts: { acknowledgment: 1 }, mode: "inPerson", place: { kind: "town", slug: firstTown.slug } },
};
const deedCase: Case = {
  name: "a deed signed by three people and two certified pages, farther than the flat-fee radius",
  counts: { acknowledgment: 1, certifiedCopyPage: 2 },
  signersEach: 3,
  mode: "inPerson",
  place: "farther",
  input: {
    counts: { ...signingCounts(1, 3), certifiedCopyPage: 2 },
    mode: "inPerson",
    place: { kind: "farther" },
  },
};
const remoteCase: Case = {
  name: "two jurats and a witnessed signature in a remote session, certified pages left out",
  counts: { acknowledgment: 0, oath: 2, witnessing: 1, certifiedCopyPage: 3 },
  signersEach: 1,
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
  await page.getByLabel(copy.documents, { exact: true }).fill(String(picks.counts.acknowledgment ?? 0));
  await page.getByLabel(copy.signersEach, { exact: true }).fill(String(picks.signersEach));
  for (const act of ACT_KINDS) {
    if (act === "acknowledgment" || act === "additionalSigner") continue;
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

      // One load for both checks: the first ends on the remote case, which the second reads.
      test("the estimator adds up each case and states no price over the legal maximum", async ({ page }) => {
        const copy = feesCopy[lang].estimator;
        await page.goto(path);
        await waitForHydration(page);
        await test.step("the estimator adds up each case and announces the total politely", async () => {
          const form = page.getByRole("group", { name: copy.title, exact: true });
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

        await test.step("the estimator's lines state no price over the legal maximum", async () => {
          await pick(page, lang, remoteCase);
          const html = await page.locator("#estimator").evaluate((element) => element.outerHTML);
          // linkedom gives a document a body only when it is written whole.
          const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
          const prices = findStatedPrices(document.body, site.feeSchedule);
          expect(prices.length).toBeGreaterThan(0);
          expect(prices.filter((price) => price.amount > price.cap)).toEqual([]);
        });
      });
    });
  }
}

test.describe("fees page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`${feePages[lang]} is the schedule and the travel table, and a sentence in the estimator's place`, async ({
      page,
    }) => {
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
      await expect(page.locator("#travel").getByText(copy.travel.afterHours)).toBeVisible();

      // The estimator cannot add anything up here: a sentence stands in its place, before the tables.
      await expect(page.getByRole("group", { name: copy.estimator.title, exact: true })).toBeHidden();
      await expect(page.getByRole("spinbutton")).toHaveCount(0);
      const sentence = page.getByText(copy.estimator.noScript);
      await expect(sentence).toBeVisible();
      const beforeTables = await sentence.evaluate((element) => {
        const table = document.querySelector("main table");
        return !!table && (element.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      });
      expect(beforeTables, "the sentence comes before the tables it points to").toBe(true);
    });
  }
});

test.describe("fees page with JavaScript", () => {
  for (const lang of LANGS) {
    test(`${feePages[lang]}: the estimator comes before the tables, with Book and Call links, and no no-script sentence`, async ({
      page,
    }) => {
      const copy = feesCopy[lang];
      await page.goto(feePages[lang]);
      await waitForHydration(page);
      await expect(page.getByText(copy.estimator.noScript)).toBeHidden();
      const estimatorFirst = await page
        .getByRole("group", { name: copy.estimator.title, exact: true })
        .evaluate((form) => {
          const table = document.querySelector("main table");
          return !!table && (form.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        });
      expect(estimatorFirst, "the estimator precedes the schedule tables").toBe(true);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: copy.book, exact: true })).toHaveAttribute("href", BOOK_PATHS[lang]);
      await expect(main.locator(`a[href="tel:${site.phone.e164}"]`).first()).toBeVisible();
    });

    for (const picks of [deedCase, remoteCase]) {
      test(`${feePages[lang]}: "${feesCopy[lang].estimator.bookWithEstimate}" fills the form's message with ${picks.name}`, async ({
        page,
      }) => {
        const copy = feesCopy[lang].estimator;
        const words = estimateMessageWords[lang];
        await page.goto(feePages[lang]);
        await waitForHydration(page);
        await pick(page, lang, picks);
        await expect(page.locator("#fee-total")).toHaveText(expectedTotal(lang, picks.input));
        await page.getByRole("link", { name: copy.bookWithEstimate }).click();

        const [bookPath, hash] = BOOK_PATHS[lang].split("#");
        await expect(page).toHaveURL((url) => url.pathname === bookPath && url.hash === `#${hash}`);
        const message = page.getByLabel(appointmentFormCopy[lang].labels.message);
        const result = estimate(picks.input, site);
        // Every act the total covers, with its count, none it leaves out, and the total the estimator showed.
        for (const line of result.acts) {
          await expect(message).toHaveValue(new RegExp(escapeRegExp(`${words.acts[line.act]}: ${line.count}`)));
        }
        for (const act of result.leftOut)
          await expect(message).not.toHaveValue(new RegExp(escapeRegExp(words.acts[act])));
        await expect(message).toHaveValue(new RegExp(escapeRegExp(formatUsd(result.totalUsd, lang))));
        await expect(message).toHaveValue(
          new RegExp(escapeRegExp(picks.mode === "remote" ? words.remote : words.farther)),
        );
        // The same address opened afresh (a shared link, a reload) fills the field the same way.
        const filled = await message.inputValue();
        await page.reload();
        await waitForHydration(page);
        await expect(message).toHaveValue(filled);
      });
    }

    test(`${feePages[lang]}: a situation's preset, two signers on three documents and a town reach the form`, async ({
      page,
    }) => {
      const copy = feesCopy[lang].estimator;
      const form = appointmentFormCopy[lang];
      const town = site.serviceArea.towns.at(-1) ?? firstTown;
      await page.goto(feePages[lang]);
      await waitForHydration(page);
      await page.getByLabel(copy.situation, { exact: true }).selectOption("power-of-attorney");
      await expect(page.getByLabel(copy.documents, { exact: true })).toHaveValue(
        String(situationPresets["power-of-attorney"].documents),
      );
      await page.getByLabel(copy.documents, { exact: true }).fill("3");
      await page.getByLabel(copy.signersEach, { exact: true }).fill("2");
      await page.getByLabel(copy.place, { exact: true }).selectOption(`town:${town.slug}`);
      const input: EstimateInput = {
        counts: signingCounts(3, 2),
        mode: "inPerson",
        place: { kind: "town", slug: town.slug },
      };
      await expect(page.locator("#fee-total")).toHaveText(expectedTotal(lang, input));
      await page.getByRole("link", { name: copy.bookWithEstimate }).click();
      await waitForHydration(page);
      const message = page.getByLabel(form.labels.message);
      await expect(message).toHaveValue(new RegExp(escapeRegExp(formatUsd(estimate(input, site).totalUsd, lang))));
      await expect(message).toHaveValue(new RegExp(escapeRegExp(town.name)));
      await expect(page.getByRole("radio", { name: form.situations["power-of-attorney"].label })).toBeChecked();
      await expect(page.getByLabel(form.labels.service)).toHaveValue(situationServices["power-of-attorney"]);
    });

    test(`${feePages[lang]} at 375 px: the total stays on the screen while the inputs change`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const copy = feesCopy[lang].estimator;
      await page.goto(feePages[lang]);
      await waitForHydration(page);
      const total = page.locator("#fee-total");
      const labels = ACT_KINDS.map((act) =>
        act === "acknowledgment" ? copy.documents : act === "additionalSigner" ? copy.signersEach : copy.counts[act],
      );
      for (const label of labels) {
        const input = page.getByLabel(label, { exact: true });
        await input.scrollIntoViewIfNeeded();
        await input.fill("2");
        await expect(total).toBeInViewport();
      }
      const last = page.getByLabel(copy.place, { exact: true });
      await last.scrollIntoViewIfNeeded();
      await last.selectOption("farther");
      await expect(last).toBeInViewport();
      await expect(total).toBeInViewport();
      await expect(total).toHaveText(
        expectedTotal(lang, {
          counts: Object.fromEntries(ACT_KINDS.map((act) => [act, 2])),
          mode: "inPerson",
          place: { kind: "farther" },
        }),
      );
      // Nothing covers it, such as the phone's action bar.
      const uncovered = await total.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && element.contains(hit);
      });
      expect(uncovered, "the total is the topmost thing where it is drawn").toBe(true);
    });

    for (const phone of [
      { width: 375, height: 667 },
      { width: 320, height: 640 },
    ]) {
      test(`${feePages[lang]} at ${phone.width} × ${phone.height}: "${feesCopy[lang].estimator.bookWithEstimate}" opens whole above the phone's bottom bar`, async ({
        page,
      }) => {
        await page.setViewportSize(phone);
        const copy = feesCopy[lang].estimator;
        await page.goto(feePages[lang]);
        await waitForHydration(page);
        const documents = page.getByLabel(copy.documents, { exact: true });
        await documents.scrollIntoViewIfNeeded();
        await documents.fill("3");
        const place = page.getByLabel(copy.place, { exact: true });
        await place.scrollIntoViewIfNeeded();
        await place.selectOption("farther");
        const book = page.getByRole("link", { name: copy.bookWithEstimate });
        const bar = page.locator("[data-action-bar]");
        const expectClearOfTheBar = async (how: string) => {
          // Where the bar stands: it keeps its box while it stays away (at the page's top, or while the hero's
          // call and Book are on screen), and comes up over that place as the visitor scrolls on.
          await expect(bar, "the bar is on the fee page").toBeAttached();
          await expect(book).toBeInViewport({ ratio: 1 });
          const [button, barBox] = [await book.boundingBox(), await bar.boundingBox()];
          if (!button || !barBox) throw new Error("the button or the bar has no box");
          expect(button.y + button.height, `${how}: the button's bottom is above the bar's top`).toBeLessThanOrEqual(
            barBox.y,
          );
        };
        // The browser's own ways of bringing it into view: focus from the keyboard, and scrolling to it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await book.focus();
        await expectClearOfTheBar("focused");
        await page.evaluate(() => window.scrollTo(0, 0));
        await book.evaluate((element) => element.scrollIntoView({ block: "end" }));
        await expectClearOfTheBar("scrolled into view");
        await book.scrollIntoViewIfNeeded();
        await expectClearOfTheBar("scrolled into view by Playwright");
      });
    }
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

// Each built page as the server sends it, parsed once for the two tests below, which one worker runs
// in turn (a failure in the first does not skip the second). Its <style> elements are left out: they
// hold no words. linkedom, a lighter DOM than jsdom, finds the same prices on every page (compared on
// all of them) in a fifth of the time.
const builtPages = new Map<string, Document>();

async function builtPage(request: APIRequestContext, path: string): Promise<Document> {
  let document = builtPages.get(path);
  if (!document) {
    const html = await (await request.get(path)).text();
    document = parseHTML(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "")).document;
    builtPages.set(path, document);
  }
  return document;
}

test.describe("fees on every built page", () => {
  test.describe.configure({ mode: "default" });

  test("fees: no page of the built site states a price for a notarial act over Pennsylvania's maximum", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const over: string[] = [];
    const found = new Map<string, ReturnType<typeof findStatedPrices>>();
    for (const path of listPagePaths()) {
      const document = await builtPage(request, path);
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

  test("fees: every page that states a price for a notarial act leads from its main content to the estimator", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const estimator = LANGS.map((lang) => actionWords[lang].estimate.to);
    const without: string[] = [];
    let pricedPages = 0;
    for (const path of listPagePaths()) {
      const main = (await builtPage(request, path)).querySelector("main");
      if (!main || findStatedPrices(main, site.feeSchedule).length === 0) continue;
      pricedPages++;
      // The fee pages hold the estimator itself.
      if (main.querySelector("#estimator")) continue;
      const links = [...main.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));
      if (!links.some((href) => estimator.includes(href ?? ""))) without.push(path);
    }
    expect(without).toEqual([]);
    // Not vacuous: the home pages state her prices.
    expect(pricedPages).toBeGreaterThan(1);
  });
});
