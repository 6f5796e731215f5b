import { weekdayName, type AvailabilityCopy } from "~/lib/availability";
import { formatClock } from "~/lib/format";
import type { ClockTime } from "~/site.config";
import type { Bilingual } from "~/vocabulary/lang";

/** "17:00" -> "5:00 PM" with a no-break space, so a narrow line never ends between "5:00" and "PM". */
function englishHour(time: ClockTime): string {
  return formatClock(time, "en").replace(/ /g, "\u00a0");
}

/** "13:00" -> "la 1:00 p.m.", "17:00" -> "las 5:00 p.m.": Spanish counts the hour, and one o'clock is singular. */
function spanishHour(time: ClockTime): string {
  const hour = Number(time.slice(0, 2)) % 12;
  return `${hour === 1 ? "la" : "las"} ${formatClock(time, "es")}`;
}

/**
 * What the availability line says, in both languages. The line shows the
 * weekly hours in the prerendered page and the live status once the page
 * runs in the visitor's browser (app/components/Availability.tsx).
 */
export const availabilityCopy = {
  en: {
    open: (closes) => `Available now until ${englishHour(closes)}`,
    laterToday: (opens) => `Available today from ${englishHour(opens)}`,
    next: (day, opens) => `Next: ${weekdayName(day, "en")} ${englishHour(opens)}`,
    none: "By appointment",
    hoursLabel: "Hours:",
    everyDay: "Every day",
  },
  es: {
    open: (closes) => `Disponible ahora hasta ${spanishHour(closes)}`,
    laterToday: (opens) => `Disponible hoy desde ${spanishHour(opens)}`,
    next: (day, opens) => `Disponible el ${weekdayName(day, "es")} desde ${spanishHour(opens)}`,
    none: "Con cita previa",
    hoursLabel: "Horario:",
    everyDay: "Todos los días",
  },
} satisfies Bilingual<AvailabilityCopy>;
