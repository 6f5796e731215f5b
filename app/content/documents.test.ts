import { describe, expect, test } from "vitest";
import { documentsPage } from "~/content/documents";
import { faqCategories } from "~/content/faq";
import { services } from "~/content/services";

describe("the document information page", () => {
  test("links its categories to the six services the spec names, each once", () => {
    const links = documentsPage.categories.map((category) => category.link.to);
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
    const servicePaths = services.map((service) => `/services/${service.slug}`);
    for (const link of links) expect(servicePaths).toContain(link);
    const labels = documentsPage.categories.map((category) => category.link.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test("has a five-step process", () => {
    expect(documentsPage.steps).toHaveLength(5);
  });

  test("offers resources only as PDFs that are not published yet", () => {
    expect(documentsPage.resources.length).toBeGreaterThan(0);
    for (const resource of documentsPage.resources) {
      expect(resource).toMatchObject({ fileType: "PDF", status: "coming-soon" });
      expect(resource).not.toHaveProperty("href");
    }
  });

  test("gives its questions ids no other FAQ on the site uses", () => {
    const siteIds = faqCategories.flatMap((category) => category.items.map((item) => item.id));
    const ids = documentsPage.faq.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(siteIds).not.toContain(id);
  });
});
