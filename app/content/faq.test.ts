import { describe, expect, test } from "vitest";
import { faqCategories, faqQuickTips, findFaqItems, homeFaqIds } from "~/content/faq";
import { pricing } from "~/content/pricing";
import { formatUsd } from "~/lib/format";
import { site } from "~/site.config";

const { fees, credentials, serviceArea, policies } = site;
const allItems = faqCategories.flatMap((category) => category.items);
const allText = [
  ...allItems.map((item) => ({ where: item.id, text: `${item.question} ${item.answer}` })),
  ...faqQuickTips.map((tip) => ({ where: tip.title, text: `${tip.title} ${tip.description}` })),
];

/** Every dollar amount the config states; nothing else may appear in an answer. */
const configuredAmounts = new Set(
  [
    fees.perNotarialActUsd,
    fees.additionalSignerUsd,
    fees.travelUsd,
    fees.remoteOnlineUsd.min,
    fees.remoteOnlineUsd.max,
    fees.afterHoursSurchargeUsd,
    credentials.suretyBondUsd,
    credentials.errorsAndOmissionsUsd,
  ].map(formatUsd),
);

function unconfiguredAmounts(text: string): string[] {
  return [...text.matchAll(/\$\d{1,3}(?:,\d{3})*(?:\.\d+)?/g)]
    .map((match) => match[0])
    .filter((amount) => !configuredAmounts.has(amount));
}

/** Numbers written before a unit, e.g. "15 miles" or "24–48 hours". */
function numbersBefore(unit: string, text: string): number[] {
  const pattern = new RegExp(`(\\d+)(?:–(\\d+))? ${unit}`, "g");
  return [...text.matchAll(pattern)].flatMap((match) => [match[1], match[2]].filter(Boolean).map(Number));
}

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

describe("FAQ answers never disagree with the configured facts", () => {
  test("the check itself catches an amount typed by hand", () => {
    // The spec quotes a $45 travel fee in places; the site's one fee is in the config.
    expect(unconfiguredAmounts("A travel fee of $45 within 15 miles.")).toEqual(["$45"]);
    expect(unconfiguredAmounts(`A travel fee of ${formatUsd(fees.travelUsd)}.`)).toEqual([]);
  });

  test("contain no dollar amount other than the configured ones", () => {
    for (const { where, text } of allText) {
      expect(unconfiguredAmounts(text), where).toEqual([]);
    }
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

  test("give only configured distances", () => {
    const distances = new Set<number>([serviceArea.radiusMiles, fees.travelFeeRadiusMiles]);
    expect(allText.flatMap(({ text }) => numbersBefore("miles", text)).length).toBeGreaterThan(0);
    for (const { where, text } of allText) {
      for (const miles of numbersBefore("miles", text)) expect(distances, `${where}: ${miles} miles`).toContain(miles);
    }
  });

  test("give only configured hours, minutes and business days", () => {
    const hours = new Set<number>([
      policies.emailResponseHours,
      policies.cancellationNoticeHours,
      policies.lateCancellationHours,
      policies.bookAheadHours.min,
      policies.bookAheadHours.max,
      policies.depositionBookAheadHours.min,
      policies.depositionBookAheadHours.max,
    ]);
    const minutes = new Set<number>([
      policies.appointmentMinutes.min,
      policies.appointmentMinutes.max,
      policies.loanSigningMinutes.min,
      policies.loanSigningMinutes.max,
    ]);
    expect(allText.flatMap(({ text }) => numbersBefore("hours", text)).length).toBeGreaterThan(0);
    expect(numbersBefore("hours", "give me 36 hours' notice")).toEqual([36]);
    for (const { where, text } of allText) {
      for (const value of numbersBefore("hours", text)) expect(hours, `${where}: ${value} hours`).toContain(value);
      for (const value of numbersBefore("minutes", text))
        expect(minutes, `${where}: ${value} minutes`).toContain(value);
      for (const value of numbersBefore("business days", text)) expect(value, where).toBe(policies.i9BusinessDays);
    }
  });

  test("name every town the site serves in one answer", () => {
    const namesEveryTown = (text: string) => serviceArea.towns.every((town) => text.includes(town.name));
    expect(allItems.some((item) => namesEveryTown(item.answer))).toBe(true);
  });
});
