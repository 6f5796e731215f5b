import type { FaqItem } from "~/content/faq";
import { services, type ServiceSlug } from "~/content/services";
import type { Feature } from "~/content/types";
import { formatClockRange, formatList, formatRange, formatUsd, formatWithinMiles } from "~/lib/format";
import { afterHoursCost, afterHoursPhrase, outsideWorkingHours, spanishDayNames } from "~/lib/hours-words";
import { WEEK } from "~/lib/weekly-hours";
import { describeSchedule } from "~/lib/hours";
import { site, type Weekday } from "~/facts/site.config";
import { meetParagraphs } from "~/content/about";
import { actionWords } from "~/content/actions";
import { contactWaysCopy } from "~/content/contact-ways";
import { genderedEs } from "~/lib/gender-es";
import { fromEs } from "~/vocabulary/spanish-phrases";

/*
 * The Spanish page's words. Pennsylvania forbids a notary who is not an
 * attorney from calling the business "notario" or "notario público" (design.md
 * §7), so this copy says "notary public" and describes the service instead.
 */

const { fees, serviceArea, notary, credentials, policies } = site;

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "del condado de Berks": "de" + "el" contracts in Spanish. */
const fromRegionEs = fromEs(serviceArea.regionEs);

/** "lunes", "sábado y domingo", "de lunes a viernes", "lunes, miércoles y viernes": a period's days in a Spanish sentence. */
function daysEs(days: readonly Weekday[]): string {
  const names = days.map((day) => spanishDayNames[day]);
  const first = names[0] ?? "";
  const last = names[names.length - 1] ?? "";
  const consecutive = days.every(
    (day, index) => index === 0 || WEEK.indexOf(day) === WEEK.indexOf(days[index - 1] as Weekday) + 1,
  );
  if (names.length <= 2 || !consecutive) return formatList(names, "conjunction", "es");
  return `de ${first} a ${last}`;
}

/** "De lunes a viernes: 5:00 p.m.–8:00 p.m.", one line per period of the config's schedule. */
export const scheduleEs = site.hours.schedule.map(
  (period) => `${capitalized(daysEs(period.days))}: ${formatClockRange(period.opens, period.closes, "es")}`,
);

/** "Por las tardes y los fines de semana", or her own words for her hours. */
const afterHoursEs = afterHoursPhrase(site.hours, "articles");
const whenIComeEs = afterHoursEs ? `por ${afterHoursEs}` : site.hours.inSentenceEs;
const afterHoursCostEs = afterHoursCost(site, "es");

/** The hours reason: the evenings and weekends she works, and what they cost; else her hours in her words. */
function hoursReasonEs(): Feature {
  const when = afterHoursPhrase(site.hours, "y");
  const outside = outsideWorkingHours(site.hours, "es");
  if (!when || !outside) {
    return {
      icon: "clock",
      title: site.hours.summaryEs,
      description: `Citas ${site.hours.inSentenceEs}, en el lugar que usted escoja.`,
    };
  }
  const free = fees.afterHoursSurchargeUsd === 0;
  return {
    icon: "clock",
    title: capitalized(when),
    description: `Citas ${outside}${free ? ", sin recargo por el horario" : ""}.`,
  };
}

export const heroEs = {
  eyebrow: `Notary public a domicilio · ${capitalized(serviceArea.regionEs.replace(/^el /, ""))}, ${serviceArea.stateCode}`,
  title: `Firmas notarizadas donde usted esté, ${whenIComeEs}`,
  intro: `Voy a su casa, su oficina, el hospital o un lugar público en ${serviceArea.regionEs}. Soy notary public ${genderedEs("comisionado", "comisionada")} por el estado, con una fianza de ${formatUsd(credentials.suretyBondUsd, "es")}, y verificación de antecedentes.`,
};

export const noticeEs = {
  title: "Aviso importante",
  explanation:
    "En Estados Unidos, un notary public no es abogado. Verifico la identidad de quien firma, presencio la firma y completo el certificado notarial, pero no puedo darle asesoría legal ni preparar documentos legales. Para un consejo legal, consulte a un abogado.",
};

/** Her "Meet" paragraphs in Spanish, from about.json. */
export const aboutEs = meetParagraphs.es;

/** A service on the Spanish home, with the service page it leads to (in Spanish, from its slugEs). */
export interface ServiceCardEs extends Feature {
  slug: ServiceSlug;
}

export const servicesEs: readonly ServiceCardEs[] = [
  {
    slug: "mobile-notary",
    icon: "car",
    title: "Servicio a domicilio",
    description: "Voy a su casa, oficina, hospital, residencia de mayores o a un lugar público que usted elija.",
  },
  {
    slug: "loan-signing-agent",
    icon: "home",
    title: "Bienes raíces y préstamos",
    description: "Firmas de compra, refinanciamiento y escrituras, página por página en su mesa.",
  },
  {
    slug: "power-of-attorney",
    icon: "users",
    title: "Poderes notariales",
    description:
      "Poderes notariales generales, limitados, duraderos y para decisiones de salud, notarizados donde usted esté.",
  },
  {
    slug: "affidavits",
    icon: "document",
    title: "Declaraciones juradas",
    description: "Declaraciones bajo juramento para tribunales, agencias, empleadores y aseguradoras.",
  },
  {
    slug: "living-wills-and-directives",
    icon: "medical",
    title: "Documentos médicos",
    description:
      "Testamentos vitales, directivas anticipadas y autorizaciones médicas, incluso junto a la cama del hospital.",
  },
  {
    slug: "I-9-employment-verification",
    icon: "id",
    title: "Verificación del formulario I-9",
    description: `Revisión de documentos en persona como representante ${genderedEs("autorizado", "autorizada")} del empleador.`,
  },
];

export const whyChooseEs: readonly Feature[] = [
  hoursReasonEs(),
  {
    icon: "shield",
    title: "Comisión, fianza y seguro",
    description: `Comisión del Estado de ${serviceArea.stateEs}, fianza de ${formatUsd(credentials.suretyBondUsd, "es")} y verificación de antecedentes.`,
  },
  {
    icon: "heart",
    title: "Trato personal y paciente",
    description: "Nadie firma con prisa. Le explico cada paso y respondo sus preguntas.",
  },
  {
    icon: "pin",
    title: capitalized(fromRegionEs),
    description: `Con base en ${serviceArea.base}, conozco bien la zona y los pueblos de alrededor.`,
  },
];

/** The Spanish reviews live with the English ones, in app/facts/data/reviews.json. */
export { testimonialsEs } from "~/content/testimonials";

export const faqEs: readonly FaqItem[] = [
  {
    id: "es-legal-advice",
    question: "¿Puede darme asesoría legal o ayudarme con trámites de inmigración?",
    answer: `No. Como notary public que no es ${genderedEs("abogado", "abogada")}, la ley de Pensilvania no me permite dar asesoría legal, preparar documentos legales ni cobrar por esas actividades, incluidos los trámites de inmigración. Para eso, consulte a un abogado o a un representante acreditado.`,
  },
  {
    id: "es-cost",
    question: "¿Cuánto cuesta?",
    answer: `La tarifa notarial en ${serviceArea.stateEs} tiene un máximo fijado por el Estado: ${formatUsd(fees.perNotarialActUsd, "es")} por un acto notarial estándar. La tarifa de viaje es de ${formatUsd(fees.travelUsd, "es")} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}; si está más lejos, le doy el precio antes de salir.${afterHoursCostEs ? ` ${afterHoursCostEs}.` : ""}`,
  },
  {
    id: "es-id",
    question: "¿Qué identificación necesito?",
    answer:
      "Una identificación oficial vigente con foto para cada persona que firma: licencia de conducir, tarjeta de identificación estatal o pasaporte vigente, también de otro país.",
  },
  {
    id: "es-spanish-documents",
    question: "¿Mis documentos pueden estar en español?",
    answer: `Sí, puedo notarizar su firma en un documento escrito en español; el certificado notarial que yo completo va en inglés. Tengo que poder comunicarme con cada firmante: ${
      notary.speaksSpanish
        ? "yo hablo español, así que nos entendemos sin intérprete. Si alguien más firma en un idioma que yo no hablo, dígamelo al pedir la cita y buscamos un intérprete de confianza."
        : "yo no hablo español, así que en la cita nos acompaña un intérprete de confianza, que usted puede traer o que le ayudo a encontrar."
    }`,
  },
  {
    id: "es-when",
    question: "¿Cuándo puede venir?",
    // The schedule ends the answer: in Spanish the period of "p.m." also closes the sentence.
    answer: `Lo ideal es reservar ${formatRange(policies.bookAheadHours, "es")} horas antes, pero si es urgente, llámeme: muchas veces puedo ir el mismo día. Atiendo ${describeSchedule("es")}`,
  },
];

/**
 * The pages this page points to: each Spanish page, and beside it the
 * English page the spec links to, marked as English.
 */
export const morePagesEs = [
  { es: { to: "/espanol/contacto", label: "Contacto y citas" }, en: { to: "/contact", label: "Contact" } },
  { es: { to: "/espanol/sobre-mi", label: "Sobre mí" }, en: { to: "/about", label: "About" } },
  { es: { to: "/espanol/servicios", label: "Todos los servicios" }, en: { to: "/services", label: "Services" } },
  { es: { to: "/espanol/opiniones", label: "Opiniones de clientes" }, en: { to: "/testimonials", label: "Reviews" } },
  {
    es: { to: "/espanol/preguntas-frecuentes", label: "Preguntas frecuentes" },
    en: { to: "/faq", label: "FAQ" },
  },
] as const;

/**
 * Whether the appointment itself can be in Spanish, said truthfully from the
 * owner's confirmed setting (design.md §12).
 */
export const languageEs = notary.speaksSpanish
  ? {
      title: "Hablo español",
      text: "Puede llamarme, escribirme y hacer toda la cita en español. Le explico cada paso en español; el certificado notarial, el párrafo que firmo y sello, lo completo en inglés.",
    }
  : {
      title: "Su cita, en su idioma",
      text: "Puede escribirme en español. Yo hablo inglés: en la cita nos acompañará un intérprete, que usted puede traer o que le ayudo a encontrar. El certificado notarial se completa en inglés.",
    };

/** The words of the page's own frame: head, buttons and section titles. */
export const pageEs = {
  metaTitle: "Notary public a domicilio, en español",
  description: `Notarización a domicilio en ${serviceArea.regionEs}, ${serviceArea.stateCode}: voy a su casa, oficina u hospital ${whenIComeEs}. ${site.notary.speaksSpanish ? "Pida su cita y hablemos en español." : "Pida su cita por teléfono o con el formulario."}`,
  request: actionWords.es.book.label,
  call: `Llamar al ${site.phone.display}`,
  callOrText: `${contactWaysCopy.es.callOrText} al ${site.phone.display}`,
  sections: {
    about: "Sobre mí",
    services: "Servicios",
    why: "Por qué elegirme",
    testimonials: "Lo que dicen mis clientes",
    faq: "Preguntas frecuentes",
    contact: "Contacto",
    morePages: "Más información",
  },
  allServices: { to: "/espanol/servicios", label: `Ver los ${services.length} servicios` },
  inEnglish: "(en inglés)",
};
