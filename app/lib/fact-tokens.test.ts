import { describe, expect, test } from "vitest";
import business from "~/facts/data/business.json" with { type: "json" };
import type { Business } from "~/facts/schemas/business";
import { notAttorneyNotice } from "~/lib/gender-es";
import { expandFactTokensWith, factTokenTable, findFactTokens } from "~/lib/fact-token-table";
import { expandFactTokens, expandFactTokensIn, factTokenNames } from "~/lib/fact-tokens";
import { formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/facts/site.config";

const file = "app/facts/data/faq.json";
const facts = business as Business;

describe("expandFactTokens", () => {
  test("replaces each token with the site's fact, formatted as the pages show it", () => {
    expect(expandFactTokens("A travel fee of {{fees.travel}} within {{fees.travelRadiusMiles}} miles.", { file })).toBe(
      `A travel fee of ${formatUsd(site.fees.travelUsd)} within ${site.fees.travelFeeRadiusMiles} miles.`,
    );
    expect(expandFactTokens("Call {{phone}}, {{hours.schedule}}.", { file })).toBe(
      `Call ${site.phone.display}, ${describeSchedule()}.`,
    );
    expect(expandFactTokens("{{notice.notAttorney}}", { file })).toBe(notAttorneyNotice.en);
  });

  test("accepts spaces inside the braces and leaves text without tokens alone", () => {
    expect(expandFactTokens("within {{ area.radiusMiles }} miles", { file })).toBe(
      `within ${site.serviceArea.radiusMiles} miles`,
    );
    expect(expandFactTokens("No facts here: just {braces}.", { file })).toBe("No facts here: just {braces}.");
  });

  test("fails on an unknown token, naming the file, the token, the likely one meant and every known one", () => {
    expect(() => expandFactTokens("A fee of {{fees.trvel}}.", { file })).toThrow(
      /^Unknown fact token \{\{fees\.trvel\}\} in app\/facts\/data\/faq\.json — did you mean \{\{fees\.travel\}\}\? known tokens: .*fees\.travel/,
    );
    expect(() => expandFactTokens("{{nothing.like.it}}", { file })).toThrow(/known tokens: business\.name, /);
  });

  test("fails on a token with a brace missing, rather than showing it on the page", () => {
    expect(() => expandFactTokens("A fee of {{fees.travel}.", { file })).toThrow(
      /faq\.json is not written as \{\{name\}\}/,
    );
    expect(() => expandFactTokens("A fee of fees.travel}}.", { file })).toThrow(/not written as/);
  });

  test("expands every string inside a data file and keeps everything else", () => {
    const data = { n: 3, flag: true, items: [{ answer: "{{fees.travel}}", id: "x" }], none: null };
    expect(expandFactTokensIn(data, { file })).toEqual({
      n: 3,
      flag: true,
      items: [{ answer: formatUsd(site.fees.travelUsd), id: "x" }],
      none: null,
    });
  });
});

describe("the token table", () => {
  test("gives every token a value from today's facts, and refuses one whose optional fact is left out", () => {
    expect(factTokenNames.length).toBeGreaterThan(30);
    // Facts for which every token has one value: a veteran, and weekdays and weekends each with one set of hours.
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
    const served = {
      ...facts,
      notary: { ...facts.notary, veteranOf: "United States Navy", veteranOfEs: "la Marina" },
      hours: {
        ...facts.hours,
        schedule: [
          { label: "Weekdays", labelEs: "Entre semana", days: [...weekdays], opens: "10:00", closes: "19:00" },
          {
            label: "Weekends",
            labelEs: "Fines de semana",
            days: ["Saturday", "Sunday"],
            opens: "10:00",
            closes: "14:00",
          },
        ],
      },
    } as typeof facts;
    for (const name of factTokenNames) expect(factTokenTable[name](served), name).not.toBe("");
    const notServed = { ...facts, notary: { ...facts.notary, veteranOf: undefined, veteranOfEs: undefined } };
    expect(() => factTokenTable["notary.veteranOf"](notServed)).toThrow(/no notary\.veteranOf/);
  });

  test("words the after-hours fee truthfully whether or not there is one", () => {
    const withSurcharge = { ...facts, fees: { ...facts.fees, afterHoursSurchargeUsd: 15 } };
    const withoutSurcharge = { ...facts, fees: { ...facts.fees, afterHoursSurchargeUsd: 0 } };
    const sentence = "Evenings and weekends cost {{fees.afterHours}}.";
    expect(expandFactTokensWith(withoutSurcharge, sentence, { file })).toBe(
      "Evenings and weekends cost nothing extra.",
    );
    expect(expandFactTokensWith(withSurcharge, sentence, { file })).toBe("Evenings and weekends cost $15 extra.");
  });

  test("gives the weekdays' hours only while every weekday keeps the same hours", () => {
    const uniform: Business["hours"]["schedule"] = [
      {
        label: "Weekdays",
        labelEs: "De lunes a viernes",
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "17:00",
        closes: "20:00",
      },
      {
        label: "Weekends",
        labelEs: "Sábados y domingos",
        days: ["Saturday", "Sunday"],
        opens: "09:00",
        closes: "20:00",
      },
    ];
    const split: Business["hours"]["schedule"] = [
      { label: "Early week", labelEs: "Lunes y martes", days: ["Monday", "Tuesday"], opens: "17:00", closes: "20:00" },
      {
        label: "Late week",
        labelEs: "De miércoles a viernes",
        days: ["Wednesday", "Thursday", "Friday"],
        opens: "18:00",
        closes: "21:00",
      },
    ];
    const withSchedule = (schedule: Business["hours"]["schedule"]) => ({
      ...facts,
      hours: { ...facts.hours, schedule },
    });
    expect(expandFactTokensWith(withSchedule(uniform), "{{hours.weekdays}}", { file })).toBe("5:00 PM–8:00 PM");
    expect(expandFactTokensWith(withSchedule(uniform), "{{hours.weekends}}", { file })).toBe("9:00 AM–8:00 PM");
    expect(() => expandFactTokensWith(withSchedule(split), "{{hours.weekdays}}", { file })).toThrow(
      /\{\{hours\.weekdays\}\} in app\/facts\/data\/faq\.json has no value: .*use \{\{hours\.schedule\}\} instead/,
    );
    expect(() => expandFactTokensWith(withSchedule(split), "{{hours.weekends}}", { file })).toThrow(/no value/);
  });

  test("finds each token as written, with the name inside it", () => {
    expect(findFactTokens("{{fees.travel}} and {{ phone }}")).toEqual([
      { written: "{{fees.travel}}", name: "fees.travel" },
      { written: "{{ phone }}", name: "phone" },
    ]);
  });
});
