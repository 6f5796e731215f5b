/**
 * What the owner's opening hours make true: which days and parts of the day
 * she works, and so which words about her hours are honest. The data check
 * (app/content/schemas/business.ts) refuses a phrase these rules contradict;
 * the form (its time choices) and the pages (their sentences about evenings
 * and weekends) are derived from the same answers.
 *
 * Plain structural types and "HH:MM" strings, which compare in clock order,
 * so both the schema and the pages can use it. No imports.
 */

/** One opening period as business.json writes it. */
export interface Period {
  days: readonly string[];
  opens: string;
  closes: string;
}

/** A stretch of one day, "HH:MM" to "HH:MM". */
export interface Span {
  opens: string;
  closes: string;
}

/** The appointment form's day groups, in the order it lists them (spec §3). */
const dayGroups = {
  weekday: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  saturday: ["Saturday"],
  sunday: ["Sunday"],
} as const satisfies Record<string, readonly string[]>;
export type DayGroup = keyof typeof dayGroups;
export const dayGroupNames = Object.keys(dayGroups) as DayGroup[];

/** The parts of the day a client can ask for, in the form's order; their times are `hours.timeSlots`. */
export const slotNames = ["morning", "afternoon", "evening"] as const;
export type SlotName = (typeof slotNames)[number];

/** A time choice on the form: a day group and a part of the day ("saturday-morning"). */
export type SlotChoice = `${DayGroup}-${SlotName}`;

/** The period that holds `day`, if she works that day. */
export function periodOn<P extends Period>(schedule: readonly P[], day: string): P | undefined {
  return schedule.find((period) => period.days.includes(day));
}

function worksOn(schedule: readonly Period[], day: string): boolean {
  return periodOn(schedule, day) !== undefined;
}

/** Whether two stretches of a day share at least a minute. */
function overlaps(a: Span, b: Span): boolean {
  return a.opens < b.closes && b.opens < a.closes;
}

/**
 * The form's time choices her hours allow: a part of the day is offered for a
 * day group when it overlaps her hours on one of its days. With the spec's
 * hours this is the spec's seven, in the spec's order.
 */
export function offeredSlotChoices(
  schedule: readonly Period[],
  timeSlots: Readonly<Record<SlotName, Span>>,
): SlotChoice[] {
  return dayGroupNames.flatMap((group) =>
    slotNames
      .filter((slot) =>
        dayGroups[group].some((day) => {
          const period = periodOn(schedule, day);
          return period !== undefined && overlaps(period, timeSlots[slot]);
        }),
      )
      .map((slot): SlotChoice => `${group}-${slot}`),
  );
}

/** What her hours make true, as the words about them need it. */
export interface HoursTruths {
  /** Some period runs past the start of the evening (`timeSlots.evening.opens`, 17:00 by default). */
  evenings: boolean;
  /** Some weekday period runs past the start of the evening: she can come after work. */
  weekdayEvenings: boolean;
  /** Some period opens before noon. */
  mornings: boolean;
  /** At least one day Monday to Friday has hours. */
  weekdays: boolean;
  saturday: boolean;
  sunday: boolean;
}

export function hoursTruths(schedule: readonly Period[], eveningStarts: string): HoursTruths {
  const weekdayPeriods = schedule.filter((period) => period.days.some((day) => isWeekday(day)));
  return {
    evenings: schedule.some((period) => period.closes > eveningStarts),
    weekdayEvenings: weekdayPeriods.some((period) => period.closes > eveningStarts),
    mornings: schedule.some((period) => period.opens < "12:00"),
    weekdays: weekdayPeriods.length > 0,
    saturday: worksOn(schedule, "Saturday"),
    sunday: worksOn(schedule, "Sunday"),
  };
}

function isWeekday(day: string): boolean {
  return (dayGroups.weekday as readonly string[]).includes(day);
}

/**
 * Words about hours and what they claim, in English and Spanish. "Weekends" /
 * "fines de semana" claim both days; "tardes" is read as the evening here, as
 * the site uses it ("Tardes y fines de semana").
 */
const claims: readonly { words: RegExp; holds: (truths: HoursTruths) => boolean; fails: string }[] = [
  {
    words: /\b(evenings?|nights?|after work|after-hours|tardes?|noches?|anochecer)\b/iu,
    holds: (truths) => truths.evenings,
    fails: "no period in hours.schedule runs past the start of the evening (hours.timeSlots.evening.opens)",
  },
  {
    words: /\b(weekends?|fin(es)? de semana)\b/iu,
    holds: (truths) => truths.saturday && truths.sunday,
    fails: "hours.schedule does not give hours on both Saturday and Sunday",
  },
  {
    words: /(\bsaturdays?\b|(?<!\p{L})sábados?(?!\p{L}))/iu,
    holds: (truths) => truths.saturday,
    fails: "hours.schedule gives no hours on Saturday",
  },
  {
    words: /\b(sundays?|domingos?)\b/iu,
    holds: (truths) => truths.sunday,
    fails: "hours.schedule gives no hours on Sunday",
  },
  {
    words: /\b(weekdays?|entre semana|monday|lunes)\b/iu,
    holds: (truths) => truths.weekdays,
    fails: "hours.schedule gives no hours from Monday to Friday",
  },
  {
    words: /\b(mornings?|mañanas?)(?!\p{L})/iu,
    holds: (truths) => truths.mornings,
    fails: "no period in hours.schedule opens before noon",
  },
];

/**
 * What is untrue in `text` about hours, as "says "evenings", but …" phrases;
 * empty when every word about her hours holds.
 */
export function untrueHoursWords(text: string, truths: HoursTruths): string[] {
  return claims.flatMap(({ words, holds, fails }) => {
    const found = words.exec(text);
    return found && !holds(truths) ? [`says ${JSON.stringify(found[0])}, but ${fails}`] : [];
  });
}
