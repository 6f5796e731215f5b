import { formatSchedule } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Lang } from "~/vocabulary/lang";

/** "weekdays 5:00 PM–8:00 PM and weekends 9:00 AM–8:00 PM", from the config, in the page's language. */
export function describeSchedule(lang: Lang = "en"): string {
  return formatSchedule(site.hours.schedule, lang);
}

/** The opening period's own name in the page's language ("Weekdays" / "De lunes a viernes"). */
export function periodLabel(period: { label: string; labelEs: string }, lang: Lang): string {
  return lang === "es" ? period.labelEs : period.label;
}
