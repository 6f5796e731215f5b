import { feeFact, photoId, region } from "~/content/services/shared";
import { feeFactEs, photoIdEs, regionEs } from "~/content/services/shared-es";
import { inEnglish } from "~/lib/foreign-phrases";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";
import { site } from "~/facts/site.config";

export const verifications = {
  en: {
    slug: "verifications",
    seo: {
      title: "Verifications and Jurats",
      description: `Verifications on oath or affirmation (jurats) for sworn applications, statements and court papers, notarized at your home or office in ${region}.`,
    },
    hero: {
      intro:
        "When a form says “sworn to and subscribed before me”, it needs a verification. You swear or affirm that the statement is true and sign it in front of me, and I complete the jurat.",
    },
    explanation: {
      title: "What Is a Verification?",
      paragraphs: [
        "A verification on oath or affirmation, completed with a certificate called a jurat, confirms two things: that you swore or affirmed the contents of a document are true, and that you signed it in my presence.",
        "It's easily confused with an acknowledgment. An acknowledgment confirms that a signature is yours and was made willingly, and the document may be signed beforehand. A verification is about the truth of what the document says, so it always needs an oath and a signature made in front of me.",
        "Not sure which your document needs? Look at the certificate wording, or ask whoever gave you the form. I can't choose the type of notarization for you, but I can show you what each one looks like.",
      ],
      facts: [
        { label: "Oath needed?", value: "Yes, an oath or an affirmation" },
        { label: "Sign beforehand?", value: "No: you sign in front of me" },
        feeFact,
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "verification-or-acknowledgment",
        after: "explanation",
        title: "Verification or Acknowledgment?",
        intro: "The certificate on your document tells you which one it needs.",
        items: [
          {
            icon: "clipboard",
            title: "Verification (jurat)",
            description: "You swear that the contents are true.",
            examples: [
              "An oath or affirmation is required",
              "You sign in my presence",
              "Certificate wording: “sworn to (or affirmed) and subscribed before me”",
              "Used for affidavits, sworn applications and statements",
            ],
          },
          {
            icon: "signature",
            title: "Acknowledgment",
            description: "You confirm that the signature is yours and was made willingly.",
            examples: [
              "No oath",
              "You may sign beforehand, but must appear in person",
              "Certificate wording: “acknowledged before me”",
              "Used for deeds, contracts and powers of attorney",
            ],
          },
        ],
      },
    ],
    process: {
      title: "How a Verification Works",
      steps: [
        {
          title: "Identity verification",
          description: "You show a current government-issued photo ID, and I confirm the name matches the document.",
        },
        {
          title: "Oath or affirmation",
          description: "You swear or affirm out loud that the contents of the document are true.",
        },
        {
          title: "Signing in my presence",
          description: "You sign the document while I watch.",
        },
        {
          title: "Jurat and seal",
          description: "I complete the jurat, sign it, apply my official seal and record the act in my journal.",
        },
      ],
    },
    categories: {
      title: "Documents That Need Verifications",
      items: [
        {
          icon: "gavel",
          title: "Legal",
          description: "Sworn papers for courts and attorneys.",
          examples: [
            "Court papers that call for a notarized verification",
            "Answers to interrogatories",
            "Sworn statements for attorneys",
            "Affidavits supporting motions",
          ],
        },
        {
          icon: "briefcase",
          title: "Business",
          description: "Statements a business swears to for a client, a lender or an agency.",
          examples: [
            "Sworn financial statements",
            "License and permit applications",
            "Contractor and bid affidavits",
            "Sworn vendor certifications",
          ],
        },
        {
          icon: "users",
          title: "Personal",
          description: "Forms where you swear the facts you give are true.",
          examples: [
            "Applications that require a sworn statement",
            "Insurance proof-of-loss forms",
            "Residency and identity statements",
            "Financial aid and school forms",
          ],
        },
        {
          icon: "landmark",
          title: "Official",
          description: "Sworn forms for government offices and public bodies.",
          examples: [
            "Government benefit applications",
            "Statements for licensing boards",
            "Sworn reports to agencies",
            "Forms for foreign consulates",
          ],
        },
      ],
    },
    benefits: {
      title: "Why It's Worth Doing Right",
      items: [
        {
          icon: "check",
          title: "The Right Certificate",
          description: "A jurat where a jurat is needed, so your document isn't rejected for the wrong notarization.",
        },
        {
          icon: "shield",
          title: "Accepted the First Time",
          description: "Oath given, signature witnessed and seal applied, with nothing left to send back.",
        },
        {
          icon: "car",
          title: "At Your Location",
          description: `At home, at the office or on site, ${site.hours.inSentence}.`,
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [photoId, "The document, complete and unsigned", "Everyone who must swear to it, in person"],
      notesTitle: "Good to know",
      notes: [
        "Don't sign beforehand: a verification must be signed in front of me, after the oath.",
        "Many Pennsylvania court papers are verified by a signed statement made “subject to the penalties of 18 Pa.C.S. § 4904” and need no notary. If yours says that, ask the court or your attorney whether you need me at all.",
        "If the document has no certificate wording, ask the office that wants it which notarization it expects.",
      ],
    },
    closing: {
      title: "Need a document verified?",
      text: "Tell me what the document is and how many people will swear to it, and I'll come to you.",
    },
  },
  es: {
    slug: "verifications",
    seo: {
      title: "Verificaciones bajo juramento",
      description: `Verificaciones bajo juramento, con jurat (certificado de juramento), para solicitudes y documentos de la corte, en su casa u oficina en ${regionEs}.`,
    },
    hero: {
      intro: `Si un formulario dice “${inEnglish("sworn to and subscribed before me")}” (jurado y firmado ante mí), necesita una verificación. Usted jura o afirma que lo que dice es verdad, lo firma delante de mí y yo completo el jurat.`,
    },
    explanation: {
      title: "¿Qué es una verificación?",
      paragraphs: [
        "Una verificación bajo juramento o afirmación se completa con un certificado llamado jurat (certificado de juramento). El jurat confirma dos cosas: que usted juró o afirmó que lo que dice el documento es verdad, y que lo firmó delante de mí.",
        "Es fácil confundirla con el reconocimiento de firma. El reconocimiento confirma que la firma es suya y que firmó por voluntad propia, y el documento se puede firmar antes de la cita. La verificación, en cambio, trata de si lo que dice el documento es verdad. Por eso siempre lleva un juramento y una firma hecha delante de mí.",
        "¿No sabe cuál necesita su documento? Fíjese en las palabras del certificado o pregúntele a quien le dio el formulario. Yo no puedo escoger el tipo de notarización por usted, pero sí le puedo enseñar cómo es cada uno.",
      ],
      facts: [
        { label: "¿Hace falta juramento?", value: "Sí, un juramento o una afirmación" },
        { label: "¿Se firma antes?", value: "No: usted firma delante de mí" },
        feeFactEs,
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "verification-or-acknowledgment",
        after: "explanation",
        title: "¿Verificación o reconocimiento de firma?",
        intro: "El certificado que trae su documento le dice cuál de los dos necesita.",
        items: [
          {
            icon: "clipboard",
            title: "Verificación: jurat (certificado de juramento)",
            description: "Usted jura que lo que dice el documento es verdad.",
            examples: [
              "Hace falta un juramento o una afirmación",
              "Usted firma delante de mí",
              `El certificado dice: “${inEnglish("sworn to (or affirmed) and subscribed before me")}”`,
              "Se usa en declaraciones juradas, solicitudes y otras declaraciones bajo juramento",
            ],
          },
          {
            icon: "signature",
            title: "Reconocimiento de firma",
            description: "Usted confirma que la firma es suya y que firmó por voluntad propia.",
            examples: [
              "Sin juramento",
              "Puede firmar antes, pero tiene que presentarse en persona",
              `El certificado dice: “${inEnglish("acknowledged before me")}”`,
              "Se usa en escrituras, contratos y poderes notariales",
            ],
          },
        ],
      },
    ],
    process: {
      title: "Cómo se hace una verificación",
      steps: [
        {
          title: "Identificación",
          description:
            "Usted me muestra una identificación vigente con foto emitida por el gobierno, y yo confirmo que el nombre es el mismo del documento.",
        },
        {
          title: "Juramento o afirmación",
          description: "Usted jura o afirma en voz alta que lo que dice el documento es verdad.",
        },
        {
          title: "Firma delante de mí",
          description: "Usted firma el documento delante de mí.",
        },
        {
          title: "Jurat y sello",
          description:
            "Completo el jurat, lo firmo, le pongo mi sello oficial y anoto el acto notarial en mi registro.",
        },
      ],
    },
    categories: {
      title: "Documentos que necesitan una verificación",
      items: [
        {
          icon: "gavel",
          title: "Legales",
          description: "Documentos bajo juramento para la corte y para abogados.",
          examples: [
            "Documentos de la corte que piden una verificación notarizada",
            "Respuestas a interrogatorios",
            "Declaraciones juradas para abogados",
            "Declaraciones juradas que apoyan una moción",
          ],
        },
        {
          icon: "briefcase",
          title: "De negocios",
          description: "Declaraciones que un negocio jura ante un cliente, un prestamista o una agencia.",
          examples: [
            "Estados financieros bajo juramento",
            "Solicitudes de licencias y permisos",
            "Declaraciones juradas de contratistas y de licitaciones",
            "Certificaciones de proveedores bajo juramento",
          ],
        },
        {
          icon: "users",
          title: "Personales",
          description: "Formularios en los que usted jura que los datos que da son verdad.",
          examples: [
            "Solicitudes que piden una declaración jurada",
            "Formularios de prueba de pérdida para el seguro",
            "Declaraciones de residencia y de identidad",
            "Formularios de la escuela y de ayuda financiera",
          ],
        },
        {
          icon: "landmark",
          title: "Oficiales",
          description: "Formularios bajo juramento para oficinas del gobierno y organismos públicos.",
          examples: [
            "Solicitudes de beneficios del gobierno",
            "Declaraciones para juntas de licencias",
            "Informes bajo juramento para agencias",
            "Formularios para consulados de otros países",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué vale la pena hacerlo bien",
      items: [
        {
          icon: "check",
          title: "El certificado correcto",
          description:
            "Un jurat cuando hace falta un jurat, para que no le rechacen el documento por un tipo de notarización equivocado.",
        },
        {
          icon: "shield",
          title: "Aceptado a la primera",
          description: "Juramento tomado, firma presenciada y sello puesto: no le devuelven nada para corregir.",
        },
        {
          icon: "car",
          title: "Donde usted esté",
          description: `En su casa, en la oficina o en el lugar que usted diga, ${site.hours.inSentenceEs}.`,
        },
      ],
    },
    requirements: {
      title: "Qué necesita",
      bringTitle: "Tenga a la mano",
      items: [
        photoIdEs,
        "El documento, completo y sin firmar",
        "A todas las personas que tienen que jurarlo, en persona",
      ],
      notesTitle: "Tenga en cuenta",
      notes: [
        "No firme antes: la verificación se firma delante de mí, después del juramento.",
        `Muchos documentos de las cortes de Pensilvania se verifican con una declaración firmada “${inEnglish("subject to the penalties of 18 Pa.C.S. § 4904")}” (sujeta a las penas por declarar en falso ante las autoridades) y no necesitan notary public. Si el suyo dice eso, pregúntele a la corte o a su abogado si de verdad me necesita.`,
        "Si el documento no trae las palabras de un certificado, pregunte en la oficina que se lo pide qué tipo de notarización espera.",
      ],
    },
    closing: {
      title: "¿Necesita verificar un documento?",
      text: "Dígame qué documento es y cuántas personas lo van a jurar, y voy adonde usted esté.",
    },
  },
} satisfies Bilingual<ServicePage>;
