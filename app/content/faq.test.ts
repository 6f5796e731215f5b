import { describe, expect, test } from "vitest";
import faqData from "~/content/data/faq.json" with { type: "json" };
import { faqCategories, faqQuickTips, findFaqItems, homeFaqIds } from "~/content/faq";
import { pricing } from "~/content/pricing";
import { formatUsd } from "~/lib/format";
import { site } from "~/site.config";

const { fees, serviceArea } = site;
const allItems = faqCategories.flatMap((category) => category.items);

/** faq.json as the owner writes it, before its tokens are expanded. */
const writtenText = stringsOf(faqData);

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A fact typed by hand: a dollar amount, or a number before a unit ("15 miles", "24–48 hours"). */
const TYPED_FACT = /\$\d|\b\d+(?:–\d+)? (?:miles?|hours?|minutes|business days)\b/;

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

describe("the home page's FAQ teaser", () => {
  test("shows five questions taken from the same data as the FAQ page", () => {
    const teaser = findFaqItems(homeFaqIds);
    expect(teaser).toHaveLength(5);
    expect(teaser.map((item) => item.id)).toEqual([...homeFaqIds]);
    for (const item of teaser) expect(allItems).toContain(item);
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
