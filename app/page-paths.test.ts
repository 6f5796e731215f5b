import { describe, expect, test } from "vitest";
import { services } from "~/content/services";
import { listIndexablePaths, listPagePaths, NOT_FOUND_PATH } from "~/page-paths";
import { THANK_YOU_PATHS } from "~/lib/special-paths";
import { site } from "~/site.config";

const tablePaths = [
  "/",
  "/about",
  "/services",
  "/testimonials",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/accessibility",
  "/documents",
  "/espanol",
  "/faq",
  "/locations",
];

describe("the list of pages to prerender", () => {
  const paths = listPagePaths();

  test("holds every page of the spec's route table", () => {
    expect(paths).toEqual(expect.arrayContaining(tablePaths));
  });

  test("holds the fourteen service pages and a page for each town of the config", () => {
    const servicePaths = paths.filter((path) => path.startsWith("/services/"));
    const townPaths = paths.filter((path) => path.startsWith("/locations/"));
    expect(servicePaths).toHaveLength(14);
    expect(servicePaths).toEqual(services.map((service) => `/services/${service.slug}`));
    expect(townPaths).toEqual(site.serviceArea.towns.map((town) => `/locations/${town.slug}`));
    expect(servicePaths).toContain("/services/I-9-employment-verification");
  });

  test("prerenders the not-found page so static hosts can serve it", () => {
    expect(paths).toContain(NOT_FOUND_PATH);
  });

  test("has no duplicates, no parameters and no resource files", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/[^:*]*$/);
      expect(path).not.toMatch(/\.(xml|txt)$/);
    }
  });

  test("prerenders the thank-you pages of the form sent without JavaScript", () => {
    expect(paths).toEqual(expect.arrayContaining([THANK_YOU_PATHS.en, THANK_YOU_PATHS.es]));
  });

  test("leaves the not-found and thank-you pages out of what search engines are told about", () => {
    const unlisted = [NOT_FOUND_PATH, THANK_YOU_PATHS.en, THANK_YOU_PATHS.es];
    const indexable = listIndexablePaths();
    for (const path of unlisted) expect(indexable).not.toContain(path);
    expect(indexable).toEqual(paths.filter((path) => !unlisted.includes(path)));
  });
});
