import { useMatches } from "react-router";

export type Lang = "en" | "es";

/** What a route module may put in its `handle` export. */
export interface RouteHandle {
  /** The language of the page's main content; English unless set. */
  lang?: Lang;
}

/** The language of the deepest matched route that declares one. */
export function usePageLang(): Lang {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const lang = (matches[i]?.handle as RouteHandle | undefined)?.lang;
    if (lang) return lang;
  }
  return "en";
}
