import { formatList } from "~/lib/format";
import { absoluteUrl, type JsonLd } from "~/lib/seo";
import { NOTARY_ID } from "~/lib/structured-data";
import { site } from "~/site.config";
import { intlLocales, type Lang } from "~/vocabulary/lang";

/**
 * The page itself as schema.org's WebPage, saying which language it is in
 * (`inLanguage`) and that it is about the business described on every page.
 */
export function webPageJsonLd(page: { path: string; name: string; description: string; lang: Lang }): JsonLd {
  const url = absoluteUrl(page.path);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.name,
    description: page.description,
    inLanguage: intlLocales[page.lang],
    about: { "@id": NOTARY_ID },
    isPartOf: { "@type": "WebSite", name: site.businessName, url: absoluteUrl("/") },
  };
}

/**
 * The business's structured data with its words in the page's language: on a
 * Spanish page the description and the payment methods are in Spanish; the
 * facts (phone, hours, area) stay as they are.
 */
export function notaryInLanguage(notary: JsonLd, lang: Lang): JsonLd {
  if (lang === "en") return notary;
  const { serviceArea, hours, fees } = site;
  return {
    ...notary,
    description: `Notary public que va a domicilio en ${serviceArea.regionEs}, ${serviceArea.stateEs}, en horario de ${hours.summaryEs.toLowerCase()}.`,
    paymentAccepted: formatList(fees.paymentMethodsEs, "conjunction", "es"),
  };
}
