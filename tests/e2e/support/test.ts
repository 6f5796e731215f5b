import { expect, test as base } from "@playwright/test";

/**
 * Playwright's `test`, holding every page of every browser test to the site's
 * Content-Security-Policy: any `securitypolicyviolation` event fails the test
 * that caused it, naming the directive and what was blocked.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(
            `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "an inline resource"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The option a spec file sets (`test.use(oneBrowserContextPerWorker)`) when
 * none of its tests needs a browser of its own: its tests then share one
 * browser context and tab per worker instead of paying for a new context
 * each (most of a second on this machine). Playwright resets the shared
 * context between tests: it clears cookies, the HTTP cache, local storage
 * and IndexedDB, closes extra tabs, removes routes, exposed bindings and
 * init scripts (so the policy listener above is added afresh for each test),
 * uninstalls `page.clock`, and puts back the viewport, media emulation and
 * extra headers. A test whose `test.use` changes another context option
 * (`javaScriptEnabled`, `locale`, `timezoneId`, `isMobile`…) gets a fresh
 * context of its own. What it does not reset, and these files must not
 * change: permissions, geolocation, offline mode, extra HTTP headers set on
 * the context, and the tab's history before the test (a test going Back
 * first navigates somewhere of its own). Files that measure a first visit
 * (page weight, fonts, no JavaScript) or hold a CDP session on their tab
 * (the every-page bar) keep a fresh context per test.
 */
export const oneBrowserContextPerWorker = { reuseContext: true } as const;

export { expect };
