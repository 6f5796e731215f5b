import { describe, expect, test } from "vitest";
import { documentsPage } from "~/content/documents";
import { faqPage } from "~/content/faq";
import { serviceSlugPath, services } from "~/content/services";
import { LANGS } from "~/vocabulary/lang";

describe("the document information page", () => {
  test("links its categories to the six services the spec names, each once", () => {
    const links = documentsPage.en.categories.map((category) => category.link.to);
    expect(links.toSorted()).toEqual(
      [
        "/services/loan-signing-agent",
        "/services/acknowledgments",
        "/services/living-wills-and-directives",
        "/services/power-of-attorney",
        "/services/medical-authorization",
        "/services/affidavits",
      ].toSorted(),
    );
  });

  test.each(LANGS)("links each category (%s) to a service page in its own language, each once", (lang) => {
    const page = documentsPage[lang];
    const links = page.categories.map((category) => category.link.to);
    const servicePaths = services.map((service) => serviceSlugPath(service.slug, lang));
    for (const link of links) expect(servicePaths).toContain(link);
    // The same services, in the same order, as the English page.
    expect(links).toEqual(
      documentsPage.en.categories.map((category) => {
        const service = services.find((candidate) => serviceSlugPath(candidate.slug, "en") === category.link.to);
        return service && serviceSlugPath(service.slug, lang);
      }),
    );
    const labels = page.categories.map((category) => category.link.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test.each(LANGS)("has a five-step process and the English page's counts of everything else (%s)", (lang) => {
    const page = documentsPage[lang];
    expect(page.steps).toHaveLength(5);
    for (const key of ["notarialActs", "limits", "categories", "whatToBring", "faq", "resources"] as const) {
      expect(page[key], key).toHaveLength(documentsPage.en[key].length);
    }
  });

  test.each(LANGS)("offers resources only as PDFs that are not published yet (%s)", (lang) => {
    expect(documentsPage[lang].resources.length).toBeGreaterThan(0);
    for (const resource of documentsPage[lang].resources) {
      expect(resource).toMatchObject({ fileType: "PDF", status: "coming-soon" });
      expect(resource).not.toHaveProperty("href");
    }
  });

  test.each(LANGS)("gives its questions ids no other FAQ on the site uses, the same in both languages (%s)", (lang) => {
    const siteIds = faqPage[lang].categories.flatMap((category) => category.items.map((item) => item.id));
    const ids = documentsPage[lang].faq.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(siteIds).not.toContain(id);
    expect(ids).toEqual(documentsPage.en.faq.map((item) => item.id));
  });

  test("leads Spanish readers to the Spanish pages, and never calls the business notario", () => {
    const { actions, crumbs } = documentsPage.es;
    expect(
      [actions.contactPath, actions.servicesPath, crumbs.homePath].every((path) => path.startsWith("/espanol")),
    ).toBe(true);
    expect(JSON.stringify(documentsPage.es)).not.toMatch(/\bnotari[oa]s?\b|notaría/i);
  });
});
