import { describe, expect, test } from "vitest";
import { weeklyHoursCopy } from "~/content/availability";
import { availabilityCopy } from "~/content/availability-now";
import {
  availabilityAt,
  describeAvailability,
  msUntilNextMinute,
  wallClockAt,
  type AvailabilityStatus,
} from "~/lib/availability";
import { compactClockRange, shortWeeklyHours, type OpeningPeriod } from "~/lib/weekly-hours";
import { site, type ClockTime, type Weekday } from "~/facts/site.config";

/*
 * A schedule of the same shape as the business's (weekday evenings, long
 * weekend days), fixed here so these tests check the logic, not today's hours.
 */
const schedule: readonly OpeningPeriod[] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "17:00", closes: "20:00" },
  { days: ["Saturday", "Sunday"], opens: "09:00", closes: "20:00" },
];

const WEEK: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/*
 * An oracle that shares no code with the module: New York's offset from the
 * US rule for 2026 (daylight time from 8 March 07:00 UTC to 1 November 06:00
 * UTC), then plain arithmetic on minutes, scanning forward minute by minute.
 */
const DST_STARTS = Date.UTC(2026, 2, 8, 7);
const DST_ENDS = Date.UTC(2026, 10, 1, 6);

function newYorkWallClock(instant: number): { day: Weekday; minutes: number } {
  const offset = instant >= DST_STARTS && instant < DST_ENDS ? -4 : -5;
  const local = new Date(instant + offset * HOUR);
  // getUTCDay: 0 is Sunday.
  const day = WEEK[(local.getUTCDay() + 6) % 7] as Weekday;
  return { day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const toMinutes = (time: ClockTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}` as ClockTime;

function oracle(instant: number): AvailabilityStatus {
  const openAt = (wall: { day: Weekday; minutes: number }) =>
    schedule.find(
      (period) =>
        period.days.includes(wall.day) &&
        toMinutes(period.opens) <= wall.minutes &&
        wall.minutes < toMinutes(period.closes),
    );
  const now = newYorkWallClock(instant);
  const current = openAt(now);
  if (current) return { kind: "open", closes: current.closes };
  // Wall-clock minutes step with real minutes, except across a clock change, where
  // the scan still finds the first real minute that is inside a period.
  for (let ahead = 1; ahead <= 8 * 24 * 60; ahead++) {
    const then = newYorkWallClock(instant + ahead * MINUTE);
    if (openAt(then)) {
      const opens = toClock(then.minutes);
      return then.day === now.day && ahead < 24 * 60
        ? { kind: "later-today", opens }
        : { kind: "next", day: then.day, opens };
    }
  }
  return { kind: "none" };
}

/** Every `step` from `start` for `span`, plus a millisecond either side of each opening and closing. */
function instantsThrough(start: number, span: number, step: number): number[] {
  const instants: number[] = [];
  for (let t = start; t < start + span; t += step) instants.push(t);
  for (let t = start; t < start + span; t += MINUTE) {
    const { minutes } = newYorkWallClock(t);
    const isEdge = schedule.some((period) => [toMinutes(period.opens), toMinutes(period.closes)].includes(minutes));
    if (isEdge) instants.push(t - 1, t, t + 1, t + MINUTE - 1);
  }
  return instants;
}

const at = (iso: string) => availabilityAt(new Date(iso), { schedule });

describe("the availability at an instant, in New York time", () => {
  test.each([
    ["an ordinary week in November", Date.UTC(2026, 10, 23, 5)],
    ["the week daylight saving time starts (8 March 2026)", Date.UTC(2026, 2, 2, 5)],
    ["the week daylight saving time ends (1 November 2026)", Date.UTC(2026, 9, 26, 4)],
  ])("matches an independent reckoning every 10 minutes and at every opening and closing through %s", (_, start) => {
    const instants = instantsThrough(start, 8 * 24 * HOUR, 10 * MINUTE);
    expect(instants.length).toBeGreaterThan(8 * 24 * 6);
    for (const instant of instants) {
      expect(availabilityAt(new Date(instant), { schedule }), new Date(instant).toISOString()).toEqual(oracle(instant));
    }
  });

  test("opens at the minute of opening and closes at the minute of closing", () => {
    // Monday 23 November 2026, Eastern standard time (UTC−5).
    expect(at("2026-11-23T21:59:59.999Z")).toEqual({ kind: "later-today", opens: "17:00" });
    expect(at("2026-11-23T22:00:00.000Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-11-23T22:00:00.001Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-11-24T00:59:59.999Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-11-24T01:00:00.000Z")).toEqual({ kind: "next", day: "Tuesday", opens: "17:00" });
    expect(at("2026-11-24T01:00:00.001Z")).toEqual({ kind: "next", day: "Tuesday", opens: "17:00" });
  });

  test("after Friday's closing the next opening is Saturday morning, after Sunday's Monday evening", () => {
    expect(at("2026-11-28T01:00:00Z")).toEqual({ kind: "next", day: "Saturday", opens: "09:00" });
    expect(at("2026-11-28T13:59:00Z")).toEqual({ kind: "later-today", opens: "09:00" });
    expect(at("2026-11-28T14:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-11-30T01:00:00Z")).toEqual({ kind: "next", day: "Monday", opens: "17:00" });
  });

  test("on 8 March 2026 the clocks skip 2:00–3:00 AM and Sunday still opens at 9:00 AM daylight time", () => {
    expect(wallClockAt(new Date("2026-03-08T06:59:00Z"))).toEqual({ day: "Sunday", minutes: 1 * 60 + 59 });
    expect(wallClockAt(new Date("2026-03-08T07:00:00Z"))).toEqual({ day: "Sunday", minutes: 3 * 60 });
    expect(at("2026-03-08T06:59:59Z")).toEqual({ kind: "later-today", opens: "09:00" });
    expect(at("2026-03-08T07:00:00Z")).toEqual({ kind: "later-today", opens: "09:00" });
    // 13:00 UTC was 8:00 AM the day before; now it is 9:00 AM.
    expect(at("2026-03-07T13:59:59Z")).toEqual({ kind: "later-today", opens: "09:00" });
    expect(at("2026-03-07T14:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-03-08T12:59:59Z")).toEqual({ kind: "later-today", opens: "09:00" });
    expect(at("2026-03-08T13:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-03-08T23:59:59Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-03-09T00:00:00Z")).toEqual({ kind: "next", day: "Monday", opens: "17:00" });
    expect(at("2026-03-09T20:59:59Z")).toEqual({ kind: "later-today", opens: "17:00" });
    expect(at("2026-03-09T21:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
  });

  test("on 1 November 2026 the clocks repeat 1:00–2:00 AM and Sunday opens at 9:00 AM standard time", () => {
    expect(wallClockAt(new Date("2026-11-01T05:59:00Z"))).toEqual({ day: "Sunday", minutes: 1 * 60 + 59 });
    expect(wallClockAt(new Date("2026-11-01T06:00:00Z"))).toEqual({ day: "Sunday", minutes: 1 * 60 });
    expect(at("2026-10-31T13:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-11-01T05:59:59Z")).toEqual({ kind: "later-today", opens: "09:00" });
    expect(at("2026-11-01T06:00:00Z")).toEqual({ kind: "later-today", opens: "09:00" });
    // 13:00 UTC was 9:00 AM the day before; now it is 8:00 AM.
    expect(at("2026-11-01T13:00:00Z")).toEqual({ kind: "later-today", opens: "09:00" });
    expect(at("2026-11-01T13:59:59Z")).toEqual({ kind: "later-today", opens: "09:00" });
    expect(at("2026-11-01T14:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-11-02T00:59:59Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(at("2026-11-02T01:00:00Z")).toEqual({ kind: "next", day: "Monday", opens: "17:00" });
    expect(at("2026-11-02T21:59:59Z")).toEqual({ kind: "later-today", opens: "17:00" });
    expect(at("2026-11-02T22:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
  });

  test("reads New York's clock in any time zone: the answer depends on the instant alone", () => {
    const instant = new Date("2026-11-23T22:30:00Z");
    expect(availabilityAt(instant, { schedule })).toEqual({ kind: "open", closes: "20:00" });
    // The same instant is already Tuesday in Tokyo and still before noon in Honolulu.
    expect(wallClockAt(instant, "Asia/Tokyo").day).toBe("Tuesday");
    expect(availabilityAt(instant, { schedule }, "Pacific/Honolulu")).toEqual({ kind: "later-today", opens: "17:00" });
  });

  test("a day with two periods that meet is open until the later closing", () => {
    const split: OpeningPeriod[] = [
      { days: ["Monday"], opens: "09:00", closes: "12:00" },
      { days: ["Monday"], opens: "12:00", closes: "18:00" },
      { days: ["Tuesday"], opens: "09:00", closes: "11:00" },
      { days: ["Tuesday"], opens: "13:00", closes: "15:00" },
    ];
    expect(availabilityAt(new Date("2026-11-23T15:00:00Z"), { schedule: split })).toEqual({
      kind: "open",
      closes: "18:00",
    });
    expect(availabilityAt(new Date("2026-11-24T17:00:00Z"), { schedule: split })).toEqual({
      kind: "later-today",
      opens: "13:00",
    });
  });

  test("a single day a week: after it closes, the next opening is the same weekday a week later", () => {
    const once: OpeningPeriod[] = [{ days: ["Monday"], opens: "17:00", closes: "20:00" }];
    expect(availabilityAt(new Date("2026-11-24T01:30:00Z"), { schedule: once })).toEqual({
      kind: "next",
      day: "Monday",
      opens: "17:00",
      // A week away, "Monday" alone would read as the coming one: the date says which.
      date: "2026-11-30",
    });
    expect(availabilityAt(new Date("2026-11-24T01:30:00Z"), { schedule: [] })).toEqual({ kind: "none" });
  });
});

describe("the last start time", () => {
  const lastStart = (iso: string, minutes: number) =>
    availabilityAt(new Date(iso), { schedule, lastStartMinutesBeforeClose: minutes });

  test("ends 'available now' that many minutes before closing; the status gives the next opening", () => {
    // Monday 23 November 2026, 7:29 PM and 7:30 PM in New York (UTC−5), closing at 8 PM.
    expect(lastStart("2026-11-24T00:29:59Z", 30)).toEqual({ kind: "open", closes: "20:00" });
    expect(lastStart("2026-11-24T00:30:00Z", 30)).toEqual({ kind: "next", day: "Tuesday", opens: "17:00" });
    expect(lastStart("2026-11-24T00:59:00Z", 30)).toEqual({ kind: "next", day: "Tuesday", opens: "17:00" });
    // 0 keeps the closing as the end.
    expect(lastStart("2026-11-24T00:59:00Z", 0)).toEqual({ kind: "open", closes: "20:00" });
  });

  test("applies to the end of two periods that meet, not to the seam between them", () => {
    const split: OpeningPeriod[] = [
      { days: ["Monday"], opens: "09:00", closes: "12:00" },
      { days: ["Monday"], opens: "12:00", closes: "18:00" },
      { days: ["Monday"], opens: "19:00", closes: "21:00" },
    ];
    const rules = { schedule: split, lastStartMinutesBeforeClose: 45 };
    // 11:50 AM, 5:14 PM, 5:15 PM and 8:20 PM on Monday 23 November 2026.
    expect(availabilityAt(new Date("2026-11-23T16:50:00Z"), rules)).toEqual({ kind: "open", closes: "18:00" });
    expect(availabilityAt(new Date("2026-11-23T22:14:00Z"), rules)).toEqual({ kind: "open", closes: "18:00" });
    expect(availabilityAt(new Date("2026-11-23T22:15:00Z"), rules)).toEqual({ kind: "later-today", opens: "19:00" });
    expect(availabilityAt(new Date("2026-11-24T01:20:00Z"), rules)).toEqual({
      kind: "next",
      day: "Monday",
      opens: "09:00",
      date: "2026-11-30",
    });
  });
});

describe("days off", () => {
  const thanksgiving = { from: "2026-11-26", note: "Thanksgiving", noteEs: "Día de Acción de Gracias" };
  const christmas = { from: "2026-12-24", to: "2026-12-27" };
  const rules = { schedule, lastStartMinutesBeforeClose: 30, closures: [christmas, thanksgiving] };
  const on = (iso: string) => availabilityAt(new Date(iso), rules);

  test("a single day: closed all that day in New York, whatever the hour, with the next opening after it", () => {
    const closed = { kind: "closed", closure: thanksgiving, next: { kind: "next", day: "Friday", opens: "17:00" } };
    // Thursday 26 November 2026: 12:00 AM, 6 PM and 11:59 PM in New York.
    expect(on("2026-11-26T05:00:00Z")).toEqual(closed);
    expect(on("2026-11-26T23:00:00Z")).toEqual(closed);
    expect(on("2026-11-27T04:59:00Z")).toEqual(closed);
    // The evening before, after closing: the next opening skips the day off.
    expect(on("2026-11-26T01:30:00Z")).toEqual({ kind: "next", day: "Friday", opens: "17:00" });
    // The day after, as usual.
    expect(on("2026-11-27T23:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
  });

  test("a range: every day of it is closed, both ends included, and the next opening is the day after", () => {
    const next = { kind: "next", day: "Monday", opens: "17:00" };
    for (const iso of ["2026-12-24T23:00:00Z", "2026-12-26T15:00:00Z", "2026-12-27T15:00:00Z"]) {
      expect(on(iso)).toEqual({ kind: "closed", closure: christmas, next });
    }
    expect(on("2026-12-23T23:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
    expect(on("2026-12-28T23:00:00Z")).toEqual({ kind: "open", closes: "20:00" });
  });

  test("a long vacation: the next opening, more than a week away, carries its date", () => {
    const vacation = { from: "2027-01-04", to: "2027-01-17" };
    expect(availabilityAt(new Date("2027-01-05T23:00:00Z"), { schedule, closures: [vacation] })).toEqual({
      kind: "closed",
      closure: vacation,
      next: { kind: "next", day: "Monday", opens: "17:00", date: "2027-01-18" },
    });
  });

  test("an empty list changes nothing: the same status as without one through a whole week", () => {
    for (let hour = 0; hour < 7 * 24; hour++) {
      const instant = new Date(Date.UTC(2026, 10, 23, 5 + hour, 17));
      expect(availabilityAt(instant, { schedule, closures: [] })).toEqual(availabilityAt(instant, { schedule }));
    }
  });

  test("say closed, the note in the page's language, and the next opening, never 'available'", () => {
    const status = on("2026-11-26T23:00:00Z");
    const english = describeAvailability(status, availabilityCopy.en);
    const spanish = describeAvailability(status, availabilityCopy.es);
    expect(english).toBe("Closed today (Thanksgiving) · Next: Friday 5:00\u00a0PM");
    expect(spanish).toBe(
      "Cerrado hoy (Día de Acción de Gracias) · Atiendo de nuevo el viernes desde las 5:00\u00a0p.m.",
    );
    expect(describeAvailability(on("2026-12-25T15:00:00Z"), availabilityCopy.en)).toBe(
      "Closed today · Next: Monday 5:00\u00a0PM",
    );
    for (const sentence of [english, spanish]) expect(sentence).not.toMatch(/available|disponible/i);
  });

  test("a next opening a week or more away names its date", () => {
    const next = { kind: "next", day: "Monday", opens: "17:00", date: "2027-01-18" } as const;
    expect(describeAvailability(next, availabilityCopy.en)).toBe("Next: Monday, January 18, 5:00\u00a0PM");
    expect(describeAvailability(next, availabilityCopy.es)).toBe(
      "Disponible el lunes 18 de enero desde las 5:00\u00a0p.m.",
    );
  });
});

describe("the availability as a sentence", () => {
  test.each([
    ["2026-11-23T23:00:00Z", "Available now until 8:00\u00a0PM", "Disponible ahora hasta las 8:00\u00a0p.m."],
    ["2026-11-23T15:00:00Z", "Available today from 5:00\u00a0PM", "Disponible hoy desde las 5:00\u00a0p.m."],
    ["2026-11-28T02:00:00Z", "Next: Saturday 9:00\u00a0AM", "Disponible el sábado desde las 9:00\u00a0a.m."],
    ["2026-11-24T02:00:00Z", "Next: Tuesday 5:00\u00a0PM", "Disponible el martes desde las 5:00\u00a0p.m."],
  ])("at %s: %s / %s", (iso, en, es) => {
    const status = at(iso);
    expect(describeAvailability(status, availabilityCopy.en)).toBe(en);
    expect(describeAvailability(status, availabilityCopy.es)).toBe(es);
  });

  test("Spanish says «la 1:00» for one o'clock and «las» for every other hour", () => {
    expect(describeAvailability({ kind: "open", closes: "13:00" }, availabilityCopy.es)).toBe(
      "Disponible ahora hasta la 1:00\u00a0p.m.",
    );
    expect(describeAvailability({ kind: "later-today", opens: "01:30" }, availabilityCopy.es)).toBe(
      "Disponible hoy desde la 1:30\u00a0a.m.",
    );
    expect(describeAvailability({ kind: "later-today", opens: "12:00" }, availabilityCopy.es)).toBe(
      "Disponible hoy desde las 12:00\u00a0p.m.",
    );
  });

  test("a schedule with no opening says to book ahead", () => {
    expect(describeAvailability({ kind: "none" }, availabilityCopy.en)).toBe(availabilityCopy.en.none);
  });
});

describe("the weekly hours in short form", () => {
  /** Written with "_" for the no-break spaces that keep a day and its hours, and a time, on one line. */
  const nb = (text: string) => text.replace(/_/g, "\u00a0");

  test("names runs of days and compact times in both languages", () => {
    expect(shortWeeklyHours(schedule, "en", weeklyHoursCopy.en)).toBe(nb("Mon–Fri_5–8_PM · Sat–Sun_9_AM–8_PM"));
    expect(shortWeeklyHours(schedule, "es", weeklyHoursCopy.es)).toBe(nb("lun–vie_5–8_p.m. · sáb–dom_9_a.m.–8_p.m."));
  });

  test("reads the week as a circle, lists lone days, and keeps minutes when there are some", () => {
    const odd: OpeningPeriod[] = [
      { days: ["Saturday", "Sunday", "Monday"], opens: "10:30", closes: "14:00" },
      { days: ["Wednesday", "Friday"], opens: "18:00", closes: "21:00" },
    ];
    expect(shortWeeklyHours(odd, "en", weeklyHoursCopy.en)).toBe(nb("Sat–Mon_10:30_AM–2:00_PM · Wed, Fri_6–9_PM"));
    expect(compactClockRange("09:00", "20:00", "es")).toBe(nb("9_a.m.–8_p.m."));
  });

  test("a period on every day says so", () => {
    const daily: OpeningPeriod[] = [{ days: [...WEEK], opens: "08:00", closes: "18:00" }];
    expect(shortWeeklyHours(daily, "es", weeklyHoursCopy.es)).toBe(nb("Todos los días_8_a.m.–6_p.m."));
  });

  test("covers the business's own schedule", () => {
    for (const lang of ["en", "es"] as const) {
      const text = shortWeeklyHours(site.hours.schedule, lang, weeklyHoursCopy[lang]);
      expect(text.split(" · ")).toHaveLength(site.hours.schedule.length);
    }
  });
});

test("the next look at the clock is at the start of the next minute", () => {
  expect(msUntilNextMinute(new Date("2026-11-23T22:00:00.000Z"))).toBe(MINUTE);
  expect(msUntilNextMinute(new Date("2026-11-23T22:00:59.250Z"))).toBe(750);
});
