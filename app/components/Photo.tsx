import { preload } from "react-dom";
import type { Photo as PhotoData } from "~/lib/photo";

/** The widest layout a photo can have: the site's content column (max-w-6xl), else the screen. */
export const DEFAULT_PHOTO_SIZES = "(min-width: 72rem) 72rem, 100vw";

interface PhotoProps {
  photo: PhotoData;
  /**
   * How wide the layout shows the photo, as the `sizes` attribute: the browser
   * picks the smallest file that fills it. Give the real layout whenever it is
   * narrower than the default, or phones download more than they show.
   */
  sizes?: string;
  /**
   * The photo is on the page's first screen: load it at once, first among
   * images, and announce it in the head so the browser asks for it before it
   * has read the page's body. Every other photo waits until it nears the screen.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A photo as `<picture>`: AVIF, then WebP, each at every generated width,
 * and an `<img>` that gives the alt text, the size to reserve and the WebP
 * for browsers that read no `<source>`. Style it through `className`, which
 * the `<img>` receives.
 */
export function Photo({ photo, sizes = DEFAULT_PHOTO_SIZES, priority = false, className }: PhotoProps) {
  const [best] = photo.sources;
  if (priority && best) {
    // React puts this in the <head> of the prerendered page (and adds it on
    // in-app navigations), without the href: with imageSrcSet, the browser
    // picks the file as it will for the <picture>. The type keeps browsers
    // without AVIF from fetching it.
    preload(photo.src, {
      as: "image",
      type: best.type,
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    // `contents`: the <img> lays out as if it stood alone, so its classes size it in any layout.
    <picture className="contents">
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
