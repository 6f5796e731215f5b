import type { IconName } from "~/vocabulary/icon-names";
import { locationPaths, townPages } from "~/content/towns";
import { spanishAppointmentEs } from "~/content/towns/shared";
import type { Feature } from "~/content/types";
import { formatList, formatRange, formatUsd, formatWithinMiles, inSentenceCase } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";
import { afterHoursPhrase } from "~/lib/hours-words";
import { actionWords } from "~/content/actions";

const { serviceArea, fees, hours, policies } = site;

/**
 * The hospitals and colleges the Locations page names, each with the town it stands in: the page
 * names only those in towns she serves, so a dropped town's landmarks leave with it.
 */
export const NAMED_PLACES = {
  hospitals: [
    {
      town: "west-reading",
      name: { en: "Reading Hospital in West Reading", es: "el Reading Hospital, en West Reading" },
    },
    {
      town: "reading",
      name: {
        en: "Penn State Health St. Joseph's downtown campus in Reading",
        es: "el campus del centro de Penn State Health St. Joseph, en Reading",
      },
    },
  ],
  colleges: [
    { town: "kutztown", name: { en: "Kutztown University", es: "Kutztown University" } },
    { town: "reading", name: { en: "Albright College", es: "Albright College" } },
    { town: "reading", name: { en: "Alvernia University", es: "Alvernia University" } },
    { town: "spring-township", name: { en: "Penn State Berks", es: "Penn State Berks" } },
    { town: "reading", name: { en: "Reading Area Community College", es: "Reading Area Community College" } },
  ],
} as const;

/** The named places of one kind in towns she serves, as a list in `lang`; empty when none is. */
function namedPlacesServed(kind: keyof typeof NAMED_PLACES, lang: Lang): string {
  const served = new Set<string>(serviceArea.towns.map((town) => town.slug));
  const names = NAMED_PLACES[kind].filter((place) => served.has(place.town)).map((place) => place.name[lang]);
  return names.length > 0 ? formatList(names, "conjunction", lang) : "";
}
const hospitalsServed = { en: namedPlacesServed("hospitals", "en"), es: namedPlacesServed("hospitals", "es") };
const collegesServed = { en: namedPlacesServed("colleges", "en"), es: namedPlacesServed("colleges", "es") };

/** A card on /locations that leads to one town page (spec §3, location entry). */
export interface LocationEntry {
  name: string;
  description: string;
  link: string;
  /** "City", "Borough" or "Township", from the config. */
  kind: string;
}

/** Where we can meet, and why that place helps (spec §3, meeting-place type). */
export interface MeetingPlaceType {
  icon: IconName;
  title: string;
  description: string;
  benefits: readonly string[];
}

/** One fact about travel or scheduling, read from the config. */
export interface TravelFact {
  icon: IconName;
  title: string;
  detail: string;
}

interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

/** Everything /locations says, in one language. */
export interface LocationsContent {
  head: { title: string; description: string };
  hero: { eyebrow: string; title: string };
  schedule: string;
  intro: string;
  meetingPlaces: readonly MeetingPlaceType[];
  specializedLocations: readonly Feature[];
  travelFacts: readonly TravelFact[];
  sections: Record<"towns" | "meetingPlaces" | "specialized" | "travel", SectionCopy>;
  serviceMapAlt: string;
  closing: { title: string; text: string };
  /** The closing band's second link, to the mobile service's page in the same language. */
  aboutMobileService: { label: string; to: string };
}

const municipalityLabels: Bilingual<Record<"city" | "borough" | "township", string>> = {
  en: { city: "City", borough: "Borough", township: "Township" },
  es: { city: "Ciudad", borough: "Distrito municipal", township: "Municipio" },
};

/** The towns in the config's order, each with the summary from its own page in the same language. */
export function locationEntries(lang: Lang): LocationEntry[] {
  return serviceArea.towns.map((town) => ({
    name: town.name,
    description: townPages[town.slug][lang].summary,
    link: locationPaths[lang].town(town.slug),
    kind: municipalityLabels[lang][town.municipality],
  }));
}

export const locationsContent: Bilingual<LocationsContent> = {
  en: {
    head: {
      title: `Mobile Notary Service Areas in ${serviceArea.region}`,
      description: `Mobile notary public across ${serviceArea.region}, ${serviceArea.stateCode}: I come to homes, offices and hospitals in ${serviceArea.towns.length} communities and anywhere within ${serviceArea.radiusMiles} miles of ${serviceArea.base}.`,
    },
    hero: { eyebrow: `${serviceArea.region}, ${serviceArea.stateCode}`, title: "Mobile Notary Service Areas" },
    schedule: actionWords.en.book.label,
    intro: `I travel to homes, offices, hospitals and campuses across ${serviceArea.region}: the ${serviceArea.towns.length} communities below and everywhere within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, ${hours.summary.toLowerCase()}.`,
    meetingPlaces: [
      {
        icon: "home",
        title: "Your Home",
        description:
          "Sign at your own kitchen or dining table, with your papers and everyone who needs to sign already there.",
        benefits: [
          "No driving or parking for you",
          "Relatives who can't travel can still sign",
          "Time to read every page without a queue behind you",
        ],
      },
      {
        icon: "briefcase",
        title: "Your Office or Workplace",
        description: "I come to your desk, conference room, shop counter or job site and fit around your working day.",
        benefits: [
          "No time off work",
          "Several signers or new hires in one visit",
          "A private room for confidential documents",
        ],
      },
      {
        icon: "hospital",
        title: "Hospitals and Care Facilities",
        description:
          "Bedside signings in hospitals, rehabilitation centers, nursing homes and assisted living, during visiting hours.",
        benefits: [
          "The signer stays in bed or in a chair",
          "Family members can be in the room",
          "A calm pace, with the signer awake, aware and able to sign",
        ],
      },
      {
        icon: "coffee",
        title: "Public Places",
        description: "A coffee shop, a library study room or a bank lobby works well when neither side wants to host.",
        benefits: [
          "Neutral ground for parties who don't know each other",
          "A table and good light",
          "Easy to find, with parking nearby",
        ],
      },
    ],
    specializedLocations: [
      {
        icon: "hospital",
        title: "Hospitals",
        description: hospitalsServed.en
          ? `Patients' rooms and family lounges at ${hospitalsServed.en}, and other area hospitals.`
          : "Patients' rooms and family lounges at the area's hospitals.",
      },
      {
        icon: "care",
        title: "Senior Living and Nursing Homes",
        description:
          "Retirement communities, personal care homes and skilled nursing facilities, arranged with the staff so visits go smoothly.",
      },
      {
        icon: "university",
        title: "College Campuses",
        description: collegesServed.en
          ? `Students, faculty and staff at ${collegesServed.en}.`
          : "Students, faculty and staff at the area's colleges, on campus or nearby.",
      },
      {
        icon: "gavel",
        title: "Law and Title Offices",
        description:
          "Signings for attorneys' and title companies' clients, including witnesses sworn in for depositions near the county courthouse.",
      },
      {
        icon: "id",
        title: "Employers and HR Departments",
        description: "I-9 reviews and employment paperwork for warehouses, offices, farms and shops, on site.",
      },
      {
        icon: "home",
        title: "Real Estate Closings",
        description:
          "Purchase, refinance and home equity signings at the buyer's home, the seller's home or an agent's office.",
      },
    ],
    travelFacts: [
      {
        icon: "route",
        title: "Service radius",
        detail: `Anywhere within ${serviceArea.radiusMiles} miles of ${serviceArea.base}; farther by arrangement.`,
      },
      {
        icon: "car",
        title: "Travel fee",
        detail: `${formatUsd(fees.travelUsd)} within ${fees.travelFeeRadiusMiles} miles. Farther away, I quote the fee before I set out.`,
      },
      {
        icon: "clock",
        title: "Hours",
        detail: `${capitalize(describeSchedule())}.${hours.specialArrangements ? " Other times by special arrangement." : ""}`,
      },
      ...afterHoursPricing("en"),
      {
        icon: "calendar",
        title: "Booking ahead",
        detail: `${formatRange(policies.bookAheadHours)} hours' notice is ideal; ${formatRange(policies.depositionBookAheadHours)} hours for depositions.`,
      },
      {
        icon: "signature",
        title: "How long it takes",
        detail: `Most appointments take ${formatRange(policies.appointmentMinutes)} minutes; loan signings ${formatRange(policies.loanSigningMinutes)} minutes.`,
      },
      {
        icon: "message",
        title: "Cancellations",
        detail: `Please give ${policies.cancellationNoticeHours} hours' notice; a fee may apply with less than ${policies.lateCancellationHours} hours' notice.`,
      },
      {
        icon: "check",
        title: "Payment",
        detail: `${capitalize(formatList(fees.paymentMethods, "disjunction"))}.`,
      },
    ],
    sections: {
      towns: {
        eyebrow: "Locations",
        title: "Towns I Serve",
        intro: "Choose your town to see the neighborhoods, key locations and services I cover there.",
      },
      meetingPlaces: {
        eyebrow: "Meeting places",
        title: "Where We Can Meet",
        intro: "Pick the place that suits the signers; I bring the seal, the journal and the certificates.",
      },
      specialized: {
        eyebrow: "Specialized locations",
        title: "Hospitals, Campuses and Other Special Settings",
        intro:
          "Some places have rules of their own. I work around visiting hours, front desks and security so the signing goes smoothly.",
      },
      travel: {
        eyebrow: "Travel and scheduling",
        title: "Travel, Fees and Scheduling",
        intro: "What to expect before you book, straight from my price list and calendar.",
      },
    },
    serviceMapAlt: `Illustration of a map with a dashed circle around ${serviceArea.base} marking the travel radius, with dots for the towns inside it`,
    closing: {
      title: "Don't See Your Town?",
      text: `If you are within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, I can come to you, and farther trips can be arranged. Send the address with your request and I will confirm the travel fee before booking.`,
    },
    aboutMobileService: { label: "About Mobile Service", to: locationPaths.en.service("mobile-notary") },
  },
  es: {
    head: {
      title: "Zonas de servicio a domicilio",
      description: `Notary public que va a domicilio en todo ${serviceArea.regionEs}, ${serviceArea.stateCode}: ${serviceArea.towns.length} comunidades y cualquier lugar a menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}.`,
    },
    hero: { eyebrow: `A domicilio en ${serviceArea.regionEs}, ${serviceArea.stateCode}`, title: "Zonas de servicio" },
    schedule: actionWords.es.book.label,
    intro: `Voy a casas, oficinas, hospitales y universidades en todo ${serviceArea.regionEs}: a las ${serviceArea.towns.length} comunidades de abajo y a cualquier lugar a menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}, en horario de ${inSentenceCase(hours.summaryEs, "es")}. ${spanishAppointmentEs}`,
    meetingPlaces: [
      {
        icon: "home",
        title: "Su casa",
        description:
          "Firme en la mesa de su cocina o de su comedor, con sus papeles a mano y todas las personas que deben firmar ya presentes.",
        benefits: [
          "No tiene que manejar ni buscar estacionamiento",
          "Los familiares que no pueden salir también pueden firmar",
          "Tiempo para leer cada página sin nadie esperando detrás",
        ],
      },
      {
        icon: "briefcase",
        title: "Su oficina o su trabajo",
        description:
          "Voy a su escritorio, a la sala de reuniones, al mostrador de su tienda o a la obra, y me adapto a su jornada.",
        benefits: [
          "No tiene que pedir el día libre",
          "Varios firmantes o empleados nuevos en una sola visita",
          "Un cuarto privado para los documentos confidenciales",
        ],
      },
      {
        icon: "hospital",
        title: "Hospitales y centros de cuidado",
        description:
          "Firmas junto a la cama en hospitales, centros de rehabilitación, hogares de ancianos y residencias asistidas, en horas de visita.",
        benefits: [
          "El firmante se queda en la cama o en su silla",
          "La familia puede estar en el cuarto",
          "Sin prisa, con el firmante despierto, consciente y capaz de firmar",
        ],
      },
      {
        icon: "coffee",
        title: "Lugares públicos",
        description:
          "Una cafetería, una sala de estudio de la biblioteca o el vestíbulo de un banco sirven bien cuando nadie quiere recibir en su casa.",
        benefits: [
          "Un lugar neutral para personas que no se conocen",
          "Una mesa y buena luz",
          "Fácil de encontrar, con estacionamiento cerca",
        ],
      },
    ],
    specializedLocations: [
      {
        icon: "hospital",
        title: "Hospitales",
        description: hospitalsServed.es
          ? `Cuartos de pacientes y salas de familias en ${hospitalsServed.es}, y en otros hospitales de la zona.`
          : "Cuartos de pacientes y salas de familias en los hospitales de la zona.",
      },
      {
        icon: "care",
        title: "Residencias para mayores y hogares de ancianos",
        description:
          "Comunidades de jubilados, hogares de cuidado personal y centros de enfermería; coordino la visita con el personal para que todo salga bien.",
      },
      {
        icon: "university",
        title: "Campus universitarios",
        description: collegesServed.es
          ? `Estudiantes, profesores y personal de ${collegesServed.es}.`
          : "Estudiantes, profesores y personal de las universidades de la zona, en el campus o cerca.",
      },
      {
        icon: "gavel",
        title: "Bufetes de abogados y compañías de títulos",
        description:
          "Firmas para los clientes de abogados y compañías de títulos, y juramento de testigos para deposiciones cerca del tribunal del condado.",
      },
      {
        icon: "id",
        title: "Empleadores y recursos humanos",
        description:
          "Revisión del formulario I-9 y papeles de empleo para almacenes, oficinas, granjas y tiendas, en el mismo lugar de trabajo.",
      },
      {
        icon: "home",
        title: "Cierres de bienes raíces",
        description:
          "Firmas de compra, refinanciamiento y préstamos sobre el valor de la vivienda, en la casa del comprador, en la del vendedor o en la oficina del agente.",
      },
    ],
    travelFacts: [
      {
        icon: "route",
        title: "Hasta dónde voy",
        detail: `A cualquier lugar a menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}; más lejos, si lo acordamos.`,
      },
      {
        icon: "car",
        title: "Tarifa de viaje",
        detail: `${formatUsd(fees.travelUsd, "es")} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}. Más lejos, le digo la tarifa antes de salir.`,
      },
      {
        icon: "clock",
        title: "Horario",
        detail: `${asSentence(capitalize(describeSchedule("es")))}${hours.specialArrangements ? " Otros horarios, si lo acordamos antes." : ""}`,
      },
      ...afterHoursPricing("es"),
      {
        icon: "calendar",
        title: "Con cuánto tiempo pedir la cita",
        detail: `Lo ideal es avisar ${formatRange(policies.bookAheadHours, "es")} horas antes; para una deposición, ${formatRange(policies.depositionBookAheadHours, "es")} horas antes.`,
      },
      {
        icon: "signature",
        title: "Cuánto dura",
        detail: `Casi todas las citas duran ${formatRange(policies.appointmentMinutes, "es")} minutos; las firmas de préstamos, ${formatRange(policies.loanSigningMinutes, "es")} minutos.`,
      },
      {
        icon: "message",
        title: "Cancelaciones",
        detail: `Por favor, avise con ${policies.cancellationNoticeHours} horas; si avisa con menos de ${policies.lateCancellationHours} horas, puede haber un cargo.`,
      },
      {
        icon: "check",
        title: "Pago",
        detail: `${capitalize(formatList(fees.paymentMethodsEs, "disjunction", "es"))}.`,
      },
    ],
    sections: {
      towns: {
        eyebrow: "Zonas",
        title: "Pueblos y ciudades donde atiendo",
        intro: "Escoja su pueblo para ver los vecindarios, los lugares clave y los servicios que ofrezco allí.",
      },
      meetingPlaces: {
        eyebrow: "Lugares de encuentro",
        title: "Dónde podemos vernos",
        intro:
          "Escoja el lugar que mejor les quede a los firmantes; yo llevo el sello, el registro y los certificados.",
      },
      specialized: {
        eyebrow: "Lugares especiales",
        title: "Hospitales, campus y otros lugares especiales",
        intro:
          "Algunos lugares tienen sus propias reglas. Me adapto a las horas de visita, a la recepción y a la seguridad para que la firma salga bien.",
      },
      travel: {
        eyebrow: "Viaje y horarios",
        title: "Viaje, tarifas y horarios",
        intro: "Lo que conviene saber antes de pedir la cita, según mi lista de precios y mi calendario.",
      },
    },
    serviceMapAlt: `Ilustración de un mapa con un círculo punteado alrededor de ${serviceArea.base} que marca el radio de viaje, con puntos para los pueblos que quedan dentro`,
    closing: {
      title: "¿No ve su pueblo?",
      text: `Si está a menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}, puedo ir, y los viajes más largos se pueden acordar. Mande la dirección con su solicitud y le confirmo la tarifa de viaje antes de la cita.`,
    },
    aboutMobileService: { label: "Sobre el servicio a domicilio", to: locationPaths.es.service("mobile-notary") },
  },
};

/** A full stop at the end, unless the text already ends with one ("8:00 p.m."). */
function asSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The after-hours price card, naming the evenings and weekend days she works; none for weekday daytime hours. */
function afterHoursPricing(lang: Lang): { icon: IconName; title: string; detail: string }[] {
  const free = fees.afterHoursSurchargeUsd === 0;
  if (lang === "es") {
    const when = afterHoursPhrase(hours, "articles");
    const whenNi = afterHoursPhrase(hours, "articlesNi");
    const title = afterHoursPhrase(hours, "singular");
    if (!when || !whenNi || !title) return [];
    return [
      {
        icon: "star",
        title: `Precio por ${title}`,
        detail: free
          ? `Sin cargo adicional por ${whenNi}.`
          : `${formatUsd(fees.afterHoursSurchargeUsd, "es")} adicionales por ${when}.`,
      },
    ];
  }
  const whenOr = afterHoursPhrase(hours, "or");
  const whenAnd = afterHoursPhrase(hours, "and");
  if (!whenOr || !whenAnd) return [];
  return [
    {
      icon: "star",
      title: "After-hours pricing",
      detail: free ? `No surcharge for ${whenOr}.` : `${formatUsd(fees.afterHoursSurchargeUsd)} extra for ${whenAnd}.`,
    },
  ];
}
