/**
 * Gives an article, as the Markdown chose its picture, the picture a page
 * shows: a drawing as it is, a photo as its generated files. Loaders call it
 * at build time, so pages receive only the URLs of the photos they show.
 */
import type { ArticleImage, ArticleImageChoice } from "./blog";
import { resolvePhoto } from "./photos.server";

function resolveArticleImage(image: ArticleImageChoice): ArticleImage {
  return image.kind === "drawing" ? image : { kind: "photo", ...resolvePhoto(image) };
}

/** The same article (or card) with its picture ready for the page. */
export function withImage<T extends { image: ArticleImageChoice }>(
  article: T,
): Omit<T, "image"> & { image: ArticleImage } {
  return { ...article, image: resolveArticleImage(article.image) };
}
