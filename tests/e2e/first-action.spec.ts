import type { Page } from "@playwright/test";
import { parseHTML } from "linkedom";
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/page-errors";
import { tonight } from "./support/visitor-path";
import { actionWords } from "../../app/content/actions";
import { actionBarCopy } from "../../app/content/action-bar";
import { callNowCopy } from "../../app/content/availability-now";
import { bookingPageUrl } from "../../app/content/booking-link";
import { whatsAppLinks } from "../../app/content/contact-ways";
import { shellCopy } from "../../app/content/shell";
import { availabilityAt } from "../../app/lib/availability";
import { BOOK_PATHS } from "../../app/lib/special-paths";
import { listArticlePaths } from "../../app/lib/articles.server";
import { listPagePairs, listPagePaths, NOT_FOUND_PATHS } from "../../app/routes/page-paths";
import { LIVE_ELEMENTS } from "../../app/vocabulary/live-elements";
import { site } from "../../app/facts/site.config";
import { LANGS, langNames, langOfPath, type Lang } from "../../app/vocabulary/lang";

/*
 * Issue 41, one first action. On a phone's first screen, while she is
 * available, the first action in reading order calls, it is the only gold
 * one, and there are at most three; while she is not, Book holds the gold and
 * nothing says "Call now".
 *
 * What counts as an action: a link or button that reaches her or books her —
 * a call (tel:), a text (sms:), WhatsApp, her online booking page, or a link
 * to the appointment form (the Book paths, or "#id" of the form on the page
 * itself) — wherever it stands: the header, the hero or the bottom bar. Not
 * actions: the logo, the menu button, the language switch, and links that
 * lead to reading (the fee estimator beside the prices, the About page).
 * "On the first screen": drawn (not `visibility: hidden`, not display:none),
 * wholly inside the viewport, scrolled to the top.
 *
 * The moments follow her hours in the data: a weekday 6 PM in New York, or the
 * first quarter hour after it she is available (support/visitor-path.ts), and
 * the first quarter hour after that she is not.
 */

const PHONES = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
] as const;

const open = tonight();
const closed = firstQuarterHourAfter(open, (instant) => availabilityAt(instant, site.hours).kind !== "open");

function firstQuarterHourAfter(start: Date, wanted: (instant: Date) => boolean): Date {
  for (let step = 1; step < 7 * 96; step += 1) {
    const instant = new Date(start.getTime() + step * 900_000);
    if (wanted(instant)) return instant;
  }
  throw new Error("her hours leave no time in the week when she is not available");
}

/** Where a link books her: the form's paths in both languages, and her booking page when she has one. */
const bookHrefs = [
  ...Object.values(BOOK_PATHS),
  ...LANGS.map((lang) => shellCopy[lang].contact.to),
  ...(bookingPageUrl ? [bookingPageUrl] : []),
];
const chatHrefs = whatsAppLinks ? LANGS.map((lang) => whatsAppLinks?.[lang].href ?? "") : [];

interface FirstScreenAction {
  href: string;
  kind: "call" | "text" | "chat" | "book";
  text: string;
  gold: boolean;
}

/** The actions drawn wholly on the first screen, in document (reading) order. */
function firstScreenActions(page: Page): Promise<FirstScreenAction[]> {
  return page.evaluate(
    ({ bookHrefs, chatHrefs }) => {
      // Gold is the theme's accent-400, read through a probe so the test follows the theme.
      const probe = document.createElement("div");
      probe.style.backgroundColor = "var(--color-accent-400)";
      document.body.append(probe);
      const gold = getComputedStyle(probe).backgroundColor;
      probe.remove();
      const kindOf = (link: Element): FirstScreenAction["kind"] | undefined => {
        const href = link.getAttribute("href") ?? "";
        if (href.startsWith("tel:")) return "call";
        if (href.startsWith("sms:")) return "text";
        if (chatHrefs.includes(href)) return "chat";
        if (bookHrefs.includes(href)) return "book";
        // A link to the form on this page.
        const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
        if (target && target.tagName !== "MAIN" && target.querySelector("form")) return "book";
        return undefined;
      };
      return [...document.querySelectorAll("a[href]")].flatMap((link) => {
        const kind = kindOf(link);
        const box = link.getBoundingClientRect();
        const drawn =
          link.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 0 && box.height > 0;
        const onFirstScreen = box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0;
        if (!kind || !drawn || !onFirstScreen) return [];
        return [
          {
            href: link.getAttribute("href") ?? "",
            kind,
            text: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
            gold: getComputedStyle(link).backgroundColor === gold,
          },
        ];
      });
    },
    { bookHrefs, chatHrefs },
  );
}

/** Loads `path` at `instant` and waits until every live pair (the header's, the hero's) says what holds then. */
async function openAt(page: Page, path: string, instant: Date) {
  await page.clock.setFixedTime(instant);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator(LIVE_ELEMENTS.pair).first()).toBeAttached();
  await expect(page.locator(`${LIVE_ELEMENTS.pair}[data-status="hours"]`)).toHaveCount(0);
  // The gold changes hands with a short colour transition: read the colours it ends on.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/** "Call now — until …" for each of her closing times, spaces as the page's text reads them. */
const callNowWords = (lang: Lang) =>
  [...new Set(site.hours.schedule.map((period) => period.closes))].map((closes) =>
    callNowCopy[lang](closes).replace(/\s+/g, " "),
  );

/**
 * The first screen of `path` while she is available, then while she is not.
 * Where the call has words of its own (the hero's "Call now — until …"), they
 * say until when.
 */
async function expectOneFirstAction(page: Page, path: string, { callInWords = false } = {}) {
  const lang = langOfPath(path);
  expect(availabilityAt(open, site.hours).kind).toBe("open");

  await test.step(`available (${open.toISOString()})`, async () => {
    await openAt(page, path, open);
    const actions = await firstScreenActions(page);
    const summary = JSON.stringify(actions);
    expect(actions[0]?.kind, `the first action calls: ${summary}`).toBe("call");
    if (callInWords || actions[0]?.text) {
      expect(callNowWords(lang), "the call says until when").toContain(actions[0]?.text);
    }
    expect(
      actions.filter((action) => action.gold),
      `gold actions: ${summary}`,
    ).toEqual([actions[0]]);
    expect(actions.length, `at most three actions: ${summary}`).toBeLessThanOrEqual(3);
    expect(
      actions.some((action) => action.kind === "book"),
      `Book is on the first screen too: ${summary}`,
    ).toBe(true);
  });

  await test.step(`not available (${closed.toISOString()})`, async () => {
    await openAt(page, path, closed);
    const actions = await firstScreenActions(page);
    const summary = JSON.stringify(actions);
    // The call keeps its place (nothing moves as the page wakes); Book holds the gold.
    const gold = actions.filter((action) => action.gold);
    expect(
      gold.map((action) => action.kind),
      `gold actions: ${summary}`,
    ).toEqual(["book"]);
    const bookText = gold[0]?.text.toLowerCase() ?? "";
    expect(
      bookNames(lang).some((name) => bookText.includes(name)),
      `Book's words: ${summary}`,
    ).toBe(true);
    for (const words of callNowWords(lang)) {
      expect(actions.map((action) => action.text)).not.toContain(words);
    }
    expect(actions.length, `at most three actions: ${summary}`).toBeLessThanOrEqual(3);
    expect(
      actions.some((action) => action.kind === "call"),
      `the call is on the first screen too: ${summary}`,
    ).toBe(true);
  });
}

for (const lang of LANGS) {
  const home = shellCopy[lang].home;
  const sizes = PHONES.map((phone) => `${phone.width} × ${phone.height}`).join(" and ");
  test(`${home} at ${sizes}: the first action calls while she is available, Book holds the gold while she is not`, async ({
    page,
  }) => {
    for (const phone of PHONES) {
      await test.step(`${phone.width} × ${phone.height}`, async () => {
        await page.setViewportSize(phone);
        // On the home page the call is the hero's, in words: "Call now — until …".
        await expectOneFirstAction(page, home, { callInWords: true });
      });
    }
  });
}

/**
 * Every other kind of page, once: each page of the route table in one of its
 * two languages (taking turns), an article and the not-found page, on the
 * smaller common phone. Pages without a hero's pair lead with the header's.
 */
const homes = new Set(LANGS.map((lang) => shellCopy[lang].home));
const pageOfEachKind = [
  ...listPagePairs().map((pair, index) => pair[LANGS[index % LANGS.length] as Lang]),
  ...listArticlePaths().slice(0, 1),
  NOT_FOUND_PATHS.es,
].filter((path) => !homes.has(path));

// One tab per language, its clock set again before each load: a page loaded from another of the site's costs
// a fraction of a first load in a new tab (docs/decisions/032).
for (const lang of LANGS) {
  const paths = pageOfEachKind.filter((path) => langOfPath(path) === lang);
  test(`every other kind of page in ${langNames[lang]}, at 375 × 667: the first action calls while she is available, Book holds the gold while she is not`, async ({
    page,
  }) => {
    test.setTimeout(paths.length * 30_000);
    await page.setViewportSize(PHONES[1]);
    for (const path of paths) await test.step(path, () => expectOneFirstAction(page, path));
  });
}

/*
 * One name per action: on every built page, in each language, a call, a
 * text and Book read the same way. A call or a text is the number with the
 * same words before it everywhere (or none, where the number stands in a
 * sentence): the long words of the shell and the bar's short one. Book is
 * named by its own words (actions.ts), the full or the short label, or the
 * spec's own words where spec.md names them (design.md §14), a card's title
 * first. The name is what a sighted visitor reads on a phone: words only for
 * screen readers (.sr-only), decoration (aria-hidden) and what is hidden
 * below the sm breakpoint (the class "hidden") are left out; a link with no
 * words of its own is named by its aria-label.
 */
/** Any run of spaces as one plain space, as the name is read (the number keeps no-break spaces). */
const spaced = (text: string) => text.replace(/\s+/g, " ").trim();
const number = spaced(site.phone.display);

/** The words before the number, as a phrase that ends where the number starts. */
const wordsBefore = (name: string) => {
  const at = name.indexOf(number);
  return (at < 0 ? name : name.slice(0, at)).replace(/[:\s]+$/, "").trim();
};

const callWords = (lang: Lang) =>
  new Set([
    "",
    wordsBefore(spaced(shellCopy[lang].call(site.phone.display))),
    wordsBefore(spaced(shellCopy[lang].callOrText(site.phone.display))),
    actionBarCopy[lang].call.label,
  ]);
const textWords = (lang: Lang) =>
  new Set([
    wordsBefore(spaced(actionBarCopy[lang].text.label + actionBarCopy[lang].text.rest)),
    actionBarCopy[lang].text.label,
  ]);
const bookNames = (lang: Lang) =>
  [actionWords[lang].book.label, actionWords[lang].book.short, ...Object.values(actionWords[lang].named)].map((name) =>
    name.toLowerCase(),
  );

interface NamedAction {
  kind: "call" | "text" | "book";
  name: string;
}

function actionsIn(html: string): NamedAction[] {
  const { document } = parseHTML(html);
  return [...document.querySelectorAll("a[href]")].flatMap((link): NamedAction[] => {
    const href = link.getAttribute("href") ?? "";
    const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
    // The skip link leads to main, which holds the form on some pages: not a way to book.
    const inPageForm = !!target && target.tagName !== "MAIN" && !!target.querySelector("form");
    const kind = href.startsWith("tel:")
      ? "call"
      : href.startsWith("sms:")
        ? "text"
        : bookHrefs.includes(href) || inPageForm
          ? "book"
          : undefined;
    if (!kind) return [];
    const seen = link.cloneNode(true) as Element;
    for (const hidden of seen.querySelectorAll('.sr-only, [aria-hidden="true"], .hidden, style')) hidden.remove();
    return [{ kind, name: spaced(seen.textContent ?? "") || spaced(link.getAttribute("aria-label") ?? "") }];
  });
}

test("one name per action: every built page names a call, a text and Book as every other page in its language", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const found: Record<NamedAction["kind"], number> = { call: 0, text: 0, book: 0 };
  const odd: string[] = [];
  for (const path of listPagePaths()) {
    const lang = langOfPath(path);
    for (const action of actionsIn(await (await request.get(path)).text())) {
      found[action.kind] += 1;
      const fits =
        action.kind === "call"
          ? callWords(lang).has(wordsBefore(action.name))
          : action.kind === "text"
            ? textWords(lang).has(wordsBefore(action.name))
            : bookNames(lang).some((name) => action.name.toLowerCase().startsWith(name));
      if (!fits) odd.push(`${path}: ${action.kind} "${action.name}"`);
    }
  }
  expect(odd, "actions named otherwise than everywhere else").toEqual([]);
  // The check saw each kind: a selector that matched nothing would prove nothing.
  for (const kind of ["call", "text", "book"] as const) expect(found[kind], kind).toBeGreaterThan(0);
});
