// The name a photo is stored under when the owner uploads it in the site
// editor: the form the build accepts (lower-case letters, digits and hyphens,
// app/vocabulary/photo-file.ts), made from the name her phone or camera gave
// it. Decap alone would store "IMG_2041.JPG" as "img_2041.jpg", which the
// build refuses. Plain JavaScript with no imports: the editor loads this very
// file in the browser (/admin/photo-name.js, from editor.js), and the build's
// photo check suggests names with it (platform/vite/photo-pipeline.mjs).

/** The extensions of the photos the site uses, as content writes them. */
const PHOTO_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp"]);

/**
 * "IMG_2041.JPG" → "img-2041.jpg", "Señora Café (2).png" → "senora-cafe-2.png".
 * Any other extension is kept, lower-cased ("IMG_2041.HEIC" → "img-2041.heic"),
 * so that the build can say what the file really is.
 * @param {string} name
 * @returns {string}
 */
export function photoFileName(name) {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : "";
  const base = (dot > 0 ? name.slice(0, dot) : name)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cleanExtension = /^\.[a-z0-9]+$/.test(extension) ? extension : "";
  return `${base || "photo"}${cleanExtension}`;
}

/** Whether a name is one of the photo kinds the site uses. */
export function isPhotoExtension(name) {
  const dot = name.lastIndexOf(".");
  return dot > 0 && PHOTO_EXTENSIONS.has(name.slice(dot).toLowerCase());
}
