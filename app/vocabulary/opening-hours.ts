/**
 * What the owner's opening hours make true: which days and parts of the day
 * she works, and so which time choices the form offers and which words about
 * her hours are honest. The data check (app/facts/schemas/business.ts)
 * refuses a phrase these rules contradict; the form (its time choices) and
 * the pages (their sentences about mornings, evenings and weekends) are
 * derived from the same answers, so no second table has to be kept in step.
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

/** The parts of the day a client can ask for, in the form's order. */
export const slotNames = ["morning", "afternoon", "evening"] as const;
export type SlotName = (typeof slotNames)[number];

/** A time choice on the form: a day group and a part of the day ("saturday-morning"). */
export type SlotChoice = `${DayGroup}-${SlotName}`;

/**
 * The rule (docs/decisions/033-time-choices-from-her-hours.md):
 * - the parts of the day are morning (before 12:00), afternoon (12:00–17:00)
 *   and evening (from 17:00);
 * - she works a part of a day when her hours that day cover at least
 *   MIN_WINDOW_MINUTES of it: an hour and a half is the shortest stretch in
 *   which a visitor would agree there is room for an appointment (a signing
 *   takes up to an hour, and she has to drive there);
 * - a shorter leftover is folded into the neighbouring part she does work,
 *   so no hour of hers is lost: 10 AM–6 PM is morning 10–12 and afternoon
 *   12–6, no evening;
 * - a day whose hours reach the threshold in no part (a short day, 11:00–12:30)
 *   is offered as the one part that holds most of it, with all of its hours.
 */
const NOON = "12:00";
export const EVENING_STARTS = "17:00";
const MIN_WINDOW_MINUTES = 90;

const partBounds: Readonly<Record<SlotName, { from: number; to: number }>> = {
  morning: { from: 0, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 24 * 60 },
};

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
}

function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * The parts of the day one day's hours give, each with her hours inside it,
 * short leftovers folded in: 09:00–20:00 gives morning 09:00–12:00,
 * afternoon 12:00–17:00, evening 17:00–20:00; 10:00–18:00 gives morning
 * 10:00–12:00 and afternoon 12:00–18:00.
 */
function partsOfDay(hours: Span): Partial<Record<SlotName, Span>> {
  const opens = minutes(hours.opens);
  const closes = minutes(hours.closes);
  const pieces = slotNames
    .map((name) => {
      const from = Math.max(opens, partBounds[name].from);
      const to = Math.min(closes, partBounds[name].to);
      return { name, from, to, length: to - from };
    })
    .filter((piece) => piece.length > 0);
  if (pieces.length === 0) return {};
  const kept = pieces.filter((piece) => piece.length >= MIN_WINDOW_MINUTES);
  if (kept.length === 0) {
    // No part long enough on its own: the part holding most of the day takes all of it.
    const main = pieces.reduce((longest, piece) => (piece.length > longest.length ? piece : longest));
    return { [main.name]: { opens: hours.opens, closes: hours.closes } };
  }
  // A leftover lies before the first kept part or after the last one (hours are one stretch), so it joins that part.
  const first = kept[0] as (typeof kept)[number];
  const last = kept[kept.length - 1] as (typeof kept)[number];
  return Object.fromEntries(
    kept.map((piece) => [
      piece.name,
      {
        opens: clock(piece === first ? opens : piece.from),
        closes: clock(piece === last ? closes : piece.to),
      },
    ]),
  );
}

/** The period that holds `day`, if she works that day. */
export function periodOn<P extends Period>(schedule: readonly P[], day: string): P | undefined {
  return schedule.find((period) => period.days.includes(day));
}

function worksOn(schedule: readonly Period[], day: string): boolean {
  return periodOn(schedule, day) !== undefined;
}

/** Whether she works `part` of `day` by the rule above. */
export function worksPartOf(schedule: readonly Period[], day: string, part: SlotName): boolean {
  const period = periodOn(schedule, day);
  return period !== undefined && partsOfDay(period)[part] !== undefined;
}

/** A time choice with her hours inside it. */
export interface TimeChoice extends Span {
  value: SlotChoice;
}

/**
 * The form's time choices her hours allow, in the spec's order, each with her
 * hours in that part: a day group offers a part when one of its days has it
 * (the date field and her reply settle the day), and the times shown are the
 * widest her days of the group give that part (earliest start, latest end).
 * With the spec's hours this is the spec's seven, with the spec's times.
 */
export function timeChoicesOf(schedule: readonly Period[]): TimeChoice[] {
  return dayGroupNames.flatMap((group) =>
    slotNames.flatMap((part): TimeChoice[] => {
      const windows = dayGroups[group]
        .map((day) => periodOn(schedule, day))
        .flatMap((period) => (period ? [partsOfDay(period)[part]] : []))
        .filter((window) => window !== undefined);
      if (windows.length === 0) return [];
      const opens = windows.map((window) => window.opens).sort()[0] as string;
      const closes = windows.map((window) => window.closes).sort()[windows.length - 1] as string;
      return [{ value: `${group}-${part}`, opens, closes }];
    }),
  );
}

/** The values of `timeChoicesOf`, for whoever needs only the names. */
export function offeredSlotChoices(schedule: readonly Period[]): SlotChoice[] {
  return timeChoicesOf(schedule).map((choice) => choice.value);
}

/**
 * The widest stretch of `part` she works on any day (earliest start, latest
 * end), or undefined when she works no day's `part`.
 */
export function widestWindow(schedule: readonly Period[], part: SlotName): Span | undefined {
  const windows = timeChoicesOf(schedule).filter((choice) => choice.value.endsWith(`-${part}`));
  if (windows.length === 0) return undefined;
  return {
    opens: windows.map((window) => window.opens).sort()[0] as string,
    closes: windows.map((window) => window.closes).sort()[windows.length - 1] as string,
  };
}

/** What her hours make true, as the words about them need it; every part of the day by the rule above. */
export interface HoursTruths {
  /** Some day has an evening by the rule above. */
  evenings: boolean;
  /** Some weekday has an evening: she can come after work. */
  weekdayEvenings: boolean;
  /** Some day has a morning. */
  mornings: boolean;
  /** Some day has an afternoon. */
  afternoons: boolean;
  /** At least one day Monday to Friday has hours. */
  weekdays: boolean;
  saturday: boolean;
  sunday: boolean;
}

const WEEK = [...dayGroups.weekday, ...dayGroups.saturday, ...dayGroups.sunday];

export function hoursTruths(schedule: readonly Period[]): HoursTruths {
  const anyDay = (part: SlotName, days: readonly string[] = WEEK) =>
    days.some((day) => worksPartOf(schedule, day, part));
  return {
    evenings: anyDay("evening"),
    weekdayEvenings: anyDay("evening", dayGroups.weekday),
    mornings: anyDay("morning"),
    afternoons: anyDay("afternoon"),
    weekdays: dayGroups.weekday.some((day) => worksOn(schedule, day)),
    saturday: worksOn(schedule, "Saturday"),
    sunday: worksOn(schedule, "Sunday"),
  };
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
    fails: `no day in hours.schedule has ${MIN_WINDOW_MINUTES} minutes or more after ${EVENING_STARTS}, the evening`,
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
    fails: `no day in hours.schedule has ${MIN_WINDOW_MINUTES} minutes or more before ${NOON}, the morning`,
  },
  {
    words: /\b(afternoons?)\b/iu,
    holds: (truths) => truths.afternoons,
    fails: `no day in hours.schedule has ${MIN_WINDOW_MINUTES} minutes or more between ${NOON} and ${EVENING_STARTS}, the afternoon`,
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
