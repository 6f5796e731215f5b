import { describe, expect, test } from "vitest";
import reviewsData from "~/facts/data/reviews.json" with { type: "json" };
import { homeTestimonials, reviewsPage, stats, testimonials, testimonialsEs } from "~/content/testimonials";
import { site } from "~/facts/site.config";
import { LANGS } from "~/vocabulary/lang";

describe("the reviews", () => {
  test("each have a name, place, whole-star rating from 1 to 5, words and service, and no two share a name", () => {
    expect(testimonials.length).toBeGreaterThan(0);
    for (const review of testimonials) {
      expect(review.name.trim(), review.name).not.toBe("");
      expect(review.location, review.name).toMatch(/, PA$/);
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5, review.name).toBe(true);
      expect(review.text.length, review.name).toBeGreaterThan(60);
      expect(review.service.trim(), review.name).not.toBe("");
    }
    expect(new Set(testimonials.map((review) => review.name)).size).toBe(testimonials.length);
  });

  test("place each reviewer in a town the site serves", () => {
    const towns = site.serviceArea.towns.map((town) => town.name);
    for (const review of testimonials) expect(towns).toContain(review.location.replace(/, PA$/, ""));
  });

  test("feed the home page's two from the same list", () => {
    expect(homeTestimonials).toEqual(testimonials.slice(0, 2));
  });
});

describe("the reviews file", () => {
  test("feeds the English pages its English reviews and /espanol its Spanish ones, in its own order", () => {
    const inFile = (language: string) => reviewsData.reviews.filter((review) => review.language === language);
    expect(testimonials).toEqual(inFile("en"));
    expect(testimonialsEs).toEqual(inFile("es"));
    expect(testimonials.length + testimonialsEs.length).toBe(reviewsData.reviews.length);
  });

  test("shows English readers the English reviews, and Spanish readers every review, the Spanish ones first", () => {
    expect(reviewsPage.en).toEqual(testimonials);
    expect(reviewsPage.es).toHaveLength(reviewsData.reviews.length);
    expect(reviewsPage.es).toEqual([...testimonialsEs, ...testimonials]);
  });
});

describe("the statistics row", () => {
  test.each(LANGS)("shows the figures in reviews.json, each with an icon and its label in %s", (lang) => {
    expect(stats[lang]).toEqual(
      reviewsData.stats.map((stat) => ({ value: stat.value, label: stat.label[lang], icon: stat.icon })),
    );
    for (const stat of stats[lang]) {
      expect(stat.value.trim(), stat.label).not.toBe("");
      expect(stat.label.trim()).not.toBe("");
      expect(stat.icon, stat.label).toBeTruthy();
    }
  });
});
