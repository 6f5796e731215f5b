import type { Bilingual } from "~/vocabulary/lang";

/**
 * Where the `*` routes are prerendered: the build turns them into 404.html
 * and espanol/404.html, which hosts serve for unknown addresses (the Spanish
 * one for addresses under /espanol/).
 */
export const NOT_FOUND_PATHS: Bilingual<string> = { en: "/404", es: "/espanol/404" };
export const NOT_FOUND_PATH = NOT_FOUND_PATHS.en;

/** Files served as they are, not pages: they get no page checks. */
/** Where a security researcher looks for the site's contact (RFC 9116). */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

export const RESOURCE_PATHS = [
  "/sitemap.xml",
  "/robots.txt",
  "/blog/rss.xml",
  "/espanol/blog/rss.xml",
  SECURITY_TXT_PATH,
] as const;

/** The pages the appointment form returns to when sent without JavaScript. */
export const THANK_YOU_PATHS = { en: "/contact/thanks", es: "/espanol/gracias" } as const;

/** The id of the appointment form's section on the contact pages. */
export const REQUEST_FORM_ID = "request";

/**
 * Where every Book action leads: the form itself, not the top of the contact
 * page, so a visitor on a phone lands on its first field.
 */
export const BOOK_PATHS = {
  en: `/contact#${REQUEST_FORM_ID}`,
  es: `/espanol/contacto#${REQUEST_FORM_ID}`,
} as const;

/** Pages that exist but are left out of the sitemap and search results. */
export const UNLISTED_PATHS: readonly string[] = [
  NOT_FOUND_PATHS.en,
  NOT_FOUND_PATHS.es,
  THANK_YOU_PATHS.en,
  THANK_YOU_PATHS.es,
];
