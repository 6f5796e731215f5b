import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe (`@axe-core/playwright`), set up to report the page's violations as
 * fast as it can, with the same rules and tags as a plain `AxeBuilder`:
 *
 * - `resultTypes: ["violations"]`: axe lists every failing element as
 *   before, but no longer builds the node lists of the rules a page passes
 *   or that do not apply, which nobody reads here.
 * - On a page without frames, axe runs in one call in the page itself
 *   ("legacy mode"). The default runs axe in each frame and then merges the
 *   results in a new blank tab, which costs a tab and a second copy of axe
 *   each time (about half of axe's time here). Legacy mode only differs on
 *   pages with cross-origin frames, which it would leave out; the site has
 *   no frames today, and a page that has one gets the default run.
 */
export function axeFor(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const hasFrames = page.frames().length > 1;
  return hasFrames ? builder : builder.setLegacyMode(true);
}
