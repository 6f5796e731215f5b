/** The languages the site speaks. */
export type Lang = "en" | "es";

export const LANGS = ["en", "es"] as const satisfies readonly Lang[];

/**
 * Copy written in both languages side by side: a Spanish string left out is
 * a type error, not a page that quietly falls back to English.
 */
export type Bilingual<T> = { readonly [L in Lang]: T };

/** Where the Spanish pages live; everything else is English. */
export const SPANISH_ROOT = "/espanol";

/** The language of a page, read from its address. */
export function langOfPath(pathname: string): Lang {
  return pathname === SPANISH_ROOT || pathname.startsWith(`${SPANISH_ROOT}/`) ? "es" : "en";
}

/** The locale `Intl` formats dates, money and times in, per language. */
export const intlLocales: Bilingual<string> = { en: "en-US", es: "es-US" };

/** The other language: what the language switch offers. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}

/** Each language named in itself, for the language switch. */
export const langNames: Bilingual<string> = { en: "English", es: "Español" };
