import { afterHoursPhrase, credentialsReason, hoursPhrase, spanishReasonEs } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { townPlaces } from "~/content/towns/places";

/** Her areas and places for this town, from her data (places.json). */
const placesEn = townPlaces("west-reading", "en");
const placesEs = townPlaces("west-reading", "es");

const { stateCode } = site.serviceArea;

/** The town's page in English and in Spanish, side by side. */
export const westReading = {
  en: {
    slug: "west-reading",
    kind: "standard",
    summary:
      "Reading Hospital's patients and families, the shops and cafés of Penn Avenue and the borough's close-knit residential blocks.",
    metaDescription: `Mobile notary public in West Reading, ${stateCode}, for Reading Hospital patients and families, the shops of Penn Avenue and the borough's homes. I come to you.`,
    heroIntro: `Hospital rooms, Penn Avenue storefronts and homes on every block of the borough, ${hoursPhrase.en}.`,
    intro: {
      heading: "A Small Borough With a Big Hospital",
      paragraphs: [
        "West Reading fits a lively main street, blocks of brick homes and Reading Hospital into about half a square mile. The hospital draws patients and families from all over the county, and when one of them needs a power of attorney or a healthcare directive notarized, it usually cannot wait for discharge day.",
        "I visit patients in their rooms during visiting hours and meet relatives in a lobby or family lounge. Then it is a short hop to Penn Avenue for shop owners and residents who need an acknowledgment before dinner. Parking in the borough is tight, so when we book I ask where the nearest space is and which door to use.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Illustration of a West Reading main street with shopfronts and street trees, and a map pin at one door",
    },
    areas: placesEn.areas,
    services: [
      {
        icon: "medical",
        title: "Bedside Medical Authorizations",
        description:
          "HIPAA releases, medical powers of attorney and consent forms signed in a patient's room, at a pace that suits the patient.",
        service: "medical-authorization",
      },
      {
        icon: "users",
        title: "Powers of Attorney for Families",
        description:
          "When a relative is admitted, I notarize the power of attorney your family has prepared, with the principal's identity checked at the bedside.",
        service: "power-of-attorney",
      },
      {
        icon: "briefcase",
        title: "Main Street Business Forms",
        description: "Acknowledgments and sworn statements for Penn Avenue shops, studios and offices, signed on site.",
        service: "acknowledgments",
      },
    ],
    keyLocations: placesEn.keyLocations,
    reasons: [
      {
        icon: "hospital",
        title: "Calm in a hospital room",
        description:
          "I work around nurses and visiting hours and make sure the signer is awake, aware and comfortable.",
      },
      {
        icon: "clock",
        title: "Fast when it matters",
        description: `Visits ${hoursPhrase.en}, ${afterHoursPhrase.en}, because hospital admissions don't keep office hours.`,
      },
      credentialsReason("Commissioned and insured", "en"),
      {
        icon: "pin",
        title: "Local to the avenue",
        description: "I know the borough's blocks and parking, so a quick signing stays quick.",
      },
    ],
  },
  es: {
    slug: "west-reading",
    kind: "standard",
    summary:
      "Pacientes y familias del Reading Hospital, las tiendas y cafés de Penn Avenue y las cuadras de casas del pueblo.",
    metaDescription:
      "Notary public a domicilio en West Reading. Pacientes y familias del Reading Hospital, las tiendas y cafés de Penn Avenue y las cuadras de casas del pueblo.",
    heroIntro: `Cuartos de hospital, tiendas de Penn Avenue y casas en todas las cuadras del pueblo. Horario: ${hoursPhrase.es}.`,
    intro: {
      heading: "Un pueblo pequeño con un hospital grande",
      paragraphs: [
        "West Reading junta en muy poco espacio una calle principal llena de vida, cuadras de casas de ladrillo y el Reading Hospital. Al hospital llegan pacientes de todo el condado, y cuando alguien necesita notarizar un poder notarial o una directiva anticipada, casi nunca puede esperar al día en que le den de alta.",
        "Visito a los pacientes en su cuarto durante las horas de visita y me reúno con los familiares en el vestíbulo o en la sala de espera. Después, Penn Avenue queda a un paso para los comerciantes y vecinos que necesitan un reconocimiento de firma antes de la cena. Estacionar en el pueblo es difícil, así que al pedir la cita le pregunto dónde hay espacio y por qué puerta entro.",
      ],
    },
    picture: {
      variant: "borough",
      alt: "Ilustración de la calle principal de West Reading con tiendas y árboles, y un marcador de mapa en una puerta",
    },
    areas: placesEs.areas,
    services: [
      {
        icon: "medical",
        title: "Autorizaciones médicas junto a la cama",
        description:
          "Autorizaciones HIPAA, poderes notariales para decisiones de salud y formularios de consentimiento firmados en el cuarto del paciente, a su propio ritmo.",
        service: "medical-authorization",
      },
      {
        icon: "users",
        title: "Poderes notariales para la familia",
        description:
          "Cuando ingresan a un familiar, notarizo el poder notarial que su familia ya preparó, y verifico junto a la cama la identidad de quien lo otorga.",
        service: "power-of-attorney",
      },
      {
        icon: "briefcase",
        title: "Papeles de los negocios de Penn Avenue",
        description:
          "Reconocimientos de firma y declaraciones juradas para tiendas, estudios y oficinas de Penn Avenue, firmados allí mismo.",
        service: "acknowledgments",
      },
    ],
    keyLocations: placesEs.keyLocations,
    reasons: [
      {
        icon: "hospital",
        title: "Con calma en el hospital",
        description:
          "Me adapto a las enfermeras y a las horas de visita, y me aseguro de que el firmante esté despierto, consciente y cómodo.",
      },
      {
        icon: "clock",
        title: "Rápido cuando hace falta",
        description: `Visitas en horario de ${hoursPhrase.es}, ${afterHoursPhrase.es}, porque un ingreso al hospital no espera al horario de oficina.`,
      },
      credentialsReason("Comisión del estado y seguro", "es"),
      spanishReasonEs(),
    ],
  },
} as const satisfies Bilingual<StandardTownPage>;
