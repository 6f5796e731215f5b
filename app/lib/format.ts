import type { ClockTime } from "~/site.config";
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

/** "17:00", "20:00" -> "5:00 PM–8:00 PM". */
export function formatClockRange(opens: ClockTime, closes: ClockTime, lang: Lang = "en"): string {
  return `${formatClock(opens, lang)}–${formatClock(closes, lang)}`;
}

/** {min: 24, max: 48} -> "24–48". */
export function formatRange(range: { min: number; max: number }): string {
  return `${range.min}–${range.max}`;
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

/** [{label: "Weekdays", opens: "17:00", closes: "20:00"}, …] -> "weekdays 5:00 PM–8:00 PM and weekends …"; day names keep their capitals ("Saturday 9:00 AM…"). */
export function formatSchedule(
  schedule: readonly { label: string; labelEs?: string; opens: ClockTime; closes: ClockTime }[],
  lang: Lang = "en",
): string {
  return formatList(
    schedule.map((period) => {
      const label = lang === "es" ? (period.labelEs ?? period.label) : period.label;
      return `${inSentenceCase(label, lang)} ${formatClockRange(period.opens, period.closes, lang)}`;
    }),
    "conjunction",
    lang,
  );
}
