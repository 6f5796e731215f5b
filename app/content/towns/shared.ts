import type { Feature } from "~/content/types";
import { formatUsd, formatWithinMiles, inSentenceCase } from "~/lib/format";
import { hoursTruths, untrueHoursWords } from "~/vocabulary/opening-hours";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";
import { actionWords } from "~/content/actions";

/**
 * Sentences every town page needs, built from the config so a change of fee,
 * radius or hours reaches all ten pages, in both languages, at once.
 */
const { fees, serviceArea, hours, credentials, commission, policies, notary } = site;

/** "Evenings & Weekends" / "Tardes y fines de semana", as a heading. */
export const hoursTitle: Bilingual<string> = { en: hours.summary, es: hours.summaryEs };

/** "evenings & weekends" / "tardes y fines de semana", for the middle of a sentence; English day names keep their capitals. */
export const hoursPhrase: Bilingual<string> = {
  en: inSentenceCase(hours.summary, "en"),
  es: inSentenceCase(hours.summaryEs, "es"),
};

const truths = hoursTruths(hours.schedule);

/**
 * `words` when what they say about her hours is true ("Evenings at home,
 * too" needs evening hours), else `otherwise`. `claim` is the English the
 * rule reads, for a Spanish text it cannot read ("del trabajo").
 */
export function ifHoursAllow(words: string, otherwise: string, claim: string = words): string {
  return untrueHoursWords(claim, truths).length === 0 ? words : otherwise;
}

/** How the price changes after hours; the config says it does not. */
export const afterHoursPhrase: Bilingual<string> =
  fees.afterHoursSurchargeUsd === 0
    ? { en: "at the same price as any other time", es: "al mismo precio que a cualquier otra hora" }
    : {
        en: `for ${formatUsd(fees.afterHoursSurchargeUsd)} extra`,
        es: `con un cargo adicional de ${formatUsd(fees.afterHoursSurchargeUsd, "es")}`,
      };

/** The travel fee, its radius and what happens beyond it, for the middle of a sentence. */
const travelFeePhrase: Bilingual<string> = {
  en: `${formatUsd(fees.travelUsd)} within ${fees.travelFeeRadiusMiles} miles of ${serviceArea.base}, and a fee quoted up front beyond that`,
  es: `${formatUsd(fees.travelUsd, "es")} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}; más lejos, le digo el precio antes`,
};

/**
 * The truth about the language of the appointment, whichever it is: the
 * config says whether the notary speaks Spanish.
 */
export const spanishAppointmentEs: string = notary.speaksSpanish
  ? "La cita puede ser toda en español: le explico cada paso en su idioma y usted me pregunta lo que quiera."
  : "Si prefiere hablar en español, un intérprete se une a la cita para que usted entienda cada paso.";

/** The same truth in a few words, for the end of the closing band. */
const spanishContactEs: string = notary.speaksSpanish
  ? "Puede escribirme y hablarme en español."
  : "Si lo necesita, un intérprete de español se une a la cita.";

/** The Spanish-language reason, for the Spanish pages that give it. */
export function spanishReasonEs(): Feature {
  return {
    icon: "message",
    title: notary.speaksSpanish ? "Atención en español" : "Con intérprete de español",
    description: spanishAppointmentEs,
  };
}

/** The text of the "Need Service at a Specific Location" box. */
export function needServiceText(townName: string, lang: Lang): string {
  if (lang === "es") {
    return `Un cuarto de hospital, una oficina, un hogar de ancianos, la casa de un familiar o una cafetería: si queda en ${townName} o a menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}, nos vemos allí. Al pedir la cita, dígame la dirección y quién va a firmar. Yo le confirmo la hora, dónde estacionar y la tarifa de viaje (${travelFeePhrase.es}) antes de salir.`;
  }
  return `A hospital room, an office, a care home, a relative's house or a coffee shop: if it is in ${townName} or anywhere within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, I can meet you there. Tell me the address and who will sign when you book, and I will confirm the time, the parking and the travel fee (${travelFeePhrase.en}) before I set out.`;
}

/** The sentence of the closing call to action. */
export function closingText(townName: string, lang: Lang): string {
  if (lang === "es") {
    return `Llame, envíe un texto o mande el formulario: dígame qué va a firmar y en qué parte de ${townName} está. Contesto los correos en menos de ${policies.emailResponseHours} horas y le confirmo el total antes de la cita. ${spanishContactEs}`;
  }
  return `Call, text or send the form with what you are signing and where you are in ${townName}. I answer e-mail within ${policies.emailResponseHours} hours and confirm the total before the appointment.`;
}

/** The credentials reason, worded for the town. */
export function credentialsReason(title: string, lang: Lang): Feature {
  return {
    icon: "shield",
    title,
    description:
      lang === "es"
        ? `Notary public con comisión de ${serviceArea.stateEs}, una fianza de ${formatUsd(credentials.suretyBondUsd, "es")}, seguro y antecedentes verificados.`
        : `A commissioned ${commission.state} notary public with a ${formatUsd(credentials.suretyBondUsd)} surety bond, insured and background-screened.`,
  };
}

export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The headings of a town page's sections, worded for the town, in the page's language. */
/** Where the whole of a town is, by what it is: Reading is a city, the others boroughs and townships. */
const wholeTownEs = {
  city: "todos los barrios de la ciudad",
  borough: "todo el pueblo",
  township: "todo el municipio",
} as const;

export function townSectionCopy(townName: string, lang: Lang, municipality: keyof typeof wholeTownEs) {
  if (lang === "es") {
    return {
      areas: {
        eyebrow: "Zona de servicio",
        title: `Dónde atiendo en ${townName} y sus alrededores`,
        intro: "Voy a su dirección en cualquiera de estas comunidades, y en todas las calles que hay entre ellas.",
      },
      neighborhoods: {
        eyebrow: "Vecindarios",
        title: `Vecindarios de ${townName} donde atiendo`,
        intro: `Voy a domicilio en ${wholeTownEs[municipality]}, también en estos vecindarios.`,
      },
      services: { eyebrow: "Servicios", title: `Cómo le ayudo en ${townName}` },
      serviceTypes: {
        title: `Los servicios más pedidos en ${townName}`,
        intro: "Escoja un servicio para ver cómo funciona y qué debe traer.",
      },
      keyLocations: {
        eyebrow: "Lugares clave",
        title: `Lugares de ${townName} adonde voy`,
        intro: "Oficinas públicas, escuelas, tiendas y otros sitios donde los clientes suelen pedir que nos veamos.",
      },
      landmarks: {
        eyebrow: "Lugares conocidos",
        title: `Lugares conocidos de ${townName}`,
        intro: "Sitios que todo el mundo conoce y que sirven de referencia cuando escogemos dónde vernos.",
      },
      reasons: { eyebrow: "Por qué elegirme", title: `Por qué me llaman en ${townName}` },
      closing: { title: `¿Necesita notarizar algo en ${townName}?` },
    } satisfies Record<string, SectionCopy>;
  }
  return {
    areas: {
      eyebrow: "Service area",
      title: `Areas I Serve in and around ${townName}`,
      intro: "I come to your address in any of these communities, and to the streets in between.",
    },
    neighborhoods: {
      eyebrow: "Neighborhoods",
      title: `${townName} Neighborhoods I Serve`,
      intro: "Home visits in every part of town, including these neighborhoods.",
    },
    services: { eyebrow: "Services", title: `How I Help in ${townName}` },
    serviceTypes: {
      title: `Notary Services Popular in ${townName}`,
      intro: "Choose a service to see how it works and what to bring.",
    },
    keyLocations: {
      eyebrow: "Key locations",
      title: `Places I Visit in ${townName}`,
      intro: "Public offices, schools, shops and other places where clients often ask to meet.",
    },
    landmarks: {
      eyebrow: "Landmarks",
      title: `Around ${townName}'s Landmarks`,
      intro: "Places everyone knows, and handy reference points when we choose where to meet.",
    },
    reasons: { eyebrow: "Why choose me", title: `Why ${townName} Clients Call Me` },
    closing: { title: `Need a Notary in ${townName}?` },
  } satisfies Record<string, SectionCopy>;
}

/** The words of a town page's frame: its heading, its buttons and its fixed labels. */
export interface TownPageWords {
  /** The h1, also the first half of the page's title. */
  heading: (townName: string) => string;
  /** The page's own `<title>`; the business name follows it when the whole fits in 60 characters. */
  title: (townName: string) => string;
  eyebrow: string;
  schedule: string;
  serving: (townName: string) => string;
  howItWorks: string;
  needServiceHeading: string;
  studentServices: string;
  facultyStaffServices: string;
  allAreas: string;
}

export const townPageWords: Bilingual<TownPageWords> = {
  en: {
    heading: (townName) => `Mobile Notary in ${townName}, ${serviceArea.stateCode}`,
    title: (townName) => `Mobile Notary in ${townName}, ${serviceArea.stateCode}`,
    eyebrow: `Mobile Notary · ${hours.summary}`,
    schedule: actionWords.en.named.online,
    serving: (townName) => `Serving ${townName}`,
    howItWorks: "How it works",
    needServiceHeading: "Need Service at a Specific Location",
    studentServices: "Student Services",
    facultyStaffServices: "Faculty & Staff Services",
    allAreas: "All Service Areas",
  },
  es: {
    heading: (townName) => `Notary public a domicilio en ${townName}, ${serviceArea.stateCode}`,
    title: (townName) => `Notarización en ${townName}`,
    eyebrow: `A domicilio · ${hours.summaryEs}`,
    schedule: actionWords.es.named.online,
    serving: (townName) => `Atiendo en ${townName}`,
    howItWorks: "Cómo funciona",
    needServiceHeading: "¿Necesita el servicio en un lugar específico?",
    studentServices: "Para estudiantes",
    facultyStaffServices: "Para profesores y personal",
    allAreas: "Todas las zonas",
  },
};
