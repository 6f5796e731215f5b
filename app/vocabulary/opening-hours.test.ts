import { describe, expect, test } from "vitest";
import { site } from "~/facts/site.config";
import { timeValues } from "~/vocabulary/appointment-fields";
import {
  hoursTruths,
  offeredSlotChoices,
  timeChoicesOf,
  untrueHoursWords,
  type Period,
} from "~/vocabulary/opening-hours";

/** The spec's availability (§9): weekdays 5–8 PM, weekends 9 AM–8 PM; its slots: 9–12, 12–5, 5–8. */
const specSchedule: Period[] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "17:00", closes: "20:00" },
  { days: ["Saturday", "Sunday"], opens: "09:00", closes: "20:00" },
];
/** The spec's time slots (§3): morning 9–12, afternoon 12–5, evening 5–8. */
const specSlots = {
  morning: { opens: "09:00", closes: "12:00" },
  afternoon: { opens: "12:00", closes: "17:00" },
  evening: { opens: "17:00", closes: "20:00" },
};
/** The spec's eight time values (§3), in its order. */
const specTimeValues = [
  "weekday-evening",
  "saturday-morning",
  "saturday-afternoon",
  "saturday-evening",
  "sunday-morning",
  "sunday-afternoon",
  "sunday-evening",
  "flexible",
];

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const weekdayDaytime: Period[] = [{ days: weekdays, opens: "09:00", closes: "17:00" }];
/** The third notary of issue 40: Tuesday to Saturday, 10 AM to 6 PM. */
const tuesdayToSaturday: Period[] = [
  { days: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "18:00" },
];

describe("the form's time choices, derived from the opening hours alone", () => {
  test("are exactly the spec's eight values, in the spec's order, with the spec's times, for the spec's hours", () => {
    expect([...offeredSlotChoices(specSchedule), "flexible"]).toEqual(specTimeValues);
    for (const { value, opens, closes } of timeChoicesOf(specSchedule)) {
      const part = value.slice(value.indexOf("-") + 1) as keyof typeof specSlots;
      expect({ value, opens, closes }).toEqual({ value, ...specSlots[part] });
    }
  });

  test("are the weekday morning and afternoon, 9–12 and 12–5, for weekday 9-to-5 hours", () => {
    expect(timeChoicesOf(weekdayDaytime)).toEqual([
      { value: "weekday-morning", opens: "09:00", closes: "12:00" },
      { value: "weekday-afternoon", opens: "12:00", closes: "17:00" },
    ]);
  });

  test("fold a short leftover into the neighbouring part: 10 to 6 is no evening, its afternoon runs to 6", () => {
    expect(timeChoicesOf(tuesdayToSaturday)).toEqual([
      { value: "weekday-morning", opens: "10:00", closes: "12:00" },
      { value: "weekday-afternoon", opens: "12:00", closes: "18:00" },
      { value: "saturday-morning", opens: "10:00", closes: "12:00" },
      { value: "saturday-afternoon", opens: "12:00", closes: "18:00" },
    ]);
    // 8 to 4: no 12-to-5 afternoon, the afternoon she keeps.
    expect(timeChoicesOf([{ days: weekdays, opens: "08:00", closes: "16:00" }])).toEqual([
      { value: "weekday-morning", opens: "08:00", closes: "12:00" },
      { value: "weekday-afternoon", opens: "12:00", closes: "16:00" },
    ]);
    // An hour and a half is enough for a part of its own; an hour is not.
    expect(offeredSlotChoices([{ days: ["Sunday"], opens: "10:30", closes: "18:30" }])).toEqual([
      "sunday-morning",
      "sunday-afternoon",
      "sunday-evening",
    ]);
    expect(timeChoicesOf([{ days: ["Sunday"], opens: "11:00", closes: "17:30" }])).toEqual([
      { value: "sunday-afternoon", opens: "11:00", closes: "17:30" },
    ]);
  });

  test("offer a short day as the part that holds most of it, with all of its hours", () => {
    expect(timeChoicesOf([{ days: ["Saturday"], opens: "11:00", closes: "12:30" }])).toEqual([
      { value: "saturday-morning", opens: "11:00", closes: "12:30" },
    ]);
    expect(offeredSlotChoices([{ days: ["Wednesday"], opens: "19:00", closes: "21:00" }])).toEqual(["weekday-evening"]);
  });

  test("offer a part for the weekdays when one of them has it, with the widest hours they give it", () => {
    const mondayLate: Period[] = [
      { days: ["Monday"], opens: "12:00", closes: "20:00" },
      { days: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
    ];
    expect(timeChoicesOf(mondayLate)).toEqual([
      { value: "weekday-morning", opens: "09:00", closes: "12:00" },
      { value: "weekday-afternoon", opens: "12:00", closes: "17:00" },
      { value: "weekday-evening", opens: "17:00", closes: "20:00" },
    ]);
  });

  test("are values the form service vocabulary knows", () => {
    for (const choice of offeredSlotChoices(site.hours.schedule)) {
      expect(timeValues).toContain(choice);
    }
  });
});

describe("words about the hours, held to the schedule", () => {
  const spec = hoursTruths(specSchedule);
  const daytime = hoursTruths(weekdayDaytime);
  const tenToSix = hoursTruths(tuesdayToSaturday);

  test("pass when the schedule makes them true", () => {
    for (const words of [
      "Evenings & Weekends",
      "Tardes y fines de semana",
      "on weekday evenings and weekends",
      "por las tardes entre semana y los fines de semana",
      "Saturday mornings",
      "los domingos",
    ]) {
      expect(untrueHoursWords(words, spec)).toEqual([]);
    }
    expect(untrueHoursWords("on weekdays, 9 to 5", daytime)).toEqual([]);
    expect(untrueHoursWords("de lunes a viernes por la mañana", daytime)).toEqual([]);
  });

  test("are refused, naming the word, when the schedule contradicts them", () => {
    expect(untrueHoursWords("Evenings & Weekends", daytime)).toEqual([
      expect.stringMatching(/^says "Evenings", but no day in hours\.schedule has 90 minutes or more after 17:00/),
      expect.stringMatching(/^says "Weekends", but .* both Saturday and Sunday/),
    ]);
    expect(untrueHoursWords("tardes", daytime)).toHaveLength(1);
    expect(untrueHoursWords("por las noches", daytime)).toHaveLength(1);
    expect(untrueHoursWords("el sábado", daytime)).toEqual([expect.stringContaining("no hours on Saturday")]);
    expect(untrueHoursWords("Sunday afternoons", daytime)).toEqual([expect.stringContaining("no hours on Sunday")]);
    const weekendOnly = hoursTruths([{ days: ["Saturday", "Sunday"], opens: "09:00", closes: "13:00" }]);
    expect(untrueHoursWords("entre semana", weekendOnly)).toEqual([
      expect.stringContaining("no hours from Monday to Friday"),
    ]);
    expect(untrueHoursWords("weekday mornings", weekendOnly)).toHaveLength(1);
  });

  test("say evenings only when she works an evening by the form's rule: not for a 6 PM closing", () => {
    expect(untrueHoursWords("Evenings & Saturdays", tenToSix)).toEqual([expect.stringContaining('"Evenings"')]);
    expect(untrueHoursWords("Tardes y sábados", tenToSix)).toEqual([expect.stringContaining('"Tardes"')]);
    expect(untrueHoursWords("after work", tenToSix)).toHaveLength(1);
    expect(untrueHoursWords("Tuesday to Saturday, mornings and afternoons", tenToSix)).toEqual([]);
    expect(
      untrueHoursWords("weekday afternoons", hoursTruths([{ days: weekdays, opens: "08:00", closes: "12:30" }])),
    ).toHaveLength(1);
  });

  test("say weekends only when both days have hours", () => {
    const saturdayOnly = hoursTruths([{ days: ["Saturday"], opens: "09:00", closes: "13:00" }]);
    expect(untrueHoursWords("weekends", saturdayOnly)).toHaveLength(1);
    expect(untrueHoursWords("Saturdays", saturdayOnly)).toEqual([]);
  });
});
