import { formatList } from "~/lib/format";
import type { JsonLd } from "~/lib/seo";
import { site } from "~/facts/site.config";
import type { Lang } from "~/vocabulary/lang";

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
