import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { UniversityTownPage } from "~/content/towns/types";
import { formatUsd } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("kutztown", "en");
const placesEs = townPlaces("kutztown", "es");

const { stateCode } = site.serviceArea;
/** Kutztown is one of her listed towns, so the flat travel fee covers it, as the fees page's table says. */
const { travelUsd } = site.fees;

/** The town's page in English and in Spanish, side by side. */
export const kutztown = {
  en: {
    slug: "kutztown",
    kind: "university",
    summary:
      "Kutztown University students, faculty and staff, the shops of Main Street and the farms and boroughs around Maxatawny, Lyons and Topton.",
    metaDescription: `Mobile notary public in Kutztown, ${stateCode}, for Kutztown University students, faculty and staff, the shops of Main Street and the farms around Maxatawny and Topton.`,
    heroIntro: `Campus, downtown and country addresses alike, ${hoursPhrase.en}.`,
    intro: {
      heading: "Notary Service for a College Town",
      paragraphs: [
        "Kutztown is one of the oldest boroughs in Berks County and, since 1866, home to the school that grew into Kutztown University. With thousands of students on campus during the semester, the town's paperwork swings between small-town business and the very particular demands of university life.",
        `Off campus I help Main Street businesses, families in the surrounding farmland and people buying or selling homes in the borough. Kutztown is a longer drive from my base, so I plan visits here ahead; tell me what you need and where. The trip costs the same flat ${formatUsd(travelUsd)} travel fee as anywhere else on my list of towns.`,
      ],
    },
    picture: {
      variant: "campus",
      alt: "Illustration of a Kutztown campus clock tower among trees and lawns, with a map pin on the path",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "graduation",
        title: "Student Documents",
        description:
          "Study abroad, financial aid and housing paperwork notarized on campus or at your apartment, without needing a car.",
        service: "mobile-notary",
      },
      {
        icon: "briefcase",
        title: "Main Street Businesses",
        description: "Acknowledgments and business forms for shops and offices downtown, signed at the counter.",
        service: "acknowledgments",
      },
      {
        icon: "home",
        title: "Home Sales and Refinances",
        description: "Closing packages for homes in the borough and the surrounding townships, signed at your table.",
        service: "loan-signing-agent",
      },
    ],
    keyLocations: placesEn.keyLocations,
    university: {
      name: "Kutztown University",
      heading: "Serving Kutztown University",
      intro:
        "Students, faculty and staff tend to need a notary at the least convenient moment: a study abroad form due this week, a lease before the semester starts, a job offer with paperwork attached. I come to campus or to your apartment, so nobody has to borrow a car.",
      studentServices: [
        "Academic transcripts",
        "Study abroad documentation",
        "Financial aid documents",
        "Internship and employment papers",
        "Housing and rental agreements",
        "Personal legal documents",
      ],
      facultyStaffServices: [
        "Employment documentation",
        "Academic credentials",
        "Research and grant documents",
        "Professional certifications",
        "Real estate transactions",
        "Personal and family documents",
      ],
      campusNote: {
        title: "Convenient Campus Service",
        text: "We can meet in a public spot on campus, such as a lounge in the McFarland Student Union or a study area in Rohrbach Library, wherever the building's rules allow, or at your residence hall or apartment. Bring a current government-issued photo ID and leave the document unsigned until we meet.",
      },
    },
    reasons: [
      {
        icon: "graduation",
        title: "No car needed",
        description: "Students stay on campus; I come to the building or the apartment.",
      },
      {
        icon: "id",
        title: "Clear about ID",
        description:
          "I tell you beforehand which current photo ID works, including out-of-state licenses and passports.",
      },
      credentialsReason("Commissioned and bonded", "en"),
      {
        icon: "clock",
        title: "Around class schedules",
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}.`,
      },
    ],
  },
  es: {
    slug: "kutztown",
    kind: "university",
    summary: "Kutztown University, las tiendas de Main Street y el campo de Maxatawny, Lyons y Topton.",
    metaDescription:
      "Notary public a domicilio en Kutztown. Kutztown University, las tiendas de Main Street y el campo de Maxatawny, Lyons y Topton.",
    heroIntro: `En el campus, en el centro o en el campo. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Notarizaciones en un pueblo universitario",
      paragraphs: [
        "Kutztown es uno de los pueblos más antiguos del condado y, desde 1866, la sede de la escuela que llegó a ser Kutztown University. Con miles de estudiantes durante el semestre, el papeleo del pueblo va de los negocios de siempre a los trámites muy particulares de la vida universitaria.",
        `Fuera del campus atiendo a los negocios de Main Street, a las familias de las granjas de alrededor y a quienes compran o venden una casa en el pueblo. Kutztown queda más lejos de mi base, así que planeo estas visitas con tiempo: dígame qué necesita y dónde. El viaje cuesta la misma tarifa fija de ${formatUsd(travelUsd, "es")} que en los demás pueblos de mi lista.`,
      ],
    },
    picture: {
      variant: "campus",
      alt: "Ilustración de la torre del reloj de un campus de Kutztown entre árboles y jardines, con un marcador de mapa en el camino",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "graduation",
        title: "Documentos para estudiantes",
        description:
          "Papeles de estudios en el extranjero, ayuda financiera y vivienda notarizados en el campus o en su apartamento, sin necesidad de carro.",
        service: "mobile-notary",
      },
      {
        icon: "briefcase",
        title: "Negocios de Main Street",
        description:
          "Reconocimientos de firma y formularios de negocio para tiendas y oficinas del centro, firmados en el mostrador.",
        service: "acknowledgments",
      },
      {
        icon: "home",
        title: "Ventas y refinanciamientos de casas",
        description: "Paquetes de cierre para casas del pueblo y de los municipios de alrededor, firmados en su mesa.",
        service: "loan-signing-agent",
      },
    ],
    keyLocations: placesEs.keyLocations,
    university: {
      name: "Kutztown University",
      heading: "Al servicio de Kutztown University",
      intro:
        "Estudiantes, profesores y personal suelen necesitar un notary public en el peor momento: un formulario de estudios en el extranjero que vence esta semana, un contrato de alquiler antes de empezar el semestre, una oferta de trabajo con papeles que firmar. Voy al campus o a su apartamento, así nadie tiene que pedir un carro prestado.",
      studentServices: [
        "Expedientes académicos",
        "Documentos para estudiar en el extranjero",
        "Documentos de ayuda financiera",
        "Papeles de prácticas y de empleo",
        "Contratos de vivienda y de alquiler",
        "Documentos legales personales",
      ],
      facultyStaffServices: [
        "Documentos de empleo",
        "Credenciales académicas",
        "Documentos de investigación y de becas",
        "Certificaciones profesionales",
        "Compraventa de propiedades",
        "Documentos personales y familiares",
      ],
      campusNote: {
        title: "Servicio cómodo en el campus",
        text: "Podemos vernos en un lugar público del campus, como una sala del McFarland Student Union o una zona de estudio de la Rohrbach Library, si las reglas del edificio lo permiten, o en su residencia estudiantil o su apartamento. Traiga una identificación vigente con foto emitida por el gobierno y no firme el documento hasta que nos veamos.",
      },
    },
    reasons: [
      {
        icon: "graduation",
        title: "No necesita carro",
        description: "Usted se queda en el campus; yo voy al edificio o al apartamento.",
      },
      {
        icon: "id",
        title: "Sin dudas sobre la identificación",
        description:
          "Le digo antes qué identificación con foto sirve, también licencias de otros estados y pasaportes.",
      },
      credentialsReason("Con comisión y fianza", "es"),
      {
        icon: "clock",
        title: "A la medida de sus clases",
        description: `Citas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}.`,
      },
    ],
  },
} as const satisfies Bilingual<UniversityTownPage>;
