import { services, type ServiceSlug } from "~/content/services";
import type { TownSlug } from "~/site.config";
import type { Bilingual } from "~/vocabulary/lang";

/** The addresses the locations pages link to, in one language (app/routes.ts declares them). */
export interface LocationPaths {
  home: string;
  index: string;
  town: (slug: TownSlug) => string;
  contact: string;
  service: (slug: ServiceSlug) => string;
}

function slugEsOf(slug: ServiceSlug): string {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service with the slug ${slug}`);
  return service.slugEs;
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
    contact: "/contact",
    service: (slug) => `/services/${slug}`,
  },
  es: {
    home: "/espanol",
    index: "/espanol/zonas",
    town: (slug) => `/espanol/zonas/${slug}`,
    contact: "/espanol/contacto",
    service: (slug) => `/espanol/servicios/${slugEsOf(slug)}`,
  },
};
