import { formatClockSpan } from "../../../app/lib/format";
import { site } from "../../../app/facts/site.config";
import type { Lang } from "../../../app/vocabulary/lang";

function firstPeriod() {
  const [period] = site.hours.schedule;
  if (!period) throw new Error("The facts list no hours");
  return period;
}

/** The first period of her hours, as the pages name it ("Weekdays"). */
export const weekdays = firstPeriod();

/** The weekday opening hours as a sentence of the page's language writes them ("5:00 PM–8:00 PM", "de 5:00 a 8:00 p.m."). */
export function weekdayHours(lang: Lang): string {
  return formatClockSpan(weekdays.opens, weekdays.closes, lang);
}
