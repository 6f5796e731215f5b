import { describe, expect, test } from "vitest";
import business from "~/facts/data/business.json" with { type: "json" };
import { actsAtTheActPrice, businessSchema, type Business } from "~/facts/schemas/business";
import {
  ACT_KINDS,
  estimate,
  legalMaxUsd,
  MAX_COUNT,
  priceUsd,
  remoteSurchargeUsd,
  signingCounts,
  toCount,
  type EstimateInput,
  type FeeFacts,
} from "~/lib/fee-estimate";
import { site } from "~/facts/site.config";

/** Facts for the arithmetic, chosen so every line of a case can be told apart. */
const facts: FeeFacts = {
  fees: {
    ...site.fees,
    perNotarialActUsd: 5,
    additionalSignerUsd: 2,
    remoteSurchargeUsd: 20,
    remoteOnlineUsd: { min: 25, max: 25 },
    travelUsd: 55,
    afterHoursSurchargeUsd: 0,
  },
  feeSchedule: {
    ...site.feeSchedule,
    maxUsd: {
      acknowledgment: 5,
      additionalSigner: 2,
      oathOrAffirmation: 5,
      verification: 5,
      certifiedCopyPage: 5,
      signatureWitnessing: 5,
      remoteSurcharge: 20,
    },
  },
};

const inPerson = (counts: EstimateInput["counts"], place: EstimateInput["place"] = { kind: "within" }) =>
  ({ counts, mode: "inPerson", place }) satisfies EstimateInput;
const remote = (counts: EstimateInput["counts"]) =>
  ({ counts, mode: "remote", place: { kind: "within" } }) satisfies EstimateInput;

describe("the fee estimate", () => {
  test.each([
    ["nothing picked, in person: the travel fee alone", inPerson({}), 55],
    [
      "one acknowledgment in a town with a page",
      inPerson({ acknowledgment: 1 }, { kind: "town", slug: "reading" }),
      60,
    ],
    ["a deed with three signers: $5 + $2 + $2, plus travel", inPerson({ acknowledgment: 1, additionalSigner: 2 }), 64],
    ["two affidavits (jurats) and four certified pages", inPerson({ oath: 2, certifiedCopyPage: 4 }), 85],
    [
      "one witnessed signature beyond the radius: travel quoted, not added",
      inPerson({ witnessing: 1 }, { kind: "farther" }),
      5,
    ],
    ["one remote acknowledgment: $5 + $20, no travel", remote({ acknowledgment: 1 }), 25],
    [
      "remote: two signers on one acknowledgment pay the surcharge once",
      remote({ acknowledgment: 1, additionalSigner: 1 }),
      27,
    ],
    ["remote: a jurat and a witnessed signature, two surcharges", remote({ oath: 1, witnessing: 1 }), 50],
    ["remote: certified copies are left out (in person only)", remote({ certifiedCopyPage: 3, oath: 1 }), 25],
    ["additional signers without an acknowledgment are left out", inPerson({ additionalSigner: 2 }), 55],
  ] as const)("%s", (_name, input, total) => {
    expect(estimate(input, facts).totalUsd).toBe(total);
  });

  test("itemizes each act with its count, unit price and amount, in the form's order", () => {
    const result = estimate(inPerson({ witnessing: 1, acknowledgment: 2, additionalSigner: 1 }), facts);
    expect(result.acts).toEqual([
      { act: "acknowledgment", count: 2, unitUsd: 5, amountUsd: 10 },
      { act: "additionalSigner", count: 1, unitUsd: 2, amountUsd: 2 },
      { act: "witnessing", count: 1, unitUsd: 5, amountUsd: 5 },
    ]);
    expect(result.travel).toEqual({ kind: "flat", amountUsd: 55 });
    expect(result.remoteSurcharge).toBeUndefined();
  });

  test("names what it left out and why the remote total has no travel", () => {
    const result = estimate(remote({ certifiedCopyPage: 2, acknowledgment: 1 }), facts);
    expect(result.leftOut).toEqual(["certifiedCopyPage"]);
    expect(result.travel).toEqual({ kind: "none" });
    expect(result.remoteSurcharge).toEqual({ count: 1, unitUsd: 20, amountUsd: 20 });
  });

  test("adds an after-hours surcharge when the owner sets one, and none when it is 0", () => {
    const withSurcharge = { ...facts, fees: { ...facts.fees, afterHoursSurchargeUsd: 10 } };
    expect(estimate(inPerson({ acknowledgment: 1 }), withSurcharge)).toMatchObject({ afterHoursUsd: 10, totalUsd: 70 });
    expect(estimate(inPerson({ acknowledgment: 1 }), facts)).toMatchObject({ afterHoursUsd: 0, totalUsd: 60 });
  });

  test("never charges more than the legal maximum, even from facts over it", () => {
    const greedy: FeeFacts = {
      ...facts,
      fees: { ...facts.fees, perNotarialActUsd: 9, additionalSignerUsd: 7, remoteSurchargeUsd: 40 },
    };
    for (const act of ACT_KINDS) expect(priceUsd(act, greedy)).toBe(legalMaxUsd(act, greedy.feeSchedule));
    expect(remoteSurchargeUsd(greedy)).toBe(20);
    expect(estimate(remote({ acknowledgment: 1 }), greedy).totalUsd).toBe(25);
  });

  test.each([
    [3, 3],
    ["4", 4],
    [2.7, 2],
    [-1, 0],
    ["", 0],
    ["abc", 0],
    [Number.NaN, 0],
    [MAX_COUNT + 10, MAX_COUNT],
  ] as const)("reads the count %j as %j", (typed, count) => {
    expect(toCount(typed)).toBe(count);
  });
});

describe("every price the facts configure, against Pennsylvania's fee schedule", () => {
  const { fees, feeSchedule } = site;
  const max = feeSchedule.maxUsd;

  test("each act's own price is at most its legal maximum", () => {
    for (const act of actsAtTheActPrice) expect(fees.perNotarialActUsd, act).toBeLessThanOrEqual(max[act]);
    expect(fees.additionalSignerUsd).toBeLessThanOrEqual(max.additionalSigner);
    expect(fees.remoteSurchargeUsd).toBeLessThanOrEqual(max.remoteSurcharge);
    for (const act of ACT_KINDS) expect(priceUsd(act, site), act).toBeLessThanOrEqual(legalMaxUsd(act, feeSchedule));
  });

  test("the remote price the pages quote is at most one act's maximum plus the remote surcharge's", () => {
    const remoteMax = Math.max(...actsAtTheActPrice.map((act) => max[act])) + max.remoteSurcharge;
    expect(fees.remoteOnlineUsd.min).toBeLessThanOrEqual(remoteMax);
    expect(fees.remoteOnlineUsd.max).toBeLessThanOrEqual(remoteMax);
    expect(fees.remoteOnlineUsd.max).toBeLessThanOrEqual(fees.perNotarialActUsd + fees.remoteSurchargeUsd);
  });

  test("the schedule is dated and cites its source", () => {
    expect(feeSchedule.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(feeSchedule.citation).toMatch(/Pa\. Code/);
    expect(feeSchedule.authority).toMatch(/Pa\.C\.S\./);
    expect(feeSchedule.sourceUrl).toMatch(/^https:\/\//);
  });
});

describe("the schema refuses a price over the legal maximum, naming the field", () => {
  const problems = (change: (data: Business) => void) => {
    const data = structuredClone(business) as Business;
    change(data);
    const result = businessSchema.safeParse(data);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  test("accepts the shipped facts", () => {
    expect(problems(() => undefined)).toEqual([]);
  });

  test.each([
    [
      "fees.perNotarialActUsd",
      (data: Business) => (data.fees.perNotarialActUsd = data.feeSchedule.maxUsd.acknowledgment + 1),
    ],
    [
      "fees.additionalSignerUsd",
      (data: Business) => (data.fees.additionalSignerUsd = data.feeSchedule.maxUsd.additionalSigner + 1),
    ],
    [
      "fees.remoteSurchargeUsd",
      (data: Business) => (data.fees.remoteSurchargeUsd = data.feeSchedule.maxUsd.remoteSurcharge + 1),
    ],
    [
      "fees.remoteOnlineUsd.max",
      (data: Business) => {
        // Her own remote price at the law's maximum, so only the law can refuse it.
        data.fees.perNotarialActUsd = Math.min(...actsAtTheActPrice.map((act) => data.feeSchedule.maxUsd[act]));
        data.fees.remoteSurchargeUsd = data.feeSchedule.maxUsd.remoteSurcharge;
        data.fees.remoteOnlineUsd = { min: 25, max: 50 };
      },
    ],
  ])("%s", (field, change) => {
    const found = problems(change);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${field.replace(/\./g, "\\.")}: \\d+ is more than`));
  });

  test("the $25–$50 remote price the spec quoted is refused", () => {
    const found = problems((data) => {
      // Her own remote price at the law's maximum, so only the law can refuse it.
      data.fees.perNotarialActUsd = Math.min(...actsAtTheActPrice.map((act) => data.feeSchedule.maxUsd[act]));
      data.fees.remoteSurchargeUsd = data.feeSchedule.maxUsd.remoteSurcharge;
      data.fees.remoteOnlineUsd = { min: 25, max: 50 };
    });
    const lawMax =
      Math.max(...actsAtTheActPrice.map((act) => business.feeSchedule.maxUsd[act])) +
      business.feeSchedule.maxUsd.remoteSurcharge;
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `^fees\\.remoteOnlineUsd\\.max: 50 is more than Pennsylvania allows for one notarial act performed remotely \\(\\$${lawMax}`,
        ),
      ),
    ]);
  });

  test("a lower cap in the schedule holds the owner's price to it", () => {
    const price = business.fees.perNotarialActUsd;
    expect(problems((data) => (data.feeSchedule.maxUsd.certifiedCopyPage = price - 1))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^fees\\.perNotarialActUsd: ${price} is more than Pennsylvania allows per notarial act \\(\\$${price - 1}\\)`,
        ),
      ),
    ]);
  });

  test("a remote price above the owner's own act price plus surcharge is refused", () => {
    const ownRemote = business.fees.perNotarialActUsd + 1;
    const { min, max } = business.fees.remoteOnlineUsd;
    expect(min).toBeGreaterThan(ownRemote);
    expect(problems((data) => (data.fees.remoteSurchargeUsd = 1))).toEqual(
      (["min", "max"] as const).map((bound) =>
        expect.stringMatching(
          new RegExp(
            `^fees\\.remoteOnlineUsd\\.${bound}: ${{ min, max }[bound]} is more than your own price for a remote act \\(\\$${ownRemote}`,
          ),
        ),
      ),
    );
  });
});

/*
 * "How many documents? How many people sign each?" as 4 Pa. Code § 167.3
 * applies its fees: each document is one acknowledgment, whose fee covers the
 * first signer; each other signer named on it adds the additional-signer fee.
 * Every figure comes from her data (business.json `fees`, `feeSchedule`).
 */
describe("documents and the people who sign each, by the fee schedule", () => {
  const acknowledgment = priceUsd("acknowledgment", site);
  const perOtherSigner = priceUsd("additionalSigner", site);
  const inReading: EstimateInput["place"] = { kind: "town", slug: site.serviceArea.towns[0]?.slug ?? "" };

  test("each document takes one acknowledgment, and each signer after the first adds the per-signer fee", () => {
    for (const [documents, signersEach] of [
      [1, 1],
      [3, 2],
      [2, 4],
      [5, 1],
    ] as const) {
      const counts = signingCounts(documents, signersEach);
      expect(counts).toEqual({ acknowledgment: documents, additionalSigner: documents * (signersEach - 1) });
      const result = estimate({ counts, mode: "inPerson", place: inReading }, site);
      expect(result.totalUsd, `${documents} documents, ${signersEach} signers each`).toBe(
        documents * (acknowledgment + (signersEach - 1) * perOtherSigner) +
          site.fees.travelUsd +
          site.fees.afterHoursSurchargeUsd,
      );
    }
  });

  test("two signers on three acknowledgments: three acknowledgment fees, three additional-signer fees and the trip", () => {
    const result = estimate({ counts: signingCounts(3, 2), mode: "inPerson", place: inReading }, site);
    expect(result.acts).toEqual([
      { act: "acknowledgment", count: 3, unitUsd: acknowledgment, amountUsd: 3 * acknowledgment },
      { act: "additionalSigner", count: 3, unitUsd: perOtherSigner, amountUsd: 3 * perOtherSigner },
    ]);
    // Never above the schedule: the per-document figure is at most its two legal maximums.
    expect(acknowledgment).toBeLessThanOrEqual(site.feeSchedule.maxUsd.acknowledgment);
    expect(perOtherSigner).toBeLessThanOrEqual(site.feeSchedule.maxUsd.additionalSigner);
  });

  test("no document, no signer fee; a count past the most the estimator takes is held to it", () => {
    expect(signingCounts(0, 3)).toEqual({ acknowledgment: 0, additionalSigner: 0 });
    expect(signingCounts(MAX_COUNT, 3).additionalSigner).toBe(MAX_COUNT);
    expect(signingCounts(2, 0)).toEqual({ acknowledgment: 2, additionalSigner: 0 });
  });
});
