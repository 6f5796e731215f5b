import { services, type ServiceSlug } from "~/content/services";
import { SPANISH_ROOT, type Lang } from "~/vocabulary/lang";

/** A service page's address in `lang`: /services/oaths or /espanol/servicios/juramentos. */
export function servicePath(slug: ServiceSlug, lang: Lang): string {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service with slug "${slug}"`);
  return lang === "en" ? `/services/${service.slug}` : `${SPANISH_ROOT}/servicios/${service.slugEs}`;
}
