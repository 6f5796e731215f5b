import { expect, test as playwrightTest, type APIRequestContext, type Page } from "@playwright/test";
import { formEndpoint } from "../../../app/lib/form-endpoint";
import { shellCopy } from "../../../app/content/shell";
import { nearestPageInOtherLang } from "../../../app/lib/page-lang";
import { NOT_FOUND_PATHS } from "../../../app/lib/special-paths";
import { counterpartOf } from "../../../app/routes/page-paths";
import { site } from "../../../app/facts/site.config";
import { langOfPath, otherLang } from "../../../app/vocabulary/lang";
import {
  SEARCH_DESCRIPTION_MAX,
  SEARCH_DESCRIPTION_MIN,
  SEARCH_TITLE_MAX,
} from "../../../app/vocabulary/search-result";
import { findForbiddenWords, NOTARIO_WARNING_SELECTOR } from "../../../app/lib/forbidden-words";
import { securityHeaders } from "../../../platform/hosts/header-policy.mjs";
import { axeViolations, loadAxeWithEachPage, WCAG_21_AA } from "./axe";
import { expectPhotoSlots } from "./photo-slots";
import { expectFirstScreenSells, firstScreenPages } from "./first-screen";
import { collectPageErrors, waitForHydration } from "./page-errors";
import { heroEmptyRightShare, layoutShiftsSincePageBegan, sidewaysOverflow } from "./layout";
import { PREVIEW_TAGS, readPageHead } from "./page-head";
import { expectFirstPaintWaitsForTheContent, scriptsAskedForBeforeFirstPaint } from "./first-paint";
import { pageKindChecks } from "./page-kinds";

/**
 * The bar every page is held to (design.md §8), whichever server answers:
 * the every-route suite runs it on every page against `npm start`'s server,
 * with what each page's kind holds (support/page-kinds.ts), and the host
 * suite on one page of each kind against nginx.
 */

const notFoundPaths: readonly string[] = Object.values(NOT_FOUND_PATHS);
const firstScreenPaths = new Set(firstScreenPages.map((page) => page.path));

/** The origin the tests' preview build sends appointment requests to. */
const formOrigin = () => new URL(formEndpoint().url).origin;

// A link or image is fetched once per worker, however many pages share it.
const knownStatuses = new Map<string, number>();

async function statusOf(request: APIRequestContext, origin: string, path: string): Promise<number> {
  const url = origin + path;
  let status = knownStatuses.get(url);
  if (status === undefined) {
    status = (await request.get(url, { maxRedirects: 0 })).status();
    knownStatuses.set(url, status);
  }
  return status;
}

async function attributeValues(page: Page, selector: string, attribute: string): Promise<string[]> {
  const values = await page
    .locator(selector)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ""), attribute);
  return [...new Set(values)];
}

/** A long but ordinary address, 40 characters: what the owner might one day put in the facts. */
const LONG_EMAIL = "appointments.berksmobilenotary@gmail.com";

/** Replaces `from` with `to` in every text node of the page's body; returns how many it changed. */
function replaceText(page: Page, from: string, to: string): Promise<number> {
  return page.evaluate(
    ([from, to]) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let changed = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeValue?.includes(from)) {
          node.nodeValue = node.nodeValue.split(from).join(to);
          changed++;
        }
      }
      return changed;
    },
    [from, to] as const,
  );
}

/**
 * The visible places where `number` is split over two lines: each
 * occurrence in a text node is measured as a range, and a range on one line
 * has all its boxes on the same line.
 */
function wrappedPhoneNumbers(page: Page, number: string): Promise<string[]> {
  return page.evaluate((number) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? "";
      for (let at = text.indexOf(number); at !== -1; at = text.indexOf(number, at + number.length)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + number.length);
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
        if (boxes.length < 2) continue;
        // Boxes on one line share their middle; on two lines they are a line's height apart.
        const middles = boxes.map((box) => box.top + box.height / 2);
        const spread = Math.max(...middles) - Math.min(...middles);
        const lines = spread > Math.min(...boxes.map((box) => box.height)) / 2 ? 2 : 1;
        if (lines > 1) split.push(`${node.parentElement?.tagName.toLowerCase()}: "${text.trim().slice(0, 60)}"`);
      }
    }
    return split;
  }, number);
}

/**
 * "everything": the whole bar. "served": only what depends on the server that
 * sends the page — its status, head, headers, links, hydration, layout and
 * console — for a second host serving the same files, whose words, colours
 * and layout the first run has already checked.
 */
export type BarScope = "everything" | "served";

/** A failure of one of the bar's checks, its message opening with the check's name. */
class FailedCheck extends Error {
  constructor(check: string, cause: unknown) {
    super(`${check}:\n${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** One check of the bar, as a step of the test's report; a failure names the check. */
async function checkStep(title: string, body: () => Promise<void>): Promise<void> {
  await playwrightTest.step(title, async () => {
    try {
      await body();
    } catch (error) {
      throw new FailedCheck(title, error);
    }
  });
}

/** The bar's checks below are steps whose failures name the check. */
const test = { step: checkStep };

/**
 * The whole bar on each of `paths` in turn, in one browser page: a tab and its
 * set-up cost more than most checks, and nothing a page keeps (no cookie, no
 * storage) changes the next one. Each page is still loaded as a first visit
 * (the browser's cache is off) at the test's own viewport. A page that misses
 * the bar does not stop the others; the test fails at the end with every
 * miss, each naming its page and its check.
 */
export async function expectPagesMeetTheBar(
  page: Page,
  request: APIRequestContext,
  paths: readonly string[],
  scope: BarScope = "everything",
) {
  const viewport = page.viewportSize();
  if (scope === "everything") await loadAxeWithEachPage(page.context());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const errors = collectPageErrors(page);
  const requested = requestedUrls(page);
  const misses: string[] = [];
  for (const path of paths) {
    await playwrightTest.step(`page ${path}`, async () => {
      if (viewport) {
        // The last page ended at 320 px: the tab draws a frame at the test's own width before the
        // next page loads, so the new page is never first laid out at the old width.
        await page.setViewportSize(viewport);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      errors.length = 0;
      requested.length = 0;
      try {
        await checkPage(page, request, path, scope, { errors, requested });
      } catch (error) {
        misses.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }
  expect(misses, `pages that miss the bar, ${misses.length} of ${paths.length}`).toEqual([]);
}

/** What the page did while it was checked, for the checks at the end: console errors and every address it asked for. */
interface Watched {
  errors: string[];
  requested: string[];
}

/** Every address the page asks for; the privacy check keeps those on another site than the page's own. */
function requestedUrls(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  return requested;
}

async function checkPage(page: Page, request: APIRequestContext, path: string, scope: BarScope, watched: Watched) {
  const content = scope === "everything";
  const response = await page.goto(path);
  // Hydrated, rather than half a second without requests: the same page, sooner.
  await test.step("hydrates", () => waitForHydration(page));
  const origin = new URL(page.url()).origin;

  await test.step("answers its status (404 for the not-found page, else 200) with one h1 and the site's landmarks", async () => {
    expect(response?.status()).toBe(notFoundPaths.includes(path) ? 404 : 200);
    const outline = await page.evaluate(() => ({
      h1: [...document.querySelectorAll("h1")].map((heading) => heading.textContent ?? ""),
      lang: document.documentElement.getAttribute("lang"),
      header: document.querySelectorAll("header").length,
      "main#main-content": document.querySelectorAll("main#main-content").length,
      footer: document.querySelectorAll("footer").length,
    }));
    // One expectation, so that a failure shows every part of the outline that differs.
    expect(outline, "one h1 with words, a language, and one of each landmark").toEqual({
      h1: [expect.stringMatching(/\S/)],
      lang: expect.stringMatching(/^(en|es)$/),
      header: 1,
      "main#main-content": 1,
      footer: 1,
    });
  });

  await test.step("paints once its content is parsed, and only then asks for its JavaScript", async () => {
    expectFirstPaintWaitsForTheContent((await response?.text()) ?? "");
    expect(await scriptsAskedForBeforeFirstPaint(page)).toEqual([]);
  });

  const lang = langOfPath(path);
  const head = await readPageHead(page, otherLang(lang), NOTARIO_WARNING_SELECTOR);
  const description = head.descriptions[0] ?? "";

  await test.step("has a title, a description, a canonical URL and link-preview tags", async () => {
    expect(head.title.trim()).not.toBe("");
    expect(head.descriptions, 'meta[name="description"]').toHaveLength(1);
    expect(head.canonicals, 'link[rel="canonical"]').toEqual([new URL(path, site.url).href]);
    expect(head.previewTagCounts, "link-preview tags").toEqual(
      Object.fromEntries(PREVIEW_TAGS.map((property) => [property, 1])),
    );
    expect(await statusOf(request, origin, new URL(head.previewImage ?? "").pathname), "og:image").toBe(200);
    for (const script of head.structuredData) expect(() => JSON.parse(script)).not.toThrow();
  });

  await test.step("speaks its language, names its counterpart in the other language, and offers a switch to it", async () => {
    expect(head.lang).toBe(lang);
    expect(head.skipLinks, 'a[href="#main-content"]').toEqual([shellCopy[lang].skipLink.replace(/\s+/g, " ").trim()]);
    const alternates = head.alternates;
    const counterpart = counterpartOf(path);
    if (counterpart) {
      const pathIn = { [lang]: path, [counterpart.lang]: counterpart.path } as Record<"en" | "es", string>;
      expect(alternates.sort()).toEqual(
        [
          ["en", new URL(pathIn.en, site.url).href],
          ["es", new URL(pathIn.es, site.url).href],
          ["x-default", new URL(pathIn.en, site.url).href],
        ].sort(),
      );
    } else {
      expect(alternates, "a page with no counterpart declares no alternates").toEqual([]);
    }
    expect(head.languageSwitches, `header a[hreflang="${otherLang(lang)}"]`).toEqual([
      { href: counterpart?.path ?? nearestPageInOtherLang(path, lang), lang: otherLang(lang) },
    ]);
  });

  if (content)
    await test.step('never calls the notary "notario" (or her office "notaría"), in its address, head or text', async () => {
      // A warning against "notario" fraud must name the word; nothing else may (see readPageHead).
      const found = {
        address: findForbiddenWords(path),
        title: findForbiddenWords(head.title),
        description: findForbiddenWords(description),
        text: findForbiddenWords(head.textOutsideWarnings),
      };
      expect(found, "the forbidden words found").toEqual({ address: [], title: [], description: [], text: [] });
      if (lang === "es") {
        // The exception, tested as such: the Spanish pages warn against notario fraud by name (the
        // footer's warning, and an article's own when it carries one); each warning names the word.
        expect(head.footerWarnings, `footer ${NOTARIO_WARNING_SELECTOR}`).toBe(1);
        for (const warning of head.warnings) {
          expect(findForbiddenWords(warning).length, warning).toBeGreaterThan(0);
          expect(warning).toMatch(/abogado/);
        }
      }
    });

  if (content)
    await test.step(`has a title of at most ${SEARCH_TITLE_MAX} characters and a description of ${SEARCH_DESCRIPTION_MIN} to ${SEARCH_DESCRIPTION_MAX}, as search results show them`, async () => {
      const { title } = head;
      expect(title.length, title).toBeLessThanOrEqual(SEARCH_TITLE_MAX);
      expect(description.length, description).toBeGreaterThanOrEqual(SEARCH_DESCRIPTION_MIN);
      expect(description.length, description).toBeLessThanOrEqual(SEARCH_DESCRIPTION_MAX);
    });

  await test.step("is protected by the site's header policy and its own script policy", async () => {
    const headers = response?.headers() ?? {};
    const policy = securityHeaders({ formOrigin: formOrigin() });
    const sent = Object.fromEntries(Object.keys(policy).map((name) => [name, headers[name.toLowerCase()]]));
    expect(sent, "the header policy's headers, as sent").toEqual(policy);
    const scriptSrc = /script-src ([^;]*)/.exec(head.contentSecurityPolicy ?? "")?.[1] ?? "";
    expect(scriptSrc).toMatch(/^'self'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  await test.step("links only to pages, sections, images and icons that exist", async () => {
    // Every miss is listed, then checked in one assertion: the failure names them all at once.
    const misses: string[] = [];
    const hrefs = await attributeValues(page, "a[href]", "href");
    for (const href of hrefs.filter((value) => value.startsWith("/"))) {
      // An internal link must point at the canonical address, not a redirect.
      const { pathname } = new URL(href, "http://site.invalid");
      const status = await statusOf(request, origin, pathname);
      if (status !== 200) misses.push(`link ${href} answers ${status}`);
    }
    // Each in-page link's target, each icon's symbol, each image's size, text and files, read in one call.
    const found = await page.evaluate(
      (hashes) => ({
        targets: hashes.map((hash) => [hash, document.querySelectorAll(hash).length] as const),
        // Icons and drawings come from the sprite in the page itself (platform/build/icon-sprite.mjs).
        uses: [...document.querySelectorAll("svg use")].map((use) => {
          const href = use.getAttribute("href") ?? "";
          const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
          return { href, drawn: target?.localName === "symbol" && target.childElementCount > 0 };
        }),
        images: [...document.querySelectorAll("img")].map((image) => ({
          image: image.outerHTML.slice(0, 120),
          alt: image.getAttribute("alt"),
          width: image.getAttribute("width"),
          height: image.getAttribute("height"),
        })),
        sources: [...document.querySelectorAll("img[src]")].map((image) => image.getAttribute("src") ?? ""),
        srcSets: [
          ...[...document.querySelectorAll("source[srcset], img[srcset]")].map((image) => image.getAttribute("srcset")),
          ...[...document.querySelectorAll('link[rel="preload"][imagesrcset]')].map((link) =>
            link.getAttribute("imagesrcset"),
          ),
        ],
      }),
      hrefs.filter((value) => value.startsWith("#")),
    );
    for (const [hash, count] of found.targets) if (count !== 1) misses.push(`in-page link ${hash}: ${count} targets`);
    for (const { href, drawn } of found.uses)
      if (!drawn) misses.push(`<use href="${href}"> draws no symbol in the page`);
    for (const { image, alt, width, height } of found.images) {
      if (alt === null) misses.push(`${image}: no alt`);
      if (!/^\d+$/.test(width ?? "")) misses.push(`${image}: width "${width}"`);
      if (!/^\d+$/.test(height ?? "")) misses.push(`${image}: height "${height}"`);
    }
    // Every file an <img>, a <picture> or an image preload may choose, at every width.
    const candidates = found.srcSets.flatMap((srcSet) =>
      (srcSet ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""),
    );
    for (const url of new Set([...found.sources, ...candidates])) {
      if (!url.startsWith("/")) {
        misses.push(`image ${url} is not on the site`);
        continue;
      }
      const status = await statusOf(request, origin, url);
      if (status !== 200) misses.push(`image ${url} answers ${status}`);
    }
    expect(misses, "links, in-page links, icons and images that miss").toEqual([]);
  });

  await test.step("has not moved anything since it began to load: no layout shift from fonts, photos or hydration", async () => {
    const shifts = await layoutShiftsSincePageBegan(page);
    expect(shifts, "layout shifts").toEqual([]);
  });

  if (content)
    await test.step("shows in each photo slot the owner's photo, or the marked placeholder keeping its place", async () => {
      await expectPhotoSlots(page, path);
    });

  if (content)
    await test.step("has no WCAG 2.1 A or AA violations", async () => {
      const violations = await axeViolations(page, { tags: WCAG_21_AA });
      const summary = violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });

  if (content)
    await test.step(`at ${page.viewportSize()?.width ?? 0} px, leaves no more than a third of its hero's width empty on the right`, async () => {
      const share = await heroEmptyRightShare(page);
      if (share !== null) expect(share, `${Math.round(share * 100)} % of it empty`).toBeLessThanOrEqual(1 / 3);
    });

  // What the page's kind holds (a service's, a town's or an article's page), on this same load.
  if (content) for (const { title, check } of pageKindChecks(path)) await test.step(title, () => check(page));

  if (content && firstScreenPaths.has(path)) {
    await test.step("on a 375 × 812 phone, shows the prices, the availability, a call and the way to book before any scrolling", async () => {
      await expectFirstScreenSells(page, path);
    });
  }

  if (content)
    await test.step("fits a 320-pixel phone without sideways scrolling, with its phone numbers on one line", async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page), "horizontal overflow in px").toBeLessThanOrEqual(0);
      expect(await wrappedPhoneNumbers(page, site.phone.display), "phone numbers split across lines").toEqual([]);
    });

  if (content)
    await test.step("still fits 320 pixels with a 40-character e-mail address in the facts", async () => {
      // The owner may change the address; every place it shows must cope with a long one.
      const shown = await replaceText(page, site.email, LONG_EMAIL);
      if (shown > 0) expect(await sidewaysOverflow(page), "horizontal overflow in px").toBeLessThanOrEqual(0);
    });

  await test.step("keeps the privacy policy's promise: sets no cookie and loads nothing from another site", async () => {
    const elsewhere = watched.requested.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
    expect(elsewhere, "requests to other sites").toEqual([]);
    expect(await page.context().cookies(), "cookies").toEqual([]);
    expect(await page.evaluate(() => document.cookie), "document.cookie").toBe("");
  });

  await test.step("logs no console errors and throws no exceptions", async () => {
    // The not-found page's own 404 answer is the one error its console may show.
    const expected = notFoundPaths.includes(path) ? [expect.stringMatching(/status of 404/)] : [];
    expect(watched.errors).toEqual(expected);
  });
}
