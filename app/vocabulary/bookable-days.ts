/**
 * Whether a date the visitor picks is one she works: a weekday in her
 * schedule and outside her closures (business.json `hours`). The form's date
 * field asks this with JavaScript; without, the date is sent as typed and
 * her reply settles the day.
 *
 * Plain structural types and "YYYY-MM-DD" strings, which compare in
 * calendar order. No imports.
 */

/** Sunday first, as `Date.prototype.getUTCDay` counts. */
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

interface Hours {
  schedule: readonly { days: readonly string[] }[];
  closures: readonly { from: string; to?: string | undefined }[];
}

/** The weekday of a "YYYY-MM-DD" date, in English as the schedule writes it. */
function weekdayOf(isoDate: string): string | undefined {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return undefined;
  return DAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/**
 * Why she cannot come on `isoDate`: "day-off" (a weekday outside her
 * schedule), "closed" (inside one of her closures), or undefined when she
 * works that day or the date cannot be read (the browser's own check speaks then).
 */
export function dateRefusal(isoDate: string, hours: Hours): "day-off" | "closed" | undefined {
  const weekday = weekdayOf(isoDate);
  if (!weekday) return undefined;
  // An empty "to" is how the editor saves "one day only".
  if (hours.closures.some(({ from, to }) => from <= isoDate && isoDate <= (to || from))) return "closed";
  if (!hours.schedule.some((period) => period.days.includes(weekday))) return "day-off";
  return undefined;
}
