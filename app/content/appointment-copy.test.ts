import { describe, expect, test } from "vitest";
import { appointmentFormCopy } from "~/content/appointment-copy";
import { contactPage } from "~/content/contact";
import { services } from "~/content/services";
import { counterpartOf, listPagePaths } from "~/routes/page-paths";
import * as espanol from "~/content/espanol";
import { notAttorneyNotice } from "~/lib/gender-es";
import { formatClockRange } from "~/lib/format";
import { site, type ClockTime } from "~/facts/site.config";
import { LANGS } from "~/vocabulary/lang";
import { timeChoicesOf } from "~/vocabulary/opening-hours";

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

  // The spec's messages word for word (spec §8, design.md §14): what we add comes after them, never instead.
  test("open each result message with the spec's own words, in both languages", () => {
    const { en, es } = appointmentFormCopy;
    expect(en.messages.success).toMatch(
      /^Thank you for your message! I will contact you shortly to confirm your appointment details\.( |$)/,
    );
    expect(es.messages.success).toMatch(
      /^¡Gracias por su mensaje! Me pondré en contacto con usted pronto para confirmar los detalles de su cita\.( |$)/,
    );
    expect(en.messages.failure).toBe("Something went wrong. Please try again or call directly.");
    expect(es.messages.failure).toBe(
      "Hubo un error al enviar su solicitud. Por favor intente de nuevo o llame directamente.",
    );
    expect(en.messages.networkError).toBe(
      `There was an error submitting your request. Please try calling ${site.phone.display} directly.`,
    );
    expect(es.messages.networkError).toBe(
      `Hubo un error al enviar su solicitud. Por favor llame directamente al ${site.phone.display}.`,
    );
  });

  test("add the reply time and the number to call after the spec's success message", () => {
    for (const lang of LANGS) {
      const { success } = appointmentFormCopy[lang].messages;
      expect(success).toContain(String(site.policies.emailResponseHours));
      expect(success).toContain(site.phone.display);
    }
  });

  test("show her hours in that part of the day beside each time choice, and the same choices in both languages", () => {
    const windows = new Map(timeChoicesOf(site.hours.schedule).map((choice) => [choice.value as string, choice]));
    for (const lang of LANGS) {
      const copy = appointmentFormCopy[lang];
      for (const { value, label } of copy.times) {
        if (value === "flexible") continue;
        const window = windows.get(value);
        expect(window, value).toBeDefined();
        if (window)
          expect(label).toContain(formatClockRange(window.opens as ClockTime, window.closes as ClockTime, lang));
      }
    }
    const values = (lang: "en" | "es") => appointmentFormCopy[lang].times.map((choice) => choice.value);
    expect(values("es")).toEqual(values("en"));
    expect(values("en").at(-1)).toBe("flexible");
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
