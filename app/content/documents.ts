import type { Step } from "~/vocabulary/step";
import type { FaqItem } from "~/content/faq";
import { serviceSlugPath } from "~/content/services";
import { actFee, photoIdEachSigner, region, remoteFee, travelFee } from "~/content/services/shared";
import { actFeeEs, photoIdEachSignerEs, regionEs, remoteFeeEs, travelFeeEs } from "~/content/services/shared-es";
import type { DocumentCategory, Feature } from "~/content/types";
import { formatList, formatWithinMiles } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { afterHoursCost } from "~/lib/hours-words";
import { actionWords } from "~/content/actions";
import { genderedEs } from "~/lib/gender-es";

/** A download offered on /documents (spec §3 "resource"). */
export interface Resource {
  title: string;
  description: string;
  fileType: "PDF";
  /** Not yet published: shown, but not offered as a link. */
  status: "coming-soon";
}

const { fees } = site;

/** " Evenings and weekends cost nothing extra." when she works any; nothing for weekday daytime hours. */
const afterHoursCostEn = sentenceAfter(afterHoursCost(site, "en"));
const afterHoursCostEs = sentenceAfter(afterHoursCost(site, "es"));

function sentenceAfter(words: string | undefined): string {
  return words ? ` ${words}.` : "";
}

/** A document category that always leads to the service handling it. */
type LinkedCategory = DocumentCategory & { link: NonNullable<DocumentCategory["link"]> };

/** Every word of the document information page, in one language. */
export interface DocumentsPage {
  seo: { title: string; description: string };
  crumbs: { home: string; homePath: string; page: string };
  hero: { eyebrow: string; title: string };
  actions: { schedule: string; contactPath: string; allServices: string; servicesPath: string };
  intro: string;
  sections: {
    acts: { title: string; intro: string; limitsTitle: string };
    categories: { title: string; intro: string };
    whatToBring: { title: string };
    process: { eyebrow: string; title: string };
    faq: { title: string };
    resources: {
      title: string;
      intro: string;
      comingSoon: string;
      /** Followed by the file type: "Download PDF". */
      download: string;
      unavailable: string;
    };
  };
  cta: { title: string; text: string };
  notarialActs: readonly Feature[];
  limits: readonly string[];
  categories: readonly LinkedCategory[];
  whatToBring: readonly string[];
  steps: readonly Step[];
  faq: readonly FaqItem[];
  resources: readonly Resource[];
}

/** The words of the document information page (/documents, /espanol/documentos). */
export const documentsPage: Bilingual<DocumentsPage> = {
  en: {
    seo: {
      title: "Document Information",
      description: `Which documents a notary can notarize in Pennsylvania, what to bring to your appointment and how it works, from a mobile notary in ${region}.`,
    },
    crumbs: { home: "Home", homePath: "/", page: "Document Information" },
    hero: { eyebrow: "Document information", title: "Documents I Can Notarize" },
    actions: {
      schedule: actionWords.en.book.label,
      contactPath: actionWords.en.book.to,
      allServices: "All Services",
      servicesPath: "/services",
    },
    intro:
      "What a Pennsylvania notary can notarize, what to have ready and how an appointment goes, so nothing holds up your signing.",
    sections: {
      acts: {
        title: "What a Notary Can Notarize",
        intro:
          "A Pennsylvania notary performs six kinds of notarial act. The certificate on your document says which one it needs.",
        limitsTitle: "What a notary can't do",
      },
      categories: {
        title: "Common Documents",
        intro: "The documents I'm asked to notarize most often, with the service that covers each.",
      },
      whatToBring: { title: "What to Bring" },
      process: { eyebrow: "Five steps", title: "How It Works" },
      faq: { title: "Document Questions" },
      resources: {
        title: "Downloadable Resources",
        intro: "Printable guides are on the way. Until then, call or e-mail and I'll answer the same questions.",
        comingSoon: "Coming Soon",
        download: "Download",
        unavailable: "coming soon, not available yet",
      },
    },
    cta: {
      title: "Have a document ready to sign?",
      text: "Tell me what it is and where you are. I'll tell you what to bring and confirm the total before I set out.",
    },

    notarialActs: [
      {
        icon: "signature",
        title: "Acknowledgments",
        description:
          "You confirm that a signature is yours and that you signed willingly. Deeds, contracts and powers of attorney.",
      },
      {
        icon: "handshake",
        title: "Oaths and affirmations",
        description: "A spoken, binding promise that what you say or sign is true, or that you'll carry out a duty.",
      },
      {
        icon: "clipboard",
        title: "Verifications (jurats)",
        description: "You swear a document's contents are true and sign it in front of me. Affidavits and sworn forms.",
      },
      {
        icon: "pen",
        title: "Witnessing a signature",
        description: "I watch you sign and certify that the signature was made in my presence by the person named.",
      },
      {
        icon: "copy",
        title: "Certified copies",
        description:
          "I copy an original you hold and certify the copy is true and complete. Not for vital or public records.",
      },
      {
        icon: "scale",
        title: "Protests",
        description: "A formal certificate that a check, draft or note was presented for payment and refused.",
      },
    ],

    limits: [
      "Give legal advice, choose a form for you or explain what a document will do",
      "Draft, fill in or change a legal document",
      "Notarize a document that my spouse or I am a party to, or benefit from",
      "Certify copies of birth, death or marriage certificates, court records or other public records",
      "Notarize a document with blank spaces, or pages missing",
      "Notarize for anyone who isn't present, can't be identified, or doesn't seem to understand or to be signing willingly",
    ],

    categories: [
      {
        icon: "home",
        title: "Real Estate and Loan Documents",
        description: "Closing packages and property papers, signed at your table with every page checked.",
        examples: [
          "Purchase and refinance packages",
          "Home equity loans and lines of credit",
          "Deeds and title affidavits",
        ],
        link: { to: serviceSlugPath("loan-signing-agent", "en"), label: "Loan signing services" },
      },
      {
        icon: "signature",
        title: "Deeds, Contracts and Agreements",
        subtitle: "Acknowledgments",
        description: "Documents where you confirm your signature and that you signed willingly.",
        examples: [
          "Deeds and property transfers",
          "Business contracts and resolutions",
          "Custody and family agreements",
        ],
        link: { to: serviceSlugPath("acknowledgments", "en"), label: "How acknowledgments work" },
      },
      {
        icon: "care",
        title: "Living Wills and Directives",
        description: "Your wishes for medical care, signed with your witnesses at home or at the bedside.",
        examples: ["Living wills", "Advance health care directives", "Health care agent designations"],
        link: { to: serviceSlugPath("living-wills-and-directives", "en"), label: "Living wills and directives" },
      },
      {
        icon: "users",
        title: "Powers of Attorney",
        description: "Naming someone to act for you, with the witnesses Pennsylvania requires.",
        examples: [
          "General and limited powers of attorney",
          "Durable powers of attorney",
          "Health care powers of attorney",
        ],
        link: { to: serviceSlugPath("power-of-attorney", "en"), label: "Power of attorney signings" },
      },
      {
        icon: "medical",
        title: "Medical Authorizations",
        description: "Permission for someone to see your records or consent to care.",
        examples: ["HIPAA authorizations", "Parental medical consent forms", "Medical powers of attorney"],
        link: { to: serviceSlugPath("medical-authorization", "en"), label: "Medical authorization forms" },
      },
      {
        icon: "document",
        title: "Affidavits and Sworn Statements",
        subtitle: "Jurats",
        description: "Statements you swear are true, signed in front of me after the oath.",
        examples: [
          "Affidavits of identity or residence",
          "Sworn statements for courts and agencies",
          "Gift and heirship affidavits",
        ],
        link: { to: serviceSlugPath("affidavits", "en"), label: "Affidavit notarization" },
      },
    ],

    whatToBring: [
      photoIdEachSigner,
      "The complete document, every page, unsigned unless it only needs an acknowledgment",
      "Everyone who has to sign, in person",
      "Witnesses, if the document calls for them",
      "Any instructions from the office, lender or employer that asked for the notarization",
      `Payment by ${formatList(fees.paymentMethods, "disjunction")}`,
    ],

    steps: [
      {
        title: "Get in touch",
        description:
          "Call, text or send the form, and tell me the type of document, the number of signers and where you are.",
      },
      {
        title: "Check the document",
        description:
          "Find the notary section and read any instructions that came with the document. Questions about its content go to whoever prepared it.",
      },
      {
        title: "Confirm time and price",
        description: `I confirm the time, the place and the total: up to ${actFee} per notarial act, plus ${travelFee} travel within ${fees.travelFeeRadiusMiles} miles.`,
      },
      {
        title: "Meet and verify",
        description:
          "I check each signer's ID and make sure everyone understands the document and is signing willingly.",
      },
      {
        title: "Sign and seal",
        description:
          "You sign, and I complete the notarial certificate, apply my seal and record the act in my journal.",
      },
    ],

    faq: [
      {
        id: "documents-already-signed",
        question: "Can you notarize a document I've already signed?",
        answer:
          "Only if it needs an acknowledgment: then you may sign beforehand and confirm the signature to me in person. Affidavits, verifications and other sworn documents must be signed in front of me, so leave them unsigned.",
      },
      {
        id: "documents-which-form",
        question: "Can you tell me which form I need, or help me fill it in?",
        answer:
          "No. A notary who isn't an attorney can't choose a form, prepare or complete a legal document, or explain what it will do. The office asking for the document, or an attorney, can help with that.",
      },
      {
        id: "documents-read-content",
        question: "Will you read my document?",
        answer:
          "I look it over to see that it's complete, with no blank spaces, and that it has a notary section, and I note its title and date in my journal. I don't check the content for accuracy or legality, and I keep what I see confidential.",
      },
      {
        id: "documents-family",
        question: "Can you notarize for a family member?",
        answer:
          "Not for my spouse: Pennsylvania doesn't allow a notary to notarize a document that the notary or the notary's spouse is a party to or benefits from. For other relatives I usually refer you to another notary, so nobody can question the notarization later.",
      },
      {
        id: "documents-other-language",
        question: "My document is in another language. Can you notarize it?",
        answer: `Often, yes. The notarial certificate is in English, and I must be able to talk with you, ${site.notary.speaksSpanish ? "in English or in Spanish" : "directly or through an interpreter"}, so I know you understand what you're signing. Some offices also want a certified translation, so check with the one receiving it.`,
      },
      {
        id: "documents-expired-id",
        question: "What if my ID has expired?",
        answer:
          "I need a current, government-issued photo ID for each signer. If yours has expired, tell me before we book; in some cases the law allows another way to identify you, such as a credible witness who knows you and can be identified.",
      },
      {
        id: "documents-cost",
        question: "How much will it cost?",
        answer: `Up to ${actFee} per notarial act, the Pennsylvania maximum, plus a travel fee of ${travelFee} within ${fees.travelFeeRadiusMiles} miles.${afterHoursCostEn} Remote online sessions are ${remoteFee}.`,
      },
    ],

    resources: [
      {
        title: "Appointment Checklist",
        description:
          "Everything to have ready before any notary appointment: IDs, signers, witnesses and the document.",
        fileType: "PDF",
        status: "coming-soon",
      },
      {
        title: "Acceptable ID Guide",
        description: "The kinds of identification a notary can accept, and what to do if yours has expired.",
        fileType: "PDF",
        status: "coming-soon",
      },
      {
        title: "Loan Signing Preparation Guide",
        description: "How to get ready for a closing at home, from funds to close to a well-lit table.",
        fileType: "PDF",
        status: "coming-soon",
      },
      {
        title: "Form I-9 Appointment Sheet",
        description: "What a new employee brings when I complete Section 2 as the employer's representative.",
        fileType: "PDF",
        status: "coming-soon",
      },
    ],
  },
  es: {
    seo: {
      title: "Documentos que puedo notarizar",
      description: `Qué documentos se pueden notarizar en Pensilvania, qué traer a la cita y cómo funciona, con ${genderedEs("un", "una")} notary public a domicilio en ${regionEs}.`,
    },
    crumbs: { home: "Inicio", homePath: "/espanol", page: "Documentos" },
    hero: { eyebrow: "Información sobre documentos", title: "Documentos que puedo notarizar" },
    actions: {
      schedule: actionWords.es.book.label,
      contactPath: actionWords.es.book.to,
      allServices: "Todos los servicios",
      servicesPath: "/espanol/servicios",
    },
    intro:
      "Qué puede notarizar un notary public de Pensilvania, qué debe tener listo y cómo es la cita, para que nada detenga su firma.",
    sections: {
      acts: {
        title: "Qué puede notarizar un notary public",
        intro:
          "Un notary public de Pensilvania hace seis tipos de acto notarial. El certificado de su documento dice cuál necesita.",
        limitsTitle: "Lo que un notary public no puede hacer",
      },
      categories: {
        title: "Documentos más comunes",
        intro: "Los documentos que más me piden notarizar, con el servicio que corresponde a cada uno.",
      },
      whatToBring: { title: "Qué traer" },
      process: { eyebrow: "Cinco pasos", title: "Cómo funciona" },
      faq: { title: "Preguntas sobre documentos" },
      resources: {
        title: "Guías para descargar",
        intro:
          "Pronto habrá guías para imprimir. Mientras tanto, llámeme o escríbame y le respondo las mismas preguntas.",
        comingSoon: "Muy pronto",
        download: "Descargar",
        unavailable: "muy pronto, todavía no disponible",
      },
    },
    cta: {
      title: "¿Tiene un documento listo para firmar?",
      text: "Dígame qué es y dónde está. Le digo qué traer y le confirmo el total antes de salir.",
    },

    notarialActs: [
      {
        icon: "signature",
        title: "Reconocimientos de firma",
        description:
          "Usted confirma que la firma es suya y que firmó por su propia voluntad. Escrituras, contratos y poderes notariales.",
      },
      {
        icon: "handshake",
        title: "Juramentos y afirmaciones",
        description:
          "Una promesa hablada y obligatoria de que lo que dice o firma es verdad, o de que va a cumplir un deber.",
      },
      {
        icon: "clipboard",
        title: "Verificaciones: jurat (certificado de juramento)",
        description:
          "Usted jura que el contenido del documento es verdad y lo firma delante de mí. Declaraciones juradas y formularios bajo juramento.",
      },
      {
        icon: "pen",
        title: "Firma presenciada como testigo",
        description: "Le veo firmar y certifico que la firma la hizo en mi presencia la persona nombrada.",
      },
      {
        icon: "copy",
        title: "Copias certificadas",
        description:
          "Copio un original que usted tiene y certifico que la copia es fiel y completa. No sirve para actas del registro civil ni registros públicos.",
      },
      {
        icon: "scale",
        title: "Protestos",
        description:
          "Un certificado formal de que un cheque, una letra o un pagaré se presentó para el pago y no se pagó.",
      },
    ],

    limits: [
      "Darle asesoría legal, escogerle un formulario o explicarle qué efecto tendrá un documento",
      "Redactar, llenar o cambiar un documento legal",
      "Notarizar un documento en el que mi cónyuge o yo seamos parte o del que saquemos provecho",
      "Certificar copias de actas de nacimiento, defunción o matrimonio, expedientes judiciales u otros registros públicos",
      "Notarizar un documento con espacios en blanco o con páginas que faltan",
      "Notarizar para alguien que no está presente, que no se puede identificar o que no parece entender o firmar por su propia voluntad",
    ],

    categories: [
      {
        icon: "home",
        title: "Bienes raíces y préstamos",
        description: "Paquetes de cierre y papeles de propiedad, firmados en su mesa y revisando cada página.",
        examples: [
          "Paquetes de compra y refinanciamiento",
          "Préstamos y líneas de crédito sobre el valor de la vivienda",
          "Escrituras y declaraciones juradas de título",
        ],
        link: { to: serviceSlugPath("loan-signing-agent", "es"), label: "Firma de préstamos hipotecarios" },
      },
      {
        icon: "signature",
        title: "Escrituras, contratos y acuerdos",
        subtitle: "Reconocimientos de firma",
        description: "Documentos en los que usted confirma su firma y que firmó por su propia voluntad.",
        examples: [
          "Escrituras y traspasos de propiedad",
          "Contratos y resoluciones de negocios",
          "Acuerdos de custodia y de familia",
        ],
        link: { to: serviceSlugPath("acknowledgments", "es"), label: "Cómo funciona el reconocimiento de firma" },
      },
      {
        icon: "care",
        title: "Testamentos vitales y directivas",
        description: "Sus deseos sobre la atención médica, firmados con sus testigos en casa o junto a la cama.",
        examples: [
          "Testamentos vitales",
          "Directivas anticipadas de atención médica",
          "Nombramiento de un agente de atención médica",
        ],
        link: {
          to: serviceSlugPath("living-wills-and-directives", "es"),
          label: "Testamentos vitales y directivas anticipadas",
        },
      },
      {
        icon: "users",
        title: "Poderes notariales",
        description: "Para nombrar a alguien que actúe por usted, con los testigos que pide Pensilvania.",
        examples: [
          "Poderes notariales generales y limitados",
          "Poderes notariales duraderos",
          "Poderes notariales para decisiones de salud",
        ],
        link: { to: serviceSlugPath("power-of-attorney", "es"), label: "Firma de poderes notariales" },
      },
      {
        icon: "medical",
        title: "Autorizaciones médicas",
        description: "Permiso para que otra persona vea sus expedientes o dé su consentimiento para un tratamiento.",
        examples: [
          "Autorizaciones HIPAA",
          "Consentimientos médicos para menores",
          "Poderes notariales para decisiones de salud",
        ],
        link: { to: serviceSlugPath("medical-authorization", "es"), label: "Formularios de autorización médica" },
      },
      {
        icon: "document",
        title: "Declaraciones juradas",
        subtitle: "Jurat (certificado de juramento)",
        description: "Declaraciones que usted jura que son verdad, firmadas delante de mí después del juramento.",
        examples: [
          "Declaraciones juradas de identidad o de residencia",
          "Declaraciones bajo juramento para tribunales y agencias",
          "Declaraciones juradas de donación y de herederos",
        ],
        link: { to: serviceSlugPath("affidavits", "es"), label: "Notarización de declaraciones juradas" },
      },
    ],

    whatToBring: [
      photoIdEachSignerEs,
      "El documento completo, con todas sus páginas, sin firmar, a menos que solo necesite un reconocimiento de firma",
      "Todas las personas que tienen que firmar, en persona",
      "Testigos, si el documento los pide",
      "Las instrucciones de la oficina, el prestamista o el empleador que pidió la notarización",
      `El pago en ${formatList(fees.paymentMethodsEs, "disjunction", "es")}`,
    ],

    steps: [
      {
        title: "Comuníquese conmigo",
        description:
          "Llame, envíe un texto o mande el formulario, y dígame qué tipo de documento es, cuántos firmantes hay y dónde está.",
      },
      {
        title: "Revise el documento",
        description:
          "Busque la sección del notary public y lea las instrucciones que vinieron con el documento. Las preguntas sobre su contenido son para quien lo preparó.",
      },
      {
        title: "Confirmamos hora y precio",
        description: `Le confirmo la hora, el lugar y el total: hasta ${actFeeEs} por acto notarial, más ${travelFeeEs} de tarifa de viaje ${formatWithinMiles(fees.travelFeeRadiusMiles, site.serviceArea.base, "es")}.`,
      },
      {
        title: "Nos vemos y verifico",
        description:
          "Reviso la identificación de cada firmante y me aseguro de que todos entienden el documento y firman por su propia voluntad.",
      },
      {
        title: "Firma y sello",
        description:
          "Usted firma, y yo completo el certificado notarial, pongo mi sello y anoto el acto en mi registro.",
      },
    ],

    faq: [
      {
        id: "documents-already-signed",
        question: "¿Puede notarizar un documento que ya firmé?",
        answer:
          "Solo si necesita un reconocimiento de firma: entonces puede firmar antes y confirmarme la firma en persona. Las declaraciones juradas, las verificaciones y otros documentos bajo juramento se firman delante de mí, así que déjelos sin firmar.",
      },
      {
        id: "documents-which-form",
        question: "¿Me puede decir qué formulario necesito o ayudarme a llenarlo?",
        answer:
          "No. Un notary public que no es abogado no puede escoger un formulario, preparar ni completar un documento legal, ni explicar qué efecto tendrá. La oficina que le pide el documento, o un abogado, le pueden ayudar con eso.",
      },
      {
        id: "documents-read-content",
        question: "¿Va a leer mi documento?",
        answer:
          "Lo reviso para ver que esté completo, sin espacios en blanco, y que tenga una sección para el notary public, y anoto su título y su fecha en mi registro. No reviso si el contenido es correcto o legal, y lo que veo lo mantengo en confidencia.",
      },
      {
        id: "documents-family",
        question: "¿Puede notarizar para un familiar?",
        answer:
          "Para mi cónyuge no: Pensilvania no permite que un notary public notarice un documento en el que él o su cónyuge sea parte o del que saque provecho. Para otros parientes, normalmente le recomiendo a otro notary public, para que nadie pueda cuestionar la notarización después.",
      },
      {
        id: "documents-other-language",
        question: "Mi documento está en otro idioma. ¿Lo puede notarizar?",
        answer: `Muchas veces, sí. El certificado notarial va en inglés, y tengo que poder hablar con usted, ${site.notary.speaksSpanish ? "en inglés o en español" : "con la ayuda de un intérprete"}, para saber que entiende lo que firma. Algunas oficinas también piden una traducción certificada; pregunte en la que lo va a recibir.`,
      },
      {
        id: "documents-expired-id",
        question: "¿Y si mi identificación está vencida?",
        answer:
          "Necesito una identificación con foto vigente, emitida por el gobierno, para cada firmante. Si la suya está vencida, dígamelo antes de pedir la cita; en algunos casos la ley permite identificarle de otra manera, por ejemplo con un testigo creíble que le conozca y que se pueda identificar.",
      },
      {
        id: "documents-cost",
        question: "¿Cuánto me va a costar?",
        answer: `Hasta ${actFeeEs} por acto notarial, el máximo de Pensilvania, más una tarifa de viaje de ${travelFeeEs} ${formatWithinMiles(fees.travelFeeRadiusMiles, site.serviceArea.base, "es")}.${afterHoursCostEs} Las sesiones de notarización remota en línea cuestan ${remoteFeeEs}.`,
      },
    ],

    resources: [
      {
        title: "Lista para su cita",
        description:
          "Todo lo que debe tener listo antes de cualquier cita: identificaciones, firmantes, testigos y el documento.",
        fileType: "PDF",
        status: "coming-soon",
      },
      {
        title: "Guía de identificaciones aceptadas",
        description: "Las identificaciones que un notary public puede aceptar, y qué hacer si la suya está vencida.",
        fileType: "PDF",
        status: "coming-soon",
      },
      {
        title: "Guía para prepararse para la firma del préstamo",
        description:
          "Cómo prepararse para un cierre en casa, desde el dinero para el cierre hasta una mesa con buena luz.",
        fileType: "PDF",
        status: "coming-soon",
      },
      {
        title: "Hoja para la cita del formulario I-9",
        description: "Qué trae un nuevo empleado cuando completo la Sección 2 como representante del empleador.",
        fileType: "PDF",
        status: "coming-soon",
      },
    ],
  },
};
