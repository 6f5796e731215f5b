import { afterHoursPhrase, credentialsReason, hoursPhrase, hoursTitle, ifHoursAllow } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("spring-township", "en");
const placesEs = townPlaces("spring-township", "es");

const { stateCode } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const springTownship = {
  en: {
    slug: "spring-township",
    kind: "standard",
    summary:
      "Penn State Berks, Broadcasting Square and the Penn Avenue corridor, and the established neighborhoods of West Lawn and Lincoln Park in the county's second-largest municipality.",
    metaDescription: `Mobile notary public in Spring Township, ${stateCode}, for Penn State Berks, Broadcasting Square, Penn Avenue businesses and the homes of West Lawn and Lincoln Park.`,
    heroIntro: `Student apartments, family homes and busy shopping corridors across the township, ${hoursPhrase.en}.`,
    intro: {
      heading: "One Notary for a Very Big Township",
      paragraphs: [
        "Spring Township has more residents than any Berks County municipality except Reading, and it covers a lot of ground, from the Tulpehocken Creek on its northern edge to the hills near the Lancaster County line. West Lawn, which merged into the township in 2006, and Lincoln Park give it established neighborhoods; Penn Avenue and Broadcasting Square give it shopping; Penn State Berks gives it a campus.",
        "That variety shows up in my calendar: a lease or financial-aid form for a student, a refinance in Lincoln Park, a power of attorney for a parent in West Lawn, paperwork for a small business on Penn Avenue. Wherever you are in the township, I come to you and bring everything the notarization needs.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Illustration of Spring Township's suburban homes, trees and a winding road, with a map pin at one house",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "graduation",
        title: "Student Paperwork",
        description:
          "Leases, financial-aid forms and sworn statements for Penn State Berks students, signed at an apartment or a meeting spot near campus.",
        service: "affidavits",
      },
      {
        icon: "home",
        title: "Home Closings and Refinances",
        description: "Loan signings at your kitchen table, with time to read each page before you sign it.",
        service: "loan-signing-agent",
      },
      {
        icon: "users",
        title: "Powers of Attorney",
        description:
          "General, limited, durable and healthcare powers of attorney, notarized wherever the principal is.",
        service: "power-of-attorney",
      },
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "route",
        title: "Every corner of the township",
        description: "From the creek side to the southern hills, the drive is mine, not yours.",
      },
      {
        icon: "graduation",
        title: "Student-friendly",
        description: "Clear instructions on which ID to bring and a meeting place that doesn't need a car.",
      },
      credentialsReason("Commissioned, bonded and screened", "en"),
      {
        icon: "clock",
        title: ifHoursAllow("After class and after work", hoursTitle.en),
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}.`,
      },
    ],
  },
  es: {
    slug: "spring-township",
    kind: "standard",
    summary: "Penn State Berks, Broadcasting Square, Penn Avenue y los vecindarios de West Lawn y Lincoln Park.",
    metaDescription:
      "Notary public a domicilio en Spring Township. Penn State Berks, Broadcasting Square, Penn Avenue y los vecindarios de West Lawn y Lincoln Park.",
    heroIntro: `Apartamentos de estudiantes, casas de familia y zonas comerciales en todo el municipio. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Todo el municipio, de punta a punta",
      paragraphs: [
        "Spring Township tiene más habitantes que cualquier otro municipio del condado, menos Reading, y ocupa mucho terreno: desde el Tulpehocken Creek, al norte, hasta las colinas cerca del condado de Lancaster. West Lawn, que se unió al municipio en 2006, y Lincoln Park son vecindarios de toda la vida; Penn Avenue y Broadcasting Square tienen las tiendas, y Penn State Berks, el campus.",
        "Esa variedad se nota en mi agenda: un contrato de alquiler o un formulario de ayuda financiera para un estudiante, un refinanciamiento en Lincoln Park, un poder notarial para una madre en West Lawn, los papeles de un pequeño negocio en Penn Avenue. Esté donde esté en el municipio, voy yo y llevo todo lo que necesita la notarización.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Ilustración de casas de las afueras, árboles y un camino con curvas en Spring Township, con un marcador de mapa en una casa",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "graduation",
        title: "Papeles para estudiantes",
        description:
          "Contratos de alquiler, formularios de ayuda financiera y declaraciones juradas para estudiantes de Penn State Berks, firmados en su apartamento o cerca del campus.",
        service: "affidavits",
      },
      {
        icon: "home",
        title: "Cierres y refinanciamientos",
        description: "Firmas de préstamos en la mesa de su cocina, con tiempo para leer cada página antes de firmarla.",
        service: "loan-signing-agent",
      },
      {
        icon: "users",
        title: "Poderes notariales",
        description:
          "Poderes notariales generales, limitados, duraderos y para la salud, notarizados donde esté la persona que los otorga.",
        service: "power-of-attorney",
      },
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "route",
        title: "Todo el municipio",
        description: "Del arroyo a las colinas del sur, el viaje lo hago yo, no usted.",
      },
      {
        icon: "graduation",
        title: "Fácil para estudiantes",
        description:
          "Le digo con claridad qué identificación traer, y buscamos un lugar al que pueda llegar sin carro.",
      },
      credentialsReason("Comisión, fianza y antecedentes verificados", "es"),
      {
        icon: "clock",
        title: ifHoursAllow("Después de clases y del trabajo", hoursTitle.es, "after work"),
        description: `Citas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}.`,
      },
    ],
  },
} as const satisfies Bilingual<StandardTownPage>;
