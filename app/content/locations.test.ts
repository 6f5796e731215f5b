import { describe, expect, test } from "vitest";
import { locationEntries, meetingPlaces, specializedLocations, travelFacts } from "~/content/locations";
import { townPages } from "~/content/towns";
import { site } from "~/site.config";

describe("the locations index content", () => {
  test("has one entry for each town of the config, linking to its page with its own summary", () => {
    expect(locationEntries.map((entry) => entry.link)).toEqual(
      site.serviceArea.towns.map((town) => `/locations/${town.slug}`),
    );
    for (const town of site.serviceArea.towns) {
      const entry = locationEntries.find((candidate) => candidate.name === town.name);
      expect(entry?.description).toBe(townPages[town.slug].summary);
    }
  });

  test("describes each meeting-place type with at least two benefits", () => {
    expect(meetingPlaces.length).toBeGreaterThanOrEqual(3);
    for (const place of meetingPlaces) {
      expect(place.benefits.length, place.title).toBeGreaterThanOrEqual(2);
    }
  });

  test("covers hospitals, care homes and campuses among the specialized locations", () => {
    const titles = specializedLocations.map((location) => location.title).join(" ");
    expect(titles).toMatch(/Hospital/);
    expect(titles).toMatch(/Nursing/);
    expect(titles).toMatch(/Campus/);
  });

  test("states the radius, travel fee and hours from the config", () => {
    const text = travelFacts.map((fact) => fact.detail).join(" ");
    expect(text).toContain(`${site.serviceArea.radiusMiles} miles of ${site.serviceArea.base}`);
    expect(text).toContain(`$${site.fees.travelUsd} within ${site.fees.travelFeeRadiusMiles} miles`);
    expect(text).toContain("5:00 PM–8:00 PM");
  });
});
