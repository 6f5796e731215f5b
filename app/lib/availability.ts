import type { ClockTime, OpeningHours, Weekday } from "~/site.config";
import { intlLocales, type Lang } from "~/vocabulary/lang";

/*
 * Whether the notary is available, worked out from the opening hours in the
 * facts for one instant. Pure: the caller passes the instant, so the same
 * code runs at build time, in the browser and in the tests, whatever time
 * zone the visitor's device is set to.
 */

/**
 * The hours in the facts are Berks County wall-clock times. All of
 * Pennsylvania keeps Eastern time, so the zone is fixed here rather than
 * being a fact the owner could set wrong.
 */
export const BUSINESS_TIME_ZONE = "America/New_York";

/** The part of an opening period the status needs. */
export type OpeningPeriod = Pick<OpeningHours, "days" | "opens" | "closes">;

/** Monday first, as the facts list them; index 0 is Monday. */
const WEEK: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

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
export interface AvailabilityCopy {
  open: (closes: ClockTime) => string;
  laterToday: (opens: ClockTime) => string;
  next: (day: Weekday, opens: ClockTime) => string;
  none: string;
  /** Said before the weekly hours, for screen readers ("Hours:"). */
  hoursLabel: string;
  /** The weekly hours when every day of the week is in one period. */
  everyDay: string;
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

function minutesOf(time: ClockTime): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
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
export function describeAvailability(status: AvailabilityStatus, copy: AvailabilityCopy): string {
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

const weekdayNames = new Map<string, Intl.DateTimeFormat>();

/** "Saturday" -> "Saturday" / "sábado" (long), "Sat" / "sáb" (short), through Intl. */
export function weekdayName(day: Weekday, lang: Lang, width: "long" | "short" = "long"): string {
  const key = `${lang}-${width}`;
  let format = weekdayNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[lang], { weekday: width, timeZone: "UTC" });
    weekdayNames.set(key, format);
  }
  // 1 January 2024 was a Monday.
  return format.format(new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day), 12)));
}

/** Runs of consecutive days, the week read as a circle: [Sat, Sun, Mon] is one run. */
function dayRuns(days: readonly Weekday[]): Weekday[][] {
  const included = WEEK.map((day) => days.includes(day));
  const firstGap = included.indexOf(false);
  if (firstGap === -1) return [[...WEEK]];
  const runs: Weekday[][] = [];
  for (let step = 1; step <= 7; step++) {
    const index = (firstGap + step) % 7;
    if (!included[index]) continue;
    const previousIncluded = included[(index + 6) % 7];
    if (previousIncluded) runs[runs.length - 1]?.push(WEEK[index] as Weekday);
    else runs.push([WEEK[index] as Weekday]);
  }
  return runs;
}

/** Spaces of every kind (Intl uses thin and narrow ones) become one no-break space, so a time never wraps. */
function tidy(text: string): string {
  return text.replace(/\s*–\s*/g, "–").replace(/\s+/g, "\u00a0");
}

const hourRanges = new Map<string, Intl.DateTimeFormat>();

/** "17:00", "20:00" -> "5–8 PM" / "5–8 p.m."; "09:00", "20:00" -> "9 AM–8 PM"; minutes only when there are some. */
export function compactClockRange(opens: ClockTime, closes: ClockTime, lang: Lang): string {
  const onTheHour = minutesOf(opens) % 60 === 0 && minutesOf(closes) % 60 === 0;
  const key = `${lang}-${onTheHour}`;
  let format = hourRanges.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[lang], {
      hour: "numeric",
      ...(onTheHour ? {} : { minute: "2-digit" }),
      timeZone: "UTC",
    });
    hourRanges.set(key, format);
  }
  const at = (time: ClockTime) => new Date(Date.UTC(2000, 0, 1, 0, minutesOf(time)));
  return tidy(format.formatRange(at(opens), at(closes)));
}

/**
 * The week's hours in a few characters, one entry a period, true at any
 * moment: ["Mon–Fri 5–8 PM", "Sat–Sun 9 AM–8 PM"] / ["lun–vie 5–8 p.m.", "sáb–dom 9 a.m.–8 p.m."].
 */
export function weeklyHours(
  schedule: readonly OpeningPeriod[],
  lang: Lang,
  copy: Pick<AvailabilityCopy, "everyDay">,
): string[] {
  return schedule.map((period) => {
    const runs = dayRuns(period.days);
    const days =
      period.days.length === 7
        ? copy.everyDay
        : runs
            .map((run) => {
              const first = weekdayName(run[0] as Weekday, lang, "short");
              const last = weekdayName(run[run.length - 1] as Weekday, lang, "short");
              return run.length === 1 ? first : `${first}–${last}`;
            })
            .join(", ");
    return `${days}\u00a0${compactClockRange(period.opens, period.closes, lang)}`;
  });
}

/** The same in one line: "Mon–Fri 5–8 PM · Sat–Sun 9 AM–8 PM". */
export function shortWeeklyHours(
  schedule: readonly OpeningPeriod[],
  lang: Lang,
  copy: Pick<AvailabilityCopy, "everyDay">,
): string {
  return weeklyHours(schedule, lang, copy).join(" · ");
}

/** When to look again: the start of the next wall-clock minute after `instant`, in milliseconds from it. */
export function msUntilNextMinute(instant: Date): number {
  return 60_000 - (instant.getTime() % 60_000);
}
