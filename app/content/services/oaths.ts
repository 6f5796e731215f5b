import { feeFact, photoId, region } from "~/content/services/shared";
import { feeFactEs, languageSentenceEs, photoIdEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";
import { site } from "~/facts/site.config";

export const oaths = {
  en: {
    slug: "oaths",
    seo: {
      title: "Oaths and Affirmations Administered",
      description: `A notary public to administer oaths and affirmations in ${region}: sworn statements, oaths of office and witness oaths, at your home, office or venue.`,
    },
    hero: {
      intro:
        "A solemn promise, made out loud before a notary, that what you say or sign is true. Swear or affirm: the choice is yours, and both carry the same legal weight.",
    },
    explanation: {
      title: "What Is an Oath?",
      paragraphs: [
        "An oath is a solemn, spoken promise that a statement is true, or that you will faithfully carry out a duty. As a notary I can administer one on its own, for example an oath of office, or together with a written statement you then sign.",
        "An affirmation is the same promise made on your personal honor instead of with reference to God. The law treats the two alike: an affirmation binds you exactly as an oath does, and you may choose either one without giving a reason.",
        "When the oath goes with a document, you sign after taking it, in my presence, and I complete a jurat: the certificate stating that the statement was sworn or affirmed and signed before me.",
      ],
      facts: [
        { label: "Your choice", value: "An oath or an affirmation: equally binding" },
        { label: "Certificate", value: "A jurat, when a document is signed" },
        feeFact,
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "oath-or-affirmation",
        after: "explanation",
        title: "Oath or Affirmation?",
        intro: "Two ways to make the same binding promise. You choose, and I never ask why.",
        items: [
          {
            icon: "handshake",
            title: "Oath",
            description: "A solemn promise sworn with reference to God.",
            examples: [
              "Usually begins “Do you solemnly swear…”",
              "Often made with the right hand raised",
              "Legally binding: a knowingly false statement is a crime",
            ],
          },
          {
            icon: "heart",
            title: "Affirmation",
            description: "The same promise, made on your personal honor.",
            examples: [
              "Usually begins “Do you solemnly affirm…”",
              "No religious reference at all",
              "Exactly as binding as an oath",
            ],
          },
        ],
      },
    ],
    process: {
      title: "How an Oath Is Administered",
      steps: [
        {
          title: "Identity verification",
          description: "You show a current government-issued photo ID, and I confirm your name matches the document.",
        },
        {
          title: "Oath administration",
          description:
            "You swear or affirm out loud that your statement is true, or that you'll faithfully perform your duties.",
        },
        {
          title: "Signing after the oath",
          description: "If there's a document, you sign it after taking the oath, while I watch.",
        },
        {
          title: "Notarization with a jurat",
          description: "I complete the jurat, sign and seal it, and record the oath in my journal.",
        },
      ],
    },
    categories: {
      title: "Oaths I Administer",
      items: [
        {
          icon: "document",
          title: "Sworn Statements",
          description: "A written statement you swear is true, completed with a jurat.",
          examples: [
            "Affidavits",
            "Verifications and sworn applications",
            "Sworn declarations for agencies",
            "Statements for insurance claims",
          ],
        },
        {
          icon: "gavel",
          title: "Legal Proceedings",
          description: "Oaths for people giving testimony outside a courtroom.",
          examples: [
            "Deposition witnesses",
            "Arbitration and hearing witnesses",
            "Interpreters' oaths",
            "Sworn statements for attorneys",
          ],
        },
        {
          icon: "landmark",
          title: "Official Appointments",
          description: "Oaths of office, where the law allows a notary to administer them.",
          examples: [
            "Municipal and school board members",
            "Appointed boards and commissions",
            "Officers of volunteer fire and ambulance companies",
            "Officers of clubs and associations",
          ],
        },
        {
          icon: "award",
          title: "Specialized Oaths",
          description: "Oaths that licensing bodies and other organizations ask for.",
          examples: [
            "Professional licensing applications",
            "Translators' oaths of accuracy",
            "Sworn inventories and accountings",
            "Statements for foreign consulates",
          ],
        },
      ],
    },
    benefits: {
      title: "What You Can Expect",
      items: [
        {
          icon: "heart",
          title: "Your Beliefs Respected",
          description: "Swear or affirm, as you prefer. The words are said with care and without comment.",
        },
        {
          icon: "check",
          title: "Done Correctly",
          description: "The right words, the right certificate and a journal record, so the oath stands up later.",
        },
        {
          icon: "car",
          title: "Wherever You Need It",
          description: `At a meeting, an office or your home, ${site.hours.inSentence}.`,
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [
        photoId,
        "The unsigned document, if the oath goes with one",
        "The wording of the oath, if an agency or organization prescribes it",
      ],
      notesTitle: "Good to know",
      notes: [
        "Decide whether you'd like to swear or affirm. Either is fine, and you needn't explain.",
        "Don't sign the document before the oath; you'll sign right after it.",
        "For a group swearing-in, send me the names in advance so each person's ID check goes quickly.",
      ],
    },
    notice: {
      title: "False Statements Are Perjury",
      text: "An oath or affirmation is legally binding. Knowingly making a false statement under oath or affirmation is a crime in Pennsylvania: perjury or false swearing, depending on the circumstances. If you're unsure about something you're about to swear to, stop and ask the person who prepared the document or an attorney.",
    },
    closing: {
      title: "Need an oath administered?",
      text: "Tell me what it's for and how many people will take it, and I'll come to you.",
    },
  },
  es: {
    slug: "oaths",
    seo: {
      title: "Juramentos y afirmaciones",
      description: `Tomo juramentos y afirmaciones en ${regionEs}: declaraciones juradas, juramentos de cargo y de testigos, en su casa, su oficina o su evento.`,
    },
    hero: {
      intro:
        "Una promesa solemne, dicha en voz alta ante un notary public, de que lo que usted dice o firma es verdad. Puede jurar o afirmar: usted escoge, y las dos tienen el mismo valor legal.",
    },
    explanation: {
      title: "¿Qué es un juramento?",
      paragraphs: [
        "Un juramento es una promesa solemne, dicha en voz alta, de que una declaración es verdad o de que usted va a cumplir fielmente un deber. Como notary public puedo tomar un juramento solo, por ejemplo el juramento de un cargo, o junto con una declaración escrita que usted firma después.",
        "Una afirmación es la misma promesa hecha por su honor, sin mencionar a Dios. La ley trata las dos por igual: una afirmación lo obliga exactamente igual que un juramento, y usted puede escoger cualquiera de las dos sin dar explicaciones.",
        "Cuando el juramento acompaña a un documento, usted firma después de jurar, delante de mí, y yo completo un jurat (certificado de juramento): el certificado que dice que la declaración se juró o se afirmó y se firmó ante mí.",
      ],
      facts: [
        { label: "Usted escoge", value: "Juramento o afirmación: obligan igual" },
        { label: "Certificado", value: "Un jurat (certificado de juramento), cuando se firma un documento" },
        feeFactEs,
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "oath-or-affirmation",
        after: "explanation",
        title: "¿Juramento o afirmación?",
        intro: "Dos maneras de hacer la misma promesa, con el mismo valor. Usted escoge, y nunca le pregunto por qué.",
        items: [
          {
            icon: "handshake",
            title: "Juramento",
            description: "Una promesa solemne que menciona a Dios.",
            examples: [
              "Suele empezar así: “¿Jura solemnemente…?”",
              "Muchas veces se hace con la mano derecha levantada",
              "Obliga legalmente: declarar algo falso a sabiendas es un delito",
            ],
          },
          {
            icon: "heart",
            title: "Afirmación",
            description: "La misma promesa, hecha por su honor.",
            examples: [
              "Suele empezar así: “¿Afirma solemnemente…?”",
              "No menciona nada religioso",
              "Obliga exactamente igual que un juramento",
            ],
          },
        ],
      },
    ],
    process: {
      title: "Cómo se toma un juramento",
      steps: [
        {
          title: "Verificación de identidad",
          description:
            "Usted muestra una identificación vigente con foto emitida por el gobierno, y confirmo que su nombre coincide con el documento.",
        },
        {
          title: "El juramento",
          description:
            "Usted jura o afirma en voz alta que su declaración es verdad, o que va a cumplir fielmente sus deberes.",
        },
        {
          title: "Firma después del juramento",
          description: "Si hay un documento, usted lo firma delante de mí, después de jurar.",
        },
        {
          title: "Notarización con un jurat",
          description: "Completo el jurat, lo firmo y lo sello, y anoto el juramento en mi libro de registro.",
        },
      ],
    },
    categories: {
      title: "Juramentos que tomo",
      items: [
        {
          icon: "document",
          title: "Declaraciones bajo juramento",
          description: "Un escrito que usted jura que es verdad, completado con un jurat.",
          examples: [
            "Declaraciones juradas",
            "Verificaciones y solicitudes juradas",
            "Declaraciones juradas para agencias",
            "Declaraciones para reclamos de seguros",
          ],
        },
        {
          icon: "gavel",
          title: "Procesos legales",
          description: "Juramentos para personas que dan testimonio fuera de la sala del tribunal.",
          examples: [
            "Testigos de deposiciones",
            "Testigos de arbitrajes y audiencias",
            "Juramento de intérpretes",
            "Declaraciones juradas para abogados",
          ],
        },
        {
          icon: "landmark",
          title: "Cargos oficiales",
          description: "Juramentos de cargo, cuando la ley permite que los tome un notary public.",
          examples: [
            "Miembros de juntas municipales y escolares",
            "Juntas y comisiones nombradas",
            "Directivos de compañías voluntarias de bomberos y ambulancias",
            "Directivos de clubes y asociaciones",
          ],
        },
        {
          icon: "award",
          title: "Juramentos especiales",
          description: "Juramentos que piden las juntas de licencias y otras organizaciones.",
          examples: [
            "Solicitudes de licencias profesionales",
            "Juramento de exactitud de traductores",
            "Inventarios y rendiciones de cuentas juradas",
            "Declaraciones para consulados extranjeros",
          ],
        },
      ],
    },
    benefits: {
      title: "Lo que puede esperar",
      items: [
        {
          icon: "heart",
          title: "Respeto a sus creencias",
          description: "Jure o afirme, como prefiera. Las palabras se dicen con cuidado y sin comentarios.",
        },
        {
          icon: "check",
          title: "Bien hecho",
          description:
            "Las palabras correctas, el certificado correcto y la anotación en el libro de registro, para que el juramento sea válido después.",
        },
        {
          icon: "car",
          title: "Donde lo necesite",
          description: `En una reunión, una oficina o su casa, ${site.hours.inSentenceEs}.`,
        },
      ],
    },
    requirements: {
      title: "Lo que necesita",
      bringTitle: "Traiga",
      items: [
        photoIdEs,
        "El documento sin firmar, si el juramento va con uno",
        "El texto del juramento, si una agencia u organización lo tiene establecido",
      ],
      notesTitle: "Bueno saber",
      notes: [
        "Decida si quiere jurar o afirmar. Cualquiera está bien, y no tiene que explicar por qué.",
        "No firme el documento antes del juramento; lo firma justo después.",
        "Si es una juramentación en grupo, mándeme los nombres antes para que la revisión de identificaciones sea rápida.",
        languageSentenceEs,
      ],
    },
    notice: {
      title: "Declarar algo falso es perjurio",
      text: "Un juramento o una afirmación obliga legalmente. Declarar algo falso a sabiendas bajo juramento o afirmación es un delito en Pensilvania: perjurio o juramento falso, según el caso. Si tiene dudas sobre algo que está por jurar, pare y pregunte a la persona que preparó el documento o a un abogado.",
    },
    closing: {
      title: "¿Necesita que le tomen un juramento?",
      text: "Dígame para qué es y cuántas personas van a jurar, y voy a donde usted esté.",
    },
  },
} satisfies Bilingual<ServicePage>;
