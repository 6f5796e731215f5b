import { expect, test as base, type ConsoleMessage } from "@playwright/test";

/**
 * What Chromium writes to a page's console when its Content-Security-Policy
 * blocks something: "Loading the image '…' violates the following Content
 * Security Policy directive: …" (older releases: "Refused to load …
 * because it violates the following Content Security Policy directive").
 */
const CSP_VIOLATION = /violates the following Content Security Policy directive/;

/**
 * Playwright's `test`, holding every page of every browser test to the site's
 * Content-Security-Policy: any violation fails the test that caused it,
 * quoting Chromium's own report (the directive and what was blocked) and the
 * page. Chromium reports each violation on the console of the page or frame
 * that caused it, so the watch is a listener on the context's console
 * (popups and frames included), which costs a test nothing: a script in
 * every page and a binding to report through cost a tenth of a second per
 * test. The listener is removed after the test, so a context shared by
 * several tests (support/shared-tab.ts) reports each violation once, to the
 * test that caused it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (message: ConsoleMessage) => {
        if (CSP_VIOLATION.test(message.text()))
          violations.push(`${message.location().url || message.page()?.url()}: ${message.text()}`);
      };
      context.on("console", watch);
      await use(violations);
      context.off("console", watch);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
