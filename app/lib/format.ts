import type { ClockTime } from "~/facts/site.config";
// Relative: the build config loads this file without the ~ alias (through the page list).
import { intlLocales, type Lang } from "../vocabulary/lang";

/*
 * Money, times, dates and lists in the page's language, through Intl with
 * the es-US locale for Spanish (design.md §12). English keeps the forms the
 * pages have always shown ("5:00 PM", "June 20, 2025").
 */

function usd(lang: Lang) {
  return new Intl.NumberFormat(intlLocales[lang], { style: "currency", currency: "USD", maximumFractionDigits: 0 });
}

/** 55 -> "$55", 100000 -> "$100,000". Whole dollars: the site never shows cents. */
export function formatUsd(amount: number, lang: Lang = "en"): string {
  return usd(lang).format(amount);
}

/** {min: 20, max: 25} -> "$20–$25"; {min: 25, max: 25} -> "$25". */
export function formatUsdRange(range: { min: number; max: number }, lang: Lang = "en"): string {
  return range.min === range.max
    ? formatUsd(range.min, lang)
    : `${formatUsd(range.min, lang)}–${formatUsd(range.max, lang)}`;
}

/** "17:00" -> "5:00 PM" (English) or "5:00 p.m." (Spanish); "09:00" -> "9:00 AM". */
export function formatClock(time: ClockTime, lang: Lang = "en"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (lang === "en") {
    const suffix = hours >= 12 ? "PM" : "AM";
    const hour12 = hours % 12 === 0 ? 12 : hours % 12;
    return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
  }
  const clock = new Intl.DateTimeFormat(intlLocales[lang], { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  // A no-break space keeps "5:00" and "p.m." on one line.
  return clock.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))).replace(/\s+/g, "\u00a0");
}

/**
 * "17:00", "20:00" -> "5:00 PM–8:00 PM" / "5:00 p.m.–8:00 p.m.": the compact
 * form, for labels and table cells. A Spanish sentence takes `formatClockSpan`.
 */
export function formatClockRange(opens: ClockTime, closes: ClockTime, lang: Lang = "en"): string {
  return `${formatClock(opens, lang)}–${formatClock(closes, lang)}`;
}

/**
 * A span of hours as a sentence says it. English keeps "5:00 PM–8:00 PM";
 * Spanish writes "de 5:00 a 8:00 p.m." (one "p.m." when both ends share it)
 * or "de 9:00 a.m. a 8:00 p.m.": an en dash inside a Spanish sentence reads
 * as a translation.
 */
export function formatClockSpan(opens: ClockTime, closes: ClockTime, lang: Lang = "en"): string {
  if (lang === "en") return formatClockRange(opens, closes, lang);
  const from = formatClock(opens, lang);
  const to = formatClock(closes, lang);
  const [fromTime, fromHalf] = from.split("\u00a0");
  const [, toHalf] = to.split("\u00a0");
  return fromHalf === toHalf ? `de ${fromTime} a ${to}` : `de ${from} a ${to}`;
}

/**
 * {min: 24, max: 48} -> "24–48" in English, "de 24 a 48" in Spanish, which
 * writes a range in words inside a sentence ("duran de 15 a 30 minutos").
 */
export function formatRange(range: { min: number; max: number }, lang: Lang = "en"): string {
  if (range.min === range.max) return String(range.min);
  return lang === "es" ? `de ${range.min} a ${range.max}` : `${range.min}–${range.max}`;
}

/**
 * How far a fee or a visit reaches, in a sentence: "within 15 miles of
 * Reading" / "hasta 15 millas de Reading" ("dentro de 15 millas" is a calque
 * of "within"). Without a place: "within 15 miles" / "hasta 15 millas".
 */
export function formatWithinMiles(miles: number, place: string | undefined, lang: Lang = "en"): string {
  const reach = lang === "es" ? `hasta ${miles} millas` : `within ${miles} miles`;
  if (!place) return reach;
  return lang === "es" ? `${reach} de ${place}` : `${reach} of ${place}`;
}

/** "2025-06-20" -> "June 20, 2025" or "20 de junio de 2025", read as a calendar date in any time zone. */
export function formatDate(isoDate: string, lang: Lang = "en"): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(intlLocales[lang], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** ["cash", "check", "cards"] -> "cash, check, or cards" / "efectivo, cheque o tarjetas". */
export function formatList(
  items: readonly string[],
  type: "conjunction" | "disjunction" = "conjunction",
  lang: Lang = "en",
): string {
  return new Intl.ListFormat(intlLocales[lang], { style: "long", type }).format(items);
}

/** English day names, whole or short ("Saturday", "Sat", "Tues"): they keep their capital in any sentence. */
const ENGLISH_DAY = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?s?\.?$/i;
const ENGLISH_FULL_DAY = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/i;

function isEnglishDayName(word: string): boolean {
  return ENGLISH_DAY.test(word) || ENGLISH_FULL_DAY.test(word);
}

/**
 * A heading's words as they read in the middle of a sentence: "Evenings &
 * Weekends" -> "evenings & weekends", "Weekdays & Saturday" -> "weekdays &
 * Saturday". English day names keep their capital; Spanish ones are
 * lower-case by Spanish rule, so a Spanish text is lowered whole.
 */
export function inSentenceCase(text: string, lang: Lang = "en"): string {
  if (lang === "es") return text.toLowerCase();
  return text.replace(/\p{L}+/gu, (word) => (isEnglishDayName(word) ? word : word.toLowerCase()));
}

/** The first letter in capitals: "evenings and weekends" -> "Evenings and weekends". */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * [{label: "Weekdays", opens: "17:00", closes: "20:00"}, …] -> "weekdays 5:00 PM–8:00 PM and weekends …"
 * / "de lunes a viernes de 5:00 a 8:00 p.m. y …"; day names keep their capitals ("Saturday 9:00 AM…").
 */
export function formatSchedule(
  schedule: readonly { label: string; labelEs?: string; opens: ClockTime; closes: ClockTime }[],
  lang: Lang = "en",
): string {
  return formatList(
    schedule.map((period) => {
      const label = lang === "es" ? (period.labelEs ?? period.label) : period.label;
      return `${inSentenceCase(label, lang)} ${formatClockSpan(period.opens, period.closes, lang)}`;
    }),
    "conjunction",
    lang,
  );
}
