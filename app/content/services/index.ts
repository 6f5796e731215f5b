import type { IconName } from "~/vocabulary/icon-names";
// Relative, not "~/": the route table imports this file before the alias exists.
import type { Bilingual, Lang } from "../../vocabulary/lang";
import { servicePath as servicePathOf } from "./paths";
// Relative: the build config reads this catalog (through the page list) without the ~ alias.
import { site } from "../../facts/site.config";
import { inHerGender } from "../../vocabulary/gender-es";

/** The words of a service's card, in one language. */
interface ServiceWords {
  title: string;
  /** One or two sentences for cards and the page description. */
  summary: string;
}

/** A service in both languages: its addresses, its icon and its card's words side by side. */
export interface BilingualServiceSummary extends Bilingual<ServiceWords> {
  /** The last segment of the English page's path: /services/{slug}. Identifies the service. */
  slug: string;
  /** The same page's last segment in Spanish: /espanol/servicios/{slugEs}. Lower case, never "notario". */
  slugEs: string;
  icon: IconName;
}

/** What every list of services shows, in one language: a card that links to the service's page. */
export interface ServiceSummary extends ServiceWords {
  /** The last segment of the English page's path: /services/{slug}. */
  slug: string;
  /** The same page's last segment in Spanish: /espanol/servicios/{slugEs}. */
  slugEs: string;
  icon: IconName;
}

/** The fourteen services in both languages, in the order the site lists them. */
export const serviceCatalog = [
  {
    slug: "mobile-notary",
    slugEs: "a-domicilio",
    icon: "car",
    en: {
      title: "Mobile Notary",
      summary: `I travel to your home, office, hospital room or a public spot you choose, ${site.hours.inSentence}.`,
    },
    es: {
      title: "Notarización a domicilio",
      summary: `Voy a su casa, su oficina, la habitación del hospital o un lugar público que usted escoja, ${site.hours.inSentenceEs}.`,
    },
  },
  {
    slug: "remote-online-notary",
    slugEs: "en-linea",
    icon: "video",
    en: {
      title: "Remote Online Notary",
      summary: "Sign and notarize over a secure live video session from anywhere, with identity checks built in.",
    },
    es: {
      title: "Notarización remota en línea",
      summary:
        "Firme y notarice desde cualquier lugar en una videollamada segura y en vivo, con verificación de identidad incluida.",
    },
  },
  {
    slug: "loan-signing-agent",
    slugEs: "firma-de-prestamos",
    icon: "home",
    en: {
      title: "Loan Signing Agent",
      summary:
        "Purchase, refinance and home equity closings, with every page signed, dated and initialed where it should be.",
    },
    es: {
      title: "Agente de firmas de préstamos",
      summary:
        "Cierres de compra, refinanciamiento y préstamos sobre el valor de la vivienda, con cada página firmada, fechada y con sus iniciales donde corresponde.",
    },
  },
  {
    slug: "affidavits",
    slugEs: "declaraciones-juradas",
    icon: "document",
    en: {
      title: "Affidavits",
      summary:
        "Sworn written statements for courts, agencies, employers and insurers, signed under oath in my presence.",
    },
    es: {
      title: "Declaraciones juradas",
      summary:
        "Declaraciones por escrito para tribunales, agencias, empleadores y aseguradoras, firmadas bajo juramento delante de mí.",
    },
  },
  {
    slug: "acknowledgments",
    slugEs: "reconocimiento-de-firmas",
    icon: "signature",
    en: {
      title: "Acknowledgments",
      summary: "Deeds, contracts and agreements: I confirm who you are and that you signed willingly.",
    },
    es: {
      title: "Reconocimiento de firma",
      summary: "Escrituras, contratos y acuerdos: confirmo quién es usted y que firmó por su propia voluntad.",
    },
  },
  {
    slug: "oaths",
    slugEs: "juramentos",
    icon: "handshake",
    en: {
      title: "Oaths & Affirmations",
      summary: "A solemn promise that a statement is true, sworn or affirmed, whichever you prefer.",
    },
    es: {
      title: "Juramentos y afirmaciones",
      summary:
        "Una promesa solemne de que lo que declara es verdad, con juramento o con afirmación, como usted prefiera.",
    },
  },
  {
    slug: "depositions",
    slugEs: "deposiciones",
    icon: "gavel",
    en: {
      title: "Depositions",
      summary: "Swearing in witnesses for attorneys and parties at law offices, courts or another agreed location.",
    },
    es: {
      title: "Deposiciones",
      summary: "Tomo juramento a testigos para abogados y partes en bufetes, tribunales u otro lugar acordado.",
    },
  },
  {
    slug: "verifications",
    slugEs: "verificaciones",
    icon: "clipboard",
    en: {
      title: "Verifications",
      summary: "Jurats for statements you swear to and sign in front of me, such as pleadings and applications.",
    },
    es: {
      title: "Verificaciones",
      summary:
        "Jurats para declaraciones que usted jura y firma delante de mí, como escritos judiciales y solicitudes.",
    },
  },
  {
    slug: "certified-copies",
    slugEs: "copias-certificadas",
    icon: "stamp",
    en: {
      title: "Certified Copies",
      summary: "A certified true copy of an original you hold, for records a notary is allowed to copy.",
    },
    es: {
      title: "Copias certificadas",
      summary:
        "Una copia fiel certificada de un original que usted tiene, para los documentos que la ley permite copiar.",
    },
  },
  {
    slug: "protests",
    slugEs: "protestos",
    icon: "scale",
    en: {
      title: "Protests",
      summary: "Formal notarial protests recording that a check, draft or note was presented and dishonored.",
    },
    es: {
      title: "Protestos",
      summary:
        "Protestos formales que dejan constancia de que un cheque, una letra o un pagaré se presentó y no se pagó.",
    },
  },
  {
    slug: "I-9-employment-verification",
    slugEs: "formulario-i-9",
    icon: "id",
    en: {
      title: "I-9 Employment Verification",
      summary:
        "Section 2 of Form I-9 completed as the employer's authorized representative, with documents examined in person.",
    },
    es: {
      title: "Formulario I-9",
      summary: `La Sección 2 del formulario I-9 como representante ${inHerGender(site.notary.genderEs, "autorizado", "autorizada")} del empleador, con los documentos revisados en persona.`,
    },
  },
  {
    slug: "power-of-attorney",
    slugEs: "poder-notarial",
    icon: "users",
    en: {
      title: "Power of Attorney",
      summary: "General, limited, durable and healthcare powers of attorney, notarized where you are.",
    },
    es: {
      title: "Poder notarial",
      summary: "Poderes notariales generales, limitados, duraderos y para la salud, notarizados donde usted esté.",
    },
  },
  {
    slug: "medical-authorization",
    slugEs: "autorizacion-medica",
    icon: "medical",
    en: {
      title: "Medical Authorization",
      summary: "HIPAA releases, medical powers of attorney and consent forms for a child's care.",
    },
    es: {
      title: "Autorización médica",
      summary:
        "Autorizaciones HIPAA, poderes notariales para decisiones de salud y permisos para la atención médica de un menor.",
    },
  },
  {
    slug: "living-wills-and-directives",
    slugEs: "voluntades-anticipadas",
    icon: "care",
    en: {
      title: "Living Wills & Directives",
      summary: "Living wills, healthcare directives and proxies, at home, in a care home or at the hospital bedside.",
    },
    es: {
      title: "Testamentos vitales y directivas",
      summary:
        "Testamentos vitales, directivas anticipadas y apoderados para la salud, en casa, en un hogar de cuidado o junto a la cama del hospital.",
    },
  },
] as const satisfies readonly BilingualServiceSummary[];

export type ServiceSlug = (typeof serviceCatalog)[number]["slug"];

/** The fourteen services with their cards' words in one language, in the site's order. */
export function servicesIn(lang: Lang): readonly (ServiceSummary & { slug: ServiceSlug })[] {
  return serviceCatalog.map(({ slug, slugEs, icon, [lang]: words }) => ({ slug, slugEs, icon, ...words }));
}

/**
 * The services in English. Kept for the pages that list services but do not
 * yet speak Spanish; a page that does calls servicesIn(lang).
 */
export const services = servicesIn("en");

// The addresses live apart from the catalogue, so a card that links to a
// service does not carry all fourteen services in both languages to the browser.
export { servicePath, servicesOverviewPath } from "./paths";

/** A service page's address in a language, from its slug: /services/oaths or /espanol/servicios/juramentos. */
export function serviceSlugPath(slug: ServiceSlug, lang: Lang): string {
  const service = serviceCatalog.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service with the slug "${slug}"`);
  return servicePathOf(service, lang);
}
