import { describe, expect, test } from "vitest";
import business from "~/facts/data/business.json" with { type: "json" };
import { formatPhoneForDisplay } from "~/vocabulary/phone";
import { site } from "~/facts/site.config";

describe("the site config", () => {
  test("shows, calls and texts the one number stored in business.json", () => {
    expect(site.phone).toEqual({
      e164: business.phone,
      display: formatPhoneForDisplay(business.phone),
      callHref: `tel:${business.phone}`,
      textHref: `sms:${business.phone}`,
    });
    expect(site.phone.display.replace(/\D/g, "")).toBe(business.phone.replace(/^\+1/, ""));
  });

  test("is business.json plus the developer's settings, so every fact the owner sets reaches the pages", () => {
    expect(site).toMatchObject({ ...business, phone: expect.objectContaining({ e164: business.phone }) });
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
});
