import { firstThatFits } from "~/lib/search-description";
import { feeFact, noLegalAdvice, region } from "~/content/services/shared";
import { feeFactEs, noLegalAdviceEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";
import { whenICome } from "~/content/services/shared";

export const powerOfAttorney = {
  en: {
    slug: "power-of-attorney",
    seo: {
      title: "Power of Attorney Notarization",
      description: firstThatFits(
        `General, limited, durable and health care powers of attorney notarized at home, in hospital or in a care facility in ${region}, ${whenICome}.`,
        `General, limited, durable and health care powers of attorney notarized at home, in hospital or in a care facility in ${region}.`,
      ),
    },
    hero: {
      intro:
        "Powers of attorney often need signing in a hurry, and often at a bedside. I come to you, make sure the signer understands and is acting freely, and notarize the document.",
    },
    explanation: {
      title: "Notarizing a Power of Attorney",
      paragraphs: [
        "A power of attorney lets you, the principal, name someone you trust, your agent, to act for you. In Pennsylvania, a power of attorney for money and property generally must be dated, signed by the principal, acknowledged before a notary and witnessed by two adults.",
        "A witness can't be the agent, or someone signing for the principal, and I can't be a witness to a document I notarize. Please arrange your two witnesses before the appointment, or tell me early if that's difficult. The agent doesn't need to be present when the principal signs.",
        "Health care powers of attorney follow different rules: Pennsylvania asks for two adult witnesses, and a notary isn't always required, though many people choose one. Whoever prepared your document can tell you what it needs.",
      ],
      facts: [
        { label: "Witnesses", value: "Usually two adults, neither of them the agent" },
        { label: "Agent present?", value: "Not needed" },
        feeFact,
      ],
    },
    process: {
      title: "How a Power of Attorney Signing Works",
      steps: [
        {
          title: "Document review",
          description:
            "I check that the document is complete, with its notice page and no blank spaces in the signing or notary sections.",
        },
        {
          title: "Identity check",
          description: "The principal, and anyone signing for them, shows a current government-issued photo ID.",
        },
        {
          title: "Capacity and willingness",
          description:
            "I talk with the principal to be sure they know what they are signing and are doing it freely. If I have doubts, I don't notarize.",
        },
        {
          title: "Notarization",
          description:
            "The principal signs before me and the witnesses, and I complete the acknowledgment certificate, seal it and record it in my journal.",
        },
      ],
    },
    categories: {
      title: "Types of Power of Attorney",
      items: [
        {
          icon: "briefcase",
          title: "General",
          description: "Broad authority over your money and property.",
          examples: [
            "Banking and paying bills",
            "Real estate and property",
            "Taxes and government benefits",
            "Business and investment matters",
          ],
        },
        {
          icon: "medical",
          title: "Healthcare",
          description: "Someone to make medical decisions when you can't.",
          examples: [
            "Health care powers of attorney",
            "Combined living will and health care forms",
            "Mental health care powers of attorney",
            "Forms from hospitals and care homes",
          ],
        },
        {
          icon: "clipboard",
          title: "Limited",
          description: "Authority for one task, one account or a set period.",
          examples: [
            "A single real estate closing",
            "A vehicle sale or title transfer",
            "One account or transaction",
            "Acting while you travel or deploy",
          ],
        },
        {
          icon: "shield",
          title: "Durable",
          description:
            "Stays in effect if you lose capacity. In Pennsylvania, a power of attorney is durable unless it says otherwise.",
          examples: [
            "Long-term financial planning",
            "Care planning for aging parents",
            "Powers that start only on incapacity",
            "Planning before surgery or deployment",
          ],
        },
      ],
    },
    benefits: {
      title: "Why Families Call Me",
      items: [
        {
          icon: "hospital",
          title: "At the Bedside",
          description: "Hospitals, care homes and rehabilitation centers, when the principal can't travel.",
        },
        {
          icon: "heart",
          title: "Unhurried Signing",
          description: "Time for the principal to read, ask and sign at their own pace.",
        },
        {
          icon: "check",
          title: "Complete and Correct",
          description:
            "Notice page, witnesses and certificate all in order, so banks and agencies can rely on the document.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [
        "The principal's current, government-issued photo ID",
        "The complete power of attorney, unsigned",
        "Any witnesses required by state law: two adults for most Pennsylvania powers of attorney, not the agent",
      ],
      notesTitle: "Good to know",
      notes: [
        "The agent doesn't need to be present for the principal's signing.",
        "The principal must be able to understand the document and communicate with me; otherwise I can't notarize.",
        "Don't sign beforehand: the principal signs in front of me and the witnesses.",
        "I can't help choose a form or fill it in. Questions about what it should say go to an attorney.",
      ],
    },
    notice: {
      title: "No Legal Advice",
      text: noLegalAdvice,
    },
    closing: {
      title: "Need a power of attorney notarized?",
      text: "Tell me where the principal is and whether the witnesses are arranged, and I'll find the soonest time.",
    },
  },
  es: {
    slug: "power-of-attorney",
    seo: {
      title: "Poder notarial a domicilio",
      description: `Poderes notariales generales, limitados, duraderos y para la salud, notarizados en casa, en el hospital o en un hogar de cuidado en ${regionEs}.`,
    },
    hero: {
      intro:
        "Muchas veces un poder notarial hay que firmarlo con prisa, y muchas veces junto a una cama de hospital. Voy adonde usted esté, me aseguro de que quien firma entiende el documento y lo firma libremente, y lo notarizo.",
    },
    explanation: {
      title: "Cómo se notariza un poder notarial",
      paragraphs: [
        "Con un poder notarial, usted (el otorgante, o principal) nombra a una persona de confianza (su apoderado, o agente) para que actúe en su nombre. En Pensilvania, un poder notarial para asuntos de dinero y bienes por lo general tiene que llevar fecha, estar firmado por el otorgante, tener un reconocimiento de firma ante un notary public y contar con dos testigos adultos.",
        "Un testigo no puede ser el apoderado ni la persona que firma por el otorgante, y yo no puedo ser testigo de un documento que notarizo. Por favor, consiga sus dos testigos antes de la cita, o avíseme con tiempo si eso se le hace difícil. El apoderado no tiene que estar presente cuando firma el otorgante.",
        "Los poderes notariales para decisiones de salud siguen otras reglas: Pensilvania pide dos testigos adultos y no siempre hace falta notarizarlos, aunque mucha gente lo prefiere. Quien preparó su documento le puede decir qué necesita.",
      ],
      facts: [
        { label: "Testigos", value: "Por lo general, dos adultos; ninguno puede ser el apoderado" },
        { label: "¿Tiene que venir el apoderado?", value: "No hace falta" },
        feeFactEs,
      ],
    },
    process: {
      title: "Cómo es la firma de un poder notarial",
      steps: [
        {
          title: "Revisión del documento",
          description:
            "Reviso que el documento esté completo, con su página de aviso (notice) y sin espacios en blanco en las partes de la firma y del notary public.",
        },
        {
          title: "Identificación",
          description:
            "El otorgante y quien firme en su nombre muestran una identificación vigente con foto emitida por el gobierno.",
        },
        {
          title: "Capacidad y voluntad",
          description:
            "Hablo con el otorgante para asegurarme de que sabe lo que firma y de que lo hace libremente. Si tengo dudas, no lo notarizo.",
        },
        {
          title: "Notarización",
          description:
            "El otorgante firma delante de mí y de los testigos, y yo completo el certificado de reconocimiento de firma, lo sello y lo anoto en mi registro.",
        },
      ],
    },
    categories: {
      title: "Tipos de poder notarial",
      items: [
        {
          icon: "briefcase",
          title: "General",
          description: "Autoridad amplia sobre su dinero y sus bienes.",
          examples: [
            "Cuentas de banco y pago de facturas",
            "Bienes raíces y propiedades",
            "Impuestos y beneficios del gobierno",
            "Negocios e inversiones",
          ],
        },
        {
          icon: "medical",
          title: "Para la salud",
          description: "Alguien que tome decisiones médicas cuando usted no pueda.",
          examples: [
            "Poderes notariales para decisiones de salud",
            "Formularios que combinan el testamento vital y el poder notarial para decisiones de salud",
            "Poderes notariales para decisiones de salud mental",
            "Formularios de hospitales y hogares de cuidado",
          ],
        },
        {
          icon: "clipboard",
          title: "Limitado",
          description: "Autoridad para un solo trámite, una sola cuenta o un tiempo determinado.",
          examples: [
            "Un solo cierre de bienes raíces",
            "La venta de un vehículo o el traspaso de su título",
            "Una sola cuenta o transacción",
            "Actuar por usted mientras está de viaje o desplegado con las fuerzas armadas",
          ],
        },
        {
          icon: "shield",
          title: "Duradero",
          description:
            "Sigue vigente si usted pierde la capacidad de decidir. En Pensilvania, un poder notarial es duradero a menos que diga lo contrario.",
          examples: [
            "Planificación financiera a largo plazo",
            "Planificación del cuidado de padres mayores",
            "Poderes que empiezan solo si usted queda incapacitado",
            "Planificación antes de una cirugía o de un despliegue militar",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué me llaman las familias",
      items: [
        {
          icon: "hospital",
          title: "Junto a la cama",
          description:
            "En hospitales, hogares de cuidado y centros de rehabilitación, cuando el otorgante no puede salir.",
        },
        {
          icon: "heart",
          title: "Sin prisas",
          description: "Tiempo para que el otorgante lea, pregunte y firme a su propio ritmo.",
        },
        {
          icon: "check",
          title: "Completo y correcto",
          description:
            "Página de aviso, testigos y certificado en orden, para que bancos y agencias puedan confiar en el documento.",
        },
      ],
    },
    requirements: {
      title: "Qué necesita",
      bringTitle: "Tenga a la mano",
      items: [
        "La identificación vigente con foto del otorgante, emitida por el gobierno",
        "El poder notarial completo, sin firmar",
        "Los testigos que pida la ley estatal: dos adultos para la mayoría de los poderes notariales de Pensilvania, y ninguno puede ser el apoderado",
      ],
      notesTitle: "Tenga en cuenta",
      notes: [
        "El apoderado no tiene que estar presente cuando firma el otorgante.",
        "El otorgante tiene que poder entender el documento y comunicarse conmigo; si no, no puedo notarizar.",
        "No firme antes: el otorgante firma delante de mí y de los testigos.",
        "No puedo ayudarle a escoger un formulario ni a llenarlo. Las preguntas sobre lo que debe decir son para un abogado.",
      ],
    },
    notice: {
      title: "No doy asesoría legal",
      text: noLegalAdviceEs,
    },
    closing: {
      title: "¿Necesita notarizar un poder notarial?",
      text: "Dígame dónde está el otorgante y si ya tiene los testigos, y busco la primera hora disponible.",
    },
  },
} satisfies Bilingual<ServicePage>;
