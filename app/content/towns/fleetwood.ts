import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("fleetwood", "en");
const placesEs = townPlaces("fleetwood", "es");

const { stateCode } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const fleetwood = {
  en: {
    slug: "fleetwood",
    kind: "standard",
    summary:
      "Main Street, the Fleetwood Community Center and the farms and villages of Richmond, Ruscombmanor and Maidencreek townships.",
    metaDescription: `Mobile notary public in Fleetwood, ${stateCode}, on Main Street and across the farms and villages of Richmond, Ruscombmanor and Maidencreek townships.`,
    heroIntro: `Homes in the borough and farms, businesses and family properties in the townships around it, ${hoursPhrase.en}.`,
    intro: {
      heading: "A Mobile Notary for Fleetwood and the Farm Country Around It",
      paragraphs: [
        "Fleetwood is a small borough with a long memory: its name lives on in the Cadillac Fleetwood, after the coachbuilder that once made car bodies here. The borough covers about a square mile, bordered by Richmond Township on three sides and Ruscombmanor Township to the south, and beyond the town limits the land turns quickly to farms.",
        "With no notary office around the corner, Fleetwood-area clients often ask me to come out instead: farm families signing land and equipment paperwork, residents selling a house in the borough, employers in the townships with new hires to verify. Give me the address, even if it is at the end of a long lane, and I will find it.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Illustration of farmhouses and trees on rolling hills around Fleetwood, with a map pin at a farm lane",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "signature",
        title: "Land and Property Documents",
        description:
          "Acknowledgments for deeds, easements and agreements when farmland or a family home changes hands.",
        service: "acknowledgments",
      },
      {
        icon: "id",
        title: "I-9 Checks for Local Employers",
        description:
          "Section 2 of Form I-9 completed on the farm, in the shop or at the office, with originals examined.",
        service: "I-9-employment-verification",
      },
      {
        icon: "care",
        title: "Living Wills and Directives",
        description:
          "Healthcare directives and living wills signed at home, with any witnesses you have arranged present.",
        service: "living-wills-and-directives",
      },
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "car",
        title: "I make the drive",
        description:
          "No trip into Reading for you: the seal, the journal and the certificates come to the farm or the house.",
      },
      {
        icon: "route",
        title: "Rural addresses welcome",
        description: "Farm lanes, long driveways and addresses the map apps get wrong are part of the job.",
      },
      credentialsReason("Bonded and insured", "en"),
      {
        icon: "clock",
        title: "After chores and work",
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}.`,
      },
    ],
  },
  es: {
    slug: "fleetwood",
    kind: "standard",
    summary:
      "Main Street, el Fleetwood Community Center y las granjas y pueblos de Richmond, Ruscombmanor y Maidencreek.",
    metaDescription:
      "Notary public a domicilio en Fleetwood. Main Street, el Fleetwood Community Center y las granjas y pueblos de Richmond, Ruscombmanor y Maidencreek.",
    heroIntro: `Casas en el pueblo, y granjas, negocios y propiedades de familia en los municipios de alrededor. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Notarización a domicilio en Fleetwood y el campo que lo rodea",
      paragraphs: [
        "Fleetwood es un pueblo pequeño con mucha historia: su nombre sigue vivo en el Cadillac Fleetwood, por la fábrica de carrocerías que funcionó aquí. Richmond Township lo rodea por tres lados y Ruscombmanor Township queda al sur, y en cuanto uno sale del pueblo empiezan las granjas.",
        "Como no hay una oficina de notary public a la vuelta de la esquina, muchos clientes de la zona me piden que vaya yo: familias de granja que firman papeles de tierras y maquinaria, vecinos que venden su casa, empleadores de los municipios con trabajadores nuevos que verificar. Deme la dirección, aunque quede al final de un camino largo, y la encuentro.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Ilustración de casas de campo y árboles en las colinas alrededor de Fleetwood, con un marcador de mapa en un camino de granja",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "signature",
        title: "Tierras y propiedades",
        description:
          "Reconocimiento de firma para escrituras, servidumbres y acuerdos cuando una finca o la casa de la familia cambia de dueño.",
        service: "acknowledgments",
      },
      {
        icon: "id",
        title: "Formulario I-9 para empleadores de la zona",
        description:
          "Completo la Sección 2 del formulario I-9 en la granja, en el taller o en la oficina, con los documentos originales a la vista.",
        service: "I-9-employment-verification",
      },
      {
        icon: "care",
        title: "Testamentos vitales y directivas",
        description:
          "Directivas anticipadas y testamentos vitales firmados en casa, con los testigos que usted haya buscado.",
        service: "living-wills-and-directives",
      },
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "car",
        title: "El viaje lo hago yo",
        description:
          "No tiene que ir a Reading: el sello, el registro y los certificados llegan a la granja o a la casa.",
      },
      {
        icon: "route",
        title: "Direcciones rurales, sin problema",
        description: "Caminos de granja, entradas largas y direcciones que el GPS pone mal son parte del trabajo.",
      },
      credentialsReason("Con fianza y seguro", "es"),
      {
        icon: "clock",
        title: "Después del trabajo en el campo",
        description: `Citas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}.`,
      },
    ],
  },
} as const satisfies Bilingual<StandardTownPage>;
