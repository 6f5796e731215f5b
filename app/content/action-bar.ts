import { whatsAppLinks } from "~/content/contact-ways";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { actionWords } from "~/content/actions";

/** One button of the bar: a short visible word, and the rest of its name for screen readers. */
export interface ActionCopy {
  label: string;
  /** Read after the label, so the accessible name starts with the visible word (WCAG 2.5.3). */
  rest: string;
}

export interface ActionBarCopy {
  /** The bar is a navigation landmark; this is its name. */
  name: string;
  call: ActionCopy;
  text: ActionCopy;
  /** A chat on WhatsApp, only when the owner has a WhatsApp number (business.json). */
  whatsApp?: ActionCopy & { href: string };
  /** Leads to the form of the page's language (the shell's contact link, BOOK_PATHS). */
  book: ActionCopy;
}

const number = site.phone.display;

/** The phone's bottom bar: call, text, WhatsApp when she has it, book, in the page's language. */
export const actionBarCopy = {
  en: {
    name: "Quick contact",
    call: { label: "Call", rest: ` ${number}` },
    text: { label: "Text", rest: ` ${number}` },
    ...(whatsAppLinks && {
      whatsApp: { label: whatsAppLinks.en.label, rest: ` ${whatsAppLinks.en.display}`, href: whatsAppLinks.en.href },
    }),
    book: { label: actionWords.en.book.short, rest: actionWords.en.book.rest },
  },
  es: {
    name: "Contacto rápido",
    call: { label: "Llamar", rest: ` al ${number}` },
    text: { label: "Mensaje", rest: ` de texto al ${number}` },
    ...(whatsAppLinks && {
      whatsApp: { label: whatsAppLinks.es.label, rest: ` al ${whatsAppLinks.es.display}`, href: whatsAppLinks.es.href },
    }),
    book: { label: actionWords.es.book.short, rest: actionWords.es.book.rest },
  },
} satisfies Bilingual<ActionBarCopy>;
