import { describe, expect, test } from "vitest";
import { accessibilityStatement } from "~/content/legal/accessibility";
import { documentLinks, documentText, type LegalDocument } from "~/content/legal/document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { termsOfService } from "~/content/legal/terms-of-service";
import { notAttorneyNotice } from "~/lib/gender-es";
import { formatUsd } from "~/lib/format";
import { counterpartOf, listPagePaths } from "~/routes/page-paths";
import { site } from "~/facts/site.config";
import { LANGS, langOfPath, type Bilingual } from "~/vocabulary/lang";

const bilingual: Record<string, Bilingual<LegalDocument>> = {
  "privacy policy": privacyPolicy,
  "terms of service": termsOfService,
  "accessibility statement": accessibilityStatement,
};

const documents = Object.entries(bilingual).flatMap(([name, both]) =>
  LANGS.map((lang) => [`${name} (${lang})`, both[lang]] as const),
);

describe.each(documents)("the %s", (_name, document) => {
  test("gives every section an id and a title, each used once", () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
    expect(new Set(document.sections.map((section) => section.title)).size).toBe(ids.length);
  });

  test("links only to pages that exist, or to the outside over HTTPS", () => {
    const pages = listPagePaths();
    for (const { href } of documentLinks(document)) {
      // A link may lead to a part of a page (#estimator): the page must exist.
      if (href.startsWith("/")) expect(pages, href).toContain(href.split("#")[0]);
      else expect(href).toMatch(/^https:\/\//);
    }
  });

  test("is dated and ends with ways to contact the notary", () => {
    expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(document.sections.at(-1)?.contactOptions).toEqual(["call", "email", "form"]);
  });
});

describe("the privacy policy", () => {
  const text = documentText(privacyPolicy.en);

  test("is dated from the config", () => {
    expect(privacyPolicy.en.updated).toBe(site.privacyPolicyUpdated);
  });

  test("has every section the spec lists, in its order", () => {
    expect(privacyPolicy.en.sections.map((section) => section.id)).toEqual([
      "introduction",
      "information-collected",
      "notarial-records",
      "automatic-collection",
      "use",
      "sharing",
      "security",
      "rights",
      "children",
      "changes",
      "contact",
    ]);
  });

  test("says what the site really collects, and through which service", () => {
    for (const field of ["name", "e-mail address", "phone number", "service", "meet", "date and time", "details"]) {
      expect(text).toContain(field);
    }
    expect(text).toContain(site.formService.name);
    expect(text).toMatch(/no cookies/);
    expect(text).toMatch(/no analytics/);
  });

  test("explains the notary journal the law requires and how long it is kept", () => {
    expect(text).toContain("57 Pa.C.S. § 319");
    expect(text).toContain(`${site.legal.journalRetentionYears} years`);
  });

  test("leaves out children under 18", () => {
    expect(text).toMatch(/under 18/);
  });
});

describe("the terms of service", () => {
  const text = documentText(termsOfService.en);

  test("has every section the spec lists, in its order", () => {
    expect(termsOfService.en.sections.map((section) => section.id)).toEqual([
      "services",
      "scheduling",
      "fees",
      "document-requirements",
      "limits",
      "website-use",
      "warranty",
      "liability",
      "indemnification",
      "changes",
      "governing-law",
      "severability",
      "contact",
    ]);
  });

  test("is governed by Pennsylvania law before the courts of Berks County", () => {
    const governingLaw = documentText({
      ...termsOfService.en,
      summary: [],
      sections: termsOfService.en.sections.filter((s) => s.id === "governing-law"),
    });
    expect(governingLaw).toContain("Commonwealth of Pennsylvania");
    expect(governingLaw).toContain("courts of Berks County, Pennsylvania");
  });

  test("quotes the fees and policies from the config", () => {
    expect(text).toContain(formatUsd(site.fees.perNotarialActUsd));
    expect(text).toContain(formatUsd(site.fees.travelUsd));
    expect(text).toContain(`${site.fees.travelFeeRadiusMiles} miles`);
    expect(text).toContain(`${site.policies.cancellationNoticeHours} hours' notice`);
  });

  test("carries the statement Pennsylvania requires, word for word", () => {
    expect(text).toContain(notAttorneyNotice.en);
  });
});

describe("the accessibility statement", () => {
  const text = documentText(accessibilityStatement.en);

  test("commits to WCAG 2.1 AA", () => {
    expect(text).toContain("WCAG 2.1 level AA");
  });

  test("covers the commitment, the measures, the service, assistive technology and feedback", () => {
    expect(accessibilityStatement.en.sections.map((section) => section.id)).toEqual([
      "commitment",
      "measures",
      "service-accessibility",
      "compatibility",
      "limitations",
      "feedback",
    ]);
  });
});

describe.each(Object.entries(bilingual))("the Spanish %s", (_name, both) => {
  const { en, es } = both;
  const text = documentText(es);

  test("has the English sections, in the same order, under Spanish titles", () => {
    expect(es.sections.map((section) => section.id)).toEqual(en.sections.map((section) => section.id));
    expect(es.sections.map((section) => section.contactOptions)).toEqual(
      en.sections.map((section) => section.contactOptions),
    );
    for (const [index, section] of es.sections.entries()) {
      expect(section.title).not.toBe(en.sections[index]?.title);
    }
  });

  test("carries the same date, and says the English version governs, linking to it as English", () => {
    expect(es.updated).toBe(en.updated);
    expect(es.governingVersion).toBeDefined();
    const governing = documentLinks({ ...es, summary: [], sections: [] });
    expect(governing).toHaveLength(1);
    expect(governing[0]?.hrefLang).toBe("en");
    expect(governing[0]?.lang).toBe("en");
    expect(langOfPath(governing[0]?.href ?? "")).toBe("en");
    expect(counterpartOf(governing[0]?.href ?? "")).toBeDefined();
  });

  test("links to the Spanish pages, and to an English one only when it says so", () => {
    for (const link of documentLinks(es)) {
      if (!link.href.startsWith("/")) continue;
      expect(langOfPath(link.href), link.href).toBe(link.hrefLang ?? "es");
    }
  });

  test("never calls the notary notario or the business a notaría (57 Pa.C.S. § 325)", () => {
    expect(text).not.toMatch(/\bnotari(o|os|a|as)\b/i);
    expect(text).not.toMatch(/notaría/i);
  });
});

describe("the Spanish texts", () => {
  test("quote the configured fees and policies in Spanish", () => {
    const terms = documentText(termsOfService.es);
    expect(terms).toContain(formatUsd(site.fees.perNotarialActUsd, "es"));
    expect(terms).toContain(`${formatUsd(site.fees.travelUsd, "es")} hasta ${site.fees.travelFeeRadiusMiles} millas`);
    expect(terms).toContain(`${site.policies.cancellationNoticeHours} horas`);
    expect(terms).toContain(notAttorneyNotice.es);
    for (const method of site.fees.paymentMethodsEs) expect(terms).toContain(method);
  });

  test("name the form service and the journal's law and retention", () => {
    const privacy = documentText(privacyPolicy.es);
    expect(privacy).toContain(site.formService.name);
    expect(privacy).toContain("57 Pa.C.S. § 319");
    expect(privacy).toContain(`${site.legal.journalRetentionYears} años`);
  });
});
