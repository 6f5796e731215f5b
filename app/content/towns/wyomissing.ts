import { afterHoursPhrase, credentialsReason, hoursPhrase, ifHoursAllow } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { genderedEs } from "~/lib/gender-es";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("wyomissing", "en");
const placesEs = townPlaces("wyomissing", "es");

const { stateCode, stateEs } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const wyomissing = {
  en: {
    slug: "wyomissing",
    kind: "standard",
    summary:
      "Corporate offices, the Berkshire Mall area, Wyomissing Hills homes and retirement communities such as The Highlands, served at your desk or your door.",
    metaDescription: `Mobile notary public in Wyomissing, ${stateCode}, for corporate offices, Wyomissing Hills homes and retirement communities like The Highlands, at your desk or door.`,
    heroIntro: `Office suites, tree-lined streets and senior living communities across the borough, ${hoursPhrase.en}.`,
    intro: {
      heading: "Notarizations That Fit a Wyomissing Workday",
      paragraphs: [
        "Wyomissing is where a large part of Berks County goes to work. Corporate headquarters, the office parks on Berkshire Boulevard and the stores around the Berkshire Mall fill the borough on weekdays, and the people in them rarely have an hour to spare for a trip to a notary.",
        "After hours it is a borough of quiet, leafy streets, from the older blocks near Penn Avenue to Wyomissing Hills, which joined the borough in 2002. My Wyomissing calendar mixes both worlds: an HR manager with I-9 paperwork for a new hire, a retiree updating a healthcare directive, a couple refinancing once the children are in bed.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Illustration of a Wyomissing street of shops and offices under leafy trees, with a map pin at a doorway",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "id",
        title: "I-9 Verification for Employers",
        description:
          "Section 2 completed as your authorized representative, at your office or the new hire's, with the original documents examined in person.",
        service: "I-9-employment-verification",
      },
      {
        icon: "care",
        title: "Retirement Community Visits",
        description:
          "Healthcare directives, living wills and powers of attorney signed in a resident's own apartment or a quiet common room.",
        service: "living-wills-and-directives",
      },
      {
        icon: "home",
        title: "Refinances and Home Sales",
        description: ifHoursAllow(
          "Loan and closing packages signed at home in the evening, with every page flagged and checked.",
          "Loan and closing packages signed at home, with every page flagged and checked.",
        ),
        service: "loan-signing-agent",
      },
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "briefcase",
        title: "Between meetings",
        description: "I come to your office, sign in at reception and am gone before your next call.",
      },
      {
        icon: "shield",
        title: "Discreet and confidential",
        description: "Documents stay in your hands; my journal records only what Pennsylvania law requires.",
      },
      credentialsReason("Fully credentialed", "en"),
      {
        icon: "clock",
        title: ifHoursAllow("Evenings at home, too", "At home, too"),
        description: `When the office is not the place, I come to the house ${hoursPhrase.en}, ${afterHoursPhrase.en}.`,
      },
    ],
  },
  es: {
    slug: "wyomissing",
    kind: "standard",
    summary: "Oficinas, la zona del Berkshire Mall, las casas de Wyomissing Hills y residencias como The Highlands.",
    metaDescription:
      "Notary public a domicilio en Wyomissing. Oficinas, la zona del Berkshire Mall, las casas de Wyomissing Hills y residencias como The Highlands.",
    heroIntro: `Oficinas, calles con árboles y residencias para personas mayores en todo el pueblo. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Notarizaciones a la medida de un día de trabajo",
      paragraphs: [
        "En Wyomissing trabaja buena parte del condado: oficinas centrales de empresas, los parques de oficinas de Berkshire Boulevard y las tiendas alrededor del Berkshire Mall. Quien trabaja allí casi nunca tiene una hora libre para ir a buscar un notary public, así que voy yo: a su oficina, a la recepción o a la sala de reuniones.",
        "Fuera del horario de oficina, Wyomissing es un pueblo de calles tranquilas y llenas de árboles, desde las cuadras cerca de Penn Avenue hasta Wyomissing Hills. Mis citas aquí son de todo tipo: una gerente de recursos humanos con el formulario I-9 de un empleado nuevo, un jubilado que pone al día su directiva anticipada, una pareja que refinancia la casa cuando los niños ya están dormidos.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Ilustración de una calle de Wyomissing con tiendas y oficinas bajo árboles frondosos, con un marcador de mapa en una puerta",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "id",
        title: "Formulario I-9 para empleadores",
        description: `Completo la Sección 2 como su representante ${genderedEs("autorizado", "autorizada")}, en su oficina o donde esté el empleado nuevo, y reviso en persona los documentos originales.`,
        service: "I-9-employment-verification",
      },
      {
        icon: "care",
        title: "Visitas a residencias para mayores",
        description:
          "Directivas anticipadas, testamentos vitales y poderes notariales firmados en el apartamento del residente o en una sala tranquila.",
        service: "living-wills-and-directives",
      },
      {
        icon: "home",
        title: "Refinanciamientos y ventas de casas",
        description: ifHoursAllow(
          "Paquetes de préstamo y de cierre firmados en casa por la tarde, con cada página marcada y revisada.",
          "Paquetes de préstamo y de cierre firmados en casa, con cada página marcada y revisada.",
        ),
        service: "loan-signing-agent",
      },
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "briefcase",
        title: "Entre reunión y reunión",
        description: "Voy a su oficina, me anuncio en la recepción y termino antes de su próxima llamada.",
      },
      {
        icon: "shield",
        title: "Discreción",
        description: `Los documentos se quedan en sus manos; en mi registro anoto solo lo que exige la ley de ${stateEs}.`,
      },
      credentialsReason("Todas las credenciales", "es"),
      {
        icon: "clock",
        title: ifHoursAllow("También en casa, por la tarde", "También en su casa"),
        description: `Si la oficina no es el lugar, voy a su casa en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}.`,
      },
    ],
  },
} as const satisfies Bilingual<StandardTownPage>;
