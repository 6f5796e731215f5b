import { describe, expect, test } from "vitest";
import {
  formatClock,
  formatClockRange,
  formatClockSpan,
  formatDate,
  formatList,
  formatRange,
  formatSchedule,
  formatWithinMiles,
  formatUsd,
} from "./format";

describe("formatUsd", () => {
  test("shows whole dollars with a thousands separator", () => {
    expect(formatUsd(55)).toBe("$55");
    expect(formatUsd(100_000)).toBe("$100,000");
    expect(formatUsd(0)).toBe("$0");
  });
});

describe("formatClock", () => {
  test("turns 24-hour times into 12-hour times with AM or PM", () => {
    expect(formatClock("09:00")).toBe("9:00 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("17:30")).toBe("5:30 PM");
    expect(formatClock("00:15")).toBe("12:15 AM");
  });

  test("joins a range with an en dash", () => {
    expect(formatClockRange("17:00", "20:00")).toBe("5:00 PM–8:00 PM");
  });
});

describe("formatRange", () => {
  test("joins the bounds with an en dash", () => {
    expect(formatRange({ min: 24, max: 48 })).toBe("24–48");
  });
});

describe("formatDate", () => {
  test("reads an ISO date as that calendar day whatever the time zone", () => {
    expect(formatDate("2025-06-20")).toBe("June 20, 2025");
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
  });

  test("can speak Spanish", () => {
    expect(formatDate("2025-06-20", "es")).toBe("20 de junio de 2025");
  });
});

describe("in Spanish, through Intl's es-US locale", () => {
  test("writes times the Spanish way and keeps each time in one piece", () => {
    expect(formatClock("17:00", "es")).toBe("5:00\u00a0p.m.");
    expect(formatClockRange("09:00", "20:00", "es")).toBe("9:00\u00a0a.m.–8:00\u00a0p.m.");
  });

  test("lists and schedules with Spanish conjunctions", () => {
    expect(formatList(["efectivo", "cheque", "tarjetas"], "disjunction", "es")).toBe("efectivo, cheque o tarjetas");
    expect(
      formatSchedule(
        [
          { label: "Weekdays", labelEs: "De lunes a viernes", opens: "17:00", closes: "20:00" },
          { label: "Weekends", labelEs: "Sábados y domingos", opens: "09:00", closes: "20:00" },
        ],
        "es",
      ),
    ).toBe("de lunes a viernes de 5:00 a 8:00\u00a0p.m. y sábados y domingos de 9:00\u00a0a.m. a 8:00\u00a0p.m.");
  });

  test("writes a span of hours in a sentence in words, with one p.m. when both ends share it", () => {
    expect(formatClockSpan("17:00", "20:00", "es")).toBe("de 5:00 a 8:00\u00a0p.m.");
    expect(formatClockSpan("09:00", "20:00", "es")).toBe("de 9:00\u00a0a.m. a 8:00\u00a0p.m.");
    expect(formatClockSpan("17:00", "20:00")).toBe("5:00 PM–8:00 PM");
  });

  test("writes a range in words, never with an en dash", () => {
    expect(formatRange({ min: 15, max: 30 }, "es")).toBe("de 15 a 30");
    expect(formatRange({ min: 25, max: 25 }, "es")).toBe("25");
  });

  test("says how far a fee reaches without the calque of within", () => {
    expect(formatWithinMiles(15, "Reading", "es")).toBe("hasta 15 millas de Reading");
    expect(formatWithinMiles(15, undefined, "es")).toBe("hasta 15 millas");
    expect(formatWithinMiles(15, "Reading")).toBe("within 15 miles of Reading");
  });

  test("shows dollars as US residents read them", () => {
    expect(formatUsd(100_000, "es")).toBe("$100,000");
  });
});

describe("formatList", () => {
  test("uses a serial comma and the right conjunction", () => {
    expect(formatList(["cash", "check", "apps"])).toBe("cash, check, and apps");
    expect(formatList(["cash", "check"], "disjunction")).toBe("cash or check");
  });
});
