import { formatSchedule } from "~/lib/format";
import { site } from "~/site.config";

/** "weekdays 5:00 PM–8:00 PM and weekends 9:00 AM–8:00 PM", from the config. */
export function describeSchedule(): string {
  return formatSchedule(site.hours.schedule);
}
