import { afterHoursPhrase, credentialsReason, hoursPhrase, hoursTitle, spanishReasonEs } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { ifHoursAllow } from "~/content/towns/shared";
import { genderedEs } from "~/lib/gender-es";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("muhlenberg-township", "en");
const placesEs = townPlaces("muhlenberg-township", "es");

const { stateCode } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const muhlenbergTownship = {
  en: {
    slug: "muhlenberg-township",
    kind: "standard",
    summary:
      "Temple, Hyde Park and the Fifth Street Highway corridor north of Reading: township homes, shopping centers, warehouses and offices, plus neighboring Laureldale.",
    metaDescription: `Mobile notary public in Muhlenberg Township, ${stateCode}, for homes, shops, warehouses and offices in Temple, Hyde Park and Laureldale, just north of Reading.`,
    heroIntro: `Homes, shopping centers and workplaces from Temple to the Schuylkill River, ${hoursPhrase.en}.`,
    intro: {
      heading: "From the Fifth Street Highway to Your Front Door",
      paragraphs: [
        "Muhlenberg Township sits along Reading's northern edge, with the Fifth Street Highway running up its middle and neighborhoods such as Temple, Hyde Park and Cherokee Ranch on either side. The borough of Laureldale sits right beside it, and the Schuylkill River forms the township's western side.",
        "A good share of my Muhlenberg appointments are on the commercial side: business forms for shops along Fifth Street, I-9 reviews for warehouses and offices, vendor paperwork that needs an acknowledgment today. The rest are family visits, often to help an older relative sign from the comfort of the living room instead of a waiting room.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Illustration of Muhlenberg Township homes and trees beside a curving road, with a map pin marking a house",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "id",
        title: "I-9 Reviews for Employers",
        description:
          "New-hire document checks for warehouses, shops and offices, completed as your authorized representative on site.",
        service: "I-9-employment-verification",
      },
      {
        icon: "briefcase",
        title: "Business and Vehicle Paperwork",
        description:
          "Acknowledgments, vendor forms and vehicle transfer documents for businesses along the Fifth Street Highway.",
        service: "mobile-notary",
      },
      {
        icon: "care",
        title: "Visits for Older Relatives",
        description: "Powers of attorney and healthcare papers signed at home, so a parent doesn't have to travel.",
        service: "power-of-attorney",
      },
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "briefcase",
        title: "Built around business hours",
        description: ifHoursAllow(
          "Early-evening visits catch managers and staff before they leave for the day.",
          "Visits during the working day find managers and staff at their desks.",
        ),
      },
      {
        icon: "users",
        title: "Several signers, one visit",
        description: "A batch of new hires or a family with three signers: one appointment covers everyone.",
      },
      credentialsReason("Commissioned, bonded, insured", "en"),
      {
        icon: "clock",
        title: hoursTitle.en,
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}.`,
      },
    ],
  },
  es: {
    slug: "muhlenberg-township",
    kind: "standard",
    summary: "Temple, Hyde Park y la Fifth Street Highway: casas, tiendas, almacenes y oficinas al norte de Reading.",
    metaDescription:
      "Notary public a domicilio en Muhlenberg Township. Temple, Hyde Park y la Fifth Street Highway: casas, tiendas, almacenes y oficinas al norte de Reading.",
    heroIntro: `Casas, centros comerciales y lugares de trabajo desde Temple hasta el río Schuylkill. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "De la Fifth Street Highway a la puerta de su casa",
      paragraphs: [
        "Muhlenberg Township queda en el borde norte de Reading. La Fifth Street Highway lo cruza por el medio, con vecindarios como Temple, Hyde Park y Cherokee Ranch a cada lado. El pueblo de Laureldale está justo al lado, y el río Schuylkill marca el lado oeste del municipio.",
        "Muchas de mis citas en Muhlenberg son de negocios: formularios para las tiendas de la Fifth Street, la revisión del formulario I-9 en almacenes y oficinas, papeles de proveedores que necesitan un reconocimiento de firma hoy mismo. Las demás son visitas a familias, muchas veces para que un pariente mayor firme cómodo en la sala de su casa y no en una sala de espera.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Ilustración de casas y árboles de Muhlenberg Township junto a una carretera con curvas, con un marcador de mapa en una casa",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "id",
        title: "Revisión del I-9 para empleadores",
        description: `Reviso los documentos de los empleados nuevos en almacenes, tiendas y oficinas, como su representante ${genderedEs("autorizado", "autorizada")}, allí mismo.`,
        service: "I-9-employment-verification",
      },
      {
        icon: "briefcase",
        title: "Papeles de negocios y de vehículos",
        description:
          "Reconocimientos de firma, formularios de proveedores y documentos para traspasar un vehículo, para los negocios de la Fifth Street Highway.",
        service: "mobile-notary",
      },
      {
        icon: "care",
        title: "Visitas para familiares mayores",
        description:
          "Poderes notariales y papeles de salud firmados en casa, para que su mamá o su papá no tenga que salir.",
        service: "power-of-attorney",
      },
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "briefcase",
        title: "Al ritmo de los negocios",
        description: ifHoursAllow(
          "Las visitas a primera hora de la tarde encuentran a gerentes y empleados antes de que se vayan.",
          "Las visitas en horario de trabajo encuentran a gerentes y empleados en su puesto.",
          "evening",
        ),
      },
      {
        icon: "users",
        title: "Varios firmantes, una visita",
        description: "Un grupo de empleados nuevos o una familia con tres firmantes: una sola cita para todos.",
      },
      credentialsReason("Con comisión, fianza y seguro", "es"),
      spanishReasonEs(),
    ],
  },
} as const satisfies Bilingual<StandardTownPage>;
