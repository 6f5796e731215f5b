import { describe, expect, test } from "vitest";
import { inlineHashes } from "./content-security-policy.mjs";
import { inlinedFaceFonts, withInlinedFacesLoading } from "./inlined-faces-early.mjs";

const FACES_CSS =
  '@font-face{font-family:Roboto Slab;font-style:normal;font-weight:700;font-display:optional;src:url(data:font/woff2;base64,d09GMg==) format("woff2")}';
// The id is the project's choice (vite.config.ts): any id works, this one too.
const FACES_ID = "first-paint-faces";
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style id="${FACES_ID}">${FACES_CSS}</style><style id="site-css">h1{color:red}</style></head><body><h1>Hi</h1></body></html>`;

describe("the inlined heading face starts loading as soon as its rule is read", () => {
  test("each inlined face is named by weight and family, as document.fonts.load takes it", () => {
    expect(inlinedFaceFonts(FACES_CSS)).toEqual(['700 1em "Roboto Slab"']);
    expect(inlinedFaceFonts('@font-face{font-family:"Figtree";font-weight:400 700;src:url(x)}')).toEqual([
      '400 1em "Figtree"',
    ]);
  });

  test("the script follows the faces' <style>, before the stylesheet and the body", () => {
    const html = withInlinedFacesLoading(PAGE, FACES_ID);
    const script = '<script data-inlined-faces="">document.fonts.load("700 1em \\"Roboto Slab\\"");</script>';
    expect(html).toContain(`${FACES_CSS}</style>${script}<style id="site-css">`);
    expect(html.replace(script, "")).toBe(PAGE);
  });

  test("the page's policy allows the script by its hash", () => {
    const html = withInlinedFacesLoading(PAGE, FACES_ID);
    expect(inlineHashes(html).scriptHashes).toHaveLength(1);
  });

  test("a page without inlined faces, or with an empty <style>, is left as it was", () => {
    const bare = PAGE.replace(new RegExp(`<style id="${FACES_ID}">.*?</style>`), "");
    expect(withInlinedFacesLoading(bare, FACES_ID)).toBe(bare);
    const empty = PAGE.replace(FACES_CSS, "");
    expect(withInlinedFacesLoading(empty, FACES_ID)).toBe(empty);
  });
});
