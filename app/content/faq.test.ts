import { describe, expect, test } from "vitest";
import faqData from "~/facts/data/faq.json" with { type: "json" };
import { faqCategories, faqPage, faqQuickTips, findFaqItems, homeFaqIds } from "~/content/faq";
import { factTokenNames } from "~/lib/fact-tokens";
import { pricing } from "~/content/pricing";
import { formatUsd } from "~/lib/format";
import { site } from "~/facts/site.config";
import { factsWithSpanishWords } from "~/vocabulary/fact-token-languages";
import { LANGS } from "~/vocabulary/lang";

const { fees, serviceArea } = site;
const allItems = faqCategories.flatMap((category) => category.items);

/** faq.json as the owner writes it, before its tokens are expanded. */
const writtenText = stringsOf(faqData);

/** Every string in `value`; with `side`, only those under that language's key ("es"). */
function stringsOf(value: unknown, side?: string, inSide = side === undefined): string[] {
  if (typeof value === "string") return inSide ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, side, inSide));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, side, inSide || key === side));
  }
  return [];
}

/** A fact typed by hand: a dollar amount, or a number before a unit ("15 miles", "24–48 hours"). */
const TYPED_FACT =
  /\$\d|\b\d+(?:–\d+)? (?:miles?|hours?|minutes|business days|millas?|horas?|minutos|días hábiles)(?![\p{L}])/u;

describe("the FAQ's five categories", () => {
  test("are the spec's, in its order", () => {
    expect(faqCategories.map((category) => category.title)).toEqual([
      "General Questions",
      "Mobile & Online Services",
      "Costs & Payment",
      "Appointment & Scheduling",
      "Requirements & Preparation",
    ]);
  });

  test("each hold at least one question, each with a real answer", () => {
    for (const category of faqCategories) {
      expect(category.items.length, category.title).toBeGreaterThan(0);
      for (const item of category.items) {
        expect(item.question, item.id).toMatch(/\?$/);
        expect(item.answer.length, item.id).toBeGreaterThan(80);
      }
    }
  });

  test("give every question an id no other question or category uses", () => {
    const ids = [...faqCategories.map((category) => category.id), ...allItems.map((item) => item.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  test("come with four quick tips", () => {
    expect(faqQuickTips).toHaveLength(4);
  });
});

describe("the Spanish FAQ", () => {
  test("has every category, question and tip of the English one, with the same ids, icons and order", () => {
    const shape = (lang: (typeof LANGS)[number]) => ({
      categories: faqPage[lang].categories.map((category) => ({
        id: category.id,
        icon: category.icon,
        items: category.items.map((item) => item.id),
      })),
      tips: faqPage[lang].quickTips.map((tip) => tip.icon),
    });
    expect(shape("es")).toEqual(shape("en"));
  });

  test("writes every question as a Spanish question, with a real answer", () => {
    for (const category of faqPage.es.categories) {
      for (const item of category.items) {
        expect(item.question, item.id).toMatch(/^¿.*\?$|\. ¿.*\?$/);
        expect(item.answer.length, item.id).toBeGreaterThan(80);
      }
    }
  });

  test("never calls the business notario or notaría (57 Pa.C.S. § 325)", () => {
    expect(JSON.stringify(faqPage.es)).not.toMatch(/\bnotari[oa]s?\b|notaría/i);
  });

  test("uses in its Spanish texts only fact tokens that read in Spanish", () => {
    const spanish = stringsOf(faqData, "es");
    const names: readonly string[] = factTokenNames;
    const english = new Set(names.filter((name) => names.includes(`${name}Es`)));
    // The data check's list of such tokens is this same set.
    expect([...english].toSorted()).toEqual([...factsWithSpanishWords].toSorted());
    for (const text of spanish) {
      for (const [, name] of text.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g))
        expect(english.has(name ?? ""), text).toBe(false);
    }
    expect(spanish.length).toBeGreaterThan(0);
  });

  test("tells Spanish speakers truthfully whether the appointment can be held in Spanish", () => {
    const answers = faqPage.es.categories.flatMap((category) => category.items.map((item) => item.answer)).join(" ");
    expect(answers).toContain(site.notary.speaksSpanish ? "Yo hablo español" : "Yo no hablo español");
    expect(answers).not.toContain(site.notary.speaksSpanish ? "Yo no hablo español" : "Yo hablo español");
  });

  test.each(LANGS)("states the travel fee and the notarial fee from the config (%s)", (lang) => {
    const all = faqPage[lang].categories.flatMap((category) => category.items.map((item) => item.answer)).join(" ");
    expect(all).toContain(formatUsd(fees.travelUsd, lang));
    expect(all).toContain(formatUsd(fees.perNotarialActUsd, lang));
    expect(all).toContain(`${fees.travelFeeRadiusMiles} ${lang === "es" ? "millas" : "miles"}`);
  });
});

describe("the home page's FAQ teaser", () => {
  test("shows five questions taken from the same data as the FAQ page", () => {
    const teaser = findFaqItems(homeFaqIds);
    expect(teaser).toHaveLength(5);
    expect(teaser.map((item) => item.id)).toEqual([...homeFaqIds]);
    for (const item of teaser) expect(allItems).toContain(item);
  });

  test("shows the same five questions in Spanish on the Spanish home page", () => {
    expect(findFaqItems(homeFaqIds, "es").map((item) => item.id)).toEqual([...homeFaqIds]);
    const spanish = faqPage.es.categories.flatMap((category) => category.items);
    for (const item of findFaqItems(homeFaqIds, "es")) expect(spanish).toContain(item);
  });

  test("fails loudly on an unknown question id", () => {
    expect(() => findFaqItems(["no-such-question"])).toThrow(/no-such-question/);
  });
});

/*
 * This used to compare every amount, distance and duration in the answers
 * with the config, because the answers were built in TypeScript where a
 * number could be typed by hand. Now every fact is a {{token}}, expanded from
 * business.json, so the answers agree by construction; what is left to guard
 * is that nobody types a fact into faq.json instead of its token.
 */
describe("FAQ answers never disagree with the configured facts", () => {
  test("the check itself catches a fact typed by hand", () => {
    // The spec quotes a $45 travel fee in places; the site's one fee is a token.
    expect(TYPED_FACT.test("A travel fee of $45 within 15 miles.")).toBe(true);
    expect(TYPED_FACT.test("give me 36 hours' notice")).toBe(true);
    expect(TYPED_FACT.test("avíseme con 36 horas de anticipación")).toBe(true);
    expect(TYPED_FACT.test("A travel fee of {{fees.travel}} within {{fees.travelRadiusMiles}} miles.")).toBe(false);
  });

  test("name every fee, distance and duration by token in faq.json, never typed by hand", () => {
    for (const text of writtenText) expect(text).not.toMatch(TYPED_FACT);
  });

  test("state the same travel fee and notarial fee as the pricing section", () => {
    const pricedAmounts = pricing.map((item) => item.price);
    expect(pricedAmounts).toContain(formatUsd(fees.travelUsd));
    // Whichever answer quotes the fees, it quotes both, and the travel fee's distance, from the config.
    const quotesFee = (text: string, usd: number) => new RegExp(`\\${formatUsd(usd)}(?![\\d,])`).test(text);
    const costs = allItems.filter((item) => quotesFee(item.answer, fees.travelUsd));
    expect(costs.length).toBeGreaterThan(0);
    expect(costs.some((item) => quotesFee(item.answer, fees.perNotarialActUsd))).toBe(true);
    for (const item of costs) expect(item.answer, item.id).toContain(`${fees.travelFeeRadiusMiles} miles`);
  });

  test("leave no token unexpanded", () => {
    const shown = [
      ...allItems.flatMap((item) => [item.question, item.answer]),
      ...faqQuickTips.map((tip) => tip.description),
    ];
    for (const text of shown) expect(text).not.toMatch(/\{\{|\}\}/);
  });

  test("name every town the site serves in one answer", () => {
    const namesEveryTown = (text: string) => serviceArea.towns.every((town) => text.includes(town.name));
    expect(allItems.some((item) => namesEveryTown(item.answer))).toBe(true);
  });
});
