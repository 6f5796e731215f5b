import { ICON_ID_PREFIX, type IconName } from "~/vocabulary/icon-names";

export type { IconName };

interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A decorative icon drawn from the sprite each page carries (platform/build/icon-sprite.mjs); the
 * text beside it always carries the meaning. Content names icons by string,
 * so data files stay free of components and can travel through loaders.
 */
export function Icon({ name, className = "size-6" }: IconProps) {
  return (
    // A <use>d symbol inherits from the element that uses it, so the outline
    // style is set here as well as on each symbol in the sprite.
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}
