import { serviceSlugPath, type ServiceSlug } from "~/content/services";
import type { TownSlug } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { BOOK_PATHS } from "~/lib/special-paths";

/** The addresses the locations pages link to, in one language (app/routes.ts declares them). */
export interface LocationPaths {
  home: string;
  index: string;
  town: (slug: TownSlug) => string;
  /** Where the pages' Book links lead: the form (BOOK_PATHS). */
  contact: string;
  service: (slug: ServiceSlug) => string;
}

/**
 * Where the index, the town pages and their links lead, per language: a
 * Spanish page links to Spanish pages only.
 */
export const locationPaths: Bilingual<LocationPaths> = {
  en: {
    home: "/",
    index: "/locations",
    town: (slug) => `/locations/${slug}`,
    contact: BOOK_PATHS.en,
    service: (slug) => serviceSlugPath(slug, "en"),
  },
  es: {
    home: "/espanol",
    index: "/espanol/zonas",
    town: (slug) => `/espanol/zonas/${slug}`,
    contact: BOOK_PATHS.es,
    service: (slug) => serviceSlugPath(slug, "es"),
  },
};
