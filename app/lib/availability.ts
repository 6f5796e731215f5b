import { minutesOf, WEEK, type OpeningPeriod } from "~/lib/weekly-hours";
import type { ClockTime, Weekday } from "~/site.config";

/*
 * Whether the notary is available, worked out from the opening hours in the
 * facts for one instant; the weekly hours the prerendered page shows are in
 * ./weekly-hours.ts. Pure: the caller passes the instant, so the same
 * code runs at build time, in the browser and in the tests, whatever time
 * zone the visitor's device is set to.
 */

/**
 * The hours in the facts are Berks County wall-clock times. All of
 * Pennsylvania keeps Eastern time, so the zone is fixed here rather than
 * being a fact the owner could set wrong.
 */
export const BUSINESS_TIME_ZONE = "America/New_York";

export type AvailabilityStatus =
  /** Open at this instant, until `closes` today. */
  | { kind: "open"; closes: ClockTime }
  /** Closed now, opening later today at `opens`. */
  | { kind: "later-today"; opens: ClockTime }
  /** Closed for the rest of today; the next opening is on `day` (up to a week ahead) at `opens`. */
  | { kind: "next"; day: Weekday; opens: ClockTime }
  /** The schedule has no opening at all (the facts' schema does not allow it, but the type does). */
  | { kind: "none" };

/** The sentence for each status, in one language; the times and days come in as data. */
export interface AvailabilityStatusCopy {
  open: (closes: ClockTime) => string;
  laterToday: (opens: ClockTime) => string;
  next: (day: Weekday, opens: ClockTime) => string;
  none: string;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday and the minutes since midnight on the wall clocks of `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): { day: Weekday; minutes: number } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: parts.weekday as Weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The periods that apply on `day`, earliest first. */
function periodsOn(day: Weekday, schedule: readonly OpeningPeriod[]): OpeningPeriod[] {
  return schedule.filter((period) => period.days.includes(day)).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

/**
 * The status at `instant`: open (until when), opening later today (at what
 * time) or the next opening (which day, what time). An opening is inclusive
 * and a closing exclusive: at 5:00 PM sharp a 17:00–20:00 period is open, at
 * 8:00 PM sharp it is closed.
 */
export function availabilityAt(
  instant: Date,
  schedule: readonly OpeningPeriod[],
  timeZone: string = BUSINESS_TIME_ZONE,
): AvailabilityStatus {
  const { day, minutes } = wallClockAt(instant, timeZone);
  const today = periodsOn(day, schedule);

  const current = today.find((period) => minutesOf(period.opens) <= minutes && minutes < minutesOf(period.closes));
  if (current) {
    // Two periods that meet (9–12 and 12–8) are one stretch to a visitor.
    let closes = current.closes;
    for (const period of today) {
      if (period.opens === closes && minutesOf(period.closes) > minutesOf(closes)) closes = period.closes;
    }
    return { kind: "open", closes };
  }

  const laterToday = today.find((period) => minutesOf(period.opens) > minutes);
  if (laterToday) return { kind: "later-today", opens: laterToday.opens };

  const todayIndex = WEEK.indexOf(day);
  // Up to seven days ahead: with a single weekday in the schedule, the next opening is a week away.
  for (let ahead = 1; ahead <= 7; ahead++) {
    const nextDay = WEEK[(todayIndex + ahead) % 7] as Weekday;
    const first = periodsOn(nextDay, schedule)[0];
    if (first) return { kind: "next", day: nextDay, opens: first.opens };
  }
  return { kind: "none" };
}

/** The status as a sentence in the copy's language. */
export function describeAvailability(status: AvailabilityStatus, copy: AvailabilityStatusCopy): string {
  switch (status.kind) {
    case "open":
      return copy.open(status.closes);
    case "later-today":
      return copy.laterToday(status.opens);
    case "next":
      return copy.next(status.day, status.opens);
    case "none":
      return copy.none;
  }
}

/** When to look again: the start of the next wall-clock minute after `instant`, in milliseconds from it. */
export function msUntilNextMinute(instant: Date): number {
  return 60_000 - (instant.getTime() % 60_000);
}
