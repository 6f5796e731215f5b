import { afterEach, describe, expect, test, vi } from "vitest";
import { site as realSite, type Site } from "~/facts/site.config";

/**
 * The content reads its facts from the config when it is built. Swap in a
 * config with different numbers and every page must follow.
 */
// The config is `as const`, so a changed copy is typed loosely on purpose.
async function loadContentWith(changes: (site: Site) => object) {
  vi.resetModules();
  vi.doMock("~/facts/site.config", () => ({ site: changes(structuredClone(realSite)) }));
  const { servicePages } = await import("~/content/services/pages");
  const { documentsPage } = await import("~/content/documents");
  return { servicePages, documentsPage, text: JSON.stringify({ servicePages, documentsPage }) };
}

afterEach(() => {
  vi.doUnmock("~/facts/site.config");
  vi.resetModules();
});

describe("service and document content built from another config", () => {
  test("quotes the new fees and never the old ones", async () => {
    const { servicePages, text } = await loadContentWith((site) => ({
      ...site,
      fees: { ...site.fees, travelUsd: 61, perNotarialActUsd: 7, remoteOnlineUsd: { min: 31, max: 47 } },
    }));
    expect(text).toContain("$61");
    expect(text).toContain("$7 per notarial act");
    expect(text).toContain("$31–$47");
    expect(text).not.toContain(`$${realSite.fees.travelUsd}`);
    expect(JSON.stringify(servicePages["mobile-notary"].en)).toContain("$61 within");
    expect(JSON.stringify(servicePages["mobile-notary"].es)).toContain("$61 hasta");
    expect(JSON.stringify(servicePages["mobile-notary"].es)).toContain("$7 por acto notarial");
    expect(JSON.stringify(servicePages["remote-online-notary"].es)).toContain("$31–$47");
  });

  test("states the new deadlines, distances and durations", async () => {
    const { servicePages } = await loadContentWith((site) => ({
      ...site,
      serviceArea: { ...site.serviceArea, radiusMiles: 33 },
      policies: {
        ...site.policies,
        i9BusinessDays: 4,
        depositionBookAheadHours: { min: 36, max: 96 },
        loanSigningAllowHours: { min: 2, max: 3 },
      },
    }));
    expect(JSON.stringify(servicePages["mobile-notary"].en)).toContain("33 miles");
    expect(JSON.stringify(servicePages["I-9-employment-verification"].en)).toContain("4 business days");
    expect(JSON.stringify(servicePages.depositions.en)).toContain("36–96 hours");
    expect(JSON.stringify(servicePages["loan-signing-agent"].en)).toContain("2–3 hours");
    expect(JSON.stringify(servicePages["mobile-notary"].es)).toContain("33 millas");
    expect(JSON.stringify(servicePages.depositions.es)).toContain("de 36 a 96 horas");
    expect(JSON.stringify(servicePages["loan-signing-agent"].es)).toContain("de 2 a 3 horas");
  });
});
