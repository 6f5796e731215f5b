import { expect, test as base } from "@playwright/test";

/**
 * Playwright's `test`, holding every page of every browser test to the site's
 * Content-Security-Policy: any `securitypolicyviolation` event fails the test
 * that caused it, naming the directive and what was blocked. The listener is
 * the context's (popups are watched too) and is removed after the test, so a
 * context shared by several tests (support/shared-tab.ts) reports each
 * violation once, to the test that caused it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const binding = await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
        violations.push(text);
      });
      const listener = await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(
            `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "an inline resource"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      await listener.dispose();
      await binding.dispose();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
