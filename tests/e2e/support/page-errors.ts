import type { Page } from "@playwright/test";

/**
 * Collects everything a visitor's browser would complain about: console
 * errors and uncaught exceptions. Call before navigating.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/**
 * Resolves once the page's script is ready, so clicks reach its handlers: on
 * a page with React, once React has hydrated it; on every other page, once
 * the plain page script has run (decision 036). Both mark <html> the same way.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Navigates the way a <Link> click does, without a page load: for addresses
 * no link on the site uses (odd casing, a mistyped path).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    await router.navigate(to);
  }, path);
}
