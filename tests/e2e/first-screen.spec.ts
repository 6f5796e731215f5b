import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { heroFactsByLang } from "../../app/content/hero-facts";
import { servicePath, servicesIn } from "../../app/content/services";
import { shellCopy } from "../../app/content/shell";
import { locationPaths } from "../../app/content/towns";
import { formatUsd } from "../../app/lib/format";
import { listPagePaths } from "../../app/page-paths";
import { site } from "../../app/site.config";
import { LANGS, langOfPath, type Lang } from "../../app/vocabulary/lang";

/**
 * Issue 13: the first screen sells. On a phone, before any scrolling, the
 * home page, every service page, every town page and the contact page, in
 * both languages, show what the business is, the price of a notarial act,
 * the travel fee, when the notary is available, a call link and the way to book. The pages
 * come from the content, and each must be one the build prerenders.
 */
const built = new Set(listPagePaths());

interface FirstScreenPage {
  path: string;
  kind: "home" | "service" | "town" | "contact";
}

const pages: FirstScreenPage[] = LANGS.flatMap((lang) => [
  { path: shellCopy[lang].home, kind: "home" as const },
  { path: shellCopy[lang].contact.to, kind: "contact" as const },
  ...servicesIn(lang).map((service) => ({ path: servicePath(service, lang), kind: "service" as const })),
  ...site.serviceArea.towns.map((town) => ({ path: locationPaths[lang].town(town.slug), kind: "town" as const })),
]);

/** One page of each kind in each language: the checks that need not run on all of them. */
const onePerKind = pages.filter(
  (candidate, index) =>
    pages.findIndex(
      (other) => other.kind === candidate.kind && langOfPath(other.path) === langOfPath(candidate.path),
    ) === index,
);

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

/** The hero: the band that opens the page, with its h1. */
function heroOf(page: Page): Locator {
  return page.locator("main > div").first();
}

/** The hero's call link and its booking link (the one that is neither a call nor a text). */
function actionsOf(page: Page): { call: Locator; book: Locator } {
  const links = page.locator("[data-hero-facts] a");
  return {
    call: links.and(page.locator('[href^="tel:"]')),
    book: links.and(page.locator(':not([href^="tel:"]):not([href^="sms:"])')),
  };
}

/** The bottom of the sticky header: what lies above it is hidden behind it. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator("header").first().boundingBox();
  if (!box) throw new Error("The page has no visible header");
  return box.y + box.height;
}

async function expectWithinFirstScreen(page: Page, element: Locator, name: string, viewportHeight: number) {
  await expect(element, `${name} is visible`).toBeVisible();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  const top = await headerBottom(page);
  expect(box.y, `${name} starts below the sticky header`).toBeGreaterThanOrEqual(top);
  expect(box.y + box.height, `${name} ends within the first ${viewportHeight} px`).toBeLessThanOrEqual(viewportHeight);
}

async function expectBookingLinkLeadsToTheForm(page: Page, book: Locator, lang: Lang) {
  const href = await book.getAttribute("href");
  if (href?.startsWith("#")) {
    await expect(page.locator(`[id="${href.slice(1)}"]`).locator("form")).toHaveCount(1);
  } else {
    expect(href).toBe(shellCopy[lang].contact.to);
  }
}

test("the first-screen pages are pages the build prerenders", () => {
  for (const { path } of pages) expect(built, path).toContain(path);
});

test.describe("on a 375 × 812 phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path } of pages) {
    test(`${path} shows the prices, the hours, a call and the way to book before any scrolling`, async ({ page }) => {
      const lang = langOfPath(path);
      const facts = heroFactsByLang[lang];
      await page.goto(path);
      const { call, book } = actionsOf(page);
      for (const price of facts.prices.slice(0, 2)) {
        await expectWithinFirstScreen(page, page.getByText(price, { exact: true }), price, 812);
      }
      // The availability line: the weekly hours in the HTML, the status now once the page runs.
      const availability = page.locator("[data-hero-facts] [data-availability]");
      await expect(availability, "the live status replaced the weekly hours").not.toHaveAttribute(
        "data-availability",
        "hours",
      );
      await expectWithinFirstScreen(page, availability, "the availability line", 812);
      await expect(call).toHaveCount(1);
      await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`);
      await expectWithinFirstScreen(page, call, "the call link", 812);
      await expect(book).toHaveCount(1);
      await expectWithinFirstScreen(page, book, "the booking link", 812);
      await expectBookingLinkLeadsToTheForm(page, book, lang);
    });
  }

  for (const { path } of onePerKind) {
    test(`${path} says what the business is on its first screen`, async ({ page }) => {
      const lang = langOfPath(path);
      await page.goto(path);
      // Either the identity line of the facts or the eyebrow says it, never both.
      const identity = page.getByText(heroFactsByLang[lang].identity, { exact: true });
      const saysItElsewhere = (await identity.count()) === 0;
      const statement = saysItElsewhere
        ? heroOf(page).getByText(lang === "es" ? /notary public a domicilio/i : /mobile notary public/i)
        : identity;
      await expectWithinFirstScreen(page, statement.first(), "what the business is", 812);
      await expect(statement.first()).toContainText(
        lang === "es" ? site.serviceArea.regionEs.replace(/^el /, "") : site.serviceArea.region,
        { ignoreCase: true },
      );
    });
  }
});

test.describe("on a 320 × 640 phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path } of onePerKind) {
    test(`${path} shows the call and the booking actions without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      const { call, book } = actionsOf(page);
      await expectWithinFirstScreen(page, call, "the call link", 640);
      await expectWithinFirstScreen(page, book, "the booking link", 640);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    });
  }
});

test.describe("on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path } of onePerKind) {
    test(`${path} still shows the key facts and both actions in its hero`, async ({ page }) => {
      const lang = langOfPath(path);
      await page.goto(path);
      const hero = heroOf(page);
      const figures = [formatUsd(site.fees.perNotarialActUsd, lang), formatUsd(site.fees.travelUsd, lang)];
      // The home page holds them in its "at a glance" box beside the heading; every other page in the strip.
      for (const figure of figures) {
        await expect(hero.getByText(literal(figure)).filter({ visible: true }).first(), figure).toBeVisible();
      }
      await expect(
        page.locator("[data-availability]").filter({ visible: true }).first(),
        "when available",
      ).toBeVisible();
      const { call, book } = actionsOf(page);
      await expect(call).toBeVisible();
      await expect(book).toBeVisible();
    });
  }
});
