/**
 * `app/facts/data/photos.json`: the owner's own photos for the places on
 * the site where a face or a real scene wins trust — her portrait, two
 * services shown at work, and each town. A slot without a photo shows a
 * marked placeholder (app/components/PhotoSlot.tsx); the deploy build refuses
 * the site while the portrait is missing (site-tools/launch/launch-check.ts).
 *
 * Every slot is a list, even the portrait (at most one): the site editor
 * cannot save an optional group of required fields left empty (Decap CMS
 * #7748 / #2103), but saves an empty list, and a list item is whole or absent
 * (docs/decisions/026-photo-slots-as-lists.md).
 *
 * Relative imports only: the build loads this through site-tools/platform.config.ts,
 * with React Router's config, which has no `~/` alias.
 */
import { z } from "zod";
import { photoAltSchema, photoFileSchema } from "./photo-fields";

/** A photo for one slot, described in both languages: the Spanish pages show the same photo. */
const slotPhotoSchema = z.strictObject({
  file: photoFileSchema,
  alt: photoAltSchema,
  altEs: photoAltSchema,
});

/** The services whose pages show the work itself: a visit at home, a closing at a kitchen table. */
export const ON_THE_JOB_SERVICES = ["mobile-notary", "loan-signing-agent"] as const;
export type OnTheJobService = (typeof ON_THE_JOB_SERVICES)[number];

export const photosSchema = z.strictObject({
  /** Her face: the home page's "Meet" section, About, and the Spanish "about me". Empty until she adds it. */
  portrait: z.array(slotPhotoSchema).max(1, "holds one portrait: remove the others"),
  /** One entry per service that has a photo; the data check refuses a second photo for the same service. */
  services: z.array(slotPhotoSchema.extend({ service: z.enum(ON_THE_JOB_SERVICES) })),
  /**
   * One entry per town that has a photo, by the town's slug in business.json
   * (serviceArea.towns); the data check refuses a slug no town has, and a
   * second photo for the same town.
   */
  towns: z.array(slotPhotoSchema.extend({ town: z.string().min(1) })),
});

export type SlotPhoto = z.infer<typeof slotPhotoSchema>;
export type PhotosData = z.infer<typeof photosSchema>;
