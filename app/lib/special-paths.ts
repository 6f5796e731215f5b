/** Where the `*` route is prerendered; the build copies it to 404.html. */
export const NOT_FOUND_PATH = "/404";

/** Files served as they are, not pages: they get no page checks. */
export const RESOURCE_PATHS = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"] as const;

/** The pages the appointment form returns to when sent without JavaScript. */
export const THANK_YOU_PATHS = { en: "/contact/thanks", es: "/espanol/gracias" } as const;

/** Pages that exist but are left out of the sitemap and search results. */
export const UNLISTED_PATHS: readonly string[] = [NOT_FOUND_PATH, THANK_YOU_PATHS.en, THANK_YOU_PATHS.es];
