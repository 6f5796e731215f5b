import { whatsAppHref, whatsAppNumber } from "~/lib/contact-links";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { BOOK_PATHS } from "~/lib/special-paths";
import { actionWords } from "~/content/actions";

/** The words around the phone, the e-mail and the form wherever they are offered, in both languages. */
export const contactWaysCopy: Bilingual<{
  callOrText: string;
  email: string;
  call: string;
  text: string;
  textNote: string;
  emailNote: string;
  /** The form's card: the Book action's own short name (actions.ts), one name per action. */
  book: string;
  formName: string;
  formNote: string;
  formPath: string;
}> = {
  en: {
    callOrText: "Call or text",
    email: "E-mail",
    call: "Call",
    text: "Text",
    textNote: "Send a message any time",
    emailNote: `Reply within ${site.policies.emailResponseHours} hours`,
    book: actionWords.en.book.short,
    formName: "Appointment request form",
    formNote: "Tell me what you need and when",
    formPath: BOOK_PATHS.en,
  },
  es: {
    callOrText: "Llame o envíe un texto",
    email: "Correo electrónico",
    call: "Llamar",
    text: "Mensaje",
    textNote: "Escríbame a cualquier hora",
    emailNote: `Respondo en menos de ${site.policies.emailResponseHours} horas`,
    book: actionWords.es.book.short,
    formName: "Formulario para pedir cita",
    formNote: "Dígame qué necesita y cuándo",
    formPath: BOOK_PATHS.es,
  },
};

/** A WhatsApp link in one language: the chat opens with a request for an appointment already typed. */
export interface WhatsAppLink {
  href: string;
  /** The number as people read it. */
  display: string;
  /** The short word on a button: "WhatsApp". */
  label: string;
  /** A whole sentence for a link on its own: "Message me on WhatsApp". */
  invite: string;
}

/** What the chat opens with, naming the business, in the page's language. */
const whatsAppMessage: Bilingual<string> = {
  en: `Hello, I would like to make an appointment with ${site.businessName}.`,
  es: `Hola, quisiera pedir una cita con ${site.businessName}.`,
};

/**
 * The WhatsApp link in each language, or undefined when the owner has no
 * WhatsApp number: then no page shows one.
 */
export const whatsAppLinks: Bilingual<WhatsAppLink> | undefined = whatsAppNumber && {
  en: {
    href: whatsAppHref(whatsAppNumber, whatsAppMessage.en),
    display: whatsAppNumber.display,
    label: "WhatsApp",
    invite: "Message me on WhatsApp",
  },
  es: {
    href: whatsAppHref(whatsAppNumber, whatsAppMessage.es),
    display: whatsAppNumber.display,
    label: "WhatsApp",
    invite: "Escríbame por WhatsApp",
  },
};
