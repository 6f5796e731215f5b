import { useMatches } from "react-router";

import type { Lang } from "~/vocabulary/lang";

export type { Lang };

/** What a route module may put in its `handle` export. */
export interface RouteHandle {
  /** The language of the page's main content; English unless set. */
  lang?: Lang;
}

/**
 * The language of the deepest matched route that declares one: in its
 * `handle`, or, for a module that serves pages in both languages, as `lang`
 * in its loader data.
 */
export function usePageLang(): Lang {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const lang = (match?.handle as RouteHandle | undefined)?.lang ?? (match?.data as { lang?: Lang } | undefined)?.lang;
    if (lang) return lang;
  }
  return "en";
}
