import { describe, expect, test } from "vitest";
import { describePhone, formatPhoneForDisplay, isNorthAmericanE164, suggestNorthAmericanE164 } from "./phone";

const malformed = [
  "",
  "6105550142",
  "16105550142",
  "+1 610 555 0142",
  "+1(610)555-0142",
  "(610) 555-0142",
  "+161055501420",
  "+1610555014",
  "+16105550l42",
  "+11105550142",
  "+10105550142",
  "+16101550142",
  "+16100550142",
  "+441632960142",
];

describe("a North American number in E.164 form", () => {
  test("is +1, an area code and a local number, neither starting with 0 or 1", () => {
    expect(isNorthAmericanE164("+16105550142")).toBe(true);
    expect(isNorthAmericanE164("+12155550100")).toBe(true);
    for (const value of malformed) expect(isNorthAmericanE164(value), value).toBe(false);
  });
});

describe("formatPhoneForDisplay", () => {
  test("writes the number the way people in the US read it", () => {
    expect(formatPhoneForDisplay("+16105550142")).toBe("(610)\u00a0555\u20110142");
    expect(formatPhoneForDisplay("+14845550199")).toBe("(484)\u00a0555\u20110199");
  });

  test("refuses anything that is not a North American E.164 number", () => {
    for (const value of malformed) expect(() => formatPhoneForDisplay(value), value).toThrow(/E\.164/);
  });
});

describe("describePhone", () => {
  test("derives the text and both links from the one number", () => {
    expect(describePhone("+16105550142")).toEqual({
      e164: "+16105550142",
      display: "(610)\u00a0555\u20110142",
      callHref: "tel:+16105550142",
      textHref: "sms:+16105550142",
    });
  });

  test("throws on a malformed number rather than linking to it", () => {
    expect(() => describePhone("610-555-0142")).toThrow(/not a North American phone number/);
  });
});

describe("suggestNorthAmericanE164", () => {
  test("rewrites a number typed with the usual punctuation", () => {
    expect(suggestNorthAmericanE164("(610) 555-0142")).toBe("+16105550142");
    expect(suggestNorthAmericanE164("1-610-555-0142")).toBe("+16105550142");
    expect(suggestNorthAmericanE164("+1 610.555.0142")).toBe("+16105550142");
  });

  test("has no suggestion for something that is not a North American number", () => {
    expect(suggestNorthAmericanE164("555-0142")).toBeUndefined();
    expect(suggestNorthAmericanE164("+44 1632 960142")).toBeUndefined();
    expect(suggestNorthAmericanE164("(110) 555-0142")).toBeUndefined();
  });
});
