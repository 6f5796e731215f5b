import { describe, expect, test } from "vitest";
import { site } from "~/site.config";
import { timeValues } from "~/vocabulary/appointment-fields";
import { hoursTruths, offeredSlotChoices, untrueHoursWords, type Period } from "~/vocabulary/opening-hours";

/** The spec's availability (§9): weekdays 5–8 PM, weekends 9 AM–8 PM; its slots: 9–12, 12–5, 5–8. */
const specSchedule: Period[] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "17:00", closes: "20:00" },
  { days: ["Saturday", "Sunday"], opens: "09:00", closes: "20:00" },
];
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

const weekdayDaytime: Period[] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
];

describe("the form's time choices, derived from the hours and the time slots", () => {
  test("are exactly the spec's eight values, in the spec's order, for the spec's hours", () => {
    expect([...offeredSlotChoices(specSchedule, specSlots), "flexible"]).toEqual(specTimeValues);
  });

  test("are the weekday morning and afternoon for weekday daytime hours", () => {
    expect(offeredSlotChoices(weekdayDaytime, specSlots)).toEqual(["weekday-morning", "weekday-afternoon"]);
  });

  test("offer a part of the day when it overlaps the hours of one day of its group", () => {
    const saturdayMorning: Period[] = [{ days: ["Saturday"], opens: "11:00", closes: "12:30" }];
    expect(offeredSlotChoices(saturdayMorning, specSlots)).toEqual(["saturday-morning", "saturday-afternoon"]);
    const wednesdayNight: Period[] = [{ days: ["Wednesday"], opens: "19:00", closes: "21:00" }];
    expect(offeredSlotChoices(wednesdayNight, specSlots)).toEqual(["weekday-evening"]);
  });

  test("are values the form service vocabulary knows", () => {
    for (const choice of offeredSlotChoices(site.hours.schedule, site.hours.timeSlots)) {
      expect(timeValues).toContain(choice);
    }
  });
});

describe("words about the hours, held to the schedule", () => {
  const spec = hoursTruths(specSchedule, specSlots.evening.opens);
  const daytime = hoursTruths(weekdayDaytime, specSlots.evening.opens);

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
      expect.stringMatching(/^says "Evenings", but no period .* runs past the start of the evening/),
      expect.stringMatching(/^says "Weekends", but .* both Saturday and Sunday/),
    ]);
    expect(untrueHoursWords("tardes", daytime)).toHaveLength(1);
    expect(untrueHoursWords("por las noches", daytime)).toHaveLength(1);
    expect(untrueHoursWords("el sábado", daytime)).toEqual([expect.stringContaining("no hours on Saturday")]);
    expect(untrueHoursWords("Sunday afternoons", daytime)).toEqual([expect.stringContaining("no hours on Sunday")]);
    const weekendOnly = hoursTruths([{ days: ["Saturday", "Sunday"], opens: "09:00", closes: "13:00" }], "17:00");
    expect(untrueHoursWords("entre semana", weekendOnly)).toEqual([
      expect.stringContaining("no hours from Monday to Friday"),
    ]);
    expect(untrueHoursWords("weekday mornings", weekendOnly)).toHaveLength(1);
  });

  test("say weekends only when both days have hours", () => {
    const saturdayOnly = hoursTruths([{ days: ["Saturday"], opens: "09:00", closes: "13:00" }], "17:00");
    expect(untrueHoursWords("weekends", saturdayOnly)).toHaveLength(1);
    expect(untrueHoursWords("Saturdays", saturdayOnly)).toEqual([]);
  });
});
