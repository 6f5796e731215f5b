// The addresses of the three legal pages, apart from their documents: the
// route table (routes.ts) reads them where the app's "~/" imports do not
// resolve, so this file imports nothing but a type.
import type { Bilingual } from "../../vocabulary/lang";

export type LegalPageId = "privacy" | "terms" | "accessibility";

/** Route id's first part ("privacy" → "privacy/en") → route paths, without the leading slash. */
export const LEGAL_PATHS: Readonly<Record<LegalPageId, Bilingual<string>>> = {
  privacy: { en: "privacy-policy", es: "espanol/privacidad" },
  terms: { en: "terms-of-service", es: "espanol/condiciones" },
  accessibility: { en: "accessibility", es: "espanol/accesibilidad" },
};
