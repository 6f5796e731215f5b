import { afterEach, describe, expect, test } from "vitest";
import aboutData from "~/facts/data/about.json" with { type: "json" };
import { site as realSite, type Site } from "~/facts/site.config";
import { EVENING_STARTS } from "~/vocabulary/opening-hours";
import { contentFor, forgetOtherNotary } from "../../tests/support/other-notaries";

/*
 * The content reads the owner's facts when it is built. Swap in another
 * notary's facts (today's, with overrides) and every page must follow: no
 * evening or weekend promise for weekday daytime hours, no word of military
 * service for a notary who has not served.
 */

// The config is `as const`, so a changed copy is typed loosely on purpose.
function contentWith(changes: (site: Site) => object, about: unknown = aboutData) {
  return contentFor(changes(structuredClone(realSite)) as Site, about);
}

afterEach(forgetOtherNotary);

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** Today's facts, with weekday daytime hours and words that say so. */
function weekdayDaytime(site: Site) {
  const morning = "09:00";
  const evening = EVENING_STARTS;
  return {
    ...site,
    hours: {
      ...site.hours,
      summary: "Weekdays 9 to 5",
      summaryEs: "De lunes a viernes",
      inSentence: "on weekdays during the day",
      inSentenceEs: "de lunes a viernes durante el día",
      schedule: [{ label: "Weekdays", labelEs: "De lunes a viernes", days: weekdays, opens: morning, closes: evening }],
    },
  };
}

describe("a notary who keeps weekday daytime hours", () => {
  test("is offered only the weekday times her hours overlap, then flexible, in both languages", async () => {
    const { appointment } = await contentWith(weekdayDaytime);
    for (const lang of ["en", "es"] as const) {
      expect(appointment.appointmentFormCopy[lang].times.map((choice) => choice.value)).toEqual([
        "weekday-morning",
        "weekday-afternoon",
        "flexible",
      ]);
    }
  });

  test("never promises evenings or weekends, in either language", async () => {
    const { text } = await contentWith(weekdayDaytime);
    expect(text).not.toMatch(/evening|weekend|\btonight\b|after work\b|saturday|sunday/i);
    // "tarde" alone is the afternoon she works ("Entre semana por la tarde"); "tardes" is the evening promise.
    expect(text).not.toMatch(/\btardes\b|fines? de semana|\bnoches?\b|anochecer|sábado|domingo/i);
    expect(text).toContain("on weekdays during the day");
    expect(text).toContain("de lunes a viernes durante el día");
  });

  test("shows no after-hours price card and no same-price sentence", async () => {
    const { pricing, overview } = await contentWith(weekdayDaytime);
    expect(pricing.pricing.map((item) => item.title)).not.toContain(expect.stringMatching(/evening/i));
    expect(JSON.stringify(overview.servicesOverview)).not.toMatch(/the same at|cuesta lo mismo/);
  });
});

describe("a notary with evening and weekend hours", () => {
  test("says the same-price sentence only when the hour costs nothing extra", async () => {
    const evening = EVENING_STARTS;
    const withEvenings = (site: Site) => ({
      ...site,
      hours: {
        ...site.hours,
        schedule: [
          { label: "Weekdays", labelEs: "Entre semana", days: weekdays, opens: evening, closes: "21:00" },
          {
            label: "Weekends",
            labelEs: "Fines de semana",
            days: ["Saturday", "Sunday"],
            opens: "09:00",
            closes: "21:00",
          },
        ],
      },
    });
    const free = await contentWith((site) => ({
      ...withEvenings(site),
      fees: { ...site.fees, afterHoursSurchargeUsd: 0 },
    }));
    expect(free.pricing.pricing.at(-1)?.detail).toMatch(/the same at 8 PM on a Sunday as it is on a weekday evening/);
    const paid = await contentWith((site) => ({
      ...withEvenings(site),
      fees: { ...site.fees, afterHoursSurchargeUsd: 10 },
    }));
    expect(paid.text).not.toMatch(/the same at|cuesta lo mismo|nothing extra|no surcharge|sin recargo|no cuestan más/i);
    expect(paid.text).toContain("$10");
  });
});

/** Her own words with every sentence about military service left out, as a notary who has not served writes them. */
function withoutMilitaryService(value: unknown): unknown {
  if (typeof value === "string") {
    return value
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !/veteran|guard|guardia|serví/i.test(sentence))
      .join(" ");
  }
  if (Array.isArray(value)) return value.map(withoutMilitaryService).filter((item) => item !== "");
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutMilitaryService(item)]));
  }
  return value;
}

describe("a notary who has not served", () => {
  const notAVeteran = (site: Site) => {
    const notary: Partial<Site["notary"]> = { ...site.notary };
    delete notary.veteranOf;
    delete notary.veteranOfEs;
    return { ...site, notary };
  };

  test("has no sentence, fact or structured data about military service, in either language", async () => {
    const { text, about } = await contentWith(notAVeteran, withoutMilitaryService(aboutData));
    // (The I-9 page's list of identity documents names a "military card": that is not about her.)
    expect(text).not.toMatch(/veteran|national guard|guardia nacional|servicio militar/i);
    for (const service of [realSite.notary.veteranOf, realSite.notary.veteranOfEs]) {
      if (service) expect(text).not.toContain(service);
    }
    expect(about.aboutPage.en.atAGlance.facts.map((fact) => fact.label)).not.toContain("Service");
  });

  test("shows her military service when she has one", async () => {
    const served = (site: Site) => ({
      ...site,
      notary: { ...site.notary, veteranOf: "United States Coast Guard", veteranOfEs: "la Guardia Costera" },
    });
    const { about } = await contentWith(served);
    expect(about.aboutPage.en.atAGlance.facts).toContainEqual({
      label: "Service",
      value: "Veteran, United States Coast Guard",
    });
    expect(JSON.stringify(about.aboutPage.es)).toContain("la Guardia Costera");
  });
});
