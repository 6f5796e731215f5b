import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import axeCore from "axe-core";

/** The WCAG levels every page is held to (design.md §8). */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's violations on the page (or inside `include`), for the rules of `tags`,
 * as a plain `AxeBuilder` with the same rules and tags would find them.
 *
 * On a page without frames axe runs in one call in the page itself ("legacy
 * mode"), with axe loaded once: `AxeBuilder` loads it twice in that mode, and
 * its default runs axe in each frame and merges the results in a new blank
 * tab, each costing more than the rules themselves. The two only differ on
 * pages with cross-origin frames; the site has none, and a page that has
 * frames gets `AxeBuilder`'s default run. Only violations are built: the
 * lists of passed and inapplicable rules, which nobody reads here, are not.
 */
export async function axeViolations(
  page: Page,
  { tags, include }: { tags: string[]; include?: string },
): Promise<axeCore.Result[]> {
  const options: axeCore.RunOptions = { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    return (await (include ? builder.include(include) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source);
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
export function loadAxeWithEachPage(context: BrowserContext): Promise<void> {
  return context.addInitScript({ content: axeCore.source });
}
