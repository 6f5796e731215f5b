import { describe, expect, test } from "vitest";
import { LANGS } from "~/vocabulary/lang";
import { legalPageAt } from "./legal-pages";
import { LEGAL_PATHS } from "./legal-paths";

describe("one route module for the three legal pages", () => {
  test("finds each page's own document and copy at both of its addresses, in any letter case", () => {
    const titles = new Set<string>();
    for (const paths of Object.values(LEGAL_PATHS)) {
      for (const lang of LANGS) {
        for (const path of [`/${paths[lang]}`, `/${paths[lang]}`.toUpperCase()]) {
          const page = legalPageAt(path);
          expect(page, path).toBeDefined();
          titles.add(page?.copy[lang].title ?? "");
        }
      }
    }
    // Six addresses, six different titles: no address falls on another page's document.
    expect(titles.size).toBe(Object.keys(LEGAL_PATHS).length * LANGS.length);
  });

  test("finds nothing at another address", () => {
    for (const path of ["/", "/privacy", "/espanol/privacy-policy", "/privacy-policy/x"]) {
      expect(legalPageAt(path), path).toBeUndefined();
    }
  });
});
