import type { FaqItem } from "~/content/faq";
import type { Feature } from "~/content/types";
import { formatClockRange, formatUsd } from "~/lib/format";
import { site, type Weekday } from "~/site.config";

/*
 * The Spanish page's words. Pennsylvania forbids a notary who is not an
 * attorney from calling the business "notario" or "notario público" (design.md
 * §7), so this copy says "notary public" and describes the service instead.
 */

const { fees, serviceArea, notary, credentials, policies } = site;

const dayNames: Record<Weekday, string> = {
  Monday: "lunes",
  Tuesday: "martes",
  Wednesday: "miércoles",
  Thursday: "jueves",
  Friday: "viernes",
  Saturday: "sábado",
  Sunday: "domingo",
};

/** "de lunes a viernes, 5:00 PM–8:00 PM", one line per period of the config's schedule. */
export const scheduleEs = site.hours.schedule.map((period) => {
  const first = period.days[0];
  const last = period.days[period.days.length - 1];
  const days =
    period.days.length === 2 && first && last
      ? `${dayNames[first]} y ${dayNames[last]}`
      : first && last
        ? `de ${dayNames[first]} a ${dayNames[last]}`
        : "";
  return `${days.charAt(0).toUpperCase()}${days.slice(1)}: ${formatClockRange(period.opens, period.closes)}`;
});

export const heroEs = {
  eyebrow: `Notary Public móvil · Condado de Berks, ${serviceArea.stateCode}`,
  title: "Firmas notarizadas donde usted esté, por las tardes y los fines de semana",
  intro: `Voy a su casa, su oficina, el hospital o un lugar público en el condado de Berks. Tengo licencia, fianza y seguro, con una fianza de ${formatUsd(credentials.suretyBondUsd)}, y verificación de antecedentes.`,
};

export const noticeEs = {
  title: "Aviso importante",
  explanation:
    "En Estados Unidos, un notary public no es abogado. Verifico la identidad de quien firma, presencio la firma y completo el certificado notarial, pero no puedo darle asesoría legal ni preparar documentos legales. Para un consejo legal, consulte a un abogado con licencia.",
};

export const aboutEs = [
  `Me llamo ${notary.fullName}. Tengo una comisión de notary public del Estado de ${site.commission.state} y serví en ${notary.veteranOfEs}. Empecé este servicio porque vi lo difícil que es encontrar quien notarice un documento fuera del horario de trabajo, sobre todo cuando quien firma está en el hospital o no puede salir de casa.`,
  "Usted trata directamente conmigo, desde la primera llamada hasta el último sello. Le explico cada paso con calma y reviso cada página antes de que firme.",
];

export const servicesEs: readonly Feature[] = [
  {
    icon: "car",
    title: "Servicio a domicilio",
    description: "Voy a su casa, oficina, hospital, residencia de mayores o a un lugar público que usted elija.",
  },
  {
    icon: "home",
    title: "Bienes raíces y préstamos",
    description: "Firmas de compra, refinanciamiento y escrituras, página por página en su mesa.",
  },
  {
    icon: "users",
    title: "Poderes",
    description: "Poderes generales, limitados, duraderos y de atención médica, notarizados donde usted esté.",
  },
  {
    icon: "document",
    title: "Declaraciones juradas",
    description: "Declaraciones bajo juramento para tribunales, agencias, empleadores y aseguradoras.",
  },
  {
    icon: "medical",
    title: "Documentos médicos",
    description:
      "Testamentos vitales, directivas anticipadas y autorizaciones médicas, incluso junto a la cama del hospital.",
  },
  {
    icon: "id",
    title: "Verificación del Formulario I-9",
    description: "Revisión de documentos en persona como representante autorizado del empleador.",
  },
];

export const whyChooseEs: readonly Feature[] = [
  {
    icon: "clock",
    title: "Tardes y fines de semana",
    description: "Citas después del trabajo y todo el fin de semana, sin recargo por el horario.",
  },
  {
    icon: "shield",
    title: "Licencia, fianza y seguro",
    description: `Comisión del Estado de ${site.commission.state}, fianza de ${formatUsd(credentials.suretyBondUsd)} y verificación de antecedentes.`,
  },
  {
    icon: "heart",
    title: "Trato personal y paciente",
    description: "Nadie firma con prisa. Le explico cada paso y respondo sus preguntas.",
  },
  {
    icon: "pin",
    title: "Del condado de Berks",
    description: `Con base en ${serviceArea.base}, conozco bien la zona y los pueblos de alrededor.`,
  },
];

/** The Spanish reviews live with the English ones, in app/content/data/reviews.json. */
export { testimonialsEs } from "~/content/testimonials";

export const faqEs: readonly FaqItem[] = [
  {
    id: "es-legal-advice",
    question: "¿Puede darme asesoría legal o ayudarme con trámites de inmigración?",
    answer:
      "No. Como notary public que no es abogado, la ley de Pensilvania no me permite dar asesoría legal, preparar documentos legales ni cobrar por esas actividades, incluidos los trámites de inmigración. Para eso, consulte a un abogado con licencia o a un representante acreditado.",
  },
  {
    id: "es-cost",
    question: "¿Cuánto cuesta?",
    answer: `La tarifa notarial en Pensilvania tiene un máximo fijado por el Estado: ${formatUsd(fees.perNotarialActUsd)} por un acto notarial estándar. El cargo por traslado es de ${formatUsd(fees.travelUsd)} dentro de ${fees.travelFeeRadiusMiles} millas; si está más lejos, le doy el precio antes de salir. Las tardes y los fines de semana no cuestan más.`,
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
    answer:
      "Sí, puedo notarizar su firma en un documento escrito en español, pero el certificado notarial se redacta en inglés. Debemos poder comunicarnos directamente; si no es posible, traiga a un intérprete de confianza a la cita.",
  },
  {
    id: "es-when",
    question: "¿Cuándo puede venir?",
    answer: `${scheduleEs.join(". ")}. Lo ideal es reservar con ${policies.bookAheadHours.min} a ${policies.bookAheadHours.max} horas de anticipación, pero si es urgente, llámeme: muchas veces puedo ir el mismo día.`,
  },
];

/** The English pages this page points to, named in Spanish. */
export const englishPagesEs = [
  { to: "/contact", label: "Contacto y citas" },
  { to: "/about", label: "Sobre mí" },
  { to: "/services", label: "Todos los servicios" },
  { to: "/testimonials", label: "Opiniones de clientes" },
  { to: "/faq", label: "Preguntas frecuentes" },
] as const;
