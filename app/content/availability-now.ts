import {
  availabilityAt,
  describeAvailability,
  msUntilNextMinute,
  type AvailabilityStatus,
  type AvailabilityStatusCopy,
} from "~/lib/availability";
import { formatClock } from "~/lib/format";
import { weekdayName } from "~/lib/weekly-hours";
import { site, type ClockTime } from "~/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";

/*
 * The availability line once the page runs in a browser: what holds now in
 * New York, as a sentence in the page's language. (Loading it lazily
 * after hydration was measured: the loader code Vite adds for a dynamic
 * import cost as much as this module saves.)
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

/** What the line says for each status, in both languages. */
export const availabilityCopy = {
  en: {
    open: (closes) => `Available now until ${englishHour(closes)}`,
    laterToday: (opens) => `Available today from ${englishHour(opens)}`,
    next: (day, opens) => `Next: ${weekdayName(day, "en")} ${englishHour(opens)}`,
    none: "By appointment",
  },
  es: {
    open: (closes) => `Disponible ahora hasta ${spanishHour(closes)}`,
    laterToday: (opens) => `Disponible hoy desde ${spanishHour(opens)}`,
    next: (day, opens) => `Disponible el ${weekdayName(day, "es")} desde ${spanishHour(opens)}`,
    none: "Con cita previa",
  },
} satisfies Bilingual<AvailabilityStatusCopy>;

export interface AvailabilityNow {
  kind: AvailabilityStatus["kind"];
  /** The sentence in the page's language. */
  text: string;
  /** When the sentence may change: the turn of the next minute, in milliseconds from `instant`. */
  recheckInMs: number;
}

/** The status at `instant` under the hours in the facts, and its sentence in `lang`. */
export function availabilityNow(instant: Date, lang: Lang): AvailabilityNow {
  const status = availabilityAt(instant, site.hours.schedule);
  return {
    kind: status.kind,
    text: describeAvailability(status, availabilityCopy[lang]),
    recheckInMs: msUntilNextMinute(instant),
  };
}
