// The icons and drawings every page draws from (`npm run icons`,
// site-tools/generators/icon-sprite.mjs), written in after prerendering as one hidden
// <svg> first in the <body>: an icon then needs no request before the first
// paint, and every <use href="#icon-…"> finds its symbol in the page
// (docs/decisions/025-javascript-after-the-first-paint.md). React never
// renders the sprite: it hydrates the <body> around it and leaves it in place,
// so pages reached later in the browser use the same symbols, and the
// browser's bundle carries none of them.

const BODY_START = /<body\b[^>]*>/;

/** The symbols of a sprite file: what is inside its <svg>, without comments. */
export function spriteSymbols(svg) {
  const inside = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inside === undefined) throw new Error("The icon sprite file has no <svg> element.");
  return inside.replace(/<!--[\s\S]*?-->/g, "").trim();
}

/**
 * The page with the symbols in a hidden <svg id="…"> first in its <body>.
 * @param {string} html
 * @param {{ id: string; symbols: string }} sprite
 */
export function withIconSprite(html, { id, symbols }) {
  const body = BODY_START.exec(html);
  if (!body) throw new Error("The page has no <body>, at the start of which the icon sprite goes.");
  if (html.includes(` id="${id}"`)) throw new Error(`The page already has an element with id="${id}".`);
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}<svg id="${id}" class="hidden" aria-hidden="true">${symbols}</svg>${html.slice(at)}`;
}
