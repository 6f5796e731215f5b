import { describe, expect, test } from "vitest";
import {
  afterHoursCost,
  afterHoursPhrase,
  needQuestion,
  outsideWorkingHours,
  samePriceSentence,
} from "~/lib/hours-words";
import { formatSchedule, inSentenceCase } from "~/lib/format";
import { site } from "~/facts/site.config";
import { EVENING_STARTS } from "~/vocabulary/opening-hours";

/** The loaded facts with another schedule (and surcharge): what another notary might keep. */
function factsWith(schedule: (typeof site.hours.schedule)[number][], afterHoursSurchargeUsd = 0) {
  const hours = { ...site.hours, schedule };
  return { hours, fees: { ...site.fees, afterHoursSurchargeUsd } };
}

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const period = (
  days: readonly (typeof weekdays)[number][] | ("Saturday" | "Sunday")[],
  opens: string,
  closes: string,
) => ({ label: "Hours", labelEs: "Horario", days: [...days], opens, closes }) as (typeof site.hours.schedule)[number];

const evening = EVENING_STARTS;
const lateClose = `${String(Number(evening.slice(0, 2)) + 3).padStart(2, "0")}:00`;
const eveningsAndWeekends = factsWith([
  period(weekdays, evening, lateClose),
  period(["Saturday", "Sunday"], "09:00", lateClose),
]);
const weekdayDaytime = factsWith([period(weekdays, "09:00", evening)]);
const saturdayToo = factsWith([period(weekdays, "08:00", evening), period(["Saturday"], "09:00", "13:00")]);

describe("phrases about evenings and weekends", () => {
  test("name the evenings and weekends she works, in each grammatical form", () => {
    expect(afterHoursPhrase(eveningsAndWeekends.hours, "and")).toBe("evenings and weekends");
    expect(afterHoursPhrase(eveningsAndWeekends.hours, "or")).toBe("evenings or weekends");
    expect(afterHoursPhrase(eveningsAndWeekends.hours, "y")).toBe("tardes y fines de semana");
    expect(afterHoursPhrase(eveningsAndWeekends.hours, "articlesNi")).toBe("las tardes ni los fines de semana");
    expect(afterHoursPhrase(saturdayToo.hours, "and")).toBe("Saturdays");
    expect(afterHoursPhrase(saturdayToo.hours, "articles")).toBe("los sábados");
  });

  test("are absent for weekday daytime hours", () => {
    for (const form of ["and", "amp", "or", "adjective", "y", "articles", "deNi"] as const) {
      expect(afterHoursPhrase(weekdayDaytime.hours, form)).toBeUndefined();
    }
    expect(afterHoursCost(weekdayDaytime, "en")).toBeUndefined();
    expect(outsideWorkingHours(weekdayDaytime.hours, "es")).toBeUndefined();
  });

  test("say what after-hours cost, whatever the surcharge", () => {
    expect(afterHoursCost(eveningsAndWeekends, "en")).toBe("Evenings and weekends cost nothing extra");
    expect(afterHoursCost(factsWith(eveningsAndWeekends.hours.schedule, 15), "en")).toBe(
      "Evenings and weekends cost $15 extra",
    );
    expect(afterHoursCost(eveningsAndWeekends, "es")).toBe("Las tardes y los fines de semana no cuestan más");
  });

  test("say 'after work' only when she works weekday evenings", () => {
    expect(outsideWorkingHours(eveningsAndWeekends.hours, "en")).toBe("after work and all weekend");
    expect(outsideWorkingHours(saturdayToo.hours, "en")).toBe("on Saturdays");
    expect(outsideWorkingHours(eveningsAndWeekends.hours, "es")).toBe("después del trabajo y todo el fin de semana");
  });
});

describe("the closing question", () => {
  test("names only the times her hours hold, never a week she may not have", () => {
    expect(needQuestion(eveningsAndWeekends.hours, "en")).toBe(
      "Need something notarized this evening or this weekend?",
    );
    expect(needQuestion(eveningsAndWeekends.hours, "es")).toBe(
      "¿Necesita notarizar algo esta tarde o este fin de semana?",
    );
    expect(needQuestion(saturdayToo.hours, "en")).toBe("Need something notarized on Saturday?");
    expect(needQuestion(weekdayDaytime.hours, "en")).toBe("Need something notarized?");
    expect(needQuestion(weekdayDaytime.hours, "es")).toBe("¿Necesita notarizar algo?");
  });
});

describe("the same-price sentence", () => {
  test("names the last hour of a weekend day she works and a weekday she works", () => {
    const sentence = samePriceSentence(eveningsAndWeekends, "en");
    expect(sentence).toMatch(/^The price is the same at \d+ PM on a Sunday as it is on a weekday evening\.$/);
    expect(samePriceSentence(eveningsAndWeekends, "es")).toMatch(/^Un domingo .* cuesta lo mismo que un martes .*\.$/);
    expect(samePriceSentence(saturdayToo, "en")).toMatch(/on a Saturday as it is on a weekday morning\.$/);
  });

  test("is not said when the hour costs extra or she keeps weekday daytime hours", () => {
    expect(samePriceSentence(factsWith(eveningsAndWeekends.hours.schedule, 10), "en")).toBeUndefined();
    expect(samePriceSentence(weekdayDaytime, "en")).toBeUndefined();
    expect(samePriceSentence(weekdayDaytime, "es")).toBeUndefined();
  });
});

describe("day names in a sentence", () => {
  test("keep their capitals in English, and are lower-case in Spanish", () => {
    const schedule = [
      { ...period(weekdays, "08:00", "18:00"), label: "Weekdays", labelEs: "De lunes a viernes" },
      { ...period(["Saturday"], "09:00", "13:00"), label: "Saturday", labelEs: "Sábado" },
    ];
    expect(formatSchedule(schedule)).toMatch(/^weekdays .* and Saturday 9:00 AM/);
    expect(formatSchedule(schedule, "es")).toMatch(/^de lunes a viernes .* y sábado de 9:00/);
    expect(inSentenceCase("Weekdays & Saturday Mornings")).toBe("weekdays & Saturday mornings");
    expect(inSentenceCase("Evenings & Weekends")).toBe("evenings & weekends");
  });
});
