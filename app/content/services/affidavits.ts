import { doNotSignNote, feeFact, photoId, region } from "~/content/services/shared";
import { doNotSignNoteEs, feeFactEs, languageSentenceEs, photoIdEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";
import { site } from "~/facts/site.config";

export const affidavits = {
  en: {
    slug: "affidavits",
    seo: {
      title: "Affidavit Notarization Under Oath",
      description: `Affidavits and sworn statements notarized under oath at your home, office or hospital bedside in ${region}. Leave the signature line blank until we meet.`,
    },
    hero: {
      intro:
        "An affidavit is your written statement, sworn to be true. I put you under oath, watch you sign and complete the certificate with my official seal, wherever you are.",
    },
    explanation: {
      title: "What Is an Affidavit?",
      paragraphs: [
        "An affidavit is a written statement of facts that you swear or affirm is true, signed before a notary or another official who can administer oaths. Courts, government agencies, insurers, banks and employers accept affidavits as evidence when you can't be there in person.",
        "My part is to confirm who you are, give you the oath or affirmation, and watch you sign. The certificate I complete, called a jurat, states that you swore to the statement and signed it in my presence.",
        "I don't write affidavits or suggest what to put in one. The office asking for it, or your attorney, can help with the wording.",
      ],
      facts: [
        { label: "Notarial act", value: "Jurat: a verification on oath or affirmation" },
        { label: "Before we meet", value: "Leave the signature line blank" },
        feeFact,
      ],
    },
    process: {
      title: "How an Affidavit Is Notarized",
      steps: [
        {
          title: "Identity verification",
          description: "You show a current government-issued photo ID, and I confirm the name matches the affidavit.",
        },
        {
          title: "Oath or affirmation",
          description:
            "You swear or affirm out loud that the statements in the affidavit are true. You choose which; both are equally binding.",
        },
        {
          title: "Signing in my presence",
          description: "You sign the affidavit while I watch, which is why it must not be signed beforehand.",
        },
        {
          title: "Notarization with seal",
          description: "I complete the jurat, sign it, apply my official seal and record the act in my journal.",
        },
      ],
    },
    categories: {
      title: "Affidavits I Notarize",
      items: [
        {
          icon: "gavel",
          title: "Legal",
          description: "Sworn statements for courts, attorneys and legal proceedings.",
          examples: [
            "Affidavits supporting court filings",
            "Affidavits of service",
            "Statements of fact for an attorney",
            "Affidavits of residence or domicile",
          ],
        },
        {
          icon: "briefcase",
          title: "Business",
          description: "Statements a company, its owners or its officers swear to.",
          examples: [
            "Affidavits of ownership or authority",
            "Contractor and vendor affidavits",
            "Lost stock certificate affidavits",
            "Statements for licenses and permits",
          ],
        },
        {
          icon: "home",
          title: "Real Estate",
          description: "Sworn statements that go with a sale, a loan or a title.",
          examples: [
            "Title and occupancy affidavits",
            "One-and-the-same-person affidavits",
            "Gift letters for a home purchase",
            "Affidavits of heirship for a property",
          ],
        },
        {
          icon: "users",
          title: "Personal",
          description: "Everyday statements about who you are, where you live or what happened.",
          examples: [
            "Name change and identity affidavits",
            "Lost or stolen document affidavits",
            "Affidavits of support or relationship",
            "Residency statements for schools",
          ],
        },
      ],
    },
    benefits: {
      title: "Why a Careful Notarization Matters",
      items: [
        {
          icon: "shield",
          title: "Accepted the First Time",
          description:
            "A properly sworn and sealed affidavit isn't sent back for a missing oath or a wrong certificate.",
        },
        {
          icon: "car",
          title: "Sworn Where You Are",
          description: `At home, at work or at a hospital bedside, ${site.hours.inSentence}.`,
        },
        {
          icon: "heart",
          title: "Clear and Unhurried",
          description: "Time to reread your statement before you swear to it, and a plain explanation of each step.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [
        "Your affidavit, complete but unsigned",
        photoId,
        "Any exhibits the affidavit refers to, if they are to be attached",
      ],
      notesTitle: "Before we meet",
      notes: [
        doNotSignNote,
        "An oath or affirmation is required for every affidavit; I can't notarize one without it.",
        "Read the affidavit carefully first: you'll be swearing that every statement in it is true.",
        "If the office that asked for the affidavit gave you its own form, use that form.",
      ],
    },
    notice: {
      title: "Sworn Statements and Perjury",
      text: "When you swear or affirm that an affidavit is true, you are legally bound by it. Knowingly making a false statement under oath can lead to criminal charges in Pennsylvania, including perjury, which is a felony. If you're unsure about anything in your affidavit, talk to the person who prepared it or to an attorney before we meet.",
    },
    closing: {
      title: "Need an affidavit notarized?",
      text: "Tell me what the affidavit is for and how many people will sign it, and I'll come to you.",
    },
  },
  es: {
    slug: "affidavits",
    seo: {
      title: "Declaraciones juradas notarizadas",
      description: `Declaraciones juradas notarizadas bajo juramento en su casa, su oficina o el hospital, en ${regionEs}. No firme hasta que nos veamos.`,
    },
    hero: {
      intro:
        "Una declaración jurada es lo que usted declara por escrito y jura que es verdad. Le tomo el juramento, le veo firmar y completo el certificado con mi sello oficial, donde usted esté.",
    },
    explanation: {
      title: "¿Qué es una declaración jurada?",
      paragraphs: [
        "Una declaración jurada es un escrito con hechos que usted jura o afirma que son verdad, firmado delante de un notary public u otro funcionario que puede tomar juramento. Los tribunales, las agencias del gobierno, las aseguradoras, los bancos y los empleadores la aceptan como prueba cuando usted no puede estar presente.",
        "Lo que hago yo es confirmar quién es usted, tomarle el juramento o la afirmación y verle firmar. El certificado que completo se llama jurat (certificado de juramento): dice que usted juró lo que declara y lo firmó delante de mí.",
        "No redacto declaraciones juradas ni le digo qué poner en ellas. La oficina que se la pide, o su abogado, le puede ayudar con el texto.",
      ],
      facts: [
        {
          label: "Acto notarial",
          value: "Jurat (certificado de juramento) de una verificación bajo juramento o afirmación",
        },
        { label: "Antes de la cita", value: "Deje la línea de la firma en blanco" },
        feeFactEs,
      ],
    },
    process: {
      title: "Cómo se notariza una declaración jurada",
      steps: [
        {
          title: "Verificación de identidad",
          description:
            "Usted muestra una identificación vigente con foto emitida por el gobierno, y confirmo que el nombre coincide con la declaración jurada.",
        },
        {
          title: "Juramento o afirmación",
          description:
            "Usted jura o afirma en voz alta que lo que dice la declaración es verdad. Usted escoge; los dos obligan igual.",
        },
        {
          title: "Firma delante de mí",
          description: "usted firma la declaración delante de mí. Por eso no se debe firmar antes.",
        },
        {
          title: "Notarización con sello",
          description: "Completo el jurat, lo firmo, pongo mi sello oficial y anoto el acto en mi libro de registro.",
        },
      ],
    },
    categories: {
      title: "Declaraciones juradas que notarizo",
      items: [
        {
          icon: "gavel",
          title: "Legales",
          description: "Declaraciones juradas para tribunales, abogados y procesos legales.",
          examples: [
            "Declaraciones juradas que acompañan escritos al tribunal",
            "Declaraciones juradas de entrega de documentos judiciales",
            "Declaraciones de hechos para un abogado",
            "Declaraciones juradas de residencia o domicilio",
          ],
        },
        {
          icon: "briefcase",
          title: "De negocios",
          description: "Declaraciones que juran una empresa, sus dueños o sus directivos.",
          examples: [
            "Declaraciones juradas de propiedad o de autoridad",
            "Declaraciones juradas de contratistas y proveedores",
            "Declaraciones juradas por certificados de acciones perdidos",
            "Declaraciones para licencias y permisos",
          ],
        },
        {
          icon: "home",
          title: "De bienes raíces",
          description: "Declaraciones juradas que acompañan una venta, un préstamo o un título.",
          examples: [
            "Declaraciones juradas de título y de ocupación",
            "Declaraciones de que dos nombres son de la misma persona",
            "Cartas de regalo para la compra de una casa",
            "Declaraciones juradas de herederos de una propiedad",
          ],
        },
        {
          icon: "users",
          title: "Personales",
          description: "Declaraciones de todos los días sobre quién es usted, dónde vive o qué pasó.",
          examples: [
            "Declaraciones juradas de cambio de nombre y de identidad",
            "Declaraciones juradas por documentos perdidos o robados",
            "Declaraciones juradas de manutención o de parentesco",
            "Declaraciones de residencia para escuelas",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué importa notarizar con cuidado",
      items: [
        {
          icon: "shield",
          title: "Aceptada a la primera",
          description:
            "Si la declaración jurada se hace y se sella como se debe, nadie se la devuelve por falta de juramento ni por un certificado equivocado.",
        },
        {
          icon: "car",
          title: "Jurada donde usted esté",
          description: `En casa, en el trabajo o en el hospital, ${site.hours.inSentenceEs}.`,
        },
        {
          icon: "heart",
          title: "Clara y sin prisas",
          description:
            "Tiempo para volver a leer lo que declara antes de jurarlo, y una explicación sencilla de cada paso.",
        },
      ],
    },
    requirements: {
      title: "Lo que necesita",
      bringTitle: "Traiga",
      items: [
        "Su declaración jurada, completa pero sin firmar",
        photoIdEs,
        "Los anexos que menciona la declaración, si se van a adjuntar",
      ],
      notesTitle: "Antes de la cita",
      notes: [
        doNotSignNoteEs,
        "Toda declaración jurada necesita un juramento o una afirmación; sin eso no la puedo notarizar.",
        "Lea la declaración con cuidado antes: va a jurar que todo lo que dice es verdad.",
        "Si la oficina que le pidió la declaración le dio su propio formulario, use ese formulario.",
        languageSentenceEs,
      ],
    },
    notice: {
      title: "Declaraciones juradas y perjurio",
      text: "Cuando usted jura o afirma que una declaración es verdad, queda obligado legalmente por ella. Decir algo falso a sabiendas bajo juramento puede traer cargos penales en Pensilvania, entre ellos el perjurio, que es un delito grave. Si tiene dudas sobre algo de su declaración, hable con la persona que la preparó o con un abogado antes de la cita.",
    },
    closing: {
      title: "¿Necesita notarizar una declaración jurada?",
      text: "Dígame para qué es la declaración y cuántas personas la firman, y voy a donde usted esté.",
    },
  },
} satisfies Bilingual<ServicePage>;
