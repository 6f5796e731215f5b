import { describe, expect, test } from "vitest";
import { inlineHashes } from "./content-security-policy.mjs";
import { withInlinedFacesLoading } from "./inlined-faces-early.mjs";
import { withInlineStyles } from "./inline-styles.mjs";

const FACES_CSS =
  '@font-face{font-family:Roboto Slab;font-style:normal;font-weight:700;font-display:optional;src:url(data:font/woff2;base64,d09GMg==) format("woff2")}';
const SITE_CSS = "h1{color:red}@media (width>=48rem){h1{color:blue}}";
const STYLESHEETS = [
  { id: "inlined-faces", css: FACES_CSS },
  { id: "site-css", css: SITE_CSS },
];
// A prerendered page's <head>, cut down to its shape: React hoists the links (the render-blocking one too) before
// what it renders in place, such as a page's JSON-LD.
const HEAD =
  '<meta charSet="utf-8"/><title>Hi</title><link rel="icon" href="/assets/logo-1.svg" type="image/svg+xml"/>' +
  '<link rel="expect" href="#page-end" blocking="render"/><script type="application/ld+json">{}</script>';
const PAGE = `<!DOCTYPE html><html lang="en"><head>${HEAD}</head><body class="flex"><h1>Hi</h1></body></html>`;

describe("the stylesheets are written into every page after prerendering", () => {
  test("each in a <style> of its own, in the order given, last in the <head>; nothing else changes", () => {
    const html = withInlineStyles(PAGE, STYLESHEETS);
    const styles = `<style id="inlined-faces">${FACES_CSS}</style><style id="site-css">${SITE_CSS}</style>`;
    expect(html).toContain(`${HEAD}${styles}</head><body class="flex">`);
    expect(html.replace(styles, "")).toBe(PAGE);
  });

  test("the heading face's early load then follows its <style>, before the stylesheet", () => {
    const html = withInlinedFacesLoading(withInlineStyles(PAGE, STYLESHEETS), "inlined-faces");
    expect(html).toMatch(
      /<style id="inlined-faces">[^<]*<\/style><script data-inlined-faces="">[^<]*<\/script><style id="site-css">/,
    );
  });

  test("the page's policy allows each <style> by its hash", () => {
    expect(inlineHashes(withInlineStyles(PAGE, STYLESHEETS)).styleHashes).toHaveLength(2);
  });

  test("no stylesheets leave the page as it was", () => {
    expect(withInlineStyles(PAGE, [])).toBe(PAGE);
  });

  test("a page without </head>, a page that has the element already, or CSS that would end the <style> fails", () => {
    expect(() => withInlineStyles("<p>Hi</p>", STYLESHEETS)).toThrow(/<\/head>/);
    const twice = withInlineStyles(PAGE, STYLESHEETS);
    expect(() => withInlineStyles(twice, STYLESHEETS)).toThrow(/id="inlined-faces"/);
    expect(() => withInlineStyles(PAGE, [{ id: "site-css", css: 'a::after{content:"</style>"}' }])).toThrow(/<\/style/);
  });
});
