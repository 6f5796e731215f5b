import { describe, expect, test } from "vitest";
import { appointmentFormCopy } from "~/content/appointment-copy";
import { contactPage } from "~/content/contact";
import { services } from "~/content/services";
import { counterpartOf, listPagePaths } from "~/page-paths";
import * as espanol from "~/content/espanol";
import { notAttorneyNotice } from "~/vocabulary/legal-notice";
import { formatClockRange } from "~/lib/format";
import { site } from "~/site.config";
import { LANGS } from "~/vocabulary/lang";

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

describe("the appointment form's words", () => {
  test("match the spec's labels and states in both languages", () => {
    expect(appointmentFormCopy.en.sending).toBe("Sending Message...");
    expect(appointmentFormCopy.es.sending).toBe("Enviando Mensaje...");
    expect(appointmentFormCopy.es.submit).toBe(`Enviar Mensaje a ${site.notary.firstName}`);
  });

  test("show the configured time slots beside the time choices", () => {
    const { morning, afternoon, evening } = site.hours.timeSlots;
    for (const lang of LANGS) {
      const copy = appointmentFormCopy[lang];
      expect(copy.times["saturday-morning"]).toContain(formatClockRange(morning.opens, morning.closes, lang));
      expect(copy.times["sunday-afternoon"]).toContain(formatClockRange(afternoon.opens, afternoon.closes, lang));
      expect(copy.times["weekday-evening"]).toContain(formatClockRange(evening.opens, evening.closes, lang));
    }
  });
});

describe("the Spanish copy", () => {
  const spanish = [
    ...allStrings(espanol),
    ...allStrings(appointmentFormCopy.es),
    ...allStrings(contactPage.es),
    notAttorneyNotice.es,
  ];

  test("never calls the business notario or notaría (57 Pa.C.S. § 325)", () => {
    for (const text of spanish) {
      expect(text).not.toMatch(/\bnotari(o|os|a|as)\b/i);
      expect(text).not.toMatch(/notaría/i);
    }
  });

  test("quotes the configured fees, not the spec's other travel fee", () => {
    const joined = spanish.join(" ");
    expect(joined).toContain(`$${site.fees.travelUsd}`);
    expect(joined).not.toContain("$45");
  });
});

describe("the contact page's Spanish copy", () => {
  test("says truthfully whether the appointment can be held in Spanish", () => {
    const note = contactPage.es.personalNote.join(" ");
    if (site.notary.speaksSpanish) expect(note).toMatch(/cita en español/);
    else expect(note).toMatch(/intérprete/);
  });

  test("asks the same questions as the English page", () => {
    expect(contactPage.es.faq).toHaveLength(contactPage.en.faq.length);
  });
});

describe("the Spanish home's links", () => {
  test("pair each Spanish page with its English counterpart", () => {
    for (const pair of espanol.morePagesEs) {
      expect(counterpartOf(pair.es.to)).toEqual({ lang: "en", path: pair.en.to });
    }
  });

  test("lead every service card to a service that exists", () => {
    const slugs: readonly string[] = services.map((service) => service.slug);
    for (const card of espanol.servicesEs) expect(slugs).toContain(card.slug);
    expect(listPagePaths()).toContain(espanol.pageEs.allServices.to);
  });

  test("say truthfully whether the appointment can be held in Spanish", () => {
    if (site.notary.speaksSpanish) expect(espanol.languageEs.text).toMatch(/cita en español/);
    else expect(espanol.languageEs.text).toMatch(/intérprete/);
  });
});
