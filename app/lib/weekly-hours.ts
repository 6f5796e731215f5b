import type { ClockTime, OpeningHours, Weekday } from "~/facts/site.config";
import { intlLocales, type Lang } from "~/vocabulary/lang";

/*
 * The week's opening hours in a few characters, true at any moment: what
 * the prerendered page says where the live availability will stand once the
 * page runs (app/components/Availability.tsx).
 */

/** The part of an opening period the hours need. */
export type OpeningPeriod = Pick<OpeningHours, "days" | "opens" | "closes">;

/** The words around the hours, in one language. */
export interface WeeklyHoursCopy {
  /** Said before the weekly hours, for screen readers ("Hours:"). */
  hoursLabel: string;
  /** The weekly hours when every day of the week is in one period. */
  everyDay: string;
}

/** Monday first, as the facts list them; index 0 is Monday. */
export const WEEK: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function minutesOf(time: ClockTime): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
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

/** One time as short as it reads: "20:00" -> "8 PM" / "8 p.m.", "19:30" -> "7:30 PM", with no-break spaces. */
export function compactClock(time: ClockTime, lang: Lang): string {
  const onTheHour = minutesOf(time) % 60 === 0;
  const key = `${lang}-${onTheHour}-one`;
  let format = hourRanges.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[lang], {
      hour: "numeric",
      ...(onTheHour ? {} : { minute: "2-digit" }),
      timeZone: "UTC",
    });
    hourRanges.set(key, format);
  }
  return tidy(format.format(new Date(Date.UTC(2000, 0, 1, 0, minutesOf(time)))));
}

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
  copy: Pick<WeeklyHoursCopy, "everyDay">,
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
  copy: Pick<WeeklyHoursCopy, "everyDay">,
): string {
  return weeklyHours(schedule, lang, copy).join(" · ");
}
