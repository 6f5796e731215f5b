import { describe, expect, test } from "vitest";
import { describeWindow, paginate } from "~/lib/pagination";

describe("paginate", () => {
  test("splits fifteen articles into pages of six, six and three", () => {
    expect(paginate(15, 1, 6)).toEqual({ page: 1, pageCount: 3, start: 0, end: 6 });
    expect(paginate(15, 2, 6)).toEqual({ page: 2, pageCount: 3, start: 6, end: 12 });
    expect(paginate(15, 3, 6)).toEqual({ page: 3, pageCount: 3, start: 12, end: 15 });
  });

  test("needs one page for up to a page's worth, and a second for one more", () => {
    expect(paginate(6, 1, 6).pageCount).toBe(1);
    expect(paginate(7, 1, 6).pageCount).toBe(2);
    expect(paginate(3, 1, 6)).toEqual({ page: 1, pageCount: 1, start: 0, end: 3 });
  });

  test("keeps a page that no longer exists within the pages that do", () => {
    expect(paginate(15, 9, 6).page).toBe(3);
    expect(paginate(15, 0, 6).page).toBe(1);
    expect(paginate(15, -2, 6).page).toBe(1);
    expect(paginate(15, Number.NaN, 6).page).toBe(1);
    expect(paginate(15, 2.7, 6).page).toBe(2);
  });

  test("has one empty page for no items", () => {
    expect(paginate(0, 1, 6)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });

  test("refuses a page size that cannot page anything", () => {
    expect(() => paginate(15, 1, 0)).toThrow(RangeError);
    expect(() => paginate(15, 1, 2.5)).toThrow(RangeError);
  });
});

describe("describeWindow", () => {
  test("says which articles are shown, one-based and inclusive", () => {
    expect(describeWindow(paginate(15, 1, 6), 15)).toBe("Showing 1-6 of 15 articles");
    expect(describeWindow(paginate(15, 2, 6), 15)).toBe("Showing 7-12 of 15 articles");
    expect(describeWindow(paginate(15, 3, 6), 15)).toBe("Showing 13-15 of 15 articles");
  });

  test("names the category when the list is filtered", () => {
    expect(describeWindow(paginate(3, 1, 6), 3, "Notary Tips")).toBe("Showing 1-3 of 3 articles in Notary Tips");
  });

  test("speaks of one article in the singular, and of none plainly", () => {
    expect(describeWindow(paginate(1, 1, 6), 1)).toBe("Showing 1-1 of 1 article");
    expect(describeWindow(paginate(0, 1, 6), 0)).toBe("Showing 0 of 0 articles");
  });
});
