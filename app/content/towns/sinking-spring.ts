import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("sinking-spring", "en");
const placesEs = townPlaces("sinking-spring", "es");

const { stateCode } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const sinkingSpring = {
  en: {
    slug: "sinking-spring",
    kind: "standard",
    summary:
      "The Penn Avenue business district, the streets around Columbia Avenue and Route 724, and the western townships toward Wernersville.",
    metaDescription: `Mobile notary public in Sinking Spring, ${stateCode}, along Penn Avenue, Columbia Avenue and Route 724, and west toward Wernersville. I come to your home or office.`,
    heroIntro: `Homes, shops and offices in the borough and the western suburbs around it, ${hoursPhrase.en}.`,
    intro: {
      heading: "Serving the Borough Named for Its Spring",
      paragraphs: [
        "Sinking Spring takes its name from a spring in the middle of town that seemed to vanish into the limestone from time to time, and a stone marker on Penn Avenue still notes the spot. Today it is a busy crossroads where Penn Avenue meets Route 724, and the borough has been reshaping its business district around those intersections.",
        "I work with Sinking Spring families, with the shops and offices along the main road, and with households just outside the borough in Spring, Lower Heidelberg and South Heidelberg townships. Most clients want the same thing: a notary who turns up when promised, so nobody has to face the traffic into the city.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Illustration of Sinking Spring's main street with shops and homes beneath trees, and a map pin at a doorway",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "home",
        title: "At-Home Appointments",
        description: "I come to your house with everything needed, so there's no trip into the city at rush hour.",
        service: "mobile-notary",
      },
      {
        icon: "document",
        title: "Sworn Statements",
        description:
          "Affidavits for employers, insurers and agencies, with the oath given and the statement signed in front of me.",
        service: "affidavits",
      },
      {
        icon: "stamp",
        title: "Certified Copies",
        description: "Certified true copies of originals a notary may copy, made from the document you hold.",
        service: "certified-copies",
      },
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "calendar",
        title: "On time, every time",
        description: "I confirm the day before and arrive when I said I would.",
      },
      {
        icon: "clock",
        title: "Flexible slots",
        description: `Appointments ${hoursPhrase.en}, ${afterHoursPhrase.en}.`,
      },
      credentialsReason("Commissioned and insured", "en"),
      {
        icon: "message",
        title: "Plain explanations",
        description: "I explain what each notarial step means, without ever giving legal advice.",
      },
    ],
  },
  es: {
    slug: "sinking-spring",
    kind: "standard",
    summary:
      "La zona comercial de Penn Avenue, Columbia Avenue, la Route 724 y los municipios del oeste hacia Wernersville.",
    metaDescription:
      "Notary public a domicilio en Sinking Spring. La zona comercial de Penn Avenue, Columbia Avenue, la Route 724 y los municipios del oeste hacia Wernersville.",
    heroIntro: `Casas, tiendas y oficinas en el pueblo y en los suburbios del oeste que lo rodean. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "En el pueblo que lleva el nombre de su manantial",
      paragraphs: [
        "Sinking Spring debe su nombre a un manantial en el centro del pueblo que de vez en cuando parecía hundirse en la piedra caliza; un marcador de piedra en Penn Avenue todavía señala el lugar. Hoy es un cruce con mucho tráfico, donde Penn Avenue se encuentra con la Route 724, y el pueblo ha ido renovando su zona comercial alrededor de esas intersecciones.",
        "Trabajo con familias de Sinking Spring, con las tiendas y oficinas de la calle principal y con hogares justo afuera del pueblo, en Spring, Lower Heidelberg y South Heidelberg. Casi todos quieren lo mismo: alguien que llegue cuando dijo, para no tener que meterse en el tráfico de la ciudad.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Ilustración de la calle principal de Sinking Spring con tiendas y casas bajo los árboles, y un marcador de mapa en una puerta",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "home",
        title: "Citas en su casa",
        description: "Voy a su casa con todo lo necesario: no tiene que ir a la ciudad a la hora de más tráfico.",
        service: "mobile-notary",
      },
      {
        icon: "document",
        title: "Declaraciones juradas",
        description:
          "Declaraciones juradas para empleadores, aseguradoras y agencias: le tomo el juramento y usted firma delante de mí.",
        service: "affidavits",
      },
      {
        icon: "stamp",
        title: "Copias certificadas",
        description:
          "Copias fieles certificadas de originales que un notary public puede copiar, hechas del documento que usted tiene.",
        service: "certified-copies",
      },
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "calendar",
        title: "Puntualidad",
        description: "Le confirmo la cita el día antes y llego a la hora que le dije.",
      },
      {
        icon: "clock",
        title: "Horarios flexibles",
        description: `Citas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}.`,
      },
      credentialsReason("Comisión del estado y seguro", "es"),
      {
        icon: "message",
        title: "Explicaciones claras",
        description: "Le explico en palabras sencillas cada paso de la notarización, sin dar nunca consejos legales.",
      },
    ],
  },
} as const satisfies Bilingual<StandardTownPage>;
