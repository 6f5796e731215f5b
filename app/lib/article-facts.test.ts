import { describe, expect, test } from "vitest";
import { findContactDetails, findFactMismatches, textOf, type ConfiguredFacts } from "~/lib/article-facts";

const facts: ConfiguredFacts = {
  perActUsd: 5,
  additionalSignerUsd: 2,
  travelUsd: 55,
  travelFeeRadiusMiles: 15,
  serviceRadiusMiles: 25,
  otherUsd: [25, 50, 100_000],
  clockTimes: ["17:00", "20:00", "09:00"],
};

const check = (text: string) => findFactMismatches(text, facts);

describe("findFactMismatches", () => {
  test("accepts prose that agrees with the config", () => {
    expect(
      check(
        "Each notarial act is $5, or $5 for the first signer and $2 for each additional signer. " +
          "My travel fee is $55 within 15 miles; I go up to 25 miles. Remote sessions cost $25 to $50. " +
          "I work weekdays 5:00 PM to 8:00 PM and weekends from 9 AM, with a $100,000 bond.",
      ),
    ).toEqual([]);
  });

  test("catches a travel fee that differs from the config", () => {
    expect(check("The travel fee is $45 within 15 miles.")).not.toEqual([]);
    expect(check("A $45 travel charge applies.")).not.toEqual([]);
  });

  test("catches a known amount quoted for the wrong thing", () => {
    expect(check("The travel fee is $5 for nearby towns.")).toEqual([
      '"travel fee is $5" states a travel fee other than $55',
    ]);
    expect(check("It costs $55 per signature.")).toEqual([
      '"$55 per signature" states a notarial fee other than $5 or $2',
    ]);
  });

  test("catches a notarial fee that differs from the config", () => {
    expect(check("Expect $10 per notarial act.")).not.toEqual([]);
    expect(check("Each notarial act costs $10.")).not.toEqual([]);
  });

  test("does not pair an amount with a keyword across another amount or a sentence", () => {
    expect(check("$5 per signature plus the $55 travel fee.")).toEqual([]);
    expect(check("Acknowledgments are $2 for each additional signer. Travel is extra.")).toEqual([]);
  });

  test("treats table cells as separate statements", () => {
    expect(
      check(
        textOf("<tr><td>Travel within 15 miles</td><td>$55 travel fee</td></tr><tr><td>Each act</td><td>$5</td></tr>"),
      ),
    ).toEqual([]);
  });

  test("catches distances and hours the business does not keep", () => {
    expect(check("I travel up to 30 miles.")).toEqual([
      '"30 miles" is neither the travel fee\'s distance nor the service radius',
    ]);
    expect(check("The travel fee covers 25 miles.")).toEqual([
      '"travel fee covers 25 miles" gives the travel fee a distance other than 15 miles',
    ]);
    expect(check("Open until 9:00 PM on weekdays.")).toEqual([
      '"9:00 PM" is not one of the configured opening or closing times',
    ]);
  });
});

describe("findContactDetails", () => {
  test("finds phone numbers, e-mail addresses and contact links", () => {
    expect(findContactDetails("Call (610) 555-0142 or write to me@example.com, or tel:+16105550142")).toEqual([
      "(610) 555-0142",
      "me@example.com",
      "tel:+16105550142",
    ]);
  });

  test("leaves ordinary numbers alone", () => {
    expect(findContactDetails("Section 2 within 3 business days, $100,000 bond, 2025-10-07")).toEqual([]);
  });
});
