import { describe, expect, test } from "vitest";
import { heroFactsByLang, heroFactsIn } from "~/content/hero-facts";
import { formatUsd } from "~/lib/format";
import { site } from "~/facts/site.config";
import { LANGS } from "~/vocabulary/lang";

describe("the key facts of the first screen", () => {
  test("state the price of a notarial act and the travel fee from the facts, in each language", () => {
    for (const lang of LANGS) {
      const [act, travel] = heroFactsIn(lang).prices;
      expect(act).toContain(formatUsd(site.fees.perNotarialActUsd, lang));
      expect(travel).toContain(formatUsd(site.fees.travelUsd, lang));
      expect(travel).toContain(String(site.fees.travelFeeRadiusMiles));
    }
  });

  test("name the business and its region, and never call it a notario in Spanish", () => {
    expect(heroFactsByLang.en.identity).toContain(site.serviceArea.region);
    expect(heroFactsByLang.es.identity).toContain(site.serviceArea.regionEs);
    expect(JSON.stringify(heroFactsByLang.es)).not.toMatch(/\bnotari[oa]s?\b|notaría/i);
  });

  test("are written for each language, not copied", () => {
    const { en, es } = heroFactsByLang;
    expect(es.prices).not.toEqual(en.prices);
    expect(es.identity).not.toBe(en.identity);
  });
});
