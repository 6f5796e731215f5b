import { describe, expect, test } from "vitest";
import { homeTestimonials, stats, testimonials } from "~/content/testimonials";
import { site } from "~/site.config";

describe("the reviews", () => {
  test("are the spec's six, each with a name, place, rating, words and service", () => {
    expect(testimonials).toHaveLength(6);
    for (const review of testimonials) {
      expect(review.name).not.toBe("");
      expect(review.location).toMatch(/, PA$/);
      expect(review.rating).toBe(5);
      expect(review.text.length).toBeGreaterThan(60);
      expect(review.service).not.toBe("");
    }
    expect(new Set(testimonials.map((review) => review.name)).size).toBe(6);
  });

  test("place each reviewer in a town the site serves", () => {
    const towns = site.serviceArea.towns.map((town) => town.name);
    for (const review of testimonials) expect(towns).toContain(review.location.replace(/, PA$/, ""));
  });

  test("feed the home page's two from the same list", () => {
    expect(homeTestimonials).toEqual(testimonials.slice(0, 2));
  });
});

describe("the statistics row", () => {
  test("shows the configured figures, each with an icon", () => {
    expect(stats.map(({ value, label }) => ({ value, label }))).toEqual(site.stats);
    expect(stats.map((stat) => stat.value)).toEqual(["500+", "100%", "5.0", "3+"]);
    for (const stat of stats) expect(stat.icon).toBeTruthy();
  });
});
