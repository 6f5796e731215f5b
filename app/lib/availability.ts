import { minutesOf, WEEK, type OpeningPeriod } from "~/lib/weekly-hours";
import type { ClockTime, Weekday } from "~/facts/site.config";

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
const BUSINESS_TIME_ZONE = "America/New_York";

/** A day or a run of days off, as business.json lists them (`to` empty or absent: the one day). */
export interface ClosureDays {
  /** YYYY-MM-DD, New York's calendar. */
  from: string;
  to?: string;
  note?: string;
  noteEs?: string;
}

/** What decides the status: the weekly hours, the last start time and the days off. */
export interface AvailabilityRules {
  schedule: readonly OpeningPeriod[];
  /** "Available now" ends this many minutes before a closing (0 or absent: at the closing). */
  lastStartMinutesBeforeClose?: number;
  closures?: readonly ClosureDays[];
}

/** The next opening after today: which day, what time, and its date when a weekday alone would be ambiguous. */
export type NextOpening =
  /** `date` (YYYY-MM-DD) only when the opening is a week or more away, where the weekday alone misleads. */
  | { kind: "next"; day: Weekday; opens: ClockTime; date?: string }
  /** The schedule has no opening at all within a year (the facts' schema does not allow it, but the type does). */
  | { kind: "none" };

export type AvailabilityStatus =
  /** Open at this instant, until `closes` today, and still taking a start now. */
  | { kind: "open"; closes: ClockTime }
  /** Closed now, opening later today at `opens`. */
  | { kind: "later-today"; opens: ClockTime }
  /** Today is one of her days off: its note, if she gave one, and her next opening. */
  | { kind: "closed"; closure: ClosureDays; next: NextOpening }
  | NextOpening;

/** The sentence for each status, in one language; the times and days come in as data. */
export interface AvailabilityStatusCopy {
  open: (closes: ClockTime) => string;
  laterToday: (opens: ClockTime) => string;
  next: (day: Weekday, opens: ClockTime, date?: string) => string;
  none: string;
  /** A day off: its note (in the copy's language, if given) and what the next opening's sentence would be. */
  closed: (note: string | undefined, next: NextOpening) => string;
  /** The note of a day off in the copy's language. */
  noteOf: (closure: ClosureDays) => string | undefined;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(instant: Date, timeZone: string): Record<string, string> {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClocks.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The weekday and the minutes since midnight on the wall clocks of `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): { day: Weekday; minutes: number } {
  const parts = wallClockParts(instant, timeZone);
  return { day: parts.weekday as Weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The calendar date (YYYY-MM-DD) on the wall calendars of `timeZone` at `instant`. */
export function wallDateAt(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = wallClockParts(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The date `days` after `date` (YYYY-MM-DD), and its weekday: calendar arithmetic, no time zone involved. */
function dateAfter(date: string, days: number): { date: string; day: Weekday } {
  const next = new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000);
  // getUTCDay: 0 is Sunday; WEEK starts on Monday.
  return { date: next.toISOString().slice(0, 10), day: WEEK[(next.getUTCDay() + 6) % 7] as Weekday };
}

/** The day off that `date` falls in, if any: `from` and `to` are both included. */
function closureOn(date: string, closures: readonly ClosureDays[] = []): ClosureDays | undefined {
  return closures.find((closure) => closure.from <= date && date <= (closure.to || closure.from));
}

/** The days off that have not ended by `today` (YYYY-MM-DD), earliest first. */
export function closuresFrom(today: string, closures: readonly ClosureDays[] = []): ClosureDays[] {
  return closures
    .filter((closure) => (closure.to || closure.from) >= today)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * The stretches of `day`, earliest first: periods that meet (9–12 and 12–8)
 * are one stretch to a visitor.
 */
function stretchesOn(day: Weekday, schedule: readonly OpeningPeriod[]): { opens: ClockTime; closes: ClockTime }[] {
  const periods = schedule
    .filter((period) => period.days.includes(day))
    .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  const stretches: { opens: ClockTime; closes: ClockTime }[] = [];
  for (const period of periods) {
    const last = stretches[stretches.length - 1];
    if (last && period.opens === last.closes) last.closes = period.closes;
    else stretches.push({ opens: period.opens, closes: period.closes });
  }
  return stretches;
}

/** How far ahead to look for the next opening: past a long vacation, not forever. */
const DAYS_AHEAD = 400;

/** The first opening after `today`, skipping her days off. */
function nextOpeningAfter(today: string, rules: AvailabilityRules): NextOpening {
  for (let ahead = 1; ahead <= DAYS_AHEAD; ahead++) {
    const { date, day } = dateAfter(today, ahead);
    if (closureOn(date, rules.closures)) continue;
    const first = stretchesOn(day, rules.schedule)[0];
    if (first) return { kind: "next", day, opens: first.opens, ...(ahead >= 7 && { date }) };
  }
  return { kind: "none" };
}

/**
 * The status at `instant`: open (until when), opening later today (at what
 * time), closed today (a day off) or the next opening (which day, what time).
 * An opening is inclusive and the last start exclusive: at 5:00 PM sharp a
 * 17:00–20:00 period is open; with a last start 30 minutes before closing,
 * at 7:30 PM sharp it is not, and the status gives the next opening.
 */
export function availabilityAt(
  instant: Date,
  rules: AvailabilityRules,
  timeZone: string = BUSINESS_TIME_ZONE,
): AvailabilityStatus {
  const { day, minutes } = wallClockAt(instant, timeZone);
  const today = wallDateAt(instant, timeZone);

  const closure = closureOn(today, rules.closures);
  if (closure) return { kind: "closed", closure, next: nextOpeningAfter(today, rules) };

  const lastStart = rules.lastStartMinutesBeforeClose ?? 0;
  const stretches = stretchesOn(day, rules.schedule);
  const current = stretches.find(
    (stretch) => minutesOf(stretch.opens) <= minutes && minutes < minutesOf(stretch.closes) - lastStart,
  );
  if (current) return { kind: "open", closes: current.closes };

  const laterToday = stretches.find((stretch) => minutesOf(stretch.opens) > minutes);
  if (laterToday) return { kind: "later-today", opens: laterToday.opens };

  return nextOpeningAfter(today, rules);
}

/** The status as a sentence in the copy's language. */
export function describeAvailability(status: AvailabilityStatus, copy: AvailabilityStatusCopy): string {
  switch (status.kind) {
    case "open":
      return copy.open(status.closes);
    case "later-today":
      return copy.laterToday(status.opens);
    case "next":
      return copy.next(status.day, status.opens, status.date);
    case "none":
      return copy.none;
    case "closed":
      return copy.closed(copy.noteOf(status.closure), status.next);
  }
}

/** When to look again: the start of the next wall-clock minute after `instant`, in milliseconds from it. */
export function msUntilNextMinute(instant: Date): number {
  return 60_000 - (instant.getTime() % 60_000);
}
