import { describe, expect, test } from "vitest";
import { site } from "~/site.config";

describe("the site config", () => {
  test("dials the number it displays", () => {
    const displayedDigits = site.phone.display.replace(/\D/g, "");
    expect(site.phone.e164).toBe(`+1${displayedDigits}`);
  });

  test("has a public URL without a trailing slash, so paths join cleanly", () => {
    expect(site.url).toMatch(/^https:\/\/[^/]+$/);
  });

  test("lists each town once, with a lower-case slug", () => {
    const slugs = site.serviceArea.towns.map((town) => town.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z-]+$/);
  });

  test("keeps each opening period in order within the day", () => {
    for (const period of site.hours.schedule) {
      expect(period.opens < period.closes).toBe(true);
    }
  });

  test("lists the spec's navigation: 4 header, 9 menu and 8 footer links", () => {
    expect(site.nav.header).toHaveLength(4);
    expect(site.nav.menu).toHaveLength(9);
    expect(site.nav.footer).toHaveLength(8);
  });
});
