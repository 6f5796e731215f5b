import { availabilityAt, wallDateAt, type AvailabilityRules } from "~/lib/availability";

/**
 * Whether "as soon as possible (today)" is an honest choice at `instant`: she
 * is available now or opens later today, by her hours, her last start time
 * and her closures (New York's clock, wherever the visitor is). Its answer is
 * today's date in New York, which the date field takes when it is chosen;
 * null when she has no time left today.
 */
export function asapDate(instant: Date, rules: AvailabilityRules): string | null {
  const status = availabilityAt(instant, rules);
  return status.kind === "open" || status.kind === "later-today" ? wallDateAt(instant) : null;
}
