import { useLocation, useMatches } from "react-router";
import { langOfPath, otherLang, SPANISH_ROOT, type Lang } from "~/vocabulary/lang";

export type { Lang };

/** The language of the page on screen, read from its address. */
export function usePageLang(): Lang {
  return langOfPath(useLocation().pathname);
}

interface HeadTag {
  tagName?: string;
  rel?: string;
  hrefLang?: string;
  href?: string;
}

/**
 * The page in the other language that says the same thing, read from the
 * hreflang alternates the page's loader put in its head (app/routes/page-head.ts),
 * so the switch and the search engines always agree.
 */
function counterpartFromHead(head: readonly HeadTag[], lang: Lang): string | undefined {
  const alternate = head.find(
    (tag) => tag.tagName === "link" && tag.rel === "alternate" && tag.hrefLang === otherLang(lang),
  );
  return alternate?.href ? new URL(alternate.href).pathname : undefined;
}

/**
 * Where the language switch leads when a page has no counterpart: an English
 * article to the Spanish list of articles, anything else to the other home.
 */
export function nearestPageInOtherLang(pathname: string, lang: Lang): string {
  if (lang === "en") return pathname.startsWith("/blog/") ? `${SPANISH_ROOT}/blog` : SPANISH_ROOT;
  return "/";
}

/** The address the language switch offers on the page on screen. */
export function useOtherLanguagePath(): string {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const head = (matches[i]?.data as { head?: readonly HeadTag[] } | undefined)?.head;
    if (Array.isArray(head)) return counterpartFromHead(head, lang) ?? nearestPageInOtherLang(pathname, lang);
  }
  return nearestPageInOtherLang(pathname, lang);
}
