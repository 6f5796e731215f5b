import { bondSentence, credentialStatement, hoursFact, photoIdEachSigner, region } from "~/content/services/shared";
import {
  bondSentenceEs,
  credentialStatementEs,
  hoursFactEs,
  languageFactEs,
  languageSentenceEs,
  photoIdEachSignerEs,
  regionEs,
} from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import { capitalized, formatRange } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { actionWords } from "~/content/actions";

const { policies } = site;
const signingMinutes = formatRange(policies.loanSigningMinutes);
const allowHours = formatRange(policies.loanSigningAllowHours);
/** "de 45 a 60", "de 1 a 2": a Spanish sentence writes the range in words. */
const signingMinutesEs = formatRange(policies.loanSigningMinutes, "es");
const allowHoursEs = formatRange(policies.loanSigningAllowHours, "es");

export const loanSigningAgent = {
  en: {
    slug: "loan-signing-agent",
    seo: {
      title: "Loan Signing Agent for Real Estate Closings",
      description: `A trained loan signing agent for purchase, refinance and home equity closings in ${region}, at your kitchen table or your office.`,
    },
    hero: {
      intro:
        "Closings at your kitchen table or your office. I handle the signing appointment for your lender or title company: every page signed, dated and initialed where it should be, and the package returned on time.",
    },
    explanation: {
      title: "What a Loan Signing Agent Does",
      paragraphs: [
        "A loan signing agent is a notary trained to handle mortgage closing packages. Lenders, title companies and escrow offices engage me to meet the borrowers, guide them through the signing and notarize the documents that need it, such as the mortgage and the affidavits that go with it.",
        "I tell you what each document is and where it needs a signature, initials or a date. I don't explain or negotiate loan terms, rates or fees, and I can't give legal or financial advice: those questions go to your lender or title officer, and I'll help you reach them during the signing.",
        "When the last page is signed, I check the whole package again, page by page, and return it exactly as the title company instructs, usually the same day.",
      ],
      facts: [
        { label: "Signing time", value: `Usually ${signingMinutes} minutes` },
        { label: "Set aside", value: `${allowHours} hours, so nobody feels rushed` },
        { label: "Where", value: "Your home, office or another place you choose" },
        hoursFact,
      ],
    },
    process: {
      title: "How a Loan Signing Works",
      steps: [
        {
          title: "Pre-signing preparation",
          description:
            "When the documents arrive, I print them, check that every page is there, and confirm the time, place, signers and ID requirements with you and the title company.",
        },
        {
          title: "Document explanation",
          description:
            "At the table, I go through the package in order and tell you what each document is, so nothing is signed blind. Questions about terms go to your lender.",
        },
        {
          title: "Proper execution",
          description:
            "Each borrower signs, initials and dates every place required, with names written exactly as they appear in the documents.",
        },
        {
          title: "Notarization and completion",
          description:
            "I notarize the documents that require it, review the package page by page, and return it the way the lender or title company asks.",
        },
      ],
    },
    categories: {
      title: "Loans and Documents I Sign",
      items: [
        {
          icon: "home",
          title: "Purchase",
          description:
            "Buyer and seller packages, for signers who can't get to the title office or are closing from out of town.",
          examples: [
            "Buyer loan packages",
            "Seller documents and deeds",
            "Cash purchase closings",
            "First-time buyer program documents",
          ],
        },
        {
          icon: "landmark",
          title: "Refinance",
          description:
            "Refinances of your home or an investment property. On a refinance of your main home, federal law usually gives you three business days to cancel after signing.",
          examples: [
            "Rate-and-term refinances",
            "Cash-out refinances",
            "FHA and VA streamline refinances",
            "Investment property refinances",
          ],
        },
        {
          icon: "clipboard",
          title: "Specialized Loans",
          description: "Loans with their own forms and disclosures, handled with the same care.",
          examples: [
            "Home equity loans",
            "Home equity lines of credit (HELOCs)",
            "Reverse mortgages",
            "Loan modifications",
          ],
        },
        {
          icon: "signature",
          title: "Other Real Estate Documents",
          description: "Property paperwork that isn't part of a loan package but still needs a careful notary.",
          examples: [
            "Deeds and property transfers",
            "Title and occupancy affidavits",
            "Powers of attorney for a closing",
            "Leases and installment sale agreements",
          ],
        },
      ],
    },
    benefits: {
      title: "Why Lenders and Borrowers Book Me",
      items: [
        {
          icon: "check",
          title: "Accurate Packages",
          description:
            "Every signature, initial and date checked before the package leaves the table, to avoid delays and re-signings.",
        },
        {
          icon: "calendar",
          title: "Flexible Scheduling",
          description: `Closings ${site.hours.inSentence}, at your home, office or another place you choose.`,
        },
        {
          icon: "heart",
          title: "Calm, Patient Closings",
          description: "Time to read, ask and understand, with nobody watching the clock.",
        },
      ],
    },
    requirements: {
      title: "Preparing for Your Closing",
      bringTitle: "Bring to the signing",
      items: [
        `${photoIdEachSigner} (some lenders ask for two)`,
        "Any documents your lender or title company asked you to have ready",
        "A cashier's check or wire confirmation for funds to close, if your closing needs them",
      ],
      notesTitle: "Tips for a smooth closing",
      notes: [
        `Allow ${allowHours} hours. Most signings take ${signingMinutes} minutes, but questions deserve time.`,
        "All signers must be present: every borrower, and anyone else the lender or title company names.",
        "Choose a well-lit table with room for two stacks of paper.",
        "Wire fraud is common: confirm wiring instructions by calling your title company on a number you already know, never one from an e-mail.",
      ],
    },
    extras: [
      {
        kind: "credentials",
        id: "credentials",
        after: "explanation",
        title: "Credentials You Can Rely On",
        intro: `A commissioned ${site.commission.state} notary with ${bondSentence}, trained for loan signings.`,
        statement: credentialStatement,
      },
    ],
    closing: {
      title: "Have a closing coming up?",
      text: "Lenders, title companies and borrowers: send me the date, the place and the number of signers, and I'll confirm quickly.",
      action: actionWords.en.named.closing,
    },
  },
  es: {
    slug: "loan-signing-agent",
    seo: {
      title: "Agente de firmas de préstamos",
      description: `Agente de firmas para cierres de compra, refinanciamiento y préstamos sobre el valor de la vivienda en ${regionEs}, en su casa o su oficina.`,
    },
    hero: {
      intro:
        "Cierres en la mesa de su cocina o en su oficina. Me encargo de la cita de firma para su prestamista o su compañía de títulos: cada página firmada, fechada y con sus iniciales donde corresponde, y el paquete devuelto a tiempo.",
    },
    explanation: {
      title: "Qué hace un agente de firmas de préstamos",
      paragraphs: [
        "Un agente de firmas de préstamos es un notary public preparado para manejar los paquetes de cierre de una hipoteca. Los prestamistas, las compañías de títulos y las oficinas de depósito en garantía me contratan para reunirme con los prestatarios, guiarlos en la firma y notarizar los documentos que lo necesitan, como la hipoteca y las declaraciones juradas que la acompañan.",
        "Le digo qué es cada documento y dónde lleva firma, iniciales o fecha. No explico ni negocio las condiciones del préstamo, la tasa ni los cargos, y no puedo dar consejos legales ni financieros: esas preguntas son para su prestamista o su agente de títulos, y le ayudo a comunicarse con ellos durante la firma.",
        "Cuando se firma la última página, reviso todo el paquete otra vez, página por página, y lo devuelvo tal como indica la compañía de títulos, por lo general el mismo día.",
      ],
      facts: [
        { label: "Tiempo de firma", value: `Por lo general, ${signingMinutesEs} minutos` },
        {
          label: "Tiempo que conviene apartar",
          value: `${capitalized(allowHoursEs)} horas, para que nadie se sienta apurado`,
        },
        { label: "Dónde", value: "Su casa, su oficina u otro lugar que usted escoja" },
        hoursFactEs,
        languageFactEs,
      ],
    },
    process: {
      title: "Cómo es una firma de préstamo hipotecario",
      steps: [
        {
          title: "Preparación antes de la firma",
          description:
            "Cuando llegan los documentos, los imprimo, reviso que estén todas las páginas y confirmo con usted y con la compañía de títulos la hora, el lugar, los firmantes y la identificación que se pide.",
        },
        {
          title: "Explicación de los documentos",
          description:
            "En la mesa, repasamos el paquete en orden y le digo qué es cada documento, para que nada se firme a ciegas. Las preguntas sobre las condiciones son para su prestamista.",
        },
        {
          title: "Firma correcta",
          description:
            "Cada prestatario firma, pone sus iniciales y la fecha en cada lugar que corresponde, con el nombre escrito tal como aparece en los documentos.",
        },
        {
          title: "Notarización y cierre",
          description:
            "Notarizo los documentos que lo requieren, reviso el paquete página por página y lo devuelvo como lo pide el prestamista o la compañía de títulos.",
        },
      ],
    },
    categories: {
      title: "Préstamos y documentos que firmo",
      items: [
        {
          icon: "home",
          title: "Compra",
          description:
            "Paquetes del comprador y del vendedor, para quienes no pueden ir a la oficina de títulos o cierran desde fuera de la ciudad.",
          examples: [
            "Paquetes de préstamo del comprador",
            "Documentos y escrituras del vendedor",
            "Cierres de compras al contado",
            "Documentos de programas para compradores de primera vivienda",
          ],
        },
        {
          icon: "landmark",
          title: "Refinanciamiento",
          description:
            "Refinanciamiento de su casa o de una propiedad de inversión. Si refinancia su vivienda principal, la ley federal por lo general le da tres días hábiles para cancelar después de firmar.",
          examples: [
            "Refinanciamiento para cambiar la tasa o el plazo",
            "Refinanciamiento con retiro de efectivo",
            "Refinanciamiento simplificado FHA y VA",
            "Refinanciamiento de propiedades de inversión",
          ],
        },
        {
          icon: "clipboard",
          title: "Préstamos especiales",
          description: "Préstamos con sus propios formularios y avisos, con el mismo cuidado.",
          examples: [
            "Préstamos sobre el valor de la vivienda",
            "Líneas de crédito sobre el valor de la vivienda (HELOC)",
            "Hipotecas revertidas",
            "Modificaciones de préstamos",
          ],
        },
        {
          icon: "signature",
          title: "Otros documentos de bienes raíces",
          description:
            "Papeles de la propiedad que no forman parte de un préstamo, pero que igual necesitan un notary public cuidadoso.",
          examples: [
            "Escrituras y traspasos de propiedad",
            "Declaraciones juradas de título y de ocupación",
            "Poderes notariales para un cierre",
            "Contratos de arrendamiento y de venta a plazos",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué me llaman prestamistas y prestatarios",
      items: [
        {
          icon: "check",
          title: "Paquetes sin errores",
          description:
            "Reviso cada firma, cada inicial y cada fecha antes de que el paquete salga de la mesa, para evitar retrasos y tener que firmar otra vez.",
        },
        {
          icon: "calendar",
          title: "Horario flexible",
          description: `Cierres ${site.hours.inSentenceEs}, en su casa, su oficina u otro lugar que usted escoja.`,
        },
        {
          icon: "heart",
          title: "Cierres con calma y paciencia",
          description: "Tiempo para leer, preguntar y entender, sin nadie mirando el reloj.",
        },
      ],
    },
    requirements: {
      title: "Cómo prepararse para su cierre",
      bringTitle: "Traiga a la firma",
      items: [
        `${photoIdEachSignerEs} (algunos prestamistas piden dos)`,
        "Los documentos que su prestamista o su compañía de títulos le pidió tener listos",
        "Un cheque de caja o la confirmación de la transferencia de los fondos para el cierre, si su cierre los necesita",
      ],
      notesTitle: "Consejos para un cierre sin contratiempos",
      notes: [
        `Aparte ${allowHoursEs} horas. La mayoría de las firmas duran ${signingMinutesEs} minutos, pero las preguntas merecen su tiempo.`,
        "Todos los firmantes deben estar presentes: cada prestatario y cualquier otra persona que nombre el prestamista o la compañía de títulos.",
        "Escoja una mesa con buena luz y espacio para dos montones de papeles.",
        "El fraude con transferencias es común: confirme las instrucciones llamando a su compañía de títulos a un número que ya conoce, nunca a uno que venga en un correo electrónico.",
        languageSentenceEs,
      ],
    },
    extras: [
      {
        kind: "credentials",
        id: "credentials",
        after: "explanation",
        title: "Credenciales en las que puede confiar",
        intro: `Notary public con comisión de ${site.serviceArea.stateEs}, con ${bondSentenceEs} y preparación como agente de firmas de préstamos.`,
        statement: credentialStatementEs,
      },
    ],
    closing: {
      title: "¿Tiene un cierre pronto?",
      text: "Prestamistas, compañías de títulos y prestatarios: mándenme la fecha, el lugar y el número de firmantes, y les confirmo enseguida.",
      action: actionWords.es.named.closing,
    },
  },
} satisfies Bilingual<ServicePage>;
