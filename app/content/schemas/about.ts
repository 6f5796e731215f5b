/**
 * `app/content/data/about.json`: the owner's story on the About page, in her
 * own words. Paragraphs may name facts by token ("{{notary.fullName}}").
 */
import { z } from "zod";
import { text } from "./fields.ts";

export const aboutSchema = z.strictObject({
  /** The deploy build refuses the site until the owner has written the story and set this to false. */
  storyIsSample: z.boolean(),
  /** One entry per paragraph. */
  story: z.array(text).min(1),
});

export type AboutData = z.infer<typeof aboutSchema>;
