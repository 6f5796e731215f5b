import reviewsData from "~/content/data/reviews.json" with { type: "json" };
import type { Review, ReviewsData, Stat } from "~/content/schemas/reviews";

/**
 * Client reviews and the figures on the reviews page, from
 * app/content/data/reviews.json (checked by the build against
 * app/content/schemas/reviews.ts).
 * PLACEHOLDER: the project ships with sample reviews and figures, marked
 * `sample: true` and `statsAreSamples: true`. The preview build labels them;
 * the deploy build refuses them until the owner has replaced them with real
 * clients' words, used with permission, and true figures.
 */
const data = reviewsData as ReviewsData;

export type Testimonial = Review;
export type { Stat };

/** The English reviews, in the file's order; the Spanish ones are on /espanol. */
export const testimonials: readonly Testimonial[] = data.reviews.filter((review) => review.language === "en");

/** The Spanish reviews, in the file's order. */
export const testimonialsEs: readonly Testimonial[] = data.reviews.filter((review) => review.language === "es");

/** The two reviews the home page shows before linking to all of them. */
export const homeTestimonials = testimonials.slice(0, 2);

export const stats: readonly Stat[] = data.stats;

/** True while the figures are the project's samples: the page says so, and the deploy build refuses them. */
export const statsAreSamples: boolean = data.statsAreSamples;
