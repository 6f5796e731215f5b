import { describe, expect, test } from "vitest";
import aboutData from "~/facts/data/about.json" with { type: "json" };
import { aboutPage } from "~/content/about";
import { credentialList, credentialSummary } from "~/content/credentials";
import { serviceSlugPath, services } from "~/content/services";
import { formatUsd } from "~/lib/format";
import { BOOK_PATHS } from "~/lib/special-paths";
import { site } from "~/facts/site.config";
import { LANGS } from "~/vocabulary/lang";

const servicePaths = services.flatMap((service) => [
  serviceSlugPath(service.slug, "en"),
  serviceSlugPath(service.slug, "es"),
]);

describe("the About page's content", () => {
  test("tells why the owner became a notary in each language, naming her military service only when she gives one", () => {
    const english = aboutPage.en.story.paragraphs.join(" ");
    const spanish = aboutPage.es.story.paragraphs.join(" ");
    expect(english).toContain(site.notary.fullName);
    expect(english).toContain(site.commission.state);
    expect(spanish).toContain(site.notary.fullName);
    expect(spanish).toContain(site.serviceArea.stateEs);
    if (site.notary.veteranOf && site.notary.veteranOfEs) {
      expect(english).toContain(site.notary.veteranOf);
      expect(spanish).toContain(site.notary.veteranOfEs);
    } else {
      expect(`${english} ${spanish}`).not.toMatch(/\bveteran|Guard|Guardia/i);
    }
  });

  test("tells the story in as many paragraphs in Spanish as the owner wrote, from about.json", () => {
    expect(aboutPage.en.story.paragraphs).toHaveLength(aboutData.story.en.length);
    expect(aboutPage.es.story.paragraphs).toHaveLength(aboutData.story.es.length);
  });

  test("has the spec's four core values and three service principles", () => {
    expect(aboutPage.en.values.items.map((value) => value.title)).toEqual([
      "Personal Care",
      "Integrity",
      "Reliability",
      "Community Focus",
    ]);
    expect(aboutPage.en.philosophy.items.map((item) => item.title)).toEqual([
      "No Rush Policy",
      "Personal Touch",
      "Complete Confidentiality",
    ]);
  });

  test.each(LANGS)("has as many values, areas and principles in %s as in English, with the same icons", (lang) => {
    const icons = (items: readonly { icon: string }[]) => items.map((item) => item.icon);
    const page = aboutPage[lang];
    expect(icons(page.values.items)).toEqual(icons(aboutPage.en.values.items));
    expect(icons(page.expertise.items)).toEqual(icons(aboutPage.en.expertise.items));
    expect(icons(page.philosophy.items)).toEqual(icons(aboutPage.en.philosophy.items));
  });

  test("has the spec's four expertise areas", () => {
    expect(aboutPage.en.expertise.items.map((area) => area.title)).toEqual([
      "Real Estate",
      "Healthcare Documents",
      "Business Services",
      "Personal Documents",
    ]);
  });

  test.each(LANGS)("links each expertise area (%s) to a real service page in the same language", (lang) => {
    for (const [index, area] of aboutPage[lang].expertise.items.entries()) {
      expect(servicePaths).toContain(area.link.to);
      expect(area.link.to.startsWith("/espanol/")).toBe(lang === "es");
      expect(area.examples.length).toBeGreaterThanOrEqual(3);
      // The same service in both languages.
      const english = aboutPage.en.expertise.items[index]?.link.to ?? "";
      const slug = services.find((service) => serviceSlugPath(service.slug, "en") === english)?.slug;
      expect(slug && serviceSlugPath(slug, lang)).toBe(area.link.to);
    }
  });

  test.each(LANGS)("states the commission, radius and bond from the config (%s)", (lang) => {
    const facts = aboutPage[lang].atAGlance.facts.map((fact) => fact.value).join(" ");
    expect(facts).toContain(site.commission.number);
    expect(facts).toContain(`${site.serviceArea.radiusMiles} ${lang === "es" ? "millas" : "miles"}`);
    expect(facts).toContain(formatUsd(site.credentials.suretyBondUsd, lang));
  });

  test("leads Spanish readers to the Spanish pages, Book to the Spanish form", () => {
    expect(aboutPage.es.actions.contactPath).toBe(BOOK_PATHS.es);
    expect(BOOK_PATHS.es.startsWith("/espanol/contacto#")).toBe(true);
    expect(aboutPage.es.actions.servicesPath).toBe("/espanol/servicios");
  });
});

describe("the credentials block", () => {
  test.each(LANGS)("has four credentials built from the config (%s)", (lang) => {
    expect(credentialList[lang]).toHaveLength(4);
    const text = credentialList[lang].map((credential) => `${credential.title} ${credential.description}`).join(" ");
    expect(text).toContain(site.commission.number);
    expect(text).toContain(formatUsd(site.credentials.suretyBondUsd, lang));
    expect(text).toContain(formatUsd(site.credentials.errorsAndOmissionsUsd, lang));
  });

  test("says background-screened in English, and names the owner's Spanish badges in Spanish", () => {
    const english = credentialList.en.map((credential) => `${credential.title} ${credential.description}`).join(" ");
    expect(english).toMatch(/background-screened/i);
    for (const claim of site.credentials.claimsEs) {
      expect(credentialSummary.es.toLowerCase()).toContain(claim.toLowerCase());
    }
    expect(aboutPage.es.credentials.intro).toContain(credentialSummary.es);
  });
});

describe("the Spanish About page", () => {
  test("never calls the business notario or notaría (57 Pa.C.S. § 325)", () => {
    const text = JSON.stringify(aboutPage.es) + JSON.stringify(credentialList.es);
    expect(text).not.toMatch(/\bnotari[oa]s?\b|notaría/i);
  });
});
