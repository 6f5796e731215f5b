/*
 * The icons and drawings every page draws from (site-tools/generators/icon-sprite.mjs), for
 * the development server. A built page gets the same hidden <svg> first in
 * its <body> from the build's last step (platform/build/icon-sprite.mjs), outside
 * React, so the browser's bundle carries none of it; the root renders this
 * only in development (docs/decisions/025-javascript-after-the-first-paint.md).
 */
import sprite from "~/assets/icons.svg?raw";
import { ICON_SPRITE_ID } from "~/vocabulary/icon-sprite";

export function IconSprite() {
  // Worked out here rather than when the module loads, so a production build, which never renders this, drops the file.
  const symbols =
    /<svg\b[^>]*>([\s\S]*)<\/svg>/
      .exec(sprite)?.[1]
      ?.replace(/<!--[\s\S]*?-->/g, "")
      .trim() ?? "";
  return (
    <svg id={ICON_SPRITE_ID} className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: symbols }} />
  );
}
