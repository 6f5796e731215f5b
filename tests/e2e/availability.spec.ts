import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { actionsOf } from "./support/first-screen";
import { sidewaysOverflow } from "./support/layout";
import { weeklyHoursCopy } from "../../app/content/availability";
import { availabilityCopy, callNowCopy } from "../../app/content/availability-now";
import { shellCopy } from "../../app/content/shell";
import { availabilityAt, describeAvailability } from "../../app/lib/availability";
import { shortWeeklyHours, WEEK as WEEK_ORDER } from "../../app/lib/weekly-hours";
import { services, servicePath } from "../../app/content/services";
import { counterpartOf } from "../../app/routes/page-paths";
import { site } from "../../app/facts/site.config";
import { LANGS, type Lang } from "../../app/vocabulary/lang";
import { collectPageErrors, waitForHydration } from "./support/page-errors";

/*
 * The availability line: the weekly hours in the prerendered page, the live
 * status in New York once the page runs, whatever the visitor's own time
 * zone, with nothing on the page moving when it changes.
 */

/** The visitor is far from Berks County: the line must still read New York's clock. */
test.use({ timezoneId: "Asia/Tokyo" });

const PATH = "/about";
const pathIn = (lang: Lang) => (lang === "en" ? PATH : (counterpartOf(PATH)?.path ?? ""));

/** Instants in New York time, chosen to land in each state; the sentences come from the hours in the facts. */
const INSTANTS = [
  { at: "2026-11-23T23:00:00Z", when: "Monday 6:00 PM" },
  { at: "2026-11-23T17:00:00Z", when: "Monday noon" },
  { at: "2026-11-28T02:00:00Z", when: "Friday 9:00 PM" },
  { at: "2026-11-29T14:00:00Z", when: "Sunday 9:00 AM" },
  { at: "2026-03-08T13:30:00Z", when: "Sunday 9:30 AM, the morning daylight saving time starts" },
  { at: "2026-11-01T13:30:00Z", when: "Sunday 8:30 AM, the morning daylight saving time ends" },
] as const;

function sentenceAt(iso: string, lang: Lang): string {
  return describeAvailability(availabilityAt(new Date(iso), site.hours), availabilityCopy[lang]);
}

const headerLine = (page: Page) => page.locator("header [data-availability]");
/** The widths the header's line shows at: from a tablet, through the laptops where the Spanish sentence was cut. */
const HEADER_WIDTHS = [768, 1024, 1280] as const;
const menuLine = (page: Page) => page.locator("dialog [data-availability]");

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("the availability line has no box on screen");
  return rect;
}

/** The header line's box and text in the prerendered page, read with JavaScript off. */
async function readPrerendered(browser: Browser, lang: Lang, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 700 } });
  const page = await context.newPage();
  await page.goto(pathIn(lang));
  const line = headerLine(page);
  const result = {
    box: await box(line),
    text: await line.textContent(),
    state: await line.getAttribute("data-availability"),
  };
  await context.close();
  return result;
}

// The built page does not change during a run: each language and width is read once per worker.
const prerenderedLines = new Map<string, ReturnType<typeof readPrerendered>>();

function prerendered(browser: Browser, lang: Lang, width: number) {
  const key = `${lang} ${width}`;
  let line = prerenderedLines.get(key);
  if (!line) {
    line = readPrerendered(browser, lang, width);
    prerenderedLines.set(key, line);
  }
  return line;
}

/**
 * Records every layout shift once the document has been parsed, which is
 * when the line can change: hydration waits for the parsed document. (A long
 * page painted while it is still arriving can shift as its later parts come
 * in; that is the browser's progressive rendering, not this line.) The end of
 * parsing is read from DOMContentLoaded's own time stamp: Playwright's clock
 * replaces the Performance API's entry lists, but not events' time stamps
 * or the shifts' start times.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __layoutShifts: string[] }).__layoutShifts = shifts;
    let parsedAt = Infinity;
    document.addEventListener("DOMContentLoaded", (event) => (parsedAt = event.timeStamp), { once: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.startTime < parsedAt) continue;
        // What moved, from where to where, and when: the failure says what to fix.
        const moved = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName);
          return `${element} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`;
        });
        shifts.push(
          `${entry.value.toFixed(4)} at ${(entry.startTime - parsedAt).toFixed(0)} ms after parsing: ${moved.join(" | ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

for (const lang of LANGS) {
  const copy = weeklyHoursCopy[lang];

  test.describe(`in ${lang === "en" ? "English" : "Spanish"} (${pathIn(lang)})`, () => {
    test("the prerendered page says the weekly hours, true at any time", async ({ browser }) => {
      const { text, state } = await prerendered(browser, lang, 1280);
      expect(state).toBe("hours");
      const expected = `${copy.hoursLabel} ${shortWeeklyHours(site.hours.schedule, lang, copy)}`;
      expect(text?.replace(/\s+/g, " ")).toBe(expected.replace(/\s+/g, " "));
    });

    // Each instant at one of the widths the header line shows at, in turn: the widths change the box, not the
    // clock. One tab for all six, its clock set again before each load: a step names the instant that fails.
    test(`at ${HEADER_WIDTHS.join(", ")} px, at ${INSTANTS.length} instants in New York, the header says what holds then, whole, and nothing moves`, async ({
      page,
      browser,
    }) => {
      await watchLayoutShifts(page);
      const errors = collectPageErrors(page);
      for (const [index, { at, when }] of INSTANTS.entries()) {
        const width = HEADER_WIDTHS[index % HEADER_WIDTHS.length] ?? 1280;
        await test.step(`at ${width} px, on ${when}`, async () => {
          const before = await prerendered(browser, lang, width);
          await page.setViewportSize({ width, height: 700 });
          await page.clock.setFixedTime(new Date(at));
          errors.length = 0;
          await page.goto(pathIn(lang));
          await waitForHydration(page);

          const line = headerLine(page);
          const status = availabilityAt(new Date(at), site.hours);
          await expect(line).toHaveAttribute("data-availability", status.kind);
          await expect(line).toHaveText(sentenceAt(at, lang));
          // The status takes exactly the box the prerendered hours kept for it. (Where the box sits can
          // differ between two separate loads: a web font that arrives in time for one load and not the
          // other changes the widths around it. Movement within one load is the layout-shift check below.)
          const { width: boxWidth, height: boxHeight } = await box(line);
          expect({ width: boxWidth, height: boxHeight }).toEqual({
            width: before.box.width,
            height: before.box.height,
          });
          // Nothing cut off: the whole sentence fits the box it was given, in height and in width (an
          // ellipsis once cut "Disponible ahora hasta las 8:…" at 1024 px).
          expect(await line.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
          expect(
            await line.evaluate((element) =>
              [...element.querySelectorAll("span")].every(
                (span) => span.scrollWidth <= span.clientWidth && span.scrollHeight <= span.clientHeight,
              ),
            ),
          ).toBe(true);
          // Let a frame or two pass, then read what moved.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
          expect(await page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts)).toEqual(
            [],
          );
          expect(errors).toEqual([]);
        });
      }
    });

    test("at 320 and 375 px the menu says the live status under its call button", async ({ page }) => {
      const { at } = INSTANTS[0];
      await page.clock.setFixedTime(new Date(at));
      const errors = collectPageErrors(page);
      for (const width of [320, 375]) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 700 });
          await page.goto(pathIn(lang));
          await waitForHydration(page);
          await page.getByRole("button", { name: shellCopy[lang].menu.open }).click();
          const line = menuLine(page);
          await expect(line).toBeVisible();
          await expect(line).toHaveText(sentenceAt(at, lang));
          expect(await line.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
          const callButton = page
            .getByRole("dialog")
            .getByRole("link", { name: shellCopy[lang].call(site.phone.display) });
          expect((await box(line)).y).toBeGreaterThan((await box(callButton)).y);
          const overflow = await sidewaysOverflow(page);
          expect(overflow).toBeLessThanOrEqual(0);
          expect(errors).toEqual([]);
        });
      }
    });

    test("the line looks again at the turn of each minute", async ({ page }) => {
      // Monday 4:59:30 PM in New York, half a minute before the evening opens.
      const start = new Date("2026-11-23T21:59:30Z");
      await page.setViewportSize({ width: 1280, height: 700 });
      await page.clock.install({ time: start });
      await page.goto(pathIn(lang));
      await waitForHydration(page);
      const line = headerLine(page);
      await expect(line).toHaveText(sentenceAt(start.toISOString(), lang));

      await page.clock.fastForward("00:45");
      await expect(line).toHaveText(sentenceAt("2026-11-23T22:00:15Z", lang));
      await expect(line).toHaveAttribute("data-availability", "open");

      // Past the closing, three hours later.
      await page.clock.fastForward("03:00:00");
      await expect(line).toHaveText(sentenceAt("2026-11-24T01:00:15Z", lang));
    });
  });
}

/*
 * Issue 23: the first screen follows the clock. While she is available the
 * gold button calls ("Call now — until …") and, since issue 41, comes first;
 * otherwise Book is the gold one and comes first, the call beside it. The
 * prerendered page, which cannot know the hour, leads with the call, Book in
 * gold. Nothing moves when the page wakes: the gold changes hands in place,
 * and a swap draws new buttons rather than moving the old ones
 * (first-action.spec.ts holds the whole first screen). The instants come
 * from her hours in the facts.
 */

/** Lets a frame or two pass, then expects no layout shift since the document was parsed. */
async function expectNothingMoved(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(await page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts)).toEqual([]);
}

/** The home page, the first town's and the first service's, in `lang`: each kind of hero with the two actions. */
function heroPagesIn(lang: Lang): string[] {
  const [town] = site.serviceArea.towns;
  const [service] = services;
  const english = [...(town ? [`/locations/${town.slug}`] : []), ...(service ? [servicePath(service, "en")] : [])];
  const inLang = english.map((path) => (lang === "en" ? path : (counterpartOf(path)?.path ?? path)));
  return [shellCopy[lang].home, ...inLang];
}
test.describe("the first screen on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const [firstPeriod] = site.hours.schedule;
  if (!firstPeriod) throw new Error("business.json has no opening period");
  const lastStart = site.hours.lastStartMinutesBeforeClose;

  /** A minute on the first weekday of her first period in the week of Monday 16 November 2026 (UTC−5 in New York). */
  function onHerFirstDay(minutes: number): Date {
    const dayIndex = WEEK_ORDER.indexOf(firstPeriod?.days[0] ?? "Monday");
    return new Date(Date.UTC(2026, 10, 16 + dayIndex, 5, minutes));
  }
  const opens = minutesOf(firstPeriod.opens);
  const closes = minutesOf(firstPeriod.closes);
  const WHEN = {
    // Halfway between her opening and her last start.
    available: onHerFirstDay(Math.floor((opens + closes - lastStart) / 2)),
    // A minute before she closes: inside the last-start window.
    lastStartWindow: onHerFirstDay(closes - 1),
    // A minute before she opens.
    outsideHours: onHerFirstDay(opens - 1),
  };

  /** The hero's two actions, and whether each is drawn filled (gold) or outlined. */
  async function heroActions(page: Page) {
    const actions = page.locator("[data-hero-facts] a");
    // The gold changes hands with a short colour transition: read the colours it ends on.
    // (Transitions only: the scroll-driven animations of the header and the bar never finish.)
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    const call = actions.and(page.locator('[href^="tel:"]'));
    const book = actions.and(page.locator(':not([href^="tel:"]):not([href^="sms:"])')).first();
    const filled = (link: Locator) =>
      link.evaluate((element) => getComputedStyle(element).backgroundColor !== "rgba(0, 0, 0, 0)");
    const firstHref = await actions.first().getAttribute("href");
    return { call, book, firstHref, callFilled: await filled(call), bookFilled: await filled(book) };
  }

  for (const lang of LANGS) {
    const home = shellCopy[lang].home;

    test(`${home}: while she is available, the first screen's gold button calls and says until when, and nothing moves`, async ({
      page,
    }) => {
      const status = availabilityAt(WHEN.available, site.hours);
      expect(status.kind).toBe("open");
      await page.clock.setFixedTime(WHEN.available);
      await watchLayoutShifts(page);
      const errors = collectPageErrors(page);
      await page.goto(home);
      await waitForHydration(page);
      const { call } = actionsOf(page);
      await expect(call).toHaveText(callNowCopy[lang](status.kind === "open" ? status.closes : "00:00"));
      const actions = await heroActions(page);
      // The call keeps its place, first, as in the prerendered page, and takes the gold where it stands.
      expect(actions.firstHref).toMatch(/^tel:/);
      expect(actions.callFilled, "the call is the gold button").toBe(true);
      expect(actions.bookFilled, "Book is outlined").toBe(false);
      await expect(call).toBeInViewport({ ratio: 1 });
      // The status line says it too, in the hero's facts, as bold and white as the prices.
      const line = page.locator("[data-hero-facts] [data-availability]");
      await expect(line).toHaveText(sentenceAt(WHEN.available.toISOString(), lang));
      const price = page.locator("[data-hero-facts] li").first();
      const looks = (locator: Locator) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return { weight: style.fontWeight, color: style.color, size: style.fontSize };
        });
      expect(await looks(line)).toEqual(await looks(price));
      // The buttons kept their places and sizes as the page woke: nothing moved under a visitor's thumb.
      await expectNothingMoved(page);
      expect(errors).toEqual([]);

      // The same on a laptop, where the two stand side by side, in each kind of hero that has them.
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const path of heroPagesIn(lang)) {
        await test.step(`at 1280 px on ${path}`, async () => {
          await page.goto(path);
          await waitForHydration(page);
          await expect(actionsOf(page).call).toHaveText(
            callNowCopy[lang](status.kind === "open" ? status.closes : "00:00"),
          );
          expect((await heroActions(page)).callFilled, "the call is the gold button").toBe(true);
          await expectNothingMoved(page);
          expect(errors).toEqual([]);
        });
      }
    });

    for (const [name, instant] of [
      ["a minute before closing, inside the last-start window", WHEN.lastStartWindow],
      ["before she opens", WHEN.outsideHours],
    ] as const) {
      test(`${home}: ${name}, Book is the gold button and the status says when she is next available`, async ({
        page,
      }) => {
        const status = availabilityAt(instant, site.hours);
        expect(status.kind).not.toBe("open");
        await page.clock.setFixedTime(instant);
        await page.goto(home);
        await waitForHydration(page);
        const line = page.locator("[data-hero-facts] [data-availability]");
        await expect(line).toHaveText(sentenceAt(instant.toISOString(), lang));
        await expect(line).not.toHaveText(sentenceAt(WHEN.available.toISOString(), lang));
        const { call } = actionsOf(page);
        await expect(call).toHaveText(shellCopy[lang].call(site.phone.display));
        const actions = await heroActions(page);
        // The call keeps its place as the page wakes (nothing moves under a thumb); the gold goes to Book.
        expect(actions.firstHref, "the call keeps its place").toMatch(/^tel:/);
        expect(actions.bookFilled, "Book is the gold button").toBe(true);
        expect(actions.callFilled, "the call is outlined").toBe(false);
      });
    }

    test(`${home}: the prerendered page, which cannot know the hour, leads with the call and draws Book in gold`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(home);
      const actions = await heroActions(page);
      expect(actions.firstHref).toMatch(/^tel:/);
      expect(actions.bookFilled).toBe(true);
      expect(actions.callFilled).toBe(false);
      await expect(actions.call).toHaveAttribute("href", `tel:${site.phone.e164}`);
      await expect(actions.call).toBeInViewport({ ratio: 1 });
      await context.close();
    });
  }
});
