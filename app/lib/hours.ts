import { formatClockRange, formatList } from "~/lib/format";
import { site } from "~/site.config";

/** "weekdays 5:00 PM–8:00 PM and weekends 9:00 AM–8:00 PM", from the config. */
export function describeSchedule(): string {
  return formatList(
    site.hours.schedule.map(
      (period) => `${period.label.toLowerCase()} ${formatClockRange(period.opens, period.closes)}`,
    ),
  );
}
