import { DRAWING_ID_PREFIX, type DrawingName } from "~/vocabulary/icon-names";

interface DrawingProps {
  name: DrawingName;
  /** Its size in CSS pixels before the class sizes it, as an image's width and height. */
  size: number;
  className?: string;
  /** What it shows, for a drawing that means something; without it screen readers skip it. */
  label?: string;
}

/**
 * One of the site's own drawings (the seal, the credentials), in its own
 * colours, from the sprite each page carries (platform/build/icon-sprite.mjs).
 */
export function Drawing({ name, size, className, label }: DrawingProps) {
  const meaning = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg width={size} height={size} className={className} focusable="false" {...meaning}>
      <use href={`#${DRAWING_ID_PREFIX}${name}`} />
    </svg>
  );
}
