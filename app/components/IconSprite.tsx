/*
 * The icons and drawings every page draws from (scripts/icon-sprite.mjs),
 * written once, hidden, at the top of each prerendered page: an icon then
 * needs no request before the first paint (docs/decisions/025-javascript-after-the-first-paint.md).
 * As with the stylesheet (docs/decisions/006-inline-css.md), the text is read
 * from the file only while prerendering and read back from the page in the
 * browser, so the bundle carries none of it and every render puts the same
 * symbols back; pages reached later in the browser use the same symbols.
 */
import { prerenderedMarkup } from "~/lib/prerendered-markup";

export const ICON_SPRITE_ID = "icon-sprite";

const symbols: string = import.meta.env.SSR
  ? (/<svg\b[^>]*>([\s\S]*)<\/svg>/
      .exec((await import("~/assets/icons.svg?raw")).default)?.[1]
      ?.replace(/<!--[\s\S]*?-->/g, "")
      .trim() ?? "")
  : prerenderedMarkup(ICON_SPRITE_ID);

export function IconSprite() {
  return (
    <svg id={ICON_SPRITE_ID} className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: symbols }} />
  );
}
