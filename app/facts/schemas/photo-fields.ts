/**
 * The two fields of every photo choice — the file and what it shows — with
 * messages the owner can act on. Used by photos.json's schema and by the
 * article front matter (app/lib/photo-schema.ts).
 *
 * Relative imports only: the build loads this through site-tools/platform.config.ts,
 * with React Router's config, which has no `~/` alias.
 */
import { z } from "zod";
import { PHOTO_FILE, type PhotoFile } from "../../vocabulary/photo-file";

export const photoFileSchema = z
  .string()
  .regex(
    PHOTO_FILE,
    "must name a photo in app/content/photos/ like photos/hospital-visit.jpg: lower-case letters, digits and hyphens, ending .jpg, .jpeg, .png or .webp",
  )
  .transform((value) => value as PhotoFile);

/**
 * What a screen reader says instead of the photo: what it shows, in a
 * sentence. Required: a photo on this site always carries meaning.
 */
export const photoAltSchema = z
  .string({ error: "is required for a photo: say in a sentence what it shows, for people who cannot see it" })
  .trim()
  .min(10, "must say in a sentence what the photo shows (at least 10 characters)")
  .max(160, "must be at most 160 characters; say what matters in the photo, not every detail")
  .refine((value) => !/^(?:an? )?(?:image|photo|picture) of\b/i.test(value), {
    message: 'must not start with "Photo of" or "Image of": screen readers already say it is an image',
  });
