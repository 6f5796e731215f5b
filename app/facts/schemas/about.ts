/**
 * `app/facts/data/about.json`: the owner's story on the About page, in her
 * own words, in English and in Spanish. Paragraphs may name facts by token
 * ("{{notary.fullName}}"; in Spanish the Spanish tokens, e.g. "{{area.regionEs}}").
 * A fact she leaves out of business.json (military service) may not be named
 * here: the build says which words to take out.
 */
import { z } from "zod";
import { bilingualParagraphs, bilingualText } from "./bilingual";

export const aboutSchema = z.strictObject({
  /** The deploy build refuses the site until the owner has written the story and set this to false. */
  storyIsSample: z.boolean(),
  /** The About page's description for search results and link previews (70–160 characters once filled in). */
  description: bilingualText(),
  /** The line under the About page's heading. */
  intro: bilingualText(),
  /** The "Meet" paragraphs on the home page (English) and the Spanish page (Spanish). */
  meet: bilingualParagraphs(),
  /** One entry per paragraph, in each language. */
  story: bilingualParagraphs(),
});

export type AboutData = z.infer<typeof aboutSchema>;
