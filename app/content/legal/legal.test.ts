import { describe, expect, test } from "vitest";
import { accessibilityStatement } from "~/content/legal/accessibility";
import { documentLinks, documentText, type LegalDocument } from "~/content/legal/document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { termsOfService } from "~/content/legal/terms-of-service";
import { notAttorneyNotice } from "~/vocabulary/legal-notice";
import { formatUsd } from "~/lib/format";
import { listPagePaths } from "~/page-paths";
import { site } from "~/site.config";

const documents: Record<string, LegalDocument> = {
  "privacy policy": privacyPolicy,
  "terms of service": termsOfService,
  "accessibility statement": accessibilityStatement,
};

describe.each(Object.entries(documents))("the %s", (_name, document) => {
  test("gives every section an id and a title, each used once", () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
    expect(new Set(document.sections.map((section) => section.title)).size).toBe(ids.length);
  });

  test("links only to pages that exist, or to the outside over HTTPS", () => {
    const pages = listPagePaths();
    for (const { href } of documentLinks(document)) {
      if (href.startsWith("/")) expect(pages, href).toContain(href);
      else expect(href).toMatch(/^https:\/\//);
    }
  });

  test("is dated and ends with ways to contact the notary", () => {
    expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(document.sections.at(-1)?.contactOptions).toEqual(["call", "email", "form"]);
  });
});

describe("the privacy policy", () => {
  const text = documentText(privacyPolicy);

  test("is dated from the config", () => {
    expect(privacyPolicy.updated).toBe(site.privacyPolicyUpdated);
  });

  test("has every section the spec lists, in its order", () => {
    expect(privacyPolicy.sections.map((section) => section.id)).toEqual([
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
  const text = documentText(termsOfService);

  test("has every section the spec lists, in its order", () => {
    expect(termsOfService.sections.map((section) => section.id)).toEqual([
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
      ...termsOfService,
      summary: [],
      sections: termsOfService.sections.filter((s) => s.id === "governing-law"),
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
  const text = documentText(accessibilityStatement);

  test("commits to WCAG 2.1 AA", () => {
    expect(text).toContain("WCAG 2.1 level AA");
  });

  test("covers the commitment, the measures, the service, assistive technology and feedback", () => {
    expect(accessibilityStatement.sections.map((section) => section.id)).toEqual([
      "commitment",
      "measures",
      "service-accessibility",
      "compatibility",
      "limitations",
      "feedback",
    ]);
  });
});
