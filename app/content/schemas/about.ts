/**
 * `app/content/data/about.json`: the owner's story on the About page, in her
 * own words, in English and in Spanish. Paragraphs may name facts by token
 * ("{{notary.fullName}}"; in Spanish the Spanish tokens, e.g. "{{area.regionEs}}").
 */
import { z } from "zod";
import { bilingualParagraphs } from "./bilingual.ts";

export const aboutSchema = z.strictObject({
  /** The deploy build refuses the site until the owner has written the story and set this to false. */
  storyIsSample: z.boolean(),
  /** One entry per paragraph, in each language. */
  story: bilingualParagraphs(),
});

export type AboutData = z.infer<typeof aboutSchema>;
