import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { getArticles } from "../../app/lib/articles.server";
import { articlePath } from "../../app/lib/blog";
import { counterpartOf } from "../../app/routes/page-paths";
import { services, servicePath } from "../../app/content/services";
import { site } from "../../app/facts/site.config";

/**
 * What a phone downloads for one page of each kind, in both languages: every
 * response the browser receives while the page loads and the visitor scrolls
 * to its end (so lazy photos count), as the `npm start` server sends it
 * (compressed, like every host recipe), plus the page's own headers.
 * design.md §9: at most 160 KB with its photos.
 *
 * The other responses' headers are left out: this server speaks HTTP/1.1 and
 * repeats ~0.8 KB of security headers on every file, which the hosts the site
 * runs on (HTTP/2 and 3) send once and then as a few bytes of table index.
 */
/** 165 KB for now (docs/decisions/030-page-weight-ceiling.md, amended); design.md §9 asks for 160. */
const PAGE_BUDGET_BYTES = 165 * 1024;

/**
 * What a photo slot still showing its placeholder will cost once the owner's
 * photo is there, so the budget holds for the finished page. Measured on the
 * shipped desk photo through the real pipeline: 5.3 KB at 480 px (what a phone
 * takes for the small portrait) and 9.9 KB at 800 px (a full-width photo); the
 * reserve is about one and a half times that, for busier pictures.
 */
const PLACEHOLDER_RESERVE_BYTES = { portrait: 10 * 1024, other: 15 * 1024 };

const article = getArticles().find((candidate) => candidate.image.kind === "photo") ?? getArticles()[0];
const [service] = services;
const [town] = site.serviceArea.towns;
const englishPages = [
  "/",
  "/about",
  ...(service ? [servicePath(service, "en")] : []),
  ...(town ? [`/locations/${town.slug}`] : []),
  "/contact",
  ...(article ? [articlePath(article)] : []),
];
const pages = englishPages.flatMap((path) => {
  const counterpart = counterpartOf(path);
  return counterpart ? [path, counterpart.path] : [path];
});

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

interface Transfer {
  /** Waits for the sizes Playwright reports after each response has finished. */
  settle: () => Promise<unknown>;
  total: () => number;
  /** The heaviest responses, for the failure message. */
  largest: () => string;
}

/** Bytes received from now on: each finished response's (encoded) body, and the page's headers. */
function countTransfer(page: Page): Transfer {
  const sizes: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    const isPage = request.isNavigationRequest();
    pending.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        const bytes = responseBodySize + (isPage ? responseHeadersSize : 0);
        sizes.push({ url: new URL(request.url()).pathname, bytes });
      }),
    );
  });
  return {
    settle: () => Promise.all(pending),
    total: () => sizes.reduce((sum, { bytes }) => sum + bytes, 0),
    largest: () =>
      [...sizes]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map(({ url, bytes }) => `${url} ${(bytes / 1024).toFixed(1)} KB`)
        .join(", "),
  };
}

for (const path of pages) {
  test(`${path} weighs at most ${PAGE_BUDGET_BYTES / 1024} KB over the wire on a phone, photos included`, async ({
    page,
  }) => {
    const transfer = countTransfer(page);
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Scroll to the end a screen at a time, so every lazy image the visitor would see is fetched.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForLoadState("networkidle");
    await transfer.settle();
    const slots = await page
      .locator("[data-photo-slot][data-placeholder]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-photo-slot")));
    const reserve = slots.reduce(
      (sum, slot) => sum + (slot === "portrait" ? PLACEHOLDER_RESERVE_BYTES.portrait : PLACEHOLDER_RESERVE_BYTES.other),
      0,
    );
    const bytes = transfer.total() + reserve;
    test.info().annotations.push({
      type: "weight",
      description: `${path}: ${(bytes / 1024).toFixed(1)} KB (${(reserve / 1024).toFixed(0)} KB reserved for ${slots.length} photos to come); ${transfer.largest()}`,
    });
    expect(
      bytes,
      `${path} downloads ${(bytes / 1024).toFixed(1)} KB with the photos to come; largest: ${transfer.largest()}`,
    ).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  });
}
