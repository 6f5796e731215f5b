import { afterEach, describe, expect, test } from "vitest";
import { formatClockRange } from "~/lib/format";
import { LANGS } from "~/vocabulary/lang";
import { timeChoicesOf } from "~/vocabulary/opening-hours";
import {
  contentFor,
  forgetOtherNotary,
  siteWithHours,
  tuesdayToSaturdayTenToSix as tuesdayToSaturday,
  weekdaysNineToFive as nineToFive,
  type Hours,
} from "../../tests/support/other-notaries";

/*
 * Three notaries' hours (issue 40): the loaded one (weekday evenings and
 * weekends), weekdays 9 to 5, and Tuesday to Saturday 10 to 6. For each, the
 * form's time choices, every time word the pages write (English and
 * Spanish) and the structured data's opening hours follow the hours. The
 * owner's own prose (FAQ, story, reviews) is hers and held to her hours by
 * the data check instead (app/facts/schemas/hours-and-service.test.ts).
 */

function contentForHours(hours: Hours | undefined) {
  return contentFor(siteWithHours(hours));
}

afterEach(forgetOtherNotary);

const notaries = [
  { name: "the loaded notary", hours: undefined },
  { name: "a weekdays 9-to-5 notary", hours: nineToFive },
  { name: "a Tuesday-to-Saturday 10-to-6 notary", hours: tuesdayToSaturday },
];

describe.each(notaries)("$name", ({ hours }) => {
  test("is offered the time choices her hours give, with her hours inside each part, in both languages", async () => {
    const { appointment, site } = await contentForHours(hours);
    const derived = timeChoicesOf(site.hours.schedule);
    for (const lang of LANGS) {
      const times = appointment.appointmentFormCopy[lang].times;
      expect(times.map((choice) => choice.value)).toEqual([...derived.map((choice) => choice.value), "flexible"]);
      derived.forEach(({ opens, closes }, index) => {
        expect(times[index]?.label).toContain(formatClockRange(opens as never, closes as never, lang));
      });
    }
  });

  test("has her opening hours in the structured data", async () => {
    const { structuredData, site } = await contentForHours(hours);
    expect(structuredData.openingHoursSpecification).toEqual(
      site.hours.schedule.map((period) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: period.days.map((day) => `https://schema.org/${day}`),
        opens: period.opens,
        closes: period.closes,
      })),
    );
  });
});

describe("the time words follow the hours", () => {
  test("a 9-to-5 notary is offered mornings and afternoons, and no page speaks of evenings or weekends", async () => {
    const { text, appointment } = await contentForHours(nineToFive);
    expect(appointment.appointmentFormCopy.en.times.map((choice) => choice.label)).toEqual([
      "Weekday morning (9:00 AM–12:00 PM)",
      "Weekday afternoon (12:00 PM–5:00 PM)",
      "I'm flexible",
    ]);
    const found = (pattern: RegExp) =>
      [...text.matchAll(pattern)].map((match) => text.slice(match.index - 60, match.index + 40));
    expect(found(/evening|weekend|\btonight\b|after work\b|after-hours|saturday|sunday/gi)).toEqual([]);
    // "tarde" alone is the afternoon she works ("Entre semana por la tarde"); "tardes" is the evening promise.
    expect(found(/\btardes\b|fines? de semana|\bnoches?\b|anochecer|sábado|domingo/gi)).toEqual([]);
  });

  test("a 10-to-6 notary is offered no evening and no 9 AM start, and no page speaks of evenings or Sundays", async () => {
    const { text, appointment } = await contentForHours(tuesdayToSaturday);
    expect(appointment.appointmentFormCopy.en.times.map((choice) => choice.label)).toEqual([
      "Weekday morning (10:00 AM–12:00 PM)",
      "Weekday afternoon (12:00 PM–6:00 PM)",
      "Saturday morning (10:00 AM–12:00 PM)",
      "Saturday afternoon (12:00 PM–6:00 PM)",
      "I'm flexible",
    ]);
    expect(appointment.appointmentFormCopy.es.times.map((choice) => choice.value)).not.toContain("weekday-evening");
    const found = (pattern: RegExp) =>
      [...text.matchAll(pattern)].map((match) => text.slice(match.index - 60, match.index + 40));
    // Saturday is a day like the others for him; "no after-hours surcharge" on it is a fee fact, not an hour.
    expect(found(/evening|weekend|\btonight\b|after work\b|sunday|9:00\s?AM/gi)).toEqual([]);
    expect(found(/\btardes\b|fines? de semana|\bnoches?\b|anochecer|domingo/gi)).toEqual([]);
  });

  test("the loaded notary's evening and weekend words are said when her hours hold them", async () => {
    const { text, site } = await contentForHours(undefined);
    const { hoursTruths } = await import("~/vocabulary/opening-hours");
    const truths = hoursTruths(site.hours.schedule);
    if (truths.evenings) expect(text).toMatch(/evenings?/i);
    else expect(text).not.toMatch(/evening/i);
    if (truths.saturday && truths.sunday) expect(text).toMatch(/weekends?/i);
    else expect(text).not.toMatch(/weekend/i);
  });
});
