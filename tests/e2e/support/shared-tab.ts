import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { expect, test as watchedTest } from "./test";

/*
 * One browser tab per worker, for the spec files whose tests leave nothing
 * behind (they import `test` from here instead of ./test). Opening a tab costs
 * this machine half a second, and so does a new renderer process, which
 * Playwright's own context reuse starts for every test (it parks the tab on
 * about:blank between tests). Here the tab stays on the site between tests,
 * so a test's first page load reuses the renderer: about a third of the time.
 *
 * After each test the tab is put back as a new one would be: other tabs
 * closed, routes, cookies, permissions, extra headers and media emulation
 * cleared, listeners the test added removed, and the address moved off any
 * page (so a test opening the address the last one ended on, with another
 * #fragment, still loads a new document). The CSP watch (./test) comes and
 * goes with each test. What is not reset, and these files must not rely on:
 * the tab's history (a test going Back first navigates somewhere of its own)
 * and the HTTP cache (the site's files are immutable or revalidated). A test
 * that installs `page.clock`, which stays for the context's life, asks for a
 * tab of its own with `test.use({ ownTab: true })`.
 */

type Tab = { context: BrowserContext; page: Page; own: boolean };

/** An address no test opens and no page links to: the tab rests there between tests. */
const BETWEEN_TESTS = "/__between-tests";
/** The longest the tab waits for a page to hydrate before moving its address (one whose scripts a test blocked never does). */
const HYDRATION_WAIT_MS = 10_000;

export const test = watchedTest.extend<{ ownTab: boolean; tab: Tab }, { sharedTabs: Map<string, Tab> }>({
  ownTab: [false, { option: true }],

  // One tab for each set of context options the file's tests use (JavaScript off, say).
  sharedTabs: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const tabs = new Map<string, Tab>();
      await provide(tabs);
      for (const { context } of tabs.values()) await context.close();
    },
    { scope: "worker" },
  ],

  tab: async (
    {
      browser,
      sharedTabs,
      ownTab,
      viewport,
      baseURL,
      javaScriptEnabled,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      forcedColors,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
    },
    provide,
  ) => {
    const options: BrowserContextOptions = {
      baseURL,
      javaScriptEnabled,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      forcedColors,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
    };
    const key = JSON.stringify(options);
    let tab = ownTab ? undefined : sharedTabs.get(key);
    if (!tab || tab.page.isClosed()) {
      const context = await browser.newContext({ ...options, viewport });
      // As Playwright's own contexts: an action or a navigation waits as long as the test may.
      context.setDefaultTimeout(0);
      context.setDefaultNavigationTimeout(0);
      tab = { context, page: await context.newPage(), own: ownTab };
      if (!ownTab) sharedTabs.set(key, tab);
    }
    if (viewport) await tab.page.setViewportSize(viewport);

    await provide(tab);

    if (tab.own) await tab.context.close();
    else await putBack(tab, options);
  },

  context: async ({ tab }, provide) => provide(tab.context),
  page: async ({ tab }, provide) => provide(tab.page),
});

/** The page events the tests listen to; nothing else listens to the shared tab between tests. */
const TEST_EVENTS = [
  "console",
  "pageerror",
  "dialog",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "framenavigated",
  "domcontentloaded",
  "load",
] as const;

/** The shared tab as a new tab would be, without leaving the site (see above). */
async function putBack({ context, page }: Tab, options: BrowserContextOptions) {
  for (const other of context.pages()) if (other !== page) await other.close();
  if (page.isClosed()) return; // The next test opens a new tab.
  for (const event of TEST_EVENTS) await page.removeAllListeners(event);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  await page.setExtraHTTPHeaders({});
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? null,
    reducedMotion: options.reducedMotion ?? null,
    forcedColors: options.forcedColors ?? null,
  });
  // Pages that are not the site's (about:blank, a data: address) have no address to move off.
  await page
    .evaluate(
      async ({ address, waitMs }) => {
        if (!location.protocol.startsWith("http")) return;
        // A page that has not hydrated yet (its test ended before it did) starts its router on the
        // address it finds then: moved now, it would hydrate as another page, and React's mismatch
        // error would reach the next test's error listener. It marks <html data-hydrated> when done.
        const root = document.documentElement;
        if ("__reactRouterContext" in window && !root.hasAttribute("data-hydrated")) {
          await new Promise<void>((resolve) => {
            const done = () => {
              observer.disconnect();
              resolve();
            };
            const observer = new MutationObserver(() => root.hasAttribute("data-hydrated") && done());
            observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
            setTimeout(done, waitMs);
          });
        }
        history.replaceState(null, "", address);
      },
      { address: BETWEEN_TESTS, waitMs: HYDRATION_WAIT_MS },
    )
    .catch(() => undefined);
}

export { expect };
