import { afterHoursPhrase, credentialsReason, hoursPhrase, hoursTitle, ifHoursAllow } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("shillington", "en");
const placesEs = townPlaces("shillington", "es");

const { stateCode } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const shillington = {
  en: {
    slug: "shillington",
    kind: "standard",
    summary:
      "The homes and Lancaster Avenue businesses of \u201cThe Town Beautiful\u201d, the Governor Mifflin schools, and neighboring Kenhorst, Mohnton and Cumru Township.",
    metaDescription: `Mobile notary public in Shillington, ${stateCode}, for homes and Lancaster Avenue businesses, and in neighboring Kenhorst, Mohnton and Cumru Township.`,
    heroIntro: `Homes, storefronts and families across Shillington and the Governor Mifflin area, ${hoursPhrase.en}.`,
    intro: {
      heading: "House Calls in \u201cThe Town Beautiful\u201d",
      paragraphs: [
        "Shillington is compact and walkable: a borough of about a square mile, surrounded almost entirely by Cumru Township, with shops along Lancaster Avenue and the Governor Mifflin schools right in town. Readers know it as John Updike's boyhood home; his family's house on Philadelphia Avenue is now a museum.",
        "Most of my Shillington requests come from households. Grandparents signing powers of attorney and healthcare directives, parents completing consent forms for a child, neighbors transferring a house within the family. I come to the house, spread the papers out on the table and take the time to go through every signature with you.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Illustration of Shillington's row of small shops and homes along a tree-lined avenue, with a map pin at a front door",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "home",
        title: "Notary at Your Kitchen Table",
        description: "Everyday documents for the whole household, signed at home without anyone needing a ride.",
        service: "mobile-notary",
      },
      {
        icon: "medical",
        title: "Consent Forms for Children",
        description:
          "Medical consent and authorization forms for a child's care, signed by both parents in one visit when possible.",
        service: "medical-authorization",
      },
      {
        icon: "signature",
        title: "Deeds Within the Family",
        description:
          "Acknowledgments for deeds and property papers when a home passes to a son, a daughter or a neighbor.",
        service: "acknowledgments",
      },
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "heart",
        title: "Unhurried visits",
        description: "Older signers get time to read, ask questions and sign at their own pace.",
      },
      {
        icon: "users",
        title: "The whole family at once",
        description: "Several signers and several documents handled in one appointment at one address.",
      },
      credentialsReason("Bonded and background-screened", "en"),
      {
        icon: "calendar",
        title: ifHoursAllow("Weekends included", hoursTitle.en),
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}, when the family is actually home.`,
      },
    ],
  },
  es: {
    slug: "shillington",
    kind: "standard",
    summary:
      "Las casas y negocios de Lancaster Avenue, las escuelas Governor Mifflin y los vecinos Kenhorst, Mohnton y Cumru Township.",
    metaDescription:
      "Notary public a domicilio en Shillington. Casas y negocios de Lancaster Avenue, las escuelas Governor Mifflin y los vecinos Kenhorst, Mohnton y Cumru Township.",
    heroIntro: `Casas, tiendas y familias en Shillington y en toda la zona de Governor Mifflin. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Visitas a domicilio en «The Town Beautiful»",
      paragraphs: [
        "Shillington es pequeño y se recorre a pie: un pueblo rodeado casi por completo por Cumru Township, con tiendas en Lancaster Avenue y las escuelas Governor Mifflin en el mismo pueblo. Muchos lectores lo conocen porque allí creció el escritor John Updike; la casa de su familia en Philadelphia Avenue hoy es un museo.",
        "Casi todas mis citas en Shillington son con familias: abuelos que firman poderes notariales y directivas anticipadas, padres que llenan un permiso para un hijo, parientes que pasan una casa a otro miembro de la familia. Voy a la casa, pongo los papeles sobre la mesa y reviso con usted cada firma, sin prisa.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Ilustración de una hilera de tiendas y casas pequeñas de Shillington en una avenida con árboles, con un marcador de mapa en una puerta",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "home",
        title: "En la mesa de su cocina",
        description:
          "Los documentos de todos en la casa, firmados allí mismo, sin que nadie tenga que buscar quién lo lleve.",
        service: "mobile-notary",
      },
      {
        icon: "medical",
        title: "Permisos médicos para sus hijos",
        description:
          "Formularios de consentimiento y autorizaciones médicas para la atención de un menor, firmados por ambos padres en la misma visita cuando se puede.",
        service: "medical-authorization",
      },
      {
        icon: "signature",
        title: "Escrituras dentro de la familia",
        description:
          "Reconocimiento de firma para escrituras y papeles de la propiedad cuando la casa pasa a un hijo, a una hija o a un vecino.",
        service: "acknowledgments",
      },
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "heart",
        title: "Visitas sin prisa",
        description: "Las personas mayores tienen tiempo para leer, preguntar y firmar a su ritmo.",
      },
      {
        icon: "users",
        title: "Toda la familia a la vez",
        description: "Varios firmantes y varios documentos en una sola cita, en una sola dirección.",
      },
      credentialsReason("Con fianza y antecedentes verificados", "es"),
      {
        icon: "calendar",
        title: ifHoursAllow("También los fines de semana", hoursTitle.es),
        description: `Citas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}, cuando la familia sí está en casa.`,
      },
    ],
  },
} as const satisfies Bilingual<StandardTownPage>;
