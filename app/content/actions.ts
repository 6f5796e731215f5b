import { BOOK_PATHS } from "~/lib/special-paths";
import type { Bilingual } from "~/vocabulary/lang";

/**
 * What the site's buttons and links call each action, in one place, so a
 * visitor meets one word per action on every page: Book leads to the form
 * (BOOK_PATHS), never to the top of the contact page, and no label promises a
 * calendar the site does not have. The Spanish follows docs/spanish-glossary.md
 * ("Book an appointment (button)": "Pedir una cita").
 */
export interface ActionWords {
  book: {
    /** The button's words wherever a page asks the visitor to book. */
    label: string;
    /** Where the row is narrow: the phone's bar, the header below `lg`. */
    short: string;
    /** Read after `short` by screen readers, so the name says the whole action. */
    rest: string;
    to: string;
  };
  /**
   * The spec's own words for the Book action where spec.md names them
   * (design.md §14): the header's button, a service page's hero, the
   * loan-signing page's closing, and the "Schedule Online" links of the home
   * page's contact section and the town pages, which now land on the form's
   * time fields. In Spanish the spec names none: they read as `book.label`,
   * but for the closing, whose words name what is booked.
   */
  named: { header: string; service: string; closing: string; online: string };
  /**
   * The fee page's estimator: `label` in the menu and the footer; `total`
   * beside every price a page states, leading to the estimator itself.
   */
  estimate: { label: string; total: string; to: string };
}

export const actionWords: Bilingual<ActionWords> = {
  en: {
    book: { label: "Book an Appointment", short: "Book", rest: " an appointment", to: BOOK_PATHS.en },
    named: {
      header: "Schedule Appointment",
      service: "Schedule Service",
      closing: "Schedule Your Closing",
      online: "Schedule Online",
    },
    estimate: { label: "Fees & Estimate", total: "Work out your total", to: "/fees#estimator" },
  },
  es: {
    book: { label: "Pedir una cita", short: "Pedir cita", rest: "", to: BOOK_PATHS.es },
    named: {
      header: "Pedir una cita",
      service: "Pedir una cita",
      closing: "Programar su cierre",
      online: "Pedir una cita",
    },
    estimate: { label: "Tarifas y cálculo", total: "Calcule su total", to: "/espanol/tarifas#estimator" },
  },
};
