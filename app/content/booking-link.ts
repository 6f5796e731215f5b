import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";

/** Her online booking page (business.json `bookingUrl`), or undefined when she has none ("" counts as none). */
export const bookingPageUrl: string | undefined = site.bookingUrl?.trim() || undefined;

/** The words around the booking link beside the form, for visits planned ahead. */
export interface BookingLinkCopy {
  heading: string;
  note: string;
  /** The link's own words. */
  action: string;
}

export const bookingLinkCopy = {
  en: {
    heading: "Planning ahead?",
    note: "For a visit on another day, you can choose a free time on my calendar.",
    action: "Pick a time online",
  },
  es: {
    heading: "¿Planea con tiempo?",
    note: "Para una visita otro día, puede escoger un horario libre en mi calendario.",
    action: "Elija una hora en línea",
  },
} satisfies Bilingual<BookingLinkCopy>;
