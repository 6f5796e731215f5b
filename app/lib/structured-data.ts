import { closuresFrom, wallDateAt, type ClosureDays } from "~/lib/availability";
import { absoluteUrl, socialImage, type JsonLd } from "~/lib/seo";
import { formatList, formatUsd } from "~/lib/format";
import { sameAsAddresses } from "~/lib/public-profiles";
import { site } from "~/facts/site.config";

/** One identity for the business, so every page's data points at the same entity. */
export const NOTARY_ID = `${absoluteUrl("/")}#notary`;

const municipalityTypes = {
  city: "City",
  borough: "City",
  township: "AdministrativeArea",
} as const;

/**
 * Her days off not yet over on `today`, as schema.org's special opening
 * hours: opening and closing both at midnight is how search engines read a
 * whole day closed.
 */
export function closuresJsonLd(closures: readonly ClosureDays[], today: string): JsonLd[] {
  return closuresFrom(today, closures).map((closure) => ({
    "@type": "OpeningHoursSpecification",
    opens: "00:00",
    closes: "00:00",
    validFrom: closure.from,
    validThrough: closure.to || closure.from,
  }));
}

/**
 * The business as schema.org's Notary (a LegalService), built from the
 * config. `today` (New York's date when the page is built) leaves out the
 * days off already over; an empty list adds nothing.
 */
export function notaryJsonLd(today: string = wallDateAt(new Date())): JsonLd {
  const closures = closuresJsonLd(site.hours.closures, today);
  const { serviceArea, fees } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Notary",
    "@id": NOTARY_ID,
    name: site.businessName,
    url: absoluteUrl("/"),
    image: absoluteUrl(socialImage.src),
    telephone: site.phone.e164,
    email: site.email,
    description: `Mobile notary public serving ${serviceArea.region}, ${serviceArea.state}, ${site.hours.inSentence}.`,
    founder: { "@type": "Person", name: site.notary.fullName, jobTitle: "Notary Public" },
    // Appointments in Spanish only when the owner holds them herself (business.json).
    knowsLanguage: site.notary.speaksSpanish ? ["en-US", "es-US"] : ["en-US"],
    address: {
      "@type": "PostalAddress",
      addressLocality: serviceArea.base,
      addressRegion: serviceArea.stateCode,
      addressCountry: "US",
    },
    areaServed: [
      { "@type": "AdministrativeArea", name: `${serviceArea.region}, ${serviceArea.stateCode}` },
      ...serviceArea.towns.map((town) => ({
        "@type": municipalityTypes[town.municipality],
        name: `${town.name}, ${serviceArea.stateCode}`,
      })),
    ],
    openingHoursSpecification: site.hours.schedule.map((period) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: period.days.map((day) => `https://schema.org/${day}`),
      opens: period.opens,
      closes: period.closes,
    })),
    ...(closures.length > 0 && { specialOpeningHoursSpecification: closures }),
    priceRange: `From ${formatUsd(fees.perNotarialActUsd)} per notarial act; ${formatUsd(fees.travelUsd)} travel within ${fees.travelFeeRadiusMiles} miles`,
    paymentAccepted: formatList(fees.paymentMethods),
    currenciesAccepted: "USD",
    // Her Google Business Profile and other profiles are the same business: only those she has given.
    ...(sameAsAddresses.length > 0 && { sameAs: [...sameAsAddresses] }),
  };
}

type Municipality = keyof typeof municipalityTypes;

/**
 * The same business, by the same @id, stating that it serves one town: for
 * that town's landing page. Search engines merge it with the entity on the
 * other pages.
 */
export function townNotaryJsonLd(town: { name: string; municipality: Municipality }): JsonLd {
  const { region, stateCode } = site.serviceArea;
  return {
    ...notaryJsonLd(),
    areaServed: {
      "@type": municipalityTypes[town.municipality],
      name: `${town.name}, ${stateCode}`,
      containedInPlace: { "@type": "AdministrativeArea", name: `${region}, ${stateCode}` },
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** A BreadcrumbList matching the visible breadcrumb trail. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  /** The page's path, e.g. "/services/oaths". */
  path: string;
}

/**
 * A schema.org Service offered by the business: the provider is the same
 * Notary entity the home page describes, referenced by its @id.
 */
export function serviceJsonLd(service: ServiceInput): JsonLd {
  const { serviceArea } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${absoluteUrl(service.path)}#service`,
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: { "@type": "Notary", "@id": NOTARY_ID, name: site.businessName },
    areaServed: { "@type": "AdministrativeArea", name: `${serviceArea.region}, ${serviceArea.stateCode}` },
  };
}
