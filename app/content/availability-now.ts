import {
  availabilityAt,
  describeAvailability,
  msUntilNextMinute,
  type AvailabilityRules,
  type AvailabilityStatus,
  type AvailabilityStatusCopy,
  type NextOpening,
} from "~/lib/availability";
import { formatClock } from "~/lib/format";
import { compactClock, weekdayName } from "~/lib/weekly-hours";
import type { ClockTime, Weekday } from "~/facts/site.config";
import { intlLocales, type Bilingual, type Lang } from "~/vocabulary/lang";

/*
 * The availability line once the page runs in a browser: what holds now in
 * New York, as a sentence in the page's language. It is part of the plain
 * page script every page loads (app/page-script.client.ts), so it takes her hours
 * as an argument: importing the facts here would bundle every data file
 * into that script.
 */

/** "17:00" -> "5:00 PM" with a no-break space, so a narrow line never ends between "5:00" and "PM". */
function englishHour(time: ClockTime): string {
  return formatClock(time, "en").replace(/ /g, "\u00a0");
}

/** "13:00" -> "la 1:00 p.m.", "17:00" -> "las 5:00 p.m.": Spanish counts the hour, and one o'clock is singular. */
function spanishHour(time: ClockTime): string {
  const hour = Number(time.slice(0, 2)) % 12;
  return `${hour === 1 ? "la" : "las"} ${formatClock(time, "es")}`;
}

/** "17:00" -> "5 PM", "17:30" -> "5:30 PM" / "5 p.m.": the shortest clock, for a button. */
function shortHour(time: ClockTime, lang: Lang): string {
  return compactClock(time, lang);
}

const monthDays = new Map<Lang, Intl.DateTimeFormat>();

/** "2027-01-04" -> "January 4" / "4 de enero": for an opening a week or more away. */
function monthDay(date: string, lang: Lang): string {
  let format = monthDays.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[lang], { month: "long", day: "numeric", timeZone: "UTC" });
    monthDays.set(lang, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

const englishNext = (day: Weekday, opens: ClockTime, date?: string) =>
  `Next: ${weekdayName(day, "en")}${date ? `, ${monthDay(date, "en")},` : ""} ${englishHour(opens)}`;
const spanishDay = (day: Weekday, date?: string) =>
  `el ${weekdayName(day, "es")}${date ? ` ${monthDay(date, "es")}` : ""}`;

/** "Next: Friday 5:00 PM" after a day off, in either language; none: the copy's own words. */
function nextAfterClosure(next: NextOpening, lang: Lang): string {
  if (next.kind === "none") return availabilityCopy[lang].none;
  return lang === "es"
    ? `Atiendo de nuevo ${spanishDay(next.day, next.date)} desde ${spanishHour(next.opens)}`
    : englishNext(next.day, next.opens, next.date);
}

/**
 * What the line says for each status, in both languages. A day off never
 * says "available": it says closed, why if she said, and when she is back.
 */
export const availabilityCopy = {
  en: {
    open: (closes) => `Available now until ${englishHour(closes)}`,
    laterToday: (opens) => `Available today from ${englishHour(opens)}`,
    next: englishNext,
    none: "By appointment",
    closed: (note, next) => `Closed today${note ? ` (${note})` : ""} · ${nextAfterClosure(next, "en")}`,
    noteOf: (closure) => closure.note || undefined,
  },
  es: {
    open: (closes) => `Disponible ahora hasta ${spanishHour(closes)}`,
    laterToday: (opens) => `Disponible hoy desde ${spanishHour(opens)}`,
    next: (day, opens, date) => `Disponible ${spanishDay(day, date)} desde ${spanishHour(opens)}`,
    none: "Con cita previa",
    closed: (note, next) => `Cerrado hoy${note ? ` (${note})` : ""} · ${nextAfterClosure(next, "es")}`,
    noteOf: (closure) => closure.noteEs || undefined,
  },
} satisfies Bilingual<AvailabilityStatusCopy>;

/** The first screen's call button while she is available: the call, and until when. */
export const callNowCopy = {
  en: (closes: ClockTime) => `Call now — until ${shortHour(closes, "en")}`,
  es: (closes: ClockTime) =>
    `Llame ya — hasta ${Number(closes.slice(0, 2)) % 12 === 1 ? "la" : "las"} ${shortHour(closes, "es")}`,
} satisfies Bilingual<(closes: ClockTime) => string>;

/**
 * The longest words the call button can take while she is available, under
 * her hours: the room the button keeps for them from the start.
 */
export function longestCallNow(lang: Lang, schedule: AvailabilityRules["schedule"]): string {
  const closings = new Set(schedule.map((period) => period.closes));
  return [...closings]
    .map((closes) => callNowCopy[lang](closes))
    .reduce((longest, words) => (words.length > longest.length ? words : longest), "");
}

export interface AvailabilityNow {
  kind: AvailabilityStatus["kind"];
  /** The sentence in the page's language. */
  text: string;
  /** While she is available: the call button's words ("Call now — until 8 PM"). */
  callNow?: string;
  /** When the sentence may change: the turn of the next minute, in milliseconds from `instant`. */
  recheckInMs: number;
}

/** The status at `instant` under her hours (the facts' `hours`), and its sentence in `lang`. */
export function availabilityNow(instant: Date, lang: Lang, rules: AvailabilityRules): AvailabilityNow {
  const status = availabilityAt(instant, rules);
  return {
    kind: status.kind,
    text: describeAvailability(status, availabilityCopy[lang]),
    ...(status.kind === "open" && { callNow: callNowCopy[lang](status.closes) }),
    recheckInMs: msUntilNextMinute(instant),
  };
}
