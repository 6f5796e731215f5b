import type { IconName } from "~/vocabulary/icon-names";

/** An icon, a title and a sentence: benefits, values, reasons to choose. */
export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * A kind of document with examples (spec §3 "document category"); the link,
 * when there is one, leads to the service page that handles it.
 */
export interface DocumentCategory extends Feature {
  subtitle?: string;
  examples: readonly string[];
  link?: { to: string; label: string };
}
