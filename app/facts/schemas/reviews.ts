/**
 * `app/facts/data/reviews.json`: clients' reviews, in English and Spanish,
 * and the figures on the reviews page.
 */
import { z } from "zod";
import { bilingualText } from "./bilingual";
import { iconName, pastDate, text } from "./fields";

const reviewSchema = z.strictObject({
  /** As the client agreed to be named, e.g. "Maria G.". */
  name: text,
  /** Where the client lives, e.g. "Reading, PA". */
  location: text,
  rating: z.literal([1, 2, 3, 4, 5]),
  /** The client's own words, used with permission. */
  text,
  /** The service the review is about, in the review's language. */
  service: text,
  /**
   * The same service in Spanish, for an English review: the Spanish pages
   * show the client's words as written, and name the service in Spanish.
   */
  serviceEs: text.optional(),
  date: pastDate("the date the client wrote the review"),
  /**
   * The language the client wrote in. English pages show the English reviews;
   * Spanish pages show every review, each marked with its language.
   */
  language: z.enum(["en", "es"]),
  /**
   * True for the invented reviews this project ships with. The preview build
   * labels them "Sample review"; the deploy build refuses any still present.
   */
  sample: z.boolean(),
});

/** A figure from the statistics row (spec §3: number, label, icon). */
const statSchema = z.strictObject({
  /** As shown, e.g. "500+" or "5.0". */
  value: text,
  /** What the figure counts, in both languages. */
  label: bilingualText(),
  icon: iconName,
});

export const reviewsSchema = z.strictObject({
  /** The deploy build refuses the site until the figures are true and this is false. */
  statsAreSamples: z.boolean(),
  /** Empty when she has no figures to show yet: the reviews page then has no figures band (nothing the editor saves fails the build). */
  stats: z.array(statSchema),
  reviews: z.array(reviewSchema),
});

export type Review = z.infer<typeof reviewSchema>;
export type ReviewsData = z.infer<typeof reviewsSchema>;
