/**
 * Every photo in app/content/photos, as the files the build generates from
 * it: AVIF and WebP at several widths (vite-imagetools; the `?photo` preset
 * and the budgets are in platform/vite/photo-pipeline.mjs).
 *
 * Only loaders use this module, and they run at build time: a page receives
 * the few URLs of the photos it shows as plain data, and the browser never
 * downloads this map of every photo. It needs Vite (import.meta.glob), so
 * plain Node code checks photo names with app/lib/photo.ts instead.
 */
import type { Photo, PhotoChoice, PhotoType } from "./photo";

/** What vite-imagetools' `as=picture` output gives for one photo. */
interface GeneratedPicture {
  /** A `srcset` per format, keyed "avif", "webp". */
  sources: Record<string, string>;
  /** The widest file of the last format (WebP). */
  img: { src: string; w: number; h: number };
}

const generated = import.meta.glob<GeneratedPicture>("/app/content/photos/*.{jpg,jpeg,png,webp}", {
  query: "?photo",
  import: "default",
  eager: true,
});

function sourceType(format: string): PhotoType {
  if (format === "avif" || format === "webp") return `image/${format}`;
  throw new Error(`The photo pipeline made a ${format} file; app/lib/photo.ts knows only AVIF and WebP`);
}

/** The generated files of a photo that content chose; throws, naming it, when there is no such photo. */
export function resolvePhoto({ file, alt }: PhotoChoice): Photo {
  const picture = generated[`/app/content/${file}`];
  if (!picture) {
    throw new Error(`${file}: there is no such photo in app/content/photos/ (the name must match exactly)`);
  }
  return {
    alt,
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    sources: Object.entries(picture.sources).map(([format, srcSet]) => ({ type: sourceType(format), srcSet })),
  };
}

/** A slot's photo when the owner has chosen one (app/content/photo-slots.ts); undefined shows the placeholder. */
export function resolveSlotPhoto(choice: PhotoChoice | undefined): Photo | undefined {
  return choice && resolvePhoto(choice);
}
