import { formatClockRange, formatList } from "~/lib/format";
import { WEEK, weekdayName } from "~/lib/weekly-hours";
import type { FormCopy } from "~/vocabulary/form-copy";
import type { Bilingual, Lang } from "~/vocabulary/lang";
import { timeChoicesOf, type SlotChoice } from "~/vocabulary/opening-hours";
import { THANK_YOU_PATHS } from "~/lib/special-paths";
import { site, type ClockTime, type Weekday } from "~/facts/site.config";
import { situationWords } from "./situations";
import { situationValues } from "~/vocabulary/situations";

/** The situations' words in one language. */
function situationsIn(lang: Lang): FormCopy["situations"] {
  return Object.fromEntries(
    situationValues.map((value) => [value, situationWords[value][lang]]),
  ) as FormCopy["situations"];
}

export type { FormCopy };

/** A time choice's words before its times, in each language ("Saturday morning", "Sábado por la mañana"). */
const slotChoiceWords: Record<SlotChoice, Bilingual<string>> = {
  "weekday-morning": { en: "Weekday morning", es: "Entre semana por la mañana" },
  "weekday-afternoon": { en: "Weekday afternoon", es: "Entre semana por la tarde" },
  "weekday-evening": { en: "Weekday evening", es: "Entre semana por la noche" },
  "saturday-morning": { en: "Saturday morning", es: "Sábado por la mañana" },
  "saturday-afternoon": { en: "Saturday afternoon", es: "Sábado por la tarde" },
  "saturday-evening": { en: "Saturday evening", es: "Sábado por la noche" },
  "sunday-morning": { en: "Sunday morning", es: "Domingo por la mañana" },
  "sunday-afternoon": { en: "Sunday afternoon", es: "Domingo por la tarde" },
  "sunday-evening": { en: "Sunday evening", es: "Domingo por la noche" },
};

/** "Tengo flexibilidad" is a calque of "I'm flexible": a Spanish speaker says any time suits. */
const flexibleWords: Bilingual<string> = { en: "I'm flexible", es: "Cualquier hora me viene bien" };

/**
 * The form's time choices: the parts of the day she works on each day group,
 * derived from business.json `hours.schedule` alone (the rule is in
 * app/vocabulary/opening-hours.ts), each with her hours inside that part,
 * then "flexible", always last.
 */
export function timeChoices(schedule: Parameters<typeof timeChoicesOf>[0], lang: Lang): FormCopy["times"] {
  return [
    ...timeChoicesOf(schedule).map(({ value, opens, closes }) => ({
      value,
      label: `${slotChoiceWords[value][lang]} (${formatClockRange(opens as ClockTime, closes as ClockTime, lang)})`,
    })),
    { value: "flexible", label: flexibleWords[lang] },
  ];
}
/**
 * The days she works, as the date field's message names them: "Tuesday to
 * Saturday", "Monday, Wednesday and Friday", "every day"; in Spanish "de
 * martes a sábado". Runs of three days or more read as a range.
 */
export function workDaysInWords(schedule: readonly { days: readonly Weekday[] }[], lang: Lang): string {
  const worked = WEEK.map((day) => schedule.some((period) => period.days.includes(day)));
  if (worked.every(Boolean)) return lang === "es" ? "todos los días" : "every day";
  const runs: Weekday[][] = [];
  WEEK.forEach((day, index) => {
    if (!worked[index]) return;
    if (index > 0 && worked[index - 1]) runs[runs.length - 1]?.push(day);
    else runs.push([day]);
  });
  const name = (day: Weekday) => weekdayName(day, lang);
  const words = runs.flatMap((run) => {
    const first = run[0] as Weekday;
    const last = run[run.length - 1] as Weekday;
    if (run.length >= 3)
      return [lang === "es" ? `de ${name(first)} a ${name(last)}` : `${name(first)} to ${name(last)}`];
    return run.map(name);
  });
  return formatList(words, "conjunction", lang);
}

const phone = site.phone.display;
const notary = site.notary.firstName;
const responseHours = site.policies.emailResponseHours;

/** Every word of the appointment form, in both languages the site speaks. */
export const appointmentFormCopy = {
  en: {
    lang: "en",
    heading: "Request an Appointment",
    intro: `Tell me what you need and when. I reply by phone or e-mail within ${site.policies.emailResponseHours} hours to confirm the time, the place and the total price.`,
    requiredNote: "Fields marked * are required.",
    labels: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      service: "Service Needed",
      location: "Preferred Meeting Location",
      date: "Preferred Date",
      time: "Preferred Time",
      message: "Additional Details",
    },
    placeholders: {
      location: "Home address, hospital, office or a public place",
      message: "Type of document, number of signers, anything I should know",
    },
    situationLegend: "What is happening?",
    situations: situationsIn("en"),
    readyHeading: "Have ready:",
    reachNote: "A phone number or an e-mail address is enough: I answer the one you give.",
    reachNoScript: "With JavaScript off, your browser asks for both.",
    asap: "As soon as possible (today)",
    chooseService: "Select a service",
    chooseTime: "Select a time",
    services: {
      "document-notarization": "Document Notarization",
      "real-estate": "Real Estate / Loan Signing",
      "business-documents": "Business Documents",
      "personal-documents": "Personal Documents",
      other: "Other",
    },
    times: timeChoices(site.hours.schedule, "en"),
    validation: {
      fill: "Please fill out this field.",
      choose: "Please choose one of the options.",
      email: "Please enter an email address, such as name@example.com.",
      reach: "Please give a phone number or an e-mail address, so that I can answer you.",
      date: "Please enter a complete date.",
      dateFrom: "Please choose today or a later date.",
      dayOff: `I work ${workDaysInWords(site.hours.schedule, "en")}; please choose one of those days.`,
      closed: "I am closed on {date}; please choose another day.",
    },
    submit: `Send Message to ${notary}`,
    sending: "Sending Message...",
    subject: "notary service request from {name}",
    subjectNoScript: "notary service request from the website",
    messages: {
      // The spec's words first, word for word (design.md §14), then the reply time and the number.
      // Also the thank-you page's words after a form sent without JavaScript: one message both ways.
      success: `Thank you for your message! I will contact you shortly to confirm your appointment details. I reply within ${responseHours} hours; if your signing is urgent, please call ${phone}.`,
      failure: "Something went wrong. Please try again or call directly.",
      tooManyRequests: `Too many requests have come from your connection in a short time. Please wait a few minutes and try again, or call ${phone} directly.`,
      networkError: `There was an error submitting your request. Please try calling ${phone} directly.`,
      timeout: `The form service did not answer in time, so your request may or may not have arrived. Before sending it again, please call ${phone} or send it another way below.`,
      callLine: `You can also call me directly at ${phone}.`,
      serviceSaid: "The form service said: {detail}",
    },
    fallback: {
      title: "Send it another way",
      intro: "Everything you typed is still in the form. One tap sends it by e-mail or text message, or call me.",
      email: "Send by e-mail",
      text: "Send by text",
      call: `Call ${phone}`,
      bodyIntro: "Appointment request from the website",
      truncated: "(shortened)",
    },
  },
  es: {
    lang: "es",
    heading: "Solicite una cita",
    intro: `Dígame qué necesita y cuándo. Le respondo por teléfono o correo electrónico en menos de ${site.policies.emailResponseHours} horas para confirmar la hora, el lugar y el precio total.`,
    requiredNote: "Los campos marcados con * son obligatorios.",
    // Sentence case, as Spanish writes labels; the English keeps the spec's Title Case.
    labels: {
      name: "Nombre completo",
      email: "Correo electrónico",
      phone: "Número de teléfono",
      service: "Servicio que necesita",
      location: "Lugar de la cita",
      date: "Fecha que prefiere",
      time: "Hora que prefiere",
      message: "Detalles adicionales",
    },
    placeholders: {
      location: "Domicilio, hospital, oficina o un lugar público",
      message: "Tipo de documento, número de firmantes, cualquier detalle útil",
    },
    situationLegend: "¿Qué está pasando?",
    situations: situationsIn("es"),
    readyHeading: "Tenga listo:",
    reachNote: "Basta con un teléfono o un correo electrónico: le respondo por el que me dé.",
    reachNoScript: "Con JavaScript desactivado, su navegador pide los dos.",
    asap: "Lo antes posible (hoy)",
    chooseService: "Seleccione un servicio",
    chooseTime: "Seleccione una hora",
    services: {
      "document-notarization": "Notarización de documentos",
      "real-estate": "Bienes raíces / firma de préstamo",
      "business-documents": "Documentos de negocios",
      "personal-documents": "Documentos personales",
      other: "Otro",
    },
    times: timeChoices(site.hours.schedule, "es"),
    validation: {
      fill: "Por favor, complete este campo.",
      choose: "Por favor, elija una opción de la lista.",
      email: "Escriba un correo electrónico completo, por ejemplo nombre@ejemplo.com.",
      reach: "Escriba un teléfono o un correo electrónico, para que pueda responderle.",
      date: "Escriba la fecha completa: día, mes y año.",
      dateFrom: "Elija la fecha de hoy o una posterior.",
      dayOff: `Trabajo ${workDaysInWords(site.hours.schedule, "es")}; por favor, elija uno de esos días.`,
      closed: "El {date} no trabajo; por favor, elija otro día.",
    },
    submit: `Enviar Mensaje a ${notary}`,
    sending: "Enviando Mensaje...",
    subject: "solicitud de servicio notarial de {name}",
    subjectNoScript: "solicitud de servicio notarial desde el sitio web",
    messages: {
      success: `¡Gracias por su mensaje! Me pondré en contacto con usted pronto para confirmar los detalles de su cita. Le respondo en menos de ${responseHours} horas; si su firma es urgente, llámeme al ${phone}.`,
      failure: "Hubo un error al enviar su solicitud. Por favor intente de nuevo o llame directamente.",
      tooManyRequests: `Se enviaron demasiadas solicitudes desde su conexión en poco tiempo. Espere unos minutos e intente de nuevo, o llame directamente al ${phone}.`,
      networkError: `Hubo un error al enviar su solicitud. Por favor llame directamente al ${phone}.`,
      timeout: `El servicio de formularios no respondió a tiempo. Puede que su solicitud haya llegado o puede que no. Antes de enviarla otra vez, llámeme al ${phone} o envíela de otra forma aquí abajo.`,
      callLine: `También puede llamarme directamente al ${phone}.`,
      serviceSaid: "Respuesta del servicio de formularios (en inglés): {detail}",
    },
    fallback: {
      title: "Envíela de otra forma",
      intro:
        "Todo lo que escribió sigue en el formulario. Con un toque lo envía por correo electrónico o por mensaje de texto, o puede llamarme.",
      email: "Enviar por correo electrónico",
      text: "Enviar por mensaje de texto",
      call: `Llamar al ${phone}`,
      bodyIntro: "Solicitud de cita desde el sitio web",
      truncated: "(resumido)",
    },
  },
} satisfies Record<Lang, FormCopy>;

/** The page each language's form returns to when it was sent without JavaScript. */
export const thankYouPaths = THANK_YOU_PATHS satisfies Record<Lang, string>;
