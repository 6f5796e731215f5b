import { vi } from "vitest";
import aboutData from "~/facts/data/about.json" with { type: "json" };
import { site as loadedSite, type Site } from "~/facts/site.config";

/*
 * Other notaries for the unit tests (design.md §13): the hours of issue 40's
 * weekday daytime notary and its Tuesday–Saturday notary, and one loader
 * that imports the site's content afresh with another notary's facts in
 * place, so every test that swaps the facts reads the same modules.
 */

export type Hours = Pick<Site["hours"], "summary" | "summaryEs" | "inSentence" | "inSentenceEs" | "schedule">;
type Schedule = Site["hours"]["schedule"];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

export const weekdaysNineToFive: Hours = {
  summary: "Weekdays, 9 to 5",
  summaryEs: "De lunes a viernes, de 9 a 5",
  inSentence: "on weekdays during the day",
  inSentenceEs: "de lunes a viernes durante el día",
  schedule: [
    { label: "Weekdays", labelEs: "De lunes a viernes", days: [...WEEKDAYS], opens: "09:00", closes: "17:00" },
  ] as unknown as Schedule,
};

/** The notary who tried the launch guide: Tuesday to Saturday, 10 to 6, closed December 24–26. */
export const tuesdayToSaturdayTenToSix: Hours & Pick<Site["hours"], "closures"> = {
  summary: "Tuesday to Saturday, 10 to 6",
  summaryEs: "De martes a sábado, de 10 a 6",
  inSentence: "Tuesday to Saturday during the day",
  inSentenceEs: "de martes a sábado durante el día",
  schedule: [
    {
      label: "Tuesday to Saturday",
      labelEs: "De martes a sábado",
      days: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "10:00",
      closes: "18:00",
    },
  ] as unknown as Schedule,
  closures: [{ from: "2030-12-24", to: "2030-12-26", note: "Christmas" }] as unknown as Site["hours"]["closures"],
};

/** The loaded notary's facts, copied, with her hours replaced by `hours` where given. */
export function siteWithHours(hours: Partial<Site["hours"]> | undefined): Site {
  const site = structuredClone(loadedSite);
  if (hours) Object.assign(site.hours, hours);
  return site;
}

/**
 * Every content module that states a fact, imported afresh over `site` (and
 * `about`, her story), with `text`: all of it as one string to search. The
 * Spanish reviews are left out of `text`: they are the clients' words, not
 * hers, and a client may well mention a Sunday.
 */
export async function contentFor(site: Site, about: unknown = aboutData) {
  vi.resetModules();
  vi.doMock("~/facts/site.config", () => ({ site }));
  vi.doMock("~/facts/data/about.json", () => ({ default: about }));
  const modules = {
    about: await import("~/content/about"),
    actionBar: await import("~/content/action-bar"),
    appointment: await import("~/content/appointment-copy"),
    availability: await import("~/content/availability"),
    contact: await import("~/content/contact"),
    documents: await import("~/content/documents"),
    espanol: await import("~/content/espanol"),
    fees: await import("~/content/fees"),
    heroFacts: await import("~/content/hero-facts"),
    home: await import("~/content/home"),
    locations: await import("~/content/locations"),
    pricing: await import("~/content/pricing"),
    services: await import("~/content/services/pages"),
    overview: await import("~/content/services/overview"),
    shell: await import("~/content/shell"),
    terms: await import("~/content/legal/terms-of-service"),
    towns: (await import("~/content/towns")).townPages,
    structuredData: (await import("~/lib/structured-data")).notaryJsonLd(),
  };
  const espanol = Object.fromEntries(Object.entries(modules.espanol).filter(([name]) => name !== "testimonialsEs"));
  return { site, ...modules, text: JSON.stringify({ ...modules, espanol }) };
}

/** Undoes `contentFor`'s mocks, for an `afterEach`. */
export function forgetOtherNotary() {
  vi.doUnmock("~/facts/site.config");
  vi.doUnmock("~/facts/data/about.json");
  vi.resetModules();
}
