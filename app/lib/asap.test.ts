import { describe, expect, test } from "vitest";
import { asapDate } from "./asap";
import { availabilityAt, wallDateAt } from "./availability";
import { site } from "~/facts/site.config";

/** Every quarter hour of one week, from a Monday in New York. */
const week = Array.from(
  { length: 7 * 96 },
  (_, index) => new Date(Date.parse("2030-05-13T04:00:00Z") + index * 900_000),
);

describe("as soon as possible (today)", () => {
  test("is offered exactly while she is available now or later today, by her hours", () => {
    for (const instant of week) {
      const status = availabilityAt(instant, site.hours).kind;
      const expected = status === "open" || status === "later-today" ? wallDateAt(instant) : null;
      expect(asapDate(instant, site.hours), instant.toISOString()).toBe(expected);
    }
    // Her hours leave some time each week, and some time without: both answers occur.
    expect(week.some((instant) => asapDate(instant, site.hours) !== null)).toBe(true);
    expect(week.some((instant) => asapDate(instant, site.hours) === null)).toBe(true);
  });

  test("is never offered on one of her closures", () => {
    for (const instant of week) {
      const today = wallDateAt(instant);
      expect(asapDate(instant, { ...site.hours, closures: [{ from: today }] }), instant.toISOString()).toBeNull();
    }
  });

  test("names New York's date, not the visitor's", () => {
    const open = week.find((instant) => availabilityAt(instant, site.hours).kind === "open");
    if (!open) throw new Error("her hours have no open instant in a week");
    expect(asapDate(open, site.hours)).toBe(
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(open),
    );
  });
});
