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

export { expect };
