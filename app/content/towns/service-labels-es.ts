import type { ServiceSlug } from "~/content/services";

/**
 * The Spanish title and summary of each service, for the service cards on the
 * Spanish town pages, until app/content/services/index.ts carries its own
 * Spanish: then `buildTownPage` reads the service's Spanish from there and
 * this file goes. Keyed by slug, so a service without Spanish is a type error.
 */
export const serviceLabelsEs: Record<ServiceSlug, { title: string; summary: string }> = {
  "mobile-notary": {
    title: "Notarización a domicilio",
    summary:
      "Voy a su casa, su oficina, la habitación del hospital o un lugar público que usted escoja, entre semana por la tarde y los fines de semana.",
  },
  "remote-online-notary": {
    title: "Notarización remota en línea",
    summary:
      "Firme y notarice desde cualquier lugar en una videollamada segura y en vivo, con verificación de identidad incluida.",
  },
  "loan-signing-agent": {
    title: "Agente de firmas de préstamos",
    summary:
      "Cierres de compra, refinanciamiento y préstamos sobre el valor de la vivienda, con cada página firmada, fechada y con sus iniciales donde corresponde.",
  },
  affidavits: {
    title: "Declaraciones juradas",
    summary:
      "Declaraciones por escrito para tribunales, agencias, empleadores y aseguradoras, firmadas bajo juramento delante de mí.",
  },
  acknowledgments: {
    title: "Reconocimiento de firma",
    summary: "Escrituras, contratos y acuerdos: confirmo quién es usted y que firmó por su propia voluntad.",
  },
  oaths: {
    title: "Juramentos y afirmaciones",
    summary:
      "Una promesa solemne de que lo que declara es verdad, con juramento o con afirmación, como usted prefiera.",
  },
  depositions: {
    title: "Deposiciones",
    summary: "Tomo juramento a testigos para abogados y partes en bufetes, tribunales u otro lugar acordado.",
  },
  verifications: {
    title: "Verificaciones",
    summary: "Jurats para declaraciones que usted jura y firma delante de mí, como escritos judiciales y solicitudes.",
  },
  "certified-copies": {
    title: "Copias certificadas",
    summary:
      "Una copia fiel certificada de un original que usted tiene, para los documentos que la ley permite copiar.",
  },
  protests: {
    title: "Protestos",
    summary:
      "Protestos formales que dejan constancia de que un cheque, una letra o un pagaré se presentó y no se pagó.",
  },
  "I-9-employment-verification": {
    title: "Formulario I-9",
    summary:
      "La Sección 2 del formulario I-9 como representante autorizado del empleador, con los documentos revisados en persona.",
  },
  "power-of-attorney": {
    title: "Poder notarial",
    summary: "Poderes notariales generales, limitados, duraderos y para la salud, notarizados donde usted esté.",
  },
  "medical-authorization": {
    title: "Autorización médica",
    summary: "Autorizaciones HIPAA, poderes para decisiones médicas y permisos para la atención médica de un menor.",
  },
  "living-wills-and-directives": {
    title: "Testamentos vitales y directivas",
    summary:
      "Testamentos vitales, directivas anticipadas y apoderados para la salud, en casa, en un hogar de cuidado o junto a la cama del hospital.",
  },
};
