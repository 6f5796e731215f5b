/**
 * Sentences about her hours that are true only for some schedules ("no
 * surcharge for evenings or weekends", "the same at 7 PM on a Sunday as on a
 * weekday evening"), worked out from business.json's schedule so that each
 * is said only when her hours make it true, in both languages. Each returns
 * undefined when there is nothing true to say; the page then says something
 * general, or nothing.
 *
 * Functions of the facts passed in, so a test can try any schedule.
 * Relative imports only: the social card and the data check may read it.
 */
import type { Business, ClockTime, Weekday } from "../facts/schemas/business";
import { EVENING_STARTS, hoursTruths, periodOn, worksPartOf, type HoursTruths } from "../vocabulary/opening-hours";
import type { Lang } from "../vocabulary/lang";
import { capitalized, formatClock, formatList, formatUsd } from "./format";

type Hours = Business["hours"];

/** Which parts of the week she works, by the same rule as the form's time choices. */
function truthsOf(hours: Hours): HoursTruths {
  return hoursTruths(hours.schedule);
}

/** The times outside a weekday's working day that she works, in the order the pages name them. */
type AfterHoursPart = "evenings" | "weekends" | "saturdays" | "sundays";

function afterHoursParts(hours: Hours): AfterHoursPart[] {
  const truths = truthsOf(hours);
  const parts: AfterHoursPart[] = truths.evenings ? ["evenings"] : [];
  if (truths.saturday && truths.sunday) parts.push("weekends");
  else if (truths.saturday) parts.push("saturdays");
  else if (truths.sunday) parts.push("sundays");
  return parts;
}

const partWords: Record<
  AfterHoursPart,
  { noun: string; adjective: string; nounEs: string; withArticleEs: string; singularEs: string; afterDeEs: string }
> = {
  evenings: {
    noun: "evenings",
    adjective: "evening",
    nounEs: "tardes",
    withArticleEs: "las tardes",
    singularEs: "la tarde",
    afterDeEs: "de noche",
  },
  weekends: {
    noun: "weekends",
    adjective: "weekend",
    nounEs: "fines de semana",
    withArticleEs: "los fines de semana",
    singularEs: "el fin de semana",
    afterDeEs: "fines de semana",
  },
  saturdays: {
    noun: "Saturdays",
    adjective: "Saturday",
    nounEs: "sábados",
    withArticleEs: "los sábados",
    singularEs: "el sábado",
    afterDeEs: "los sábados",
  },
  sundays: {
    noun: "Sundays",
    adjective: "Sunday",
    nounEs: "domingos",
    withArticleEs: "los domingos",
    singularEs: "el domingo",
    afterDeEs: "los domingos",
  },
};

/**
 * The grammatical forms the pages need:
 * - "and" "evenings and weekends", "amp" "evenings & weekends", "or" "evenings or weekends",
 *   "adjective" "evening or weekend" and "adjectiveAnd" "evening and weekend" (appointments);
 * - "y" "tardes y fines de semana", "articles" "las tardes y los fines de semana",
 *   "articlesNi" "las tardes ni los fines de semana", "singular" "la tarde y el fin de semana"
 *   ("singularO" with "o"),
 *   "deNi" "de noche ni fines de semana", "deY" "de noche y fines de semana".
 */
export type AfterHoursForm =
  | "and"
  | "amp"
  | "or"
  | "adjective"
  | "adjectiveAnd"
  | "y"
  | "articles"
  | "articlesNi"
  | "singular"
  | "singularO"
  | "deNi"
  | "deY";

const formWords: Record<
  AfterHoursForm,
  { word: (part: (typeof partWords)[AfterHoursPart]) => string; joiner: string }
> = {
  and: { word: (part) => part.noun, joiner: "and" },
  amp: { word: (part) => part.noun, joiner: "&" },
  or: { word: (part) => part.noun, joiner: "or" },
  adjective: { word: (part) => part.adjective, joiner: "or" },
  adjectiveAnd: { word: (part) => part.adjective, joiner: "and" },
  y: { word: (part) => part.nounEs, joiner: "y" },
  articles: { word: (part) => part.withArticleEs, joiner: "y" },
  articlesNi: { word: (part) => part.withArticleEs, joiner: "ni" },
  singular: { word: (part) => part.singularEs, joiner: "y" },
  singularO: { word: (part) => part.singularEs, joiner: "o" },
  deNi: { word: (part) => part.afterDeEs, joiner: "ni" },
  deY: { word: (part) => part.afterDeEs, joiner: "y" },
};

/**
 * The evenings and weekend days she works, in words, or undefined when she
 * keeps weekday daytime hours only (then no page speaks of after-hours).
 */
export function afterHoursPhrase(hours: Hours, form: AfterHoursForm): string | undefined {
  const parts = afterHoursParts(hours).map((part) => partWords[part]);
  if (parts.length === 0) return undefined;
  const { word, joiner } = formWords[form];
  return parts.map(word).join(` ${joiner} `);
}

/** The next of each after-hours time she works, as a question about a need puts it. */
const nextWords: Record<AfterHoursPart, Record<Lang, string>> = {
  evenings: { en: "this evening", es: "esta tarde" },
  weekends: { en: "this weekend", es: "este fin de semana" },
  saturdays: { en: "on Saturday", es: "el sábado" },
  sundays: { en: "on Sunday", es: "el domingo" },
};

/**
 * "Need something notarized this evening or this weekend?" for the page's
 * closing question: the times named are the ones her hours hold, so it
 * promises nothing her schedule does not; for weekday daytime hours only,
 * "Need something notarized?".
 */
export function needQuestion(hours: Hours, lang: Lang): string {
  const when = afterHoursParts(hours).map((part) => nextWords[part][lang]);
  const joined = when.join(lang === "es" ? " o " : " or ");
  if (lang === "es") return when.length > 0 ? `¿Necesita notarizar algo ${joined}?` : "¿Necesita notarizar algo?";
  return when.length > 0 ? `Need something notarized ${joined}?` : "Need something notarized?";
}

/**
 * "Evenings and weekends cost nothing extra" / "Las tardes y los fines de
 * semana no cuestan más", or what they cost; no full stop, so a sentence can
 * go on. Undefined when she keeps weekday daytime hours only.
 */
export function afterHoursCost(facts: Pick<Business, "hours" | "fees">, lang: Lang): string | undefined {
  const surcharge = facts.fees.afterHoursSurchargeUsd;
  if (lang === "es") {
    const when = afterHoursPhrase(facts.hours, "articles");
    if (!when) return undefined;
    return surcharge === 0
      ? `${capitalized(when)} no cuestan más`
      : `${capitalized(when)} llevan un recargo de ${formatUsd(surcharge, "es")}`;
  }
  const when = afterHoursPhrase(facts.hours, "and");
  if (!when) return undefined;
  return `${capitalized(when)} cost ${surcharge === 0 ? "nothing extra" : `${formatUsd(surcharge)} extra`}`;
}

/** "19:00" -> "7 PM" / "7 p.m."; "19:30" -> "7:30 PM". */
function formatHour(time: ClockTime, lang: Lang): string {
  return formatClock(time, lang).replace(/:00(?=[\s\u00a0])/, "");
}

/** An hour before `time`, for "at 7 PM" when she stops at 8. */
function hourBefore(time: string): ClockTime {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const total = Math.max(0, hours * 60 + minutes - 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}` as ClockTime;
}

/** The part of the day a time falls in, as the pages say it (the parts are the form's: app/vocabulary/opening-hours.ts). */
function partOfDay(time: string, lang: Lang): string {
  // Spanish "tarde" runs into the early evening; "noche" begins later than the English evening.
  if (lang === "es") return time < "12:00" ? "por la mañana" : time < "19:00" ? "por la tarde" : "por la noche";
  return time < "12:00" ? "morning" : time < EVENING_STARTS ? "afternoon" : "evening";
}

/** Day names as a Spanish sentence writes them: lower case, by Spanish rule. */
export const spanishDayNames: Record<Weekday, string> = {
  Monday: "lunes",
  Tuesday: "martes",
  Wednesday: "miércoles",
  Thursday: "jueves",
  Friday: "viernes",
  Saturday: "sábado",
  Sunday: "domingo",
};

// Tuesday first: the same-price sentence names one ordinary weekday she works, and a Tuesday reads as the most ordinary.
const WEEKDAYS = ["Tuesday", "Monday", "Wednesday", "Thursday", "Friday"];

/**
 * "The price is the same at 7 PM on a Sunday as it is on a weekday evening." /
 * "Un domingo por la noche cuesta lo mismo que un martes por la tarde.", from
 * the latest hour she works at the weekend (or on a weekday evening) and a
 * weekday she works; undefined when she charges for the hour, or keeps
 * weekday daytime hours only.
 */
export function samePriceSentence(facts: Pick<Business, "hours" | "fees">, lang: Lang): string | undefined {
  const { hours, fees } = facts;
  if (fees.afterHoursSurchargeUsd !== 0 || afterHoursParts(hours).length === 0) return undefined;
  const lateDay = ["Sunday", "Saturday"].find((day) => periodOn(hours.schedule, day));
  const weekday = WEEKDAYS.find((day) => periodOn(hours.schedule, day));
  const latestWeekday = WEEKDAYS.map((day) => periodOn(hours.schedule, day))
    .filter((period) => period !== undefined)
    .sort((a, b) => (a.closes < b.closes ? 1 : -1))[0];
  // The late moment: the weekend day's last hour, or else a weekday evening's.
  const late = lateDay
    ? { day: lateDay, time: hourBefore(periodOn(hours.schedule, lateDay)?.closes ?? "00:00") }
    : latestWeekday && truthsOf(hours).weekdayEvenings
      ? { day: weekday ?? "Tuesday", time: hourBefore(latestWeekday.closes) }
      : undefined;
  // The ordinary moment: a weekday when she works one (its opening), else Saturday morning.
  const ordinaryDay =
    weekday ?? (late?.day === "Sunday" && periodOn(hours.schedule, "Saturday") ? "Saturday" : undefined);
  const ordinaryPeriod = ordinaryDay ? periodOn(hours.schedule, ordinaryDay) : undefined;
  if (!late || !ordinaryDay || !ordinaryPeriod) return undefined;
  const ordinaryTime = ordinaryPeriod.opens;
  const lateIsWeekday = WEEKDAYS.includes(late.day);
  const ordinaryIsWeekday = WEEKDAYS.includes(ordinaryDay);
  if (lang === "es") {
    const lateDayEs = spanishDayNames[late.day as Weekday] ?? late.day;
    const ordinaryDayEs = spanishDayNames[ordinaryDay as Weekday] ?? ordinaryDay;
    return `Un ${lateDayEs} ${partOfDay(late.time, "es")} cuesta lo mismo que un ${ordinaryDayEs} ${partOfDay(ordinaryTime, "es")}.`;
  }
  const lateWhen = `at ${formatHour(late.time, "en")} on ${lateIsWeekday ? "a weekday" : `a ${late.day}`}`;
  const ordinaryWhen = `${ordinaryIsWeekday ? "a weekday" : `a ${ordinaryDay}`} ${partOfDay(ordinaryTime, "en")}`;
  return `The price is the same ${lateWhen} as it is on ${ordinaryWhen}.`;
}

/**
 * When she can come, as a busy person thinks of it: "after work and all
 * weekend" / "después del trabajo y todo el fin de semana"; undefined when
 * she keeps weekday daytime hours only.
 */
export function outsideWorkingHours(hours: Hours, lang: Lang): string | undefined {
  const truths = truthsOf(hours);
  const parts: string[] = [];
  if (truths.weekdayEvenings) parts.push(lang === "es" ? "después del trabajo" : "after work");
  if (truths.saturday && truths.sunday) {
    // "All weekend" when both days run from a morning to an evening, by the form's rule.
    const allDay = ["Saturday", "Sunday"].every(
      (day) => worksPartOf(hours.schedule, day, "morning") && worksPartOf(hours.schedule, day, "evening"),
    );
    if (lang === "es") parts.push(allDay ? "todo el fin de semana" : "los fines de semana");
    else parts.push(allDay ? "all weekend" : "on weekends");
  } else if (truths.saturday) parts.push(lang === "es" ? "los sábados" : "on Saturdays");
  else if (truths.sunday) parts.push(lang === "es" ? "los domingos" : "on Sundays");
  if (parts.length === 0) return undefined;
  return formatList(parts, "conjunction", lang);
}
