import type { IconName } from "~/components/Icon";

/** An icon, a title and a sentence: benefits, values, reasons to choose. */
export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

/** A card that leads somewhere else on the site. */
export interface LinkCard extends Feature {
  link: string;
}
