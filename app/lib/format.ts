import type { ClockTime } from "~/site.config";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** 55 -> "$55", 100000 -> "$100,000". Whole dollars: the site never shows cents. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "17:00" -> "5:00 PM"; "09:00" -> "9:00 AM". */
export function formatClock(time: ClockTime): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "17:00", "20:00" -> "5:00 PM–8:00 PM". */
export function formatClockRange(opens: ClockTime, closes: ClockTime): string {
  return `${formatClock(opens)}–${formatClock(closes)}`;
}

/** {min: 24, max: 48} -> "24–48". */
export function formatRange(range: { min: number; max: number }): string {
  return `${range.min}–${range.max}`;
}

/** "2025-06-20" -> "June 20, 2025", read as a calendar date in any time zone. */
export function formatDate(isoDate: string, locale = "en-US"): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** ["cash", "check", "cards"] -> "cash, check, or cards". */
export function formatList(items: readonly string[], type: "conjunction" | "disjunction" = "conjunction"): string {
  return new Intl.ListFormat("en-US", { style: "long", type }).format(items);
}

/** [{label: "Weekdays", opens: "17:00", closes: "20:00"}, …] -> "weekdays 5:00 PM–8:00 PM and weekends …". */
export function formatSchedule(schedule: readonly { label: string; opens: ClockTime; closes: ClockTime }[]): string {
  return formatList(
    schedule.map((period) => `${period.label.toLowerCase()} ${formatClockRange(period.opens, period.closes)}`),
  );
}
