// Relative, not "~/": the route table loads this file (through ./index.ts) before the alias exists.
import { SPANISH_ROOT, type Lang } from "../../vocabulary/lang";

/** The address of a service's page in a language: /services/{slug} or /espanol/servicios/{slugEs}. */
export function servicePath(service: { slug: string; slugEs: string }, lang: Lang): string {
  return lang === "es" ? `${SPANISH_ROOT}/servicios/${service.slugEs}` : `/services/${service.slug}`;
}

/** The address of the services overview in a language. */
export function servicesOverviewPath(lang: Lang): string {
  return lang === "es" ? `${SPANISH_ROOT}/servicios` : "/services";
}
