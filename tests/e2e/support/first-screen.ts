import { expect, type Locator, type Page } from "@playwright/test";
import { actionWords } from "../../../app/content/actions";
import { callNowCopy } from "../../../app/content/availability-now";
import { heroFactsByLang } from "../../../app/content/hero-facts";
import { servicePath, servicesIn } from "../../../app/content/services";
import { shellCopy } from "../../../app/content/shell";
import { locationPaths } from "../../../app/content/towns";
import { site } from "../../../app/site.config";
import { LANGS, langOfPath, type Lang } from "../../../app/vocabulary/lang";
import { literal } from "./layout";

/**
 * The hero's call as a visitor may find it at any hour: "Call" and the
 * number, or, while she is available, "Call now — until …" for one
 * of her closing times. availability.spec.ts sets the clock for each.
 */
export function heroCallName(lang: Lang): RegExp {
  const closings = new Set(site.hours.schedule.map((period) => period.closes));
  const names = [shellCopy[lang].call(site.phone.display), ...[...closings].map((closes) => callNowCopy[lang](closes))];
  // Any space matches any other: the words keep a no-break space before "PM", which the accessible name may not.
  return new RegExp(`^(${names.map((name) => literal(name).source.replace(/\s/g, "\\s")).join("|")})$`);
}

/*
 * Issue 13: the first screen sells. On a phone, before any scrolling, the
 * home page, every service page and every town page, in
 * both languages, show what the business is, the price of a notarial act,
 * the travel fee, when the notary is available, a call link and the way to
 * book. The pages come from the content. The every-page bar holds each of
 * them to it (expectFirstScreenSells); first-screen.spec.ts adds the checks
 * one page of each kind needs.
 */

/*
 * The contact pages are not among them: since issue 23 they open on the form
 * itself, the call offer before it, which appointment.spec.ts holds ("every
 * Book action lands on the form").
 */
export interface FirstScreenPage {
  path: string;
  kind: "home" | "service" | "town";
}

export const firstScreenPages: FirstScreenPage[] = LANGS.flatMap((lang) => [
  { path: shellCopy[lang].home, kind: "home" as const },
  ...servicesIn(lang).map((service) => ({ path: servicePath(service, lang), kind: "service" as const })),
  ...site.serviceArea.towns.map((town) => ({ path: locationPaths[lang].town(town.slug), kind: "town" as const })),
]);

/** One page of each kind in each language: the checks that need not run on all of them. */
export const onePerKind = firstScreenPages.filter(
  (candidate, index) =>
    firstScreenPages.findIndex(
      (other) => other.kind === candidate.kind && langOfPath(other.path) === langOfPath(candidate.path),
    ) === index,
);

/** The hero: the band that opens the page, with its h1. */
export function heroOf(page: Page): Locator {
  return page.locator("main > div").first();
}

/** Where "Work out your total" beside the hero's prices leads, in either language. */
const estimatorLinks = LANGS.map((lang) => `:not([href="${actionWords[lang].estimate.to}"])`).join("");

/** The hero's call link and its booking link (neither a call, a text nor the way to the estimator). */
export function actionsOf(page: Page): { call: Locator; book: Locator } {
  const links = page.locator("[data-hero-facts] a");
  return {
    call: links.and(page.locator('[href^="tel:"]')),
    book: links.and(page.locator(`:not([href^="tel:"]):not([href^="sms:"])${estimatorLinks}`)),
  };
}

/** The part of a phone's first screen a visitor sees: below the sticky header, above the bottom action bar. */
interface FirstScreen {
  top: number;
  bottom: number;
  viewportHeight: number;
}

/** Measured once per page and screen: neither the header nor the action bar moves while the page stays scrolled to the top. */
async function firstScreenOf(page: Page, viewportHeight: number): Promise<FirstScreen> {
  const header = await page.locator("header").first().boundingBox();
  if (!header) throw new Error("The page has no visible header");
  // The phone's bottom action bar covers the end of the screen: what is under it is not seen.
  const bar = page.locator("[data-action-bar]");
  const barBox = (await bar.isVisible()) ? await bar.boundingBox() : null;
  return {
    top: header.y + header.height,
    bottom: Math.min(viewportHeight, barBox?.y ?? viewportHeight),
    viewportHeight,
  };
}

async function expectWithin(screen: FirstScreen, element: Locator, name: string) {
  await expect(element, `${name} is visible`).toBeVisible();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  expect(box.y, `${name} starts below the sticky header`).toBeGreaterThanOrEqual(screen.top);
  expect(
    box.y + box.height,
    `${name} ends within the first ${screen.viewportHeight} px, above the action bar`,
  ).toBeLessThanOrEqual(screen.bottom);
}

export async function expectWithinFirstScreen(page: Page, element: Locator, name: string, viewportHeight: number) {
  await expectWithin(await firstScreenOf(page, viewportHeight), element, name);
}

async function expectBookingLinkLeadsToTheForm(page: Page, book: Locator, lang: Lang) {
  const href = await book.getAttribute("href");
  if (href?.startsWith("#")) {
    await expect(page.locator(`[id="${href.slice(1)}"]`).locator("form")).toHaveCount(1);
  } else {
    expect(href).toBe(shellCopy[lang].contact.to);
  }
}

/** On a 375 × 812 phone, scrolled to the top: the prices, the availability, a call and the way to book. */
export async function expectFirstScreenSells(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const lang = langOfPath(path);
  const facts = heroFactsByLang[lang];
  const { call, book } = actionsOf(page);
  const screen = await firstScreenOf(page, 812);
  for (const price of facts.prices.slice(0, 2)) {
    await expectWithin(screen, page.getByText(price, { exact: true }), price);
  }
  // The availability line: the weekly hours in the HTML, the status now once the page runs.
  const availability = page.locator("[data-hero-facts] [data-availability]");
  await expect(availability, "the live status replaced the weekly hours").not.toHaveAttribute(
    "data-availability",
    "hours",
  );
  await expectWithin(screen, availability, "the availability line");
  await expect(call).toHaveCount(1);
  await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`);
  await expectWithin(screen, call, "the call link");
  await expect(book).toHaveCount(1);
  await expectWithin(screen, book, "the booking link");
  await expectBookingLinkLeadsToTheForm(page, book, lang);
}
