import type { FaqItem } from "~/content/faq";
import { capitalized, formatRange, formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { afterHoursPhrase } from "~/lib/hours-words";

const { policies, fees, serviceArea, notary, phone } = site;

/** Every word of the contact page around the form, in one language. */
export interface ContactPageCopy {
  /** The page's own <title>; the business name follows it when the whole fits (app/lib/seo.ts). */
  metaTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** The button that opens a text message. */
  text: string;
  detailsHeading: string;
  noteHeading: string;
  /** A few words from the notary, beside the form. */
  personalNote: readonly string[];
  /** The one-line call offer before the form: these words, then the call link. */
  urgentHeading: string;
  /** The call link's words while she is available now (known only once the page runs). */
  callNow: string;
  /** The call link's words at any other time, and in the prerendered page, which cannot know the day. */
  call: string;
  faqTitle: string;
  /** The four questions people ask just before they book. */
  faq: readonly FaqItem[];
}

/**
 * The Spanish page says truthfully whether the appointment itself can be in
 * Spanish (design.md §12): the owner confirms `speaksSpanish` before a deploy.
 */
const languageNoteEs = notary.speaksSpanish
  ? "Puede escribirme, llamarme y hacer la cita en español."
  : "Puede escribirme en español. Yo hablo inglés: si no nos entendemos bien, traiga a la cita a un intérprete de confianza o avíseme para buscar uno.";

export const contactPage: Bilingual<ContactPageCopy> = {
  en: {
    metaTitle: "Contact & Schedule an Appointment",
    description: `Request a mobile notary appointment in ${serviceArea.region}, ${serviceArea.stateCode}: call or text ${phone.display}, e-mail, or send the form. ${capitalized(afterHoursPhrase(site.hours, "and") ?? site.hours.inSentence)}.`,
    eyebrow: site.hours.summary,
    title: "Schedule Your Notary Appointment",
    intro: "Call or text for the quickest answer, or send the form and I will confirm your appointment.",
    text: `Text ${phone.display}`,
    detailsHeading: "Contact details",
    noteHeading: `A note from ${notary.firstName}`,
    personalNote: [
      `Every request on this page comes straight to me, ${notary.fullName}. There is no call centre and no booking engine: I read each one, and I reply within ${policies.emailResponseHours} hours to confirm the time, the place and the total price before anything is booked.`,
      "If you are not sure which service you need, describe the document in your own words. I will tell you what to have ready, and whether a notary can help at all.",
    ],
    urgentHeading: "Need a notary today?",
    callNow: `Call now: ${phone.display}`,
    call: `Call ${phone.display}`,
    faqTitle: "Before You Book",
    faq: [
      {
        id: "contact-how-soon",
        question: "How soon will I hear back?",
        answer: `I answer calls and texts as soon as I can, and e-mails and form requests within ${policies.emailResponseHours} hours. Nothing is booked until I have confirmed the details with you.`,
      },
      {
        id: "contact-how-far-ahead",
        question: "How far ahead should I book?",
        answer: `${formatRange(policies.bookAheadHours)} hours ahead is ideal. Same-day and next-day visits are often possible, so call if it is urgent. I see clients ${describeSchedule()}.`,
      },
      {
        id: "contact-where",
        question: "Where can we meet?",
        answer: `Anywhere that suits you within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}: your home, your office, a hospital or care facility, or a public place such as a library or coffee shop. The ${formatUsd(fees.travelUsd)} travel fee covers the first ${fees.travelFeeRadiusMiles} miles.`,
      },
      {
        id: "contact-cancel",
        question: "What if I need to cancel or reschedule?",
        answer: `Please let me know at least ${policies.cancellationNoticeHours} hours ahead. Rescheduling is free; a cancellation with less than ${policies.lateCancellationHours} hours' notice may carry a fee, because I will already be on the road.`,
      },
    ],
  },
  es: {
    metaTitle: "Contacto y citas en español",
    description: `Pida una cita de notarización a domicilio en ${serviceArea.regionEs}, ${serviceArea.stateCode}: llame o envíe un texto al ${phone.display}, escriba un correo o use el formulario.`,
    eyebrow: site.hours.summaryEs,
    title: "Pida su cita de notarización",
    intro: "Llame o envíe un texto para una respuesta más rápida, o mande el formulario y yo le confirmo la cita.",
    text: `Mensaje de texto al ${phone.display}`,
    detailsHeading: "Datos de contacto",
    noteHeading: `Unas palabras de ${notary.firstName}`,
    personalNote: [
      `Cada solicitud de esta página me llega directamente a mí, ${notary.fullName}. No hay centro de llamadas ni sistema de reservas: leo cada una y le respondo en menos de ${policies.emailResponseHours} horas para confirmar la hora, el lugar y el precio total antes de reservar nada.`,
      "Si no sabe qué servicio necesita, describa el documento con sus propias palabras. Le diré qué debe tener listo y si un notary public puede ayudarle.",
      languageNoteEs,
    ],
    urgentHeading: "¿Necesita un notary public hoy?",
    callNow: `Llame ya: ${phone.display}`,
    call: `Llamar al ${phone.display}`,
    faqTitle: "Antes de reservar",
    faq: [
      {
        id: "contacto-cuando-responde",
        question: "¿Cuándo me va a responder?",
        answer: `Contesto las llamadas y los textos lo antes posible, y los correos y formularios en menos de ${policies.emailResponseHours} horas. No se reserva nada hasta que yo confirme los detalles con usted.`,
      },
      {
        id: "contacto-anticipacion",
        question: "¿Con cuánto tiempo debo reservar?",
        answer: `Lo ideal es pedir la cita ${formatRange(policies.bookAheadHours, "es")} horas antes. Muchas veces puedo ir el mismo día o al día siguiente, así que llame si es urgente. Atiendo ${describeSchedule("es")}`,
      },
      {
        id: "contacto-donde",
        question: "¿Dónde nos podemos ver?",
        answer: `Donde a usted le quede mejor, a menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}: su casa, su oficina, un hospital o una residencia, o un lugar público como una biblioteca o una cafetería. La tarifa de viaje de ${formatUsd(fees.travelUsd, "es")} cubre las primeras ${fees.travelFeeRadiusMiles} millas.`,
      },
      {
        id: "contacto-cancelar",
        question: "¿Y si tengo que cancelar o cambiar la cita?",
        answer: `Avíseme con al menos ${policies.cancellationNoticeHours} horas de anticipación. Cambiar la cita no cuesta nada; si cancela con menos de ${policies.lateCancellationHours} horas de aviso, puede haber un cargo, porque ya estaré en camino.`,
      },
    ],
  },
};
