import { link, list, paragraph, quote, type LegalDocument, type LegalPageCopy } from "~/content/legal/document";
import { actionWords } from "~/content/actions";
import { notAttorneyNotice } from "~/lib/gender-es";
import { capitalized, formatList, formatRange, formatUsd, formatUsdRange, formatWithinMiles } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { afterHoursPhrase } from "~/lib/hours-words";
import { genderedEs } from "~/lib/gender-es";

const { legal, notary, commission, fees, policies, serviceArea } = site;

/** What the hour of an appointment adds, said of the evenings and weekend days she works (none: nothing to add). */
const afterHoursAppointments = afterHoursPhrase(site.hours, "adjective");
const afterHours = !afterHoursAppointments
  ? "There is no extra charge for the time of day."
  : fees.afterHoursSurchargeUsd === 0
    ? `There is no extra charge for ${afterHoursAppointments} appointments.`
    : `${capitalized(afterHoursPhrase(site.hours, "adjectiveAnd") ?? "")} appointments carry a surcharge of ${formatUsd(fees.afterHoursSurchargeUsd)}.`;

/** The Terms of Service: what a client and the notary can expect of each other. */
const en: LegalDocument = {
  updated: legal.termsUpdated,
  updatedLabel: "Last updated",
  summary: [
    "A form, text or e-mail asks for an appointment; it is booked once I confirm it with you.",
    "I notarize signatures. I do not give legal advice, prepare documents, or guarantee that someone else will accept a document.",
    `You know every fee before we meet. These terms are governed by ${legal.governingLaw} law.`,
  ],
  sections: [
    {
      id: "services",
      title: "My Services",
      blocks: [
        paragraph(
          `These terms apply when you use this website or ask me, ${notary.fullName}, to perform notarial services as ${site.businessName}. By booking an appointment or using the site, you accept them. Please read them together with the `,
          link("Privacy Policy", "/privacy-policy"),
          ", which explains how I handle your information.",
        ),
        paragraph(
          `I am a notary public commissioned by the Commonwealth of ${commission.state} (commission no. ${commission.number}). I perform notarial acts, such as acknowledgments, oaths and affirmations, verifications and certified copies, in person at a place we agree on, and by live video where Pennsylvania law permits. I also act as a loan signing agent and, at an employer's request, complete Form I-9 as its authorized representative. The `,
          link("Services page", "/services"),
          " describes each one.",
        ),
        paragraph(
          "A notarial act confirms who signed a document and that they did so knowingly and willingly. It does not make a document true, lawful or effective, and it does not mean that I have read or approved its contents.",
        ),
        paragraph("As Pennsylvania law requires of every notary who is not an attorney, I state:"),
        quote(notAttorneyNotice.en),
      ],
    },
    {
      id: "scheduling",
      title: "Scheduling and Cancellation",
      blocks: [
        paragraph(
          "Sending the appointment form, a text or an e-mail is a request, not a booking. An appointment is booked when I confirm its date, time, place and total price with you.",
        ),
        paragraph(
          `I see clients ${describeSchedule()}, and can make special arrangements when those hours do not suit. Please book ${formatRange(policies.bookAheadHours)} hours ahead where you can, and ${formatRange(policies.depositionBookAheadHours)} hours ahead for a deposition. I welcome urgent requests by phone but cannot guarantee a same-day visit.`,
        ),
        paragraph(
          `If you need to cancel or reschedule, please give me at least ${policies.cancellationNoticeHours} hours' notice. If you cancel less than ${policies.lateCancellationHours} hours before the appointment, a late-cancellation fee may apply. If I am delayed or have to cancel, I will tell you as early as I can and offer you another time.`,
        ),
      ],
    },
    {
      id: "fees",
      title: "Fees and Payment",
      blocks: [
        list(
          `Notarial fees: up to ${formatUsd(fees.perNotarialActUsd)} per notarial act (${formatUsd(fees.additionalSignerUsd)} for each additional signer on an acknowledgment), never more than Pennsylvania regulations allow.`,
          `Travel: a flat ${formatUsd(fees.travelUsd)} within ${fees.travelFeeRadiusMiles} miles of ${serviceArea.base}. Farther than that, I quote the travel fee before you book.`,
          `Remote online notarization: ${formatUsdRange(fees.remoteOnlineUsd)} per notarial act.`,
        ),
        paragraph(
          `${afterHours} Notarial fees and travel fees are separate charges, and I state each of them before the appointment. I accept ${formatList(fees.paymentMethods)}.`,
        ),
        paragraph("The ", link("fee estimator", actionWords.en.estimate.to), " adds up these fees for your documents."),
      ],
    },
    {
      id: "document-requirements",
      title: "Document Requirements",
      blocks: [
        paragraph("For me to notarize a document:"),
        list(
          "every signer must appear before me, in person or on live video for a remote notarization, and present a current, government-issued photo ID;",
          "the document must be complete, with no blank spaces, and include all its pages;",
          "signers must not sign beforehand, unless the document only needs an acknowledgment; a sworn statement must be signed in front of me;",
          "each signer must understand the document and sign it willingly, and be willing to swear or affirm its truth when the act requires it;",
          `notarial certificates are completed in English, and I must be able to communicate with every signer, ${
            notary.speaksSpanish ? "in English or in Spanish" : "in English or through an interpreter"
          }.`,
        ),
        paragraph(
          "You are responsible for the content of your document, for choosing the right document and the kind of notarization it needs, and for arranging any witnesses it requires. If you are unsure, ask whoever will receive it, or an attorney.",
        ),
      ],
    },
    {
      id: "limits",
      title: "Limits of My Services",
      blocks: [
        paragraph("I will decline or stop a notarization if:"),
        list(
          "I cannot satisfactorily identify a signer;",
          "a signer does not seem to understand the document, or to be signing of their own free will;",
          "the document is incomplete, or appears altered or fraudulent;",
          "I or my spouse is a party to the document or has a direct or financial interest in it;",
          "the act would break Pennsylvania law or the rules of my commission.",
        ),
        paragraph("Declining in these cases is part of my duty as a notary, not a judgment of you."),
        paragraph(
          "I do not give legal, tax, immigration, financial or medical advice, prepare or choose documents, or explain their legal effect. I cannot guarantee that a court, agency, lender or foreign authority will accept a notarized document, so please check their requirements first, including whether they accept remote notarization. A document for use abroad may also need an apostille from the Pennsylvania Department of State, which a notary cannot issue.",
        ),
      ],
    },
    {
      id: "website-use",
      title: "Use of This Website",
      blocks: [
        paragraph(
          "This website gives general information about my services. Nothing on it is legal advice, and it may change without notice. If the website and the confirmation of your appointment differ, the confirmation applies.",
        ),
        paragraph(
          "Please use the website and its form only for genuine requests: do not send false information, another person's details without their permission, unlawful content or automated submissions, and do not try to disrupt the site.",
        ),
        paragraph(
          `The text, design and graphics of this website belong to ${site.businessName} or are used with permission, and may not be copied for commercial use without my written consent. Links to other websites are provided for convenience; I am not responsible for their content or their practices.`,
        ),
      ],
    },
    {
      id: "warranty",
      title: "Disclaimer of Warranties",
      blocks: [
        paragraph(
          "I perform notarial acts with the care that Pennsylvania law requires. Beyond that, and to the extent the law allows, this website and its information are provided “as is”, without any warranty that they are complete, current or always available, and I make no warranty, express or implied, about any document I notarize, its contents or its legal effect.",
        ),
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      blocks: [
        paragraph(
          "To the fullest extent the law allows, I am not liable for indirect, incidental or consequential losses, such as a missed deadline or a rejected filing, arising from this website or my services, and my total liability for any claim about an appointment is limited to the fees you paid for it.",
        ),
        paragraph(
          "Nothing in these terms limits any liability that the law does not allow to be limited, or any right you have against a notary's bond under Pennsylvania law.",
        ),
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      blocks: [
        paragraph(
          "If you give me false information or identification, present a forged or fraudulent document, or misuse this website, and a claim is made against me as a result, you agree to cover the losses and reasonable costs, including attorney's fees, that I incur because of it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        paragraph(
          "I may update these terms from time to time; the date at the top of this page shows when they last changed. The terms in force when you book an appointment apply to that appointment.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      blocks: [
        paragraph(
          `These terms are governed by the laws of the Commonwealth of ${legal.governingLaw}. Any dispute about them, this website or my services will be decided by the courts of ${legal.courtsCounty}, ${legal.governingLaw}, and you and I both agree to the jurisdiction of those courts.`,
        ),
      ],
    },
    {
      id: "severability",
      title: "Severability",
      blocks: [
        paragraph(
          "If a court finds any part of these terms invalid or unenforceable, that part will be enforced as far as the law allows, and the rest of the terms remain in full effect.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Me",
      blocks: [paragraph("If you have a question about these terms, please ask before you book:")],
      contactOptions: ["call", "email", "form"],
    },
  ],
};

const afterHoursAppointmentsEs = afterHoursPhrase(site.hours, "singularO");
const afterHoursEs = !afterHoursAppointmentsEs
  ? "La hora de la cita no cambia el precio."
  : fees.afterHoursSurchargeUsd === 0
    ? `Las citas por ${afterHoursAppointmentsEs} no cuestan más.`
    : `Las citas por ${afterHoursAppointmentsEs} tienen un recargo de ${formatUsd(fees.afterHoursSurchargeUsd, "es")}.`;

/** The Spanish terms, section for section; the English version governs. */
const es: LegalDocument = {
  updated: legal.termsUpdated,
  updatedLabel: "Última actualización",
  governingVersion: [
    "Esta es una traducción de mis ",
    link("Terms of Service", "/terms-of-service", "en"),
    " (en inglés). Si las dos versiones no dicen lo mismo, vale la versión en inglés.",
  ],
  summary: [
    "Un formulario, un texto o un correo piden una cita; la cita queda reservada cuando yo la confirmo con usted.",
    "Yo notarizo firmas. No doy asesoría legal, no preparo documentos y no garantizo que otra persona o entidad acepte un documento.",
    `Usted conoce cada tarifa antes de vernos. Estas condiciones se rigen por las leyes de ${serviceArea.stateEs}.`,
  ],
  sections: [
    {
      id: "services",
      title: "Mis servicios",
      blocks: [
        paragraph(
          `Estas condiciones valen cuando usted usa este sitio web o me pide a mí, ${notary.fullName}, servicios notariales como ${site.businessName}. Al reservar una cita o usar el sitio, usted las acepta. Léalas junto con la `,
          link("política de privacidad", "/espanol/privacidad"),
          ", que explica cómo trato sus datos.",
        ),
        paragraph(
          `Soy notary public con comisión de la Mancomunidad de ${serviceArea.stateEs} (comisión n.º ${commission.number}). Hago actos notariales, como reconocimientos de firma, juramentos y afirmaciones, verificaciones y copias certificadas, en persona en el lugar que acordemos, y por video en vivo cuando la ley de Pensilvania lo permite. También trabajo como agente de firmas de préstamos y, si un empleador me lo pide, completo el formulario I-9 como su representante ${genderedEs("autorizado", "autorizada")}. La página de `,
          link("servicios", "/espanol/servicios"),
          " describe cada uno.",
        ),
        paragraph(
          "Un acto notarial confirma quién firmó un documento y que lo firmó sabiendo lo que hacía y por su propia voluntad. No hace que el documento sea verdadero, legal ni válido, y no quiere decir que yo haya leído o aprobado lo que dice.",
        ),
        paragraph("Como la ley de Pensilvania exige a todo notary public que no es abogado, declaro:"),
        quote(notAttorneyNotice.es),
      ],
    },
    {
      id: "scheduling",
      title: "Citas y cancelaciones",
      blocks: [
        paragraph(
          "Enviar el formulario, un texto o un correo es una solicitud, no una reserva. La cita queda reservada cuando yo confirmo con usted la fecha, la hora, el lugar y el precio total.",
        ),
        paragraph(
          `Atiendo ${describeSchedule("es")}, y puedo hacer arreglos especiales si ese horario no le sirve. Si puede, reserve ${formatRange(policies.bookAheadHours, "es")} horas antes, y ${formatRange(policies.depositionBookAheadHours, "es")} horas antes para una deposición. Con gusto atiendo pedidos urgentes por teléfono, pero no puedo garantizar una visita el mismo día.`,
        ),
        paragraph(
          `Si necesita cancelar o cambiar la cita, avíseme con al menos ${policies.cancellationNoticeHours} horas de anticipación. Si cancela menos de ${policies.lateCancellationHours} horas antes de la cita, puede haber un cargo por cancelación tardía. Si yo me retraso o tengo que cancelar, se lo diré lo antes posible y le ofreceré otra hora.`,
        ),
      ],
    },
    {
      id: "fees",
      title: "Tarifas y pagos",
      blocks: [
        list(
          `Tarifas notariales: hasta ${formatUsd(fees.perNotarialActUsd, "es")} por acto notarial (${formatUsd(fees.additionalSignerUsd, "es")} por cada firmante adicional en un reconocimiento de firma), nunca más de lo que permiten las normas de Pensilvania.`,
          `Viaje: una tarifa de viaje fija de ${formatUsd(fees.travelUsd, "es")} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}. Si es más lejos, le doy el precio del viaje antes de reservar.`,
          `Notarización remota en línea: ${formatUsdRange(fees.remoteOnlineUsd, "es")} por acto notarial.`,
        ),
        paragraph(
          `${afterHoursEs} Las tarifas notariales y la tarifa de viaje se cobran por separado, y le digo cada una antes de la cita. Acepto ${formatList(fees.paymentMethodsEs, "disjunction", "es")}.`,
        ),
        paragraph(
          "La ",
          link("calculadora de tarifas", actionWords.es.estimate.to),
          " suma estas tarifas para sus documentos.",
        ),
      ],
    },
    {
      id: "document-requirements",
      title: "Requisitos de los documentos",
      blocks: [
        paragraph("Para que yo pueda notarizar un documento:"),
        list(
          "cada firmante debe presentarse ante mí, en persona o por video en vivo en una notarización remota, con una identificación con foto vigente emitida por el gobierno;",
          "el documento debe estar completo, sin espacios en blanco, y con todas sus páginas;",
          "los firmantes no deben firmar antes de la cita, salvo que el documento solo necesite un reconocimiento de firma; una declaración jurada se firma delante de mí;",
          "cada firmante debe entender el documento y firmarlo por su propia voluntad, y estar dispuesto a jurar o afirmar que es verdad cuando el acto lo exige;",
          `los certificados notariales se completan en inglés, y debo poder comunicarme con cada firmante, ${
            notary.speaksSpanish ? "en inglés o en español" : "en inglés o a través de un intérprete"
          }.`,
        ),
        paragraph(
          "Usted es responsable del contenido de su documento, de escoger el documento correcto y el tipo de notarización que necesita, y de traer los testigos que pida. Si tiene dudas, pregunte a quien lo va a recibir o a un abogado.",
        ),
      ],
    },
    {
      id: "limits",
      title: "Límites de mis servicios",
      blocks: [
        paragraph("No empiezo una notarización, o la detengo, si:"),
        list(
          "no puedo identificar bien a un firmante;",
          "un firmante no parece entender el documento o no parece firmar por su propia voluntad;",
          "el documento está incompleto o parece alterado o falso;",
          "yo o mi cónyuge somos parte del documento o tenemos en él un interés directo o económico;",
          "el acto violaría la ley de Pensilvania o las reglas de mi comisión.",
        ),
        paragraph("Negarme en estos casos es parte de mi deber como notary public, no un juicio sobre usted."),
        paragraph(
          "No doy asesoría legal, de impuestos, de inmigración, financiera ni médica; no preparo ni escojo documentos, y no explico sus efectos legales. No puedo garantizar que un tribunal, una agencia, un banco o una autoridad extranjera acepte un documento notarizado, así que consulte antes sus requisitos, también si aceptan la notarización remota. Un documento para usar en otro país puede necesitar además una apostilla del Departamento de Estado de Pensilvania, que un notary public no puede emitir.",
        ),
      ],
    },
    {
      id: "website-use",
      title: "Uso de este sitio web",
      blocks: [
        paragraph(
          "Este sitio web da información general sobre mis servicios. Nada de lo que dice es asesoría legal, y puede cambiar sin aviso. Si el sitio web y la confirmación de su cita no coinciden, vale la confirmación.",
        ),
        paragraph(
          "Use el sitio web y su formulario solo para pedidos reales: no envíe datos falsos, datos de otra persona sin su permiso, contenido ilegal ni envíos automáticos, y no intente dañar el sitio.",
        ),
        paragraph(
          `Los textos, el diseño y los gráficos de este sitio web son de ${site.businessName} o se usan con permiso, y no se pueden copiar para uso comercial sin mi permiso por escrito. Los enlaces a otros sitios web se ofrecen por comodidad; no soy responsable de su contenido ni de sus prácticas.`,
        ),
      ],
    },
    {
      id: "warranty",
      title: "Exclusión de garantías",
      blocks: [
        paragraph(
          "Hago los actos notariales con el cuidado que exige la ley de Pensilvania. Fuera de eso, y en la medida que permite la ley, este sitio web y su información se ofrecen “tal cual”, sin garantía de que estén completos, al día o siempre disponibles, y no doy ninguna garantía, expresa ni implícita, sobre un documento que yo notarice, su contenido o su efecto legal.",
        ),
      ],
    },
    {
      id: "liability",
      title: "Límite de responsabilidad",
      blocks: [
        paragraph(
          "En la mayor medida que permite la ley, no respondo por pérdidas indirectas, incidentales o consecuentes, como un plazo perdido o un trámite rechazado, que vengan de este sitio web o de mis servicios, y mi responsabilidad total por cualquier reclamo sobre una cita se limita a las tarifas que usted pagó por ella.",
        ),
        paragraph(
          "Nada en estas condiciones limita una responsabilidad que la ley no permite limitar, ni ningún derecho que usted tenga sobre la fianza de un notary public según la ley de Pensilvania.",
        ),
      ],
    },
    {
      id: "indemnification",
      title: "Indemnización",
      blocks: [
        paragraph(
          "Si usted me da datos o una identificación falsos, presenta un documento falsificado o fraudulento, o usa mal este sitio web, y por eso alguien presenta un reclamo contra mí, usted acepta cubrir las pérdidas y los gastos razonables, incluidos los honorarios de abogados, que eso me cause.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Cambios a estas condiciones",
      blocks: [
        paragraph(
          "Puedo actualizar estas condiciones de vez en cuando; la fecha que aparece arriba muestra cuándo cambiaron por última vez. A cada cita se le aplican las condiciones vigentes cuando usted la reservó.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Ley aplicable",
      blocks: [
        paragraph(
          `Estas condiciones se rigen por las leyes de la Mancomunidad de ${serviceArea.stateEs}. Cualquier disputa sobre ellas, este sitio web o mis servicios la decidirán los tribunales con sede en ${serviceArea.regionEs}, ${serviceArea.stateEs}, y usted y yo aceptamos la jurisdicción de esos tribunales.`,
        ),
      ],
    },
    {
      id: "severability",
      title: "Divisibilidad",
      blocks: [
        paragraph(
          "Si un tribunal declara inválida o inaplicable alguna parte de estas condiciones, esa parte se aplicará en la medida que permita la ley, y el resto de las condiciones sigue plenamente vigente.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Cómo comunicarse conmigo",
      blocks: [paragraph("Si tiene alguna pregunta sobre estas condiciones, hágamela antes de reservar:")],
      contactOptions: ["call", "email", "form"],
    },
  ],
};

/** The terms in both languages. */
export const termsOfService: Bilingual<LegalDocument> = { en, es };

/** The words around the terms on their page. */
export const termsOfServicePage: Bilingual<LegalPageCopy> = {
  en: {
    title: "Terms of Service",
    eyebrow: "Working together",
    intro: "What you can expect of me, and I of you, when you book a notary appointment or use this website.",
    metaTitle: "Terms of Service",
    description: "The terms for scheduling and receiving mobile notary services and for using this website.",
  },
  es: {
    title: "Condiciones del servicio",
    eyebrow: "Cómo trabajamos",
    intro: "Lo que usted puede esperar de mí, y yo de usted, cuando reserva una cita o usa este sitio web.",
    metaTitle: "Condiciones del servicio",
    description:
      "Las condiciones para pedir y recibir servicios de notarización a domicilio y para usar este sitio web, en español.",
  },
};
