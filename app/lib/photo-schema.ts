/**
 * How content chooses a photo, checked at build time: a bad name or missing
 * alt text fails the build with the file and the field named. Kept apart
 * from photo.ts so that zod never reaches the browser.
 */
import { z } from "zod";
import { photoAltSchema, photoFileSchema } from "../facts/schemas/photo-fields";
import type { PhotoChoice } from "./photo";

/** A photo chosen in a JSON data file: `{ "file": "photos/portrait.jpg", "alt": "..." }`. */
export const photoChoiceSchema = z.strictObject({
  file: photoFileSchema,
  alt: photoAltSchema,
}) satisfies z.ZodType<PhotoChoice>;
