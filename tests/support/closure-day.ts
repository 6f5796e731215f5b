/**
 * One of her days off, made for a test: a closure added to her hours on a day
 * she works by her weekly hours, a week or more after the build, so that
 * nothing but the closure keeps her away; the moment of that day her hours
 * cover; and what no page may say then.
 */
import { availabilityCopy, callNowCopy } from "../../app/content/availability-now";
import { contactPage } from "../../app/content/contact";
import type { Business } from "../../app/facts/schemas/business";
import { availabilityAt, wallDateAt } from "../../app/lib/availability";
import { dateRefusal } from "../../app/vocabulary/bookable-days";
import type { Lang } from "../../app/vocabulary/lang";

type Hours = Business["hours"];

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function firstWorkingDayFrom(isoDate: string, hours: Hours): string {
  for (let offset = 0; offset < 366; offset += 1) {
    const day = addDays(isoDate, offset);
    if (!dateRefusal(day, hours)) return day;
  }
  throw new Error("her hours and closures leave no working day in a year");
}

function quarterHourOpenOn(isoDate: string, hours: Hours): Date {
  // New York is 4 or 5 hours behind UTC: from midnight UTC the day spans the next 29 hours.
  const start = new Date(`${isoDate}T00:00:00Z`).getTime();
  for (let step = 0; step < 29 * 4; step += 1) {
    const instant = new Date(start + step * 900_000);
    if (wallDateAt(instant) === isoDate && availabilityAt(instant, hours).kind === "open") return instant;
  }
  throw new Error(`her hours have her available at no time on ${isoDate}`);
}

export interface DayOff {
  /** The closed day, YYYY-MM-DD. */
  day: string;
  /** Her hours with the closure added, as her data file is to hold them. */
  hours: Hours;
  /** A quarter hour of that day at which her weekly hours alone would have her available. */
  duringHerHours: Date;
}

/** A day off a week or more after `today` (New York's), on a day her weekly hours have her working. */
export function dayOffAhead(hours: Hours, today = wallDateAt(new Date())): DayOff {
  const day = firstWorkingDayFrom(addDays(today, 7), hours);
  const closure = { from: day, note: "Family event", noteEs: "Evento familiar" };
  return {
    day,
    hours: { ...hours, closures: [...hours.closures, closure] },
    duringHerHours: quarterHourOpenOn(day, hours),
  };
}

/**
 * What a page must not say on a day off: that she is available now or today,
 * or "call now", in the copy's own words and the issue's. A question such as
 * "When are you available?" (the FAQ) says neither, and may stay.
 */
export function forbiddenPhrases(lang: Lang, hours: Hours): RegExp[] {
  const closes = hours.schedule.map((period) => period.closes);
  const opens = hours.schedule.map((period) => period.opens);
  const firstWords = (sentence: string, count: number) => sentence.split(" ").slice(0, count).join(" ");
  const phrases = [
    ...(lang === "en"
      ? ["available now", "available today", "call now"]
      : ["disponible ahora", "disponible hoy", "llame ahora", "llame ya"]),
    ...closes.map((time) => firstWords(availabilityCopy[lang].open(time), 2)),
    ...opens.map((time) => firstWords(availabilityCopy[lang].laterToday(time), 2)),
    ...closes.map((time) => callNowCopy[lang](time).split(" — ")[0] ?? ""),
    contactPage[lang].callNow.split(":")[0] ?? "",
  ];
  return [...new Set(phrases.map((phrase) => phrase.toLowerCase()))].map(
    (phrase) => new RegExp(`(^|[^\\p{L}])${phrase.replace(/ /g, "\\s+")}($|[^\\p{L}])`, "iu"),
  );
}
