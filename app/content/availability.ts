import { formatClockRange } from "~/lib/format";
import { periodLabel } from "~/lib/hours";
import { weeklyHours, type WeeklyHoursCopy } from "~/lib/weekly-hours";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";

/**
 * The words around the weekly hours the prerendered page shows, in both
 * languages. The sentences of the live status are loaded only once the
 * page runs in a browser (./availability-now.ts).
 */
export const weeklyHoursCopy = {
  en: { hoursLabel: "Hours:", everyDay: "Every day" },
  es: { hoursLabel: "Horario:", everyDay: "Todos los días" },
} satisfies Bilingual<WeeklyHoursCopy>;

/** What the availability line starts with, as the root's loader sends it (plain data). */
export interface WeeklyHoursWords {
  /** Read before the hours by screen readers. */
  label: string;
  /** One entry a period: "Mon–Fri 5–8 PM". */
  periods: string[];
  /** The same at length, for the footer: "Weekdays: 5:00 PM–8:00 PM". */
  schedule: string[];
}

/** The weekly hours in one language, worked out on the server so no calendar code reaches the browser. */
export function weeklyHoursWords(lang: Lang): WeeklyHoursWords {
  const copy = weeklyHoursCopy[lang];
  return {
    label: copy.hoursLabel,
    periods: weeklyHours(site.hours.schedule, lang, copy),
    schedule: site.hours.schedule.map(
      (period) => `${periodLabel(period, lang)}: ${formatClockRange(period.opens, period.closes, lang)}`,
    ),
  };
}

/** The words around her upcoming days off on the contact page. */
export const closuresCopy = {
  en: { heading: "Upcoming days off", closed: "Closed" },
  es: { heading: "Próximos días sin servicio", closed: "Cerrado" },
} satisfies Bilingual<{ heading: string; closed: string }>;
