import { describe, expect, test } from "vitest";
import { locationEntries, locationsContent, NAMED_PLACES } from "~/content/locations";
import { locationPaths, townPages } from "~/content/towns";
import { spanishAppointmentEs } from "~/content/towns/shared";
import { formatClockSpan, formatUsd } from "~/lib/format";
import { fullTitle } from "~/lib/seo";
import { site } from "~/facts/site.config";
import { LANGS } from "~/vocabulary/lang";
import { SEARCH_DESCRIPTION_MAX, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_MAX } from "~/vocabulary/search-result";

/** How each language says the same fact; the numbers and places come from the config. */
const phrasing = {
  en: { miles: "miles", of: "of", within: "within" },
  es: { miles: "millas", of: "de", within: "hasta" },
} as const;

describe.each(LANGS)("the locations index content in %s", (lang) => {
  const content = locationsContent[lang];
  const words = phrasing[lang];

  test("keeps its whole title within 60 characters and its description within 70–160", () => {
    expect(fullTitle(content.head.title, locationPaths[lang].index).length).toBeLessThanOrEqual(SEARCH_TITLE_MAX);
    expect(content.head.description.length).toBeGreaterThanOrEqual(SEARCH_DESCRIPTION_MIN);
    expect(content.head.description.length).toBeLessThanOrEqual(SEARCH_DESCRIPTION_MAX);
  });

  test("has one entry for each town of the config, linking to its page with its own summary", () => {
    const entries = locationEntries(lang);
    expect(entries.map((entry) => entry.link)).toEqual(
      site.serviceArea.towns.map((town) => locationPaths[lang].town(town.slug)),
    );
    for (const town of site.serviceArea.towns) {
      const entry = entries.find((candidate) => candidate.name === town.name);
      expect(entry?.description).toBe(townPages[town.slug][lang].summary);
    }
  });

  test("describes each meeting-place type with at least two benefits", () => {
    expect(content.meetingPlaces.length).toBeGreaterThanOrEqual(3);
    for (const place of content.meetingPlaces) {
      expect(place.benefits.length, place.title).toBeGreaterThanOrEqual(2);
    }
  });

  test("names the hospitals and colleges of the towns she serves, and none of a town she does not", () => {
    const served = new Set<string>(site.serviceArea.towns.map((town) => town.slug));
    const said = content.specializedLocations.map((location) => location.description).join(" ");
    for (const place of [...NAMED_PLACES.hospitals, ...NAMED_PLACES.colleges]) {
      expect(said.includes(place.name[lang]), `${place.name[lang]} (${place.town})`).toBe(served.has(place.town));
    }
  });

  test("covers hospitals, care homes and campuses among the specialized locations", () => {
    const icons = content.specializedLocations.map((location) => location.icon);
    expect(icons).toEqual(expect.arrayContaining(["hospital", "care", "university"]));
    expect(content.specializedLocations).toHaveLength(locationsContent.en.specializedLocations.length);
  });

  test("states the radius, travel fee and hours from the config", () => {
    const text = content.travelFacts.map((fact) => fact.detail).join(" ");
    const [weekdays] = site.hours.schedule;
    if (!weekdays) throw new Error("The config lists no hours");
    expect(text).toContain(`${site.serviceArea.radiusMiles} ${words.miles} ${words.of} ${site.serviceArea.base}`);
    expect(text).toContain(
      `${formatUsd(site.fees.travelUsd, lang)} ${words.within} ${site.fees.travelFeeRadiusMiles} ${words.miles}`,
    );
    expect(text).toContain(formatClockSpan(weekdays.opens, weekdays.closes, lang));
  });

  test("links the closing band to the mobile service's page in the same language", () => {
    expect(content.aboutMobileService.to).toBe(locationPaths[lang].service("mobile-notary"));
  });
});

describe("the Spanish locations index", () => {
  const es = locationsContent.es;

  test("says in which language the appointment can be held", () => {
    expect(es.intro).toContain(spanishAppointmentEs);
  });

  test("never calls the business a notario", () => {
    expect(JSON.stringify(es)).not.toMatch(/\bnotar(i|í)[oa]s?\b/i);
  });

  test("leads only to Spanish pages", () => {
    for (const entry of locationEntries("es")) expect(entry.link).toMatch(/^\/espanol\//);
    expect(es.aboutMobileService.to).toMatch(/^\/espanol\//);
  });
});
