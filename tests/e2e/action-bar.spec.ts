import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/shared-tab";
import { backToTheTop, sidewaysOverflow } from "./support/layout";
import { actionBarCopy } from "../../app/content/action-bar";
import { shellCopy } from "../../app/content/shell";
import { contactHrefs } from "../../app/lib/contact-links";
import { counterpartOf } from "../../app/routes/page-paths";
import { LANGS, langOfPath, type Lang } from "../../app/vocabulary/lang";
import { collectPageErrors, waitForHydration } from "./support/page-errors";

/*
 * The phone's bottom bar (call, text, book): there on phones, gone on wide
 * screens, and never in the way of what it sits over — the footer's last
 * line, the appointment form's submit button, a focused element.
 *
 * One test per page, with JavaScript and without: each check at each width is
 * a step named "at <width> px › <what it checks>". Whether the bar shows is
 * decided by CSS (md:hidden, and the guard of the pages with a form) and by an
 * IntersectionObserver, and both follow the viewport: a page resized to the
 * next width is laid out as one loaded at it. A page is loaded again only
 * after a step that leaves it (following Book).
 */

const PHONES = [320, 375] as const;
const WIDE = 1280;
/** The height of every screen here: the bar's bottom edge is the screen's. */
const SCREEN_HEIGHT = 640;
/** A page without a form, and the pages with the appointment form. */
const PLAIN_PAGE = "/about";
const FORM_PAGES = ["/contact", inLang("/contact", "es"), "/espanol"] as const;

function inLang(path: string, lang: Lang): string {
  return lang === "en" ? path : (counterpartOf(path)?.path ?? "");
}

const bar = (page: Page) => page.locator("[data-action-bar]");

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("the element has no box on screen");
  return rect;
}

/** True when the two elements' boxes share some area on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await box(a), await box(b)];
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
    )
    .toBe(true);
}

const atWidth = (page: Page, width: number) => page.setViewportSize({ width, height: SCREEN_HEIGHT });

test.use({ viewport: { width: PHONES[0], height: SCREEN_HEIGHT } });

for (const lang of LANGS) {
  const path = inLang(PLAIN_PAGE, lang);

  test(`on ${path}, the bar at ${PHONES.join(" and ")} px and none at ${WIDE} px`, async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const width of PHONES) {
      // Loaded at each phone width: the last step follows Book off the page.
      await atWidth(page, width);
      errors.length = 0;
      await page.goto(path);
      await waitForHydration(page);

      if (path === PLAIN_PAGE) {
        // First, while the keyboard has not moved focus since the page loaded.
        await test.step(`at ${width} px › on ${PLAIN_PAGE} an element that takes focus from the keyboard is never under the bar`, () =>
          expectKeyboardFocusNeverUnderTheBar(page));
        await backToTheTop(page);
        await test.step(`at ${width} px › a link placed under the bar and then focused scrolls clear of it`, () =>
          expectFocusedLinkScrollsClearOfTheBar(page));
        await backToTheTop(page);
      }

      await test.step(`at ${width} px › on ${path} the footer's last line scrolls clear of the bar`, async () => {
        await scrollToEnd(page);
        const lastLine = page.locator("footer p").last();
        await expect(bar(page)).toBeVisible();
        expect(await overlap(lastLine, bar(page))).toBe(false);
      });
      await backToTheTop(page);

      if (width === PHONES[0]) {
        await test.step(`at ${WIDE} px › hides the bar on ${path}`, async () => {
          await atWidth(page, WIDE);
          await expect(bar(page)).toBeHidden();
        });
        await atWidth(page, width);
      }

      await test.step(`at ${width} px › shows the bar on ${path}, fixed to the bottom, with call, text and book in the page's language`, () =>
        expectTheBarToLeadWhereItSays(page, lang, errors));
    }
  });
}

/** The bar's three links, their names, sizes and place; then Book, followed off the page. */
async function expectTheBarToLeadWhereItSays(page: Page, lang: Lang, errors: string[]) {
  const copy = actionBarCopy[lang];
  const nav = page.getByRole("navigation", { name: copy.name });
  // At the top, the header's call and Book are the first screen's (first-action.spec.ts); the bar comes up
  // once the visitor scrolls.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  await expect(nav).toBeVisible();
  const call = nav.getByRole("link", { name: copy.call.label + copy.call.rest });
  const text = nav.getByRole("link", { name: copy.text.label + copy.text.rest });
  const book = nav.getByRole("link", { name: copy.book.label + copy.book.rest });
  await expect(call).toHaveAttribute("href", contactHrefs.call);
  await expect(text).toHaveAttribute("href", contactHrefs.text);
  await expect(book).toHaveAttribute("href", shellCopy[lang].contact.to);
  for (const [link, words] of [
    [call, copy.call],
    [text, copy.text],
    [book, copy.book],
  ] as const) {
    // What a sighted visitor reads is where the name a voice user says begins.
    await expect(link).toContainText(words.label);
    const rect = await box(link);
    expect(rect.width).toBeGreaterThanOrEqual(44);
    expect(rect.height).toBeGreaterThanOrEqual(44);
  }

  // Fixed to the bottom of the screen wherever the page is scrolled.
  for (const y of [SCREEN_HEIGHT, 2 * SCREEN_HEIGHT]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const rect = await box(nav);
    expect(Math.round(rect.y + rect.height)).toBe(SCREEN_HEIGHT);
  }
  const overflow = await sidewaysOverflow(page);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);

  const violations = await axeViolations(page, {
    include: "[data-action-bar]",
    tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
  });
  expect(violations.map((violation) => violation.id)).toEqual([]);
  expect(errors).toEqual([]);

  // It leads where it says.
  await book.click();
  await expect(page).toHaveURL(new RegExp(`${shellCopy[lang].contact.to}$`));
}

async function expectKeyboardFocusNeverUnderTheBar(page: Page) {
  // Away while the page is at its top, the bar keeps its box, and comes up as the focus scrolls the page.
  const barTop = (await box(bar(page))).y;
  let checked = 0;
  let barShown = false;
  // Through the whole page, to the footer's last link; the bar's own links end the walk.
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const rect = element.getBoundingClientRect();
      const shown = document.querySelector("[data-action-bar]")?.checkVisibility({ visibilityProperty: true });
      return { inBar: element.closest("[data-action-bar]") !== null, shown, top: rect.top, bottom: rect.bottom };
    });
    if (!focused || focused.inBar) break;
    barShown ||= focused.shown === true;
    // Elements taller than the space above the bar cannot clear it; none on this page is.
    expect(focused.bottom, `focus stop ${step + 1}`).toBeLessThanOrEqual(barTop);
    checked++;
  }
  expect(checked).toBeGreaterThan(10);
  expect(barShown, "the bar came up as the focus went down the page").toBe(true);
}

async function expectFocusedLinkScrollsClearOfTheBar(page: Page) {
  const barBox = await box(bar(page));
  // The first link of the footer, put exactly behind the bar.
  const link = page.locator("footer a").first();
  await page.evaluate(
    ({ top }) => {
      const target = document.querySelector("footer a") as HTMLElement;
      window.scrollBy(0, target.getBoundingClientRect().top - top);
    },
    { top: barBox.y + 8 },
  );
  expect(await overlap(link, bar(page))).toBe(true);
  await link.focus();
  await expect(link).toBeFocused();
  expect(await overlap(link, bar(page))).toBe(false);
}

for (const path of FORM_PAGES) {
  test(`on ${path}, the bar at ${PHONES.join(" and ")} px never covers the submit button`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await waitForHydration(page);
    for (const width of PHONES) {
      await atWidth(page, width);
      // Each step begins and ends scrolled to the top, where the bar is as the page opened.
      await test.step(`at ${width} px › on ${path} the bar never covers the appointment form's submit button`, async () => {
        const submit = page.locator("form button[type=submit]");
        await page.evaluate(() => window.scrollTo(0, 0));
        // A page that opens on the form (the contact pages, where Book lands) has no "above the form".
        const formOnFirstScreen = await page
          .locator("form")
          .first()
          .evaluate((form) => form.getBoundingClientRect().top < window.innerHeight);
        await expectTheBarAtTheTop(page, formOnFirstScreen);

        await submit.scrollIntoViewIfNeeded();
        await expect(submit).toBeInViewport();
        await expect(bar(page)).toBeHidden();

        // The worst place: the button's bottom edge on the screen's bottom edge.
        await page.evaluate(() => {
          const button = document.querySelector("form button[type=submit]") as HTMLElement;
          window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight);
        });
        await expect(submit).toBeInViewport();
        await expect(bar(page)).toBeHidden();

        await scrollToEnd(page);
        if (await bar(page).isVisible()) expect(await overlap(submit, bar(page))).toBe(false);

        // Back at the top the bar is as it was there: the same page, the same answer, however
        // quickly the observer speaks (the bar is still up from the page's end until it does).
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectTheBarAtTheTop(page, formOnFirstScreen);
        expect(errors).toEqual([]);
      });
    }
  });
}

/**
 * Scrolled to the top of a page with the form: no bar while the form is on the
 * first screen; none either while the hero's own call and Book are (issue 41,
 * first-action.spec.ts), but there once they have scrolled away above the form.
 */
async function expectTheBarAtTheTop(page: Page, formOnFirstScreen: boolean) {
  if (formOnFirstScreen) {
    await expect(bar(page), "the form is on the first screen: no bar").toBeHidden();
    return;
  }
  const heroActions = page.locator("[data-hero-actions]");
  if ((await heroActions.count()) === 0) {
    await expect(bar(page), "at the top, the header's call and Book: no bar").toBeHidden();
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    const formInView = await page
      .locator("form")
      .first()
      .evaluate((form) => form.getBoundingClientRect().top < window.innerHeight);
    await (formInView
      ? expect(bar(page), "scrolled down to the form: no bar").toBeHidden()
      : expect(bar(page), "scrolled down, above the form, the bar is there").toBeVisible());
    await page.evaluate(() => window.scrollTo(0, 0));
    return;
  }
  await expect(heroActions).toBeInViewport();
  await expect(bar(page), "the hero's call and Book are on screen: no bar").toBeHidden();
  // Just past the hero's actions, still above the form.
  await page.evaluate(() => {
    const actions = document.querySelector("[data-hero-actions]") as HTMLElement;
    window.scrollBy(0, actions.getBoundingClientRect().bottom);
  });
  await expect(heroActions).not.toBeInViewport();
  await expect(page.locator("form").first()).not.toBeInViewport();
  await expect(bar(page), "past them, above the form, the bar is there").toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(`on ${PLAIN_PAGE}, the bar at ${PHONES.join(" and ")} px`, async ({ page }) => {
    await page.goto(PLAIN_PAGE);
    for (const width of PHONES) {
      await atWidth(page, width);
      await test.step(`at ${width} px › without JavaScript › the bar is there on ${PLAIN_PAGE} once the page scrolls, and the footer's last line scrolls clear of it`, async () => {
        await expect(bar(page), "at the top, the header's call and Book: no bar").toBeHidden();
        await page.evaluate(() => window.scrollTo(0, window.innerHeight));
        await expect(bar(page)).toBeVisible();
        await scrollToEnd(page);
        expect(await overlap(page.locator("footer p").last(), bar(page))).toBe(false);
      });
      await backToTheTop(page);
    }
  });

  for (const path of FORM_PAGES) {
    test(`on ${path}, the bar stays away at ${PHONES.join(" and ")} px`, async ({ page }) => {
      await page.goto(path);
      for (const width of PHONES) {
        await atWidth(page, width);
        await test.step(`at ${width} px › without JavaScript › on ${path}, where nothing could hide it over the submit button, the bar stays away and the header keeps calling and booking at hand`, async () => {
          const submit = page.locator("form button[type=submit]");
          await submit.scrollIntoViewIfNeeded();
          await expect(submit).toBeInViewport();
          await expect(bar(page)).toBeHidden();
          const header = page.locator("header");
          await expect(header.locator(`a[href="${contactHrefs.call}"]`).filter({ visible: true })).toBeInViewport();
          await expect(header.locator(`a[href="${shellCopy[langOfPath(path)].contact.to}"]`)).toBeInViewport();
        });
        await backToTheTop(page);
      }
    });
  }
});
