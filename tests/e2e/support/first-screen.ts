import { expect, type Locator, type Page } from "@playwright/test";
import { actionWords } from "../../../app/content/actions";
import { callNowCopy } from "../../../app/content/availability-now";
import { heroFactsByLang } from "../../../app/content/hero-facts";
import { servicePath, servicesIn } from "../../../app/content/services";
import { shellCopy } from "../../../app/content/shell";
import { locationPaths } from "../../../app/content/towns";
import { site } from "../../../app/facts/site.config";
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

/** The hero's links, its call and its booking link, as selectors: the locators below and readFirstScreenFacts share them. */
const HERO_LINKS = "[data-hero-facts] a";
const CALL_LINK = '[href^="tel:"]';
const BOOK_LINK = `:not([href^="tel:"]):not([href^="sms:"])${estimatorLinks}`;

/** The hero's call link and its booking link (neither a call, a text nor the way to the estimator). */
export function actionsOf(page: Page): { call: Locator; book: Locator } {
  const links = page.locator(HERO_LINKS);
  return {
    call: links.and(page.locator(CALL_LINK)),
    book: links.and(page.locator(BOOK_LINK)),
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

/** Where an element of the hero's facts is on a phone's first screen, as the bar reads it in one call. */
interface Placed {
  /** How many elements the page has for it: one, or the check cannot say which it found. */
  count: number;
  /** Visible as Playwright's toBeVisible means it: a box with an area, and not hidden by style. */
  visible: boolean;
  top: number;
  bottom: number;
  href: string | null;
}

/** What the hero shows on a phone's first screen: each price, the availability line, the call and the booking link. */
interface FirstScreenFacts {
  screen: FirstScreen;
  prices: Placed[];
  availability: Placed & { state: string | null };
  call: Placed;
  book: Placed & { formsAtTarget: number | null };
}

/**
 * Reads the first screen and the hero's facts in one call to the page: the
 * same elements the locators of actionsOf and getByText(price, { exact: true })
 * find (the deepest element whose text, spaces collapsed, is the price), with
 * Playwright's meaning of visible. One call instead of some thirty, on each of
 * the pages the every-page bar holds to it.
 */
function readFirstScreenFacts(page: Page, prices: string[], viewportHeight: number): Promise<FirstScreenFacts> {
  return page.evaluate(
    ({ prices, viewportHeight, selectors }) => {
      const normalized = (text: string) =>
        text
          .replace(/\u200b/g, "")
          .replace(/\s+/g, " ")
          .trim();
      const isVisible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          element.checkVisibility() &&
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).visibility === "visible"
        );
      };
      const place = (found: Element[]) => {
        const [element] = found;
        const box = element?.getBoundingClientRect();
        return {
          count: found.length,
          visible: element ? isVisible(element) : false,
          top: box?.top ?? NaN,
          bottom: box?.bottom ?? NaN,
          href: element?.getAttribute("href") ?? null,
        };
      };
      const showingExactly = (text: string) => {
        const wanted = normalized(text);
        const matches = (element: Element) => normalized(element.textContent ?? "") === wanted;
        return [...document.body.querySelectorAll("*")].filter(
          (element) =>
            !["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(element.tagName) &&
            matches(element) &&
            ![...element.children].some(matches),
        );
      };

      const headerElement = document.querySelector("header");
      const header = headerElement && isVisible(headerElement) ? headerElement.getBoundingClientRect() : undefined;
      const bar = document.querySelector("[data-action-bar]");
      const barTop = bar && isVisible(bar) ? bar.getBoundingClientRect().top : viewportHeight;
      const links = [...document.querySelectorAll(selectors.links)];
      const href = (link: Element) => link.getAttribute("href") ?? "";
      const calls = links.filter((link) => link.matches(selectors.call));
      const books = links.filter((link) => link.matches(selectors.book));
      const availability = [...document.querySelectorAll("[data-hero-facts] [data-availability]")];
      const bookHref = books[0] ? href(books[0]) : "";
      return {
        screen: {
          top: header ? header.top + header.height : NaN,
          bottom: Math.min(viewportHeight, barTop),
          viewportHeight,
        },
        prices: prices.map((price) => place(showingExactly(price))),
        availability: { ...place(availability), state: availability[0]?.getAttribute("data-availability") ?? null },
        call: place(calls),
        book: {
          ...place(books),
          formsAtTarget: bookHref.startsWith("#")
            ? (document.getElementById(bookHref.slice(1))?.querySelectorAll("form").length ?? 0)
            : null,
        },
      };
    },
    { prices, viewportHeight, selectors: { links: HERO_LINKS, call: CALL_LINK, book: BOOK_LINK } },
  );
}

/** One element of the facts: found once, visible, below the sticky header and above the action bar. */
function expectPlacedWithin(screen: FirstScreen, placed: Placed, name: string) {
  expect(placed.count, `${name}: elements found`).toBe(1);
  expect(placed.visible, `${name} is visible`).toBe(true);
  expect(placed.top, `${name} starts below the sticky header`).toBeGreaterThanOrEqual(screen.top);
  expect(
    placed.bottom,
    `${name} ends within the first ${screen.viewportHeight} px, above the action bar`,
  ).toBeLessThanOrEqual(screen.bottom);
}

/** On a 375 × 812 phone, scrolled to the top: the prices, the availability, a call and the way to book. */
export async function expectFirstScreenSells(page: Page, path: string) {
  const phone = { width: 375, height: 812 };
  await page.setViewportSize(phone);
  await page.evaluate(() => window.scrollTo(0, 0));
  const lang = langOfPath(path);
  const prices = heroFactsByLang[lang].prices.slice(0, 2);
  // The availability line: the weekly hours in the HTML, the status now once the page runs.
  await expect(
    page.locator("[data-hero-facts] [data-availability]"),
    "the live status replaced the weekly hours",
  ).not.toHaveAttribute("data-availability", "hours");
  const facts = await readFirstScreenFacts(page, prices, phone.height);
  expect(facts.screen.top, "the page has a visible header").not.toBeNaN();
  prices.forEach((price, index) => expectPlacedWithin(facts.screen, facts.prices[index] as Placed, price));
  expectPlacedWithin(facts.screen, facts.availability, "the availability line");
  expectPlacedWithin(facts.screen, facts.call, "the call link");
  expect(facts.call.href, "the call link").toBe(`tel:${site.phone.e164}`);
  expectPlacedWithin(facts.screen, facts.book, "the booking link");
  if (facts.book.formsAtTarget !== null) {
    expect(facts.book.formsAtTarget, `forms in ${facts.book.href}`).toBe(1);
  } else {
    expect(facts.book.href, "the booking link").toBe(shellCopy[lang].contact.to);
  }
}
