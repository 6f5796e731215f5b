/**
 * The owner's data files, relative to the project root: the files the CMS
 * edits, the build checks (app/facts/schemas/) and messages name. No
 * imports, so every part of the build can read it.
 */
export const dataFiles = {
  business: "app/facts/data/business.json",
  reviews: "app/facts/data/reviews.json",
  faq: "app/facts/data/faq.json",
  about: "app/facts/data/about.json",
  photos: "app/facts/data/photos.json",
  places: "app/facts/data/places.json",
} as const;

export type DataFileName = keyof typeof dataFiles;

/** The owner's articles, one Markdown file each, relative to the project root. */
export const ARTICLES_FOLDER = "app/content/blog";

/** Where the owner's photos are, relative to the project root; content names them "photos/x.jpg". */
export const PHOTOS_FOLDER = "app/content/photos";
