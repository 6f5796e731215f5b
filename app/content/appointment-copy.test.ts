import { describe, expect, test } from "vitest";
import { appointmentFormCopy } from "~/content/appointment-copy";
import * as espanol from "~/content/espanol";
import { notAttorneyNotice } from "~/vocabulary/legal-notice";
import { formatClockRange } from "~/lib/format";
import { site } from "~/site.config";

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
    for (const copy of [appointmentFormCopy.en, appointmentFormCopy.es]) {
      expect(copy.times["saturday-morning"]).toContain(formatClockRange(morning.opens, morning.closes));
      expect(copy.times["sunday-afternoon"]).toContain(formatClockRange(afternoon.opens, afternoon.closes));
      expect(copy.times["weekday-evening"]).toContain(formatClockRange(evening.opens, evening.closes));
    }
  });
});

describe("the Spanish copy", () => {
  const spanish = [...allStrings(espanol), ...allStrings(appointmentFormCopy.es), notAttorneyNotice.es];

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
