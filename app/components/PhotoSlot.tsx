import { Photo } from "~/components/Photo";
import type { PhotoSlotName, PlaceholderWords } from "~/content/photo-slots";
import type { Photo as PhotoData } from "~/lib/photo";

/** The frame a slot keeps whether it holds the photo or the placeholder, so nothing moves when the photo arrives. */
type PhotoShape = "portrait" | "landscape";

const shapeClasses: Record<PhotoShape, string> = {
  portrait: "aspect-[4/5]",
  landscape: "aspect-[3/2]",
};

interface PhotoSlotProps {
  name: PhotoSlotName;
  /** The owner's photo, resolved by the page's loader; absent until she adds it. */
  photo?: PhotoData;
  placeholder: PlaceholderWords;
  shape: PhotoShape;
  /** How wide the layout shows the slot (the `sizes` attribute), so a phone downloads no more than it shows. */
  sizes: string;
  /** On the page's first screen: load at once and announce it in the head. */
  priority?: boolean;
  /** Sizes the frame in its layout (width classes). */
  className?: string;
}

/**
 * A place on the page for one of the owner's photos. With the photo, it is
 * the photo; without, a drawn placeholder in the brand's colours that says
 * what will be there and never passes for a photograph. Both carry
 * `data-photo-slot`, the placeholder `data-placeholder` too, so the tests and
 * the launch check can find them.
 */
export function PhotoSlot({ name, photo, placeholder, shape, sizes, priority, className = "" }: PhotoSlotProps) {
  const frame = `relative overflow-hidden rounded-2xl ${shapeClasses[shape]} ${className}`;
  if (photo) {
    return (
      <div data-photo-slot={name} className={frame}>
        <Photo photo={photo} sizes={sizes} priority={priority} className="size-full object-cover" />
      </div>
    );
  }
  return (
    <div
      data-photo-slot={name}
      data-placeholder=""
      role="img"
      aria-label={placeholder.caption}
      className={`${frame} flex flex-col items-center justify-center border-2 border-dashed border-brand-200 bg-brand-50 text-brand-800`}
    >
      {placeholder.monogram ? (
        <span
          aria-hidden="true"
          className="flex aspect-square w-1/2 items-center justify-center rounded-full bg-brand-800 text-[clamp(1.25rem,6vw,3rem)] font-bold tracking-wide text-accent-300"
        >
          {placeholder.monogram}
        </span>
      ) : (
        <CameraDrawing />
      )}
      <span
        aria-hidden="true"
        className="absolute inset-x-2 bottom-2 hidden rounded-md bg-white/90 px-2 py-1 text-center text-xs font-semibold text-ink sm:block"
      >
        {placeholder.caption}
      </span>
    </div>
  );
}

/** A camera in the brand's line style: "a photo goes here", without pretending to be one. */
function CameraDrawing() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 48"
      className="w-1/4 max-w-20 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    >
      <path d="M6 16a4 4 0 0 1 4-4h6l3-4h10l3 4h6a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4z" />
      <circle cx="24" cy="25" r="8" />
    </svg>
  );
}
