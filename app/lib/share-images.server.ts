/**
 * The raster pictures an article gives search engines and link previews:
 * 1200 px wide in 16:9, 4:3 and 1:1, made at build time from its photo or
 * its category drawing (`?share`, platform/vite/share-images.mjs). Loaders
 * call this, so pages receive only the URLs.
 */
import type { ArticleImageChoice } from "./blog";

/** One generated picture, as the structured data and the head tags name it. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  type: "image/jpeg";
  /** "16x9", "4x3" or "1x1". */
  ratio: string;
}

const generated = import.meta.glob<ShareImage[]>(
  ["/app/content/photos/*.{jpg,jpeg,png,webp}", "/public/images/blog/*.svg"],
  { query: "?share", import: "default", eager: true },
);

/** Where the picture's source file is, as the glob above keys it. */
function sourceOf(image: ArticleImageChoice): string {
  return image.kind === "photo" ? `/app/content/${image.file}` : `/public${image.src}`;
}

/** The article's raster pictures, widest first (16:9 leads: it is the link preview's). */
export function shareImagesOf(image: ArticleImageChoice): ShareImage[] {
  const files = generated[sourceOf(image)];
  if (!files?.length) throw new Error(`${sourceOf(image)}: no link-preview pictures were made for this picture`);
  return files;
}
