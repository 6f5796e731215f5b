import { afterEach, describe, expect, test, vi } from "vitest";
import { site as realSite, type Site } from "~/facts/site.config";
import { wrongGenderWordsEs, type GenderEs } from "~/vocabulary/gender-es";
import { notAttorneyNoticeEs } from "~/vocabulary/legal-notice";

/*
 * The Spanish words about her follow her data: her grammatical gender
 * (`notary.genderEs`) and whether she holds the appointment in Spanish
 * (`notary.speaksSpanish`). Every content module is loaded again with the
 * setting flipped, and all the words the pages are built from are read.
 */

async function contentWith(notary: Partial<Site["notary"]>) {
  vi.resetModules();
  const changed = structuredClone(realSite);
  vi.doMock("~/facts/site.config", () => ({ site: { ...changed, notary: { ...changed.notary, ...notary } } }));
  const modules = {
    about: await import("~/content/about"),
    appointment: await import("~/content/appointment-copy"),
    contact: await import("~/content/contact"),
    credentials: await import("~/content/credentials"),
    credentialFacts: await import("~/content/credential-facts"),
    documents: await import("~/content/documents"),
    espanol: await import("~/content/espanol"),
    faq: await import("~/content/faq"),
    fees: await import("~/content/fees"),
    home: await import("~/content/home"),
    locations: await import("~/content/locations"),
    services: await import("~/content/services/pages"),
    shell: await import("~/content/shell"),
    testimonials: await import("~/content/testimonials"),
    towns: await import("~/content/towns"),
    terms: await import("~/content/legal/terms-of-service"),
    privacy: await import("~/content/legal/privacy-policy"),
    accessibility: await import("~/content/legal/accessibility"),
  };
  // The clients' own reviews are their words, not hers.
  const espanol = Object.fromEntries(Object.entries(modules.espanol).filter(([name]) => name !== "testimonialsEs"));
  const testimonials = Object.fromEntries(
    Object.entries(modules.testimonials).filter(
      ([name]) => !["reviewsPage", "testimonials", "testimonialsEs"].includes(name),
    ),
  );
  return JSON.stringify({ ...modules, espanol, testimonials });
}

afterEach(() => {
  vi.doUnmock("~/facts/site.config");
  vi.resetModules();
});

describe.each<GenderEs>(["feminine", "masculine"])("with notary.genderEs %s", (gender) => {
  // Loading every content module again takes a few seconds on a busy machine.
  test("every Spanish word about her agrees with her, the § 325 statement included", async () => {
    const text = await contentWith({ genderEs: gender });
    expect(text).toContain(notAttorneyNoticeEs(gender));
    expect(wrongGenderWordsEs(text, gender)).toEqual([]);
  });
});

describe("with notary.speaksSpanish false", () => {
  test("no page promises an appointment in Spanish, and the interpreter is offered", async () => {
    const text = await contentWith({ speaksSpanish: false });
    expect(text).not.toMatch(/(?<![Nn]o )[Hh]ablo español|cita (?:puede ser )?(?:toda |completamente )?en español/u);
    expect(text).not.toMatch(/\bI speak Spanish\b|in English or in Spanish|en inglés o en español/u);
    expect(text).toMatch(/intérprete/u);
  });

  test("with it true, the terms and the accessibility page say so instead of sending for an interpreter", async () => {
    const text = await contentWith({ speaksSpanish: true });
    expect(text).toContain("en inglés o en español");
    expect(text).not.toMatch(/comunicarme con cada firmante, en inglés o a través de un intérprete/u);
  });
});

describe("wrongGenderWordsEs", () => {
  test("finds a word about her in the other gender, and only that", () => {
    expect(wrongGenderWordsEs("No soy abogado. Yo misma voy.", "feminine")).toEqual(["No soy abogado"]);
    expect(wrongGenderWordsEs("No soy abogado. Yo misma voy.", "masculine")).toEqual(["Yo misma"]);
    expect(wrongGenderWordsEs("Un notary public no es abogado.", "feminine")).toEqual([]);
  });

  test("finds her as the one notary who goes everywhere, or as an employee, in the other gender", () => {
    const aboutAWoman =
      "Catorce servicios de un solo notary public. Un notary public para cada rincón de la ciudad. No soy pariente, empleado ni representante.";
    expect(wrongGenderWordsEs(aboutAWoman, "feminine")).toEqual([
      "un solo notary public",
      "Un notary public para cada",
      "No soy pariente, empleado",
    ]);
    const aboutAMan =
      "Un solo notary public. Un notary public para cada rincón. No soy pariente, empleado ni representante.";
    expect(wrongGenderWordsEs(aboutAMan, "masculine")).toEqual([]);
    expect(wrongGenderWordsEs("Una sola notary public. No soy pariente, empleada ni socia.", "feminine")).toEqual([]);
    expect(wrongGenderWordsEs("Una sola notary public.", "masculine")).toEqual(["Una sola notary public"]);
    expect(wrongGenderWordsEs("Un sola notary public.", "feminine")).toEqual(["Un sola notary public"]);
  });
});
