import reviewsData from "~/facts/data/reviews.json" with { type: "json" };
import type { Review, ReviewsData } from "~/facts/schemas/reviews";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";

// The card's own words live apart from the reviews, so the card does not
// carry every review in both languages to the browser.
export { reviewCardCopy } from "~/content/review-card";
import type { IconName } from "~/vocabulary/icon-names";
import { actionWords } from "~/content/actions";
import { genderedEs } from "~/lib/gender-es";

/**
 * Client reviews and the figures on the reviews page, from
 * app/facts/data/reviews.json (checked by the build against
 * app/facts/schemas/reviews.ts).
 * PLACEHOLDER: the project ships with sample reviews and figures, marked
 * `sample: true` and `statsAreSamples: true`. The preview build labels them;
 * the deploy build refuses them until the owner has replaced them with real
 * clients' words, used with permission, and true figures.
 *
 * A review stays in the language its client wrote it in (`language`), in one
 * list: it is never translated, since a translation would put words in the
 * client's mouth.
 */
const data = reviewsData as ReviewsData;

export type Testimonial = Review;

/** A figure of the statistics row, its label in the page's language. */
export interface Stat {
  value: string;
  label: string;
  icon: IconName;
}

/** The English reviews, in the file's order. */
export const testimonials: readonly Testimonial[] = data.reviews.filter((review) => review.language === "en");

/** The Spanish reviews, in the file's order. */
export const testimonialsEs: readonly Testimonial[] = data.reviews.filter((review) => review.language === "es");

/**
 * The reviews each language's reviews page shows. English readers get the
 * English reviews, as the spec's page always had them. Spanish readers get
 * every review, those written in Spanish first: most of the notary's clients
 * write in English, and a Spanish-speaking reader can judge the service from
 * them too; each card says which language it is in (`lang`), so a screen
 * reader pronounces it right and the reader knows before reading.
 */
export const reviewsPage: Bilingual<readonly Testimonial[]> = {
  en: testimonials,
  es: [...testimonialsEs, ...testimonials],
};

/** The two reviews the home page shows before linking to all of them. */
export const homeTestimonials = testimonials.slice(0, 2);

/** The statistics row, per language. */
export const stats: Bilingual<readonly Stat[]> = {
  en: data.stats.map((stat) => ({ value: stat.value, label: stat.label.en, icon: stat.icon })),
  es: data.stats.map((stat) => ({ value: stat.value, label: stat.label.es, icon: stat.icon })),
};

/** True while the figures are the project's samples: the page says so, and the deploy build refuses them. */
export const statsAreSamples: boolean = data.statsAreSamples;

/** The page's own words; the reviews stay in their clients' languages. */
export const reviewsPageCopy: Bilingual<{
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  schedule: string;
  contactPath: string;
  statsHeading: string;
  statsSampleNote: string;
  reviews: { eyebrow: string; title: string; invite: string; emailMe: string };
  credentials: { eyebrow: string; title: string; intro: string };
  cta: { title: string; text: string };
}> = {
  en: {
    seo: {
      title: "Client Reviews",
      description: `What clients in ${site.serviceArea.base} and across ${site.serviceArea.region} say about their mobile notary appointments.`,
    },
    eyebrow: "Reviews",
    title: "Client Reviews",
    intro: `Families, homeowners, students and employers across ${site.serviceArea.region} on what it is like to have a notary come to them.`,
    schedule: actionWords.en.book.label,
    contactPath: actionWords.en.book.to,
    statsHeading: "By the numbers",
    statsSampleNote: "Sample figures: the owner replaces them with her own before launch.",
    reviews: {
      eyebrow: "In their words",
      title: "What Clients Say",
      invite: "Have I notarized something for you? I would be glad to hear how it went:",
      emailMe: `e-mail me at ${site.email}`,
    },
    credentials: {
      eyebrow: "Why clients trust me",
      title: "Commissioned, Bonded and Insured",
      intro: `Every appointment is handled by a commissioned ${site.commission.state} notary public, in person.`,
    },
    cta: {
      title: "Ready to Book Your Appointment?",
      text: "Tell me what you are signing and where you are. I will confirm the time and the total before I set out.",
    },
  },
  es: {
    seo: {
      title: "Opiniones de mis clientes",
      description: `Lo que dicen mis clientes de ${site.serviceArea.base} y de todo ${site.serviceArea.regionEs} sobre sus citas de notarización a domicilio.`,
    },
    eyebrow: "Opiniones",
    title: "Opiniones de mis clientes",
    intro: `Familias, dueños de casa, estudiantes y empleadores de todo ${site.serviceArea.regionEs} cuentan cómo es tener ${genderedEs("un", "una")} notary public que va hasta ellos. Cada opinión aparece en el idioma en que la escribió el cliente.`,
    schedule: actionWords.es.book.label,
    contactPath: actionWords.es.book.to,
    statsHeading: "En números",
    statsSampleNote: `Cifras de muestra: ${genderedEs("el dueño", "la dueña")} pondrá las suyas antes de publicar el sitio.`,
    reviews: {
      eyebrow: "En sus palabras",
      title: "Lo que dicen mis clientes",
      invite: "¿Le notaricé algún documento? Me gustaría saber cómo le fue:",
      emailMe: `escríbame a ${site.email}`,
    },
    credentials: {
      eyebrow: "Por qué confían en mí",
      title: "Comisión, fianza y seguro",
      intro: `En cada cita le atiende en persona ${genderedEs("un notary public comisionado", "una notary public comisionada")} por ${site.serviceArea.stateEs}.`,
    },
    cta: {
      title: "¿Listo para pedir su cita?",
      text: "Dígame qué va a firmar y dónde está. Le confirmo la hora y el total antes de salir.",
    },
  },
};
