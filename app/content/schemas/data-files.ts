/**
 * The owner's data files, relative to the project root: the files the CMS
 * edits, the build checks (app/content/schemas/) and messages name. No
 * imports, so every part of the build can read it.
 */
export const dataFiles = {
  business: "app/content/data/business.json",
  reviews: "app/content/data/reviews.json",
  faq: "app/content/data/faq.json",
  about: "app/content/data/about.json",
  photos: "app/content/data/photos.json",
  places: "app/content/data/places.json",
} as const;

export type DataFileName = keyof typeof dataFiles;

/** The owner's articles, one Markdown file each, relative to the project root. */
export const ARTICLES_FOLDER = "app/content/blog";

/** Where the owner's photos are, relative to the project root; content names them "photos/x.jpg". */
export const PHOTOS_FOLDER = "app/content/photos";
