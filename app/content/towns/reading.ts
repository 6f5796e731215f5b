import { afterHoursPhrase, credentialsReason, hoursPhrase, spanishAppointmentEs } from "~/content/towns/shared";
import type { FeaturedTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("reading", "en");
const placesEs = townPlaces("reading", "es");

const { stateCode, stateEs } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const reading = {
  en: {
    slug: "reading",
    kind: "featured",
    summary:
      "The county seat, from the courthouse and Penn Square offices to rowhouse blocks, Centre Park Victorians, the hospitals and the college campuses.",
    metaDescription: `Mobile notary public in Reading, ${stateCode}. I come to your home, office, hospital room or campus, from Penn Square and Centre Park to every city neighborhood.`,
    heroIntro: `Downtown offices, city homes, hospital rooms and college campuses across the city, ${hoursPhrase.en}.`,
    intro: {
      heading: "A Notary for Every Corner of the City",
      paragraphs: [
        "Reading is the county seat, so a great deal of Berks County's paperwork passes through it: deeds headed for the Recorder of Deeds, affidavits bound for the courthouse, closing packages for the rowhouses and twins that line the city's numbered streets. Much of it has to be signed somewhere other than a notary's desk, at a kitchen table in the Northeast, in an office above a Penn Square storefront, or beside a hospital bed.",
        `I bring the seal, the journal and the certificates to you. City life rarely stops when the office closes, so I keep ${hoursPhrase.en} open for Reading clients and plan around one-way streets, permit parking and the right entrance to a building. I arrive on time, and you don't have to hunt for a space downtown.`,
      ],
    },
    picture: {
      variant: "city",
      alt: "Illustration of Reading's downtown rooftops below a pagoda on a wooded hill, with a map pin marking a meeting place",
    },
    areas: placesEn.areas,
    neighborhoods: placesEn.neighborhoods,
    landmarks: placesEn.landmarks,
    services: [
      {
        icon: "home",
        title: "Home Signings",
        description:
          "Deeds, powers of attorney and family paperwork signed at your own table, whether you live in a Centre Park Victorian or a Southeast rowhome.",
        service: "mobile-notary",
      },
      {
        icon: "gavel",
        title: "Court and Legal Paperwork",
        description:
          "Affidavits and verifications you need to file downtown, sworn and notarized before you head to Court Street.",
        service: "affidavits",
      },
      {
        icon: "hospital",
        title: "Hospital and Bedside Visits",
        description:
          "Healthcare directives and medical authorizations signed in a hospital room, a rehab unit or a parent's bedroom.",
        service: "living-wills-and-directives",
      },
    ],
    serviceTypes: [
      "loan-signing-agent",
      "power-of-attorney",
      "affidavits",
      "medical-authorization",
      "I-9-employment-verification",
      "depositions",
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "clock",
        title: "After the workday",
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}, so a shift at work doesn't cost you a signing.`,
      },
      {
        icon: "pin",
        title: "I know the city",
        description:
          "One-way grids, permit parking and building entrances are planned before I leave, so I arrive on time.",
      },
      credentialsReason("Commissioned, bonded and insured", "en"),
      {
        icon: "heart",
        title: "Patient with every signer",
        description:
          "Elderly parents, first-time buyers and families signing for someone in hospital all get the time they need.",
      },
    ],
  },
  es: {
    slug: "reading",
    kind: "featured",
    summary:
      "La sede del condado: el tribunal, las oficinas de Penn Square, las casas en hilera, los hospitales y las universidades.",
    metaDescription:
      "Notary public a domicilio en Reading. La sede del condado: el tribunal, las oficinas de Penn Square, las casas en hilera, los hospitales y las universidades.",
    heroIntro: `Voy a oficinas del centro, casas, cuartos de hospital y universidades de toda la ciudad. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Voy a cualquier rincón de la ciudad",
      paragraphs: [
        `Reading es la sede del condado y tiene una de las comunidades latinas más grandes de ${stateEs}, con familias de Puerto Rico, la República Dominicana, México y muchos otros lugares. Aquí se firma mucho papeleo: escrituras para el Recorder of Deeds, declaraciones juradas para el tribunal, permisos de viaje para menores y poderes notariales para cuidar a un familiar. Y mucho de eso no se firma en una oficina, sino en la mesa de la cocina, en un despacho de Penn Square o junto a la cama del hospital.`,
        `Por eso llevo el sello, el registro y los certificados hasta usted. ${spanishAppointmentEs} Un aviso importante: en muchos países de América Latina, quien da fe de los documentos es un abogado. En ${stateEs} no es así. Como notary public, verifico su identidad y soy testigo de su firma, pero no preparo documentos ni doy consejos legales, tampoco de inmigración.`,
      ],
    },
    picture: {
      variant: "city",
      alt: "Ilustración de los techos del centro de Reading bajo una pagoda en una loma con árboles, con un marcador de mapa en un punto de encuentro",
    },
    areas: placesEs.areas,
    neighborhoods: placesEs.neighborhoods,
    landmarks: placesEs.landmarks,
    services: [
      {
        icon: "home",
        title: "Firmas en su casa",
        description:
          "Escrituras, poderes notariales y papeles de la familia, firmados en su propia mesa, en una casa victoriana de Centre Park o en una casa en hilera del sureste.",
        service: "mobile-notary",
      },
      {
        icon: "gavel",
        title: "Papeles para el tribunal",
        description:
          "Declaraciones juradas y verificaciones que tiene que presentar en el centro, juradas y notarizadas antes de ir a Court Street.",
        service: "affidavits",
      },
      {
        icon: "hospital",
        title: "Visitas al hospital",
        description:
          "Directivas anticipadas y autorizaciones médicas firmadas en un cuarto de hospital, en rehabilitación o en el cuarto de su mamá o su papá.",
        service: "living-wills-and-directives",
      },
    ],
    serviceTypes: [
      "loan-signing-agent",
      "power-of-attorney",
      "affidavits",
      "medical-authorization",
      "I-9-employment-verification",
      "depositions",
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "clock",
        title: "Después del trabajo",
        description: `Citas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}: no tiene que perder un turno para firmar.`,
      },
      {
        icon: "pin",
        title: "Conozco la ciudad",
        description:
          "Las calles de una sola vía, el estacionamiento con permiso y la entrada de cada edificio los planeo antes de salir, así llego a tiempo.",
      },
      credentialsReason("Comisión, fianza y seguro", "es"),
      {
        icon: "heart",
        title: "Paciencia con cada firmante",
        description:
          "Personas mayores, quienes compran su primera casa y familias que firman por alguien en el hospital: cada quien tiene el tiempo que necesita.",
      },
    ],
  },
} as const satisfies Bilingual<FeaturedTownPage>;
