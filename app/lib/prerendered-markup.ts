/**
 * What the prerender wrote inside the element with this id, read back in the
 * browser: an element whose contents come from a file only while
 * prerendering (the inline stylesheet, the heading face, the icon sprite)
 * renders the same contents again from the page, so the bundle carries none
 * of it (docs/decisions/006-inline-css.md). Empty outside a browser.
 */
export function prerenderedMarkup(id: string): string {
  return globalThis.document?.getElementById(id)?.innerHTML ?? "";
}
