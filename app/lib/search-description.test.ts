import { describe, expect, test } from "vitest";
import { SEARCH_DESCRIPTION_MAX } from "~/vocabulary/search-result";
import { firstThatFits, searchDescription } from "./search-description";

describe("searchDescription", () => {
  const first = "A notary who comes to you.";

  test("keeps every sentence that fits", () => {
    expect(searchDescription(first, "Travel is $38.", "Weekdays.")).toBe(`${first} Travel is $38. Weekdays.`);
  });

  test("leaves out a sentence that would make it longer than a search result shows, and keeps a later one that fits", () => {
    const long = "x".repeat(SEARCH_DESCRIPTION_MAX);
    const description = searchDescription(first, long, "Weekdays.");
    expect(description).toBe(`${first} Weekdays.`);
    expect(description.length).toBeLessThanOrEqual(SEARCH_DESCRIPTION_MAX);
  });
});

describe("firstThatFits", () => {
  test("takes the fullest wording that fits, and the last one otherwise", () => {
    const tooLong = "y".repeat(SEARCH_DESCRIPTION_MAX + 1);
    expect(firstThatFits("Full wording.", "Short.")).toBe("Full wording.");
    expect(firstThatFits(tooLong, "Short.")).toBe("Short.");
    expect(firstThatFits(tooLong, tooLong)).toBe(tooLong);
  });
});
