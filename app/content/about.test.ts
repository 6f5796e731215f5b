import { describe, expect, test } from "vitest";
import { atAGlance, coreValues, expertiseAreas, philosophy, story } from "~/content/about";
import { credentialList } from "~/content/credentials";
import { services } from "~/content/services";
import { formatUsd } from "~/lib/format";
import { site } from "~/site.config";

describe("the About page's content", () => {
  test("tells why the owner became a notary, naming the Guard service", () => {
    const text = story.join(" ");
    expect(text).toContain(site.notary.fullName);
    expect(text).toContain(site.notary.veteranOf);
    expect(text).toContain(site.commission.state);
  });

  test("has the spec's four core values and three service principles", () => {
    expect(coreValues.map((value) => value.title)).toEqual([
      "Personal Care",
      "Integrity",
      "Reliability",
      "Community Focus",
    ]);
    expect(philosophy.map((item) => item.title)).toEqual([
      "No Rush Policy",
      "Personal Touch",
      "Complete Confidentiality",
    ]);
  });

  test("has the spec's four expertise areas, each linking to a real service page", () => {
    expect(expertiseAreas.map((area) => area.title)).toEqual([
      "Real Estate",
      "Healthcare Documents",
      "Business Services",
      "Personal Documents",
    ]);
    const servicePaths = services.map((service) => `/services/${service.slug}`);
    for (const area of expertiseAreas) {
      expect(servicePaths).toContain(area.link.to);
      expect(area.examples.length).toBeGreaterThanOrEqual(3);
    }
  });

  test("states the commission, radius and bond from the config", () => {
    const facts = atAGlance.map((fact) => fact.value).join(" ");
    expect(facts).toContain(site.commission.number);
    expect(facts).toContain(`${site.serviceArea.radiusMiles} miles`);
    expect(facts).toContain(formatUsd(site.credentials.suretyBondUsd));
  });
});

describe("the credentials block", () => {
  test("has four credentials built from the config", () => {
    expect(credentialList).toHaveLength(4);
    const text = credentialList.map((credential) => `${credential.title} ${credential.description}`).join(" ");
    expect(text).toContain(site.commission.number);
    expect(text).toContain(formatUsd(site.credentials.suretyBondUsd));
    expect(text).toContain(formatUsd(site.credentials.errorsAndOmissionsUsd));
    expect(text).toMatch(/background-screened/i);
  });
});
