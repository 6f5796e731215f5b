import { afterHoursPhrase, credentialsReason, hoursPhrase, hoursTitle } from "~/content/towns/shared";
import type { FeaturedTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("exeter-township", "en");
const placesEs = townPlaces("exeter-township", "es");

const { stateCode } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const exeterTownship = {
  en: {
    slug: "exeter-township",
    kind: "featured",
    summary:
      "Suburban streets off Perkiomen Avenue and Boyertown Pike, the old villages of Lorane, Jacksonwald and Stonersville, and the countryside down to the Schuylkill.",
    metaDescription: `Mobile notary public in Exeter Township, ${stateCode}, from the streets off Perkiomen Avenue to Lorane, Jacksonwald and Stonersville. I come to your door.`,
    heroIntro: `Homes in Reiffton, Lorane and Jacksonwald, businesses on Perkiomen Avenue and family visits across the township, ${hoursPhrase.en}.`,
    intro: {
      heading: "Notary Visits Across Exeter's Villages and Suburbs",
      paragraphs: [
        "Exeter Township is one of the most populous municipalities in Berks County, yet it still reads like a string of villages: Reiffton on the Reading side, Lorane and Jacksonwald further out, and farmland rolling down to the Schuylkill River, which forms the township's southern edge. Homes are spread out, and driving into the city to find a notary can eat half a day.",
        "Much of my Exeter work is real estate and family paperwork: refinance packages in the newer developments, deeds for older farmhouses changing hands, and powers of attorney for parents who would rather stay home. I also see small-business owners along Perkiomen Avenue and Boyertown Pike who need a form notarized between customers.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Illustration of homes and trees along a winding road through Exeter Township's hills, with a map pin at a house",
    },
    areas: placesEn.areas,
    neighborhoods: placesEn.neighborhoods,
    landmarks: placesEn.landmarks,
    services: [
      {
        icon: "home",
        title: "Purchase and Refinance Closings",
        description:
          "Loan packages signed at your dining table, every page checked and dated, with the documents back to the title company on time.",
        service: "loan-signing-agent",
      },
      {
        icon: "users",
        title: "Family Paperwork at Home",
        description:
          "Powers of attorney and healthcare documents for parents and grandparents who would rather not travel.",
        service: "power-of-attorney",
      },
      {
        icon: "briefcase",
        title: "Small-Business Documents",
        description:
          "Contracts, vendor forms and acknowledgments for shops and offices along Perkiomen Avenue and Boyertown Pike.",
        service: "acknowledgments",
      },
    ],
    serviceTypes: [
      "loan-signing-agent",
      "acknowledgments",
      "power-of-attorney",
      "living-wills-and-directives",
      "I-9-employment-verification",
      "remote-online-notary",
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "route",
        title: "Country roads are no trouble",
        description: "Long lanes, farm addresses and new developments without street signs yet: I find them.",
      },
      {
        icon: "clock",
        title: hoursTitle.en,
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}, so nobody has to leave work early.`,
      },
      credentialsReason("Commissioned and bonded", "en"),
      {
        icon: "handshake",
        title: "One notary, start to finish",
        description: "The person who answers your call is the person who arrives, checks the ID and applies the seal.",
      },
    ],
  },
  es: {
    slug: "exeter-township",
    kind: "featured",
    summary:
      "Perkiomen Avenue, Boyertown Pike, los viejos pueblos de Lorane y Jacksonwald, y el campo hasta el río Schuylkill.",
    metaDescription:
      "Notary public a domicilio en Exeter Township. Perkiomen Avenue, Boyertown Pike, los viejos pueblos de Lorane y Jacksonwald, y el campo hasta el río Schuylkill.",
    heroIntro: `Casas en Reiffton, Lorane y Jacksonwald, negocios de Perkiomen Avenue y visitas a familias en todo el municipio. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Visitas en los pueblos y urbanizaciones de Exeter",
      paragraphs: [
        "Exeter Township es uno de los municipios con más habitantes del condado, pero todavía parece una cadena de pueblos: Reiffton del lado de Reading, Lorane y Jacksonwald más afuera, y tierras de cultivo que bajan hasta el río Schuylkill, el límite sur del municipio. Las casas quedan lejos unas de otras, y manejar hasta la ciudad para buscar un notary public puede costarle medio día.",
        "Gran parte de mi trabajo en Exeter es de bienes raíces y de familia: paquetes de refinanciamiento en las urbanizaciones nuevas, escrituras de casas de campo que cambian de dueño y poderes notariales para padres que prefieren no salir de casa. También atiendo a dueños de pequeños negocios en Perkiomen Avenue y Boyertown Pike que necesitan notarizar un formulario entre cliente y cliente.",
      ],
    },
    picture: {
      variant: "township",
      alt: "Ilustración de casas y árboles junto a un camino con curvas entre las colinas de Exeter Township, con un marcador de mapa en una casa",
    },
    areas: placesEs.areas,
    neighborhoods: placesEs.neighborhoods,
    landmarks: placesEs.landmarks,
    services: [
      {
        icon: "home",
        title: "Cierres de compra y refinanciamiento",
        description:
          "Paquetes de préstamo firmados en la mesa del comedor, con cada página revisada y fechada, y de vuelta a la compañía de títulos a tiempo.",
        service: "loan-signing-agent",
      },
      {
        icon: "users",
        title: "Papeles de la familia en casa",
        description: "Poderes notariales y documentos de salud para padres y abuelos que prefieren no salir.",
        service: "power-of-attorney",
      },
      {
        icon: "briefcase",
        title: "Documentos de pequeños negocios",
        description:
          "Contratos, formularios de proveedores y reconocimientos de firma para tiendas y oficinas de Perkiomen Avenue y Boyertown Pike.",
        service: "acknowledgments",
      },
    ],
    serviceTypes: [
      "loan-signing-agent",
      "acknowledgments",
      "power-of-attorney",
      "living-wills-and-directives",
      "I-9-employment-verification",
      "remote-online-notary",
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "route",
        title: "Los caminos rurales no son problema",
        description:
          "Caminos largos, direcciones de granja y urbanizaciones nuevas todavía sin letreros: yo las encuentro.",
      },
      {
        icon: "clock",
        title: hoursTitle.es,
        description: `Citas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}: nadie tiene que salir temprano del trabajo.`,
      },
      credentialsReason("Con comisión y fianza", "es"),
      {
        icon: "handshake",
        title: "La misma persona de principio a fin",
        description: "Quien contesta su llamada es quien llega, revisa la identificación y pone el sello.",
      },
    ],
  },
} as const satisfies Bilingual<FeaturedTownPage>;
