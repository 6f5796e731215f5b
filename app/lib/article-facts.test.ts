import { describe, expect, test } from "vitest";
import { findContactDetails } from "~/lib/article-facts";

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
