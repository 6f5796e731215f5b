import type { BrowserContext, Page } from "@playwright/test";
import axeCore from "axe-core";

/** The WCAG levels every page is held to (design.md §8). */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's violations on the page (or inside `include`), for the rules of `tags`.
 *
 * axe runs in one call in the page itself, loaded once into each frame that
 * lacks it: from the top frame it reaches the frames of the same site, as its
 * browser extension does (probed: a frame's image without alt is reported).
 * `@axe-core/playwright`'s `AxeBuilder` loaded axe twice before each run and
 * merged frames' results in a new blank tab, each costing more than the rules
 * themselves. Only violations are built: the lists of passed and inapplicable
 * rules, which nobody reads here, are not.
 */
export async function axeViolations(
  page: Page,
  { tags, include }: { tags: string[]; include?: string },
): Promise<axeCore.Result[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeCore.source);
  }
  const options: axeCore.RunOptions = { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] };
  return page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations;
    },
    { include, options },
  );
}

/**
 * Puts axe into every page the context loads from now on, before the page's
 * own scripts, for a test that runs it on each of many pages: the browser then
 * compiles axe's source once and reuses it, where evaluating the source after
 * each load compiles it again (about 0.1 CPU seconds a page on these machines).
 * It only defines `window.axe`; the page's requests, policy and console are
 * untouched (an injected script is not a request, and no page policy applies
 * to it).
 */
export async function loadAxeWithEachPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeCore.source });
}
