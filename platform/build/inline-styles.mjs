// The stylesheets every page carries in its HTML, written in after
// prerendering: the heading face and the site's stylesheet, each in a <style>
// of its own at the end of the <head>, so the first paint waits for no second
// request (docs/decisions/006-inline-css.md, 025-javascript-after-the-first-paint.md).
// Their text comes from the CSS files the client build emitted
// (platform/vite/inline-stylesheets.mjs). React never renders these elements: it
// hydrates the <head> around them and leaves them in place on every later
// render, so the browser's bundle carries none of their text.

const HEAD_END = "</head>";

/**
 * The page with each stylesheet in a <style id="…"> of its own, in the order
 * given, right before </head>.
 * @param {string} html
 * @param {readonly { id: string; css: string }[]} stylesheets
 */
export function withInlineStyles(html, stylesheets) {
  const at = html.indexOf(HEAD_END);
  if (at === -1) throw new Error(`The page has no ${HEAD_END}, before which its stylesheets go.`);
  const styles = stylesheets.map(({ id, css }) => {
    if (html.includes(` id="${id}"`)) throw new Error(`The page already has an element with id="${id}".`);
    if (/<\/style/i.test(css)) throw new Error(`The stylesheet for <style id="${id}"> contains </style.`);
    return `<style id="${id}">${css}</style>`;
  });
  return `${html.slice(0, at)}${styles.join("")}${html.slice(at)}`;
}
