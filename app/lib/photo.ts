/**
 * Photos: what content writes to choose one, and what a page receives to show
 * it. Content names a photo by its file, relative to app/content
 * ("photos/portrait.jpg"), always with alt text; at build time
 * app/lib/photos.server.ts turns that into the generated files. No file
 * access, no Vite and no zod here (its schemas are in photo-schema.ts), so
 * Node scripts and the browser can import it at no cost.
 */

import type { PhotoFile } from "../vocabulary/photo-file";
import { PHOTOS_FOLDER } from "../facts/schemas/data-files";

/** Where the photos live, relative to the project root; content names them from app/content. */
export const PHOTOS_DIR = PHOTOS_FOLDER;

export { PHOTO_FILE, type PhotoFile } from "../vocabulary/photo-file";

/** A photo as content chooses it: the file, and what it shows for people who cannot see it. */
export interface PhotoChoice {
  file: PhotoFile;
  alt: string;
}

/** The formats the build makes of every photo, best first: a browser takes the first it supports. */
export type PhotoType = "image/avif" | "image/webp";

interface PhotoSource {
  type: PhotoType;
  /** Each generated width of this format: "/assets/desk-Ab1.avif 480w, /assets/desk-Cd2.avif 800w, ...". */
  srcSet: string;
}

/** A photo as a page receives it: plain data about files the build wrote, no module map. */
export interface Photo {
  /** What it shows; "" where it only illustrates text beside it (a card's picture beside the title). */
  alt: string;
  /** The widest WebP: the <img>'s own source, for browsers that read no <source>. */
  src: string;
  /** Of `src`; the other widths keep its proportions, so the browser reserves the right space. */
  width: number;
  height: number;
  sources: readonly PhotoSource[];
}
