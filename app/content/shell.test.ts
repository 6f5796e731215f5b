import { describe, expect, test } from "vitest";
import { shellCopy } from "~/content/shell";
import { counterpartOf } from "~/routes/page-paths";
import { langOfPath, LANGS } from "~/vocabulary/lang";

describe("the shell in both languages", () => {
  test("lists the spec's navigation in each, and the fee page: 4 header, 10 menu and 9 footer links", () => {
    for (const lang of LANGS) {
      expect(shellCopy[lang].nav.header).toHaveLength(4);
      expect(shellCopy[lang].nav.menu).toHaveLength(10);
      expect(shellCopy[lang].nav.footer).toHaveLength(9);
    }
  });

  test("leads each language's links to that language's pages, and the same pages in the same places", () => {
    for (const list of ["header", "menu", "footer"] as const) {
      shellCopy.en.nav[list].forEach((link, index) => {
        const spanish = shellCopy.es.nav[list][index];
        if (link.lang === "es") {
          // The menu's language item: each names the other language's home, in that language.
          expect(spanish?.lang).toBe("en");
          expect(langOfPath(link.to)).toBe("es");
          expect(langOfPath(spanish?.to ?? "")).toBe("en");
          return;
        }
        expect(langOfPath(link.to), link.to).toBe("en");
        expect(counterpartOf(link.to), link.to).toEqual({ lang: "es", path: spanish?.to });
      });
    }
  });
});
