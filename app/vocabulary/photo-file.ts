/**
 * How content names a photo: "photos/" + a lower-case file name, relative to
 * app/content. The lowest layer, so the data files' schemas, the article
 * loader and the browser share one definition.
 */

/** "photos/" + a lower-case file name; the build checks the file itself (platform/vite/photo-pipeline.mjs). */
export const PHOTO_FILE = /^photos\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp)$/;

/** A photo's file as content names it, e.g. "photos/portrait.jpg". */
export type PhotoFile = `photos/${string}`;
