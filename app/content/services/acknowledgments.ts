import { feeFact, region } from "~/content/services/shared";
import { feeFactEs, languageSentenceEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";

export const acknowledgments = {
  en: {
    slug: "acknowledgments",
    seo: {
      title: "Acknowledgments for Deeds, Contracts and Agreements",
      description: `Notarized acknowledgments for deeds, mortgages, contracts and powers of attorney in ${region}: I confirm who signed and that they signed willingly.`,
    },
    hero: {
      intro:
        "The notarization most deeds, contracts and agreements call for. I confirm who you are and that you signed willingly, then complete the certificate with my official seal.",
    },
    explanation: {
      title: "What Is an Acknowledgment?",
      paragraphs: [
        "In an acknowledgment, you declare to me that the signature on a document is yours and that you signed it willingly, for the purpose the document states. It's the most common notarial act on deeds, mortgages, contracts and powers of attorney.",
        "Unlike an affidavit, an acknowledgment needs no oath, and you may sign the document before we meet. What you can't skip is appearing in person: I have to see you, check your ID and hear you acknowledge the signature yourself.",
        "I don't judge whether a document is fair, legal or right for you; I confirm who signed and that they signed freely. Questions about what the document means belong with whoever prepared it, or with your attorney.",
      ],
      facts: [
        { label: "Sign beforehand?", value: "Allowed, but you must still appear in person" },
        { label: "Oath needed?", value: "No" },
        feeFact,
      ],
    },
    process: {
      title: "How an Acknowledgment Works",
      steps: [
        {
          title: "Identity verification",
          description:
            "You show a current government-issued photo ID, and I compare it with you and with the name on the document.",
        },
        {
          title: "Document review",
          description:
            "I check that the document is complete, with no blank spaces, and that any signature already made matches your ID.",
        },
        {
          title: "Voluntary confirmation",
          description:
            "You confirm that you signed, or now sign, of your own free will, and that you know what the document is.",
        },
        {
          title: "Certificate and seal",
          description:
            "I complete the acknowledgment certificate, sign it, apply my official seal and record the act in my journal.",
        },
      ],
    },
    categories: {
      title: "Documents That Need Acknowledgments",
      items: [
        {
          icon: "home",
          title: "Real Estate",
          description: "Recorders of deeds won't record most property documents without an acknowledgment.",
          examples: ["Deeds", "Mortgage documents", "Real estate contracts", "Property transfers"],
        },
        {
          icon: "briefcase",
          title: "Business",
          description: "Agreements where the other side needs to know exactly who signed.",
          examples: ["Corporate resolutions", "Partnership agreements", "Business contracts", "Operating agreements"],
        },
        {
          icon: "signature",
          title: "Personal",
          description: "Documents that give someone authority or settle your affairs.",
          examples: ["Powers of attorney", "Wills and trust documents", "Personal contracts", "Legal agreements"],
        },
        {
          icon: "heart",
          title: "Family",
          description: "Agreements between family members, signed with care.",
          examples: ["Custody agreements", "Adoption papers", "Prenuptial and marriage contracts", "Family trusts"],
        },
      ],
    },
    benefits: {
      title: "Why Acknowledgments Matter",
      items: [
        {
          icon: "shield",
          title: "Legal Protection",
          description:
            "A notarized acknowledgment is strong evidence that you, and nobody else, signed: protection if the signature is ever challenged.",
        },
        {
          icon: "check",
          title: "Document Validity",
          description:
            "Recorders, banks and courts require an acknowledgment on many documents. Without it, a deed can't be recorded.",
        },
        {
          icon: "id",
          title: "Fraud Prevention",
          description:
            "Checking ID face to face stops forged signatures and impostors before they reach your property or accounts.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [
        "A valid government-issued photo ID that is current",
        "The document, with every page",
        "An understanding of what the document says and does",
      ],
      notesTitle: "Good to know",
      notes: [
        "You may sign before the meeting, but you must still appear before me in person to acknowledge the signature.",
        "You must acknowledge that you signed voluntarily. If anyone is pressuring you, I won't complete the notarization.",
        "Everyone whose signature needs acknowledging must be present, each with their own ID.",
        "Haven't signed yet? Wait and sign in front of me; it's the simplest way.",
      ],
    },
    closing: {
      title: "Need a signature acknowledged?",
      text: "Tell me what the document is and how many people signed it, and we'll find a time that suits you.",
    },
  },
  es: {
    slug: "acknowledgments",
    seo: {
      title: "Reconocimiento de firma y escrituras",
      description: `Reconocimiento de firma para escrituras, hipotecas, contratos y poderes notariales en ${regionEs}: confirmo quién firmó y que lo hizo libremente.`,
    },
    hero: {
      intro:
        "La notarización que piden la mayoría de las escrituras, los contratos y los acuerdos. Confirmo quién es usted y que firmó por su propia voluntad, y completo el certificado con mi sello oficial.",
    },
    explanation: {
      title: "¿Qué es un reconocimiento de firma?",
      paragraphs: [
        "En un reconocimiento de firma, usted me declara que la firma del documento es suya y que firmó por su propia voluntad, para lo que el documento dice. Es el acto notarial más común en escrituras, hipotecas, contratos y poderes notariales.",
        "A diferencia de una declaración jurada, el reconocimiento de firma no lleva juramento, y usted puede firmar el documento antes de la cita. Lo que no se puede saltar es presentarse en persona: tengo que verle, revisar su identificación y oírle a usted mismo reconocer la firma.",
        "No juzgo si un documento es justo, legal o conveniente para usted; confirmo quién firmó y que firmó libremente. Las preguntas sobre lo que significa el documento son para quien lo preparó o para su abogado.",
      ],
      facts: [
        { label: "¿Puedo firmar antes?", value: "Sí, pero igual debe presentarse en persona" },
        { label: "¿Hace falta juramento?", value: "No" },
        feeFactEs,
      ],
    },
    process: {
      title: "Cómo se hace un reconocimiento de firma",
      steps: [
        {
          title: "Verificación de identidad",
          description:
            "Usted muestra una identificación vigente con foto emitida por el gobierno, y la comparo con usted y con el nombre del documento.",
        },
        {
          title: "Revisión del documento",
          description:
            "Reviso que el documento esté completo, sin espacios en blanco, y que la firma, si ya firmó, coincida con su identificación.",
        },
        {
          title: "Confirmación de voluntad",
          description: "Usted confirma que firmó, o firma ahora, por su propia voluntad, y que sabe qué documento es.",
        },
        {
          title: "Certificado y sello",
          description:
            "Completo el certificado de reconocimiento de firma, lo firmo, pongo mi sello oficial y anoto el acto en mi libro de registro.",
        },
      ],
    },
    categories: {
      title: "Documentos que necesitan reconocimiento de firma",
      items: [
        {
          icon: "home",
          title: "Bienes raíces",
          description:
            "La oficina de registro de escrituras no registra la mayoría de los documentos de propiedad sin un reconocimiento de firma.",
          examples: ["Escrituras", "Documentos de hipoteca", "Contratos de bienes raíces", "Traspasos de propiedad"],
        },
        {
          icon: "briefcase",
          title: "Negocios",
          description: "Acuerdos en los que la otra parte necesita saber exactamente quién firmó.",
          examples: [
            "Resoluciones de la empresa",
            "Contratos de sociedad",
            "Contratos comerciales",
            "Acuerdos de operación de una LLC",
          ],
        },
        {
          icon: "signature",
          title: "Personales",
          description: "Documentos que dan autoridad a otra persona o que ponen en orden sus asuntos.",
          examples: [
            "Poderes notariales",
            "Testamentos y documentos de fideicomiso",
            "Contratos personales",
            "Acuerdos legales",
          ],
        },
        {
          icon: "heart",
          title: "Familiares",
          description: "Acuerdos entre familiares, firmados con cuidado.",
          examples: [
            "Acuerdos de custodia",
            "Papeles de adopción",
            "Capitulaciones y contratos matrimoniales",
            "Fideicomisos familiares",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué importa el reconocimiento de firma",
      items: [
        {
          icon: "shield",
          title: "Protección legal",
          description:
            "Un reconocimiento de firma notarizado es una prueba fuerte de que usted, y nadie más, firmó: una protección si alguien pone en duda la firma.",
        },
        {
          icon: "check",
          title: "Documento válido",
          description:
            "Las oficinas de registro, los bancos y los tribunales lo exigen en muchos documentos. Sin él, una escritura no se puede registrar.",
        },
        {
          icon: "id",
          title: "Prevención de fraude",
          description:
            "Revisar la identificación cara a cara detiene las firmas falsas y a los impostores antes de que lleguen a su propiedad o a sus cuentas.",
        },
      ],
    },
    requirements: {
      title: "Lo que necesita",
      bringTitle: "Traiga",
      items: [
        "Una identificación válida con foto, emitida por el gobierno y vigente",
        "El documento, con todas sus páginas",
        "Saber qué dice el documento y para qué sirve",
      ],
      notesTitle: "Bueno saber",
      notes: [
        "Puede firmar antes de la cita, pero igual debe presentarse en persona ante mí para reconocer la firma.",
        "Usted debe reconocer que firmó por su propia voluntad. Si alguien lo está presionando, no completo la notarización.",
        "Todas las personas cuya firma se reconoce deben estar presentes, cada una con su identificación.",
        "¿Todavía no firmó? Espere y firme delante de mí; es lo más sencillo.",
        languageSentenceEs,
      ],
    },
    closing: {
      title: "¿Necesita un reconocimiento de firma?",
      text: "Dígame qué documento es y cuántas personas lo firmaron, y buscamos una hora que le convenga.",
    },
  },
} satisfies Bilingual<ServicePage>;
