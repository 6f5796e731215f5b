/** reviews.json in the site editor; the rules come from app/facts/schemas/reviews.ts. */
import type { FieldSpec } from "../schema-fields";
import { bilingual } from "./bilingual";
import { date } from "./common";

export const reviewsFields: Record<string, FieldSpec> = {
  reviews: {
    label: "Reviews",
    labelSingular: "review",
    hint: "Only real clients' words, with their permission. New reviews go at the top.",
    addToTop: true,
    collapsed: true,
    summary: "{{fields.name}} · {{fields.date}} · {{fields.language}}",
    fields: {
      name: { label: "Name", hint: 'As the client agreed to be named, e.g. "Maria G.".' },
      location: { label: "Town", hint: 'e.g. "Reading, PA".' },
      language: {
        label: "Language",
        hint: "The language the client wrote in. English pages show the English reviews; the Spanish pages show every review, each marked with its language. Never translate a review.",
        optionLabels: { en: "English", es: "Spanish" },
        default: "en",
      },
      text: { label: "Review", widget: "text", hint: "The client's own words, in the language chosen above." },
      rating: {
        label: "Stars",
        optionLabels: { "1": "1 star", "2": "2 stars", "3": "3 stars", "4": "4 stars", "5": "5 stars" },
      },
      service: { label: "Service", hint: 'In the review\'s language, e.g. "Loan Signing" or "Poder notarial".' },
      serviceEs: {
        label: "Service in Spanish",
        hint: 'For a review in English: how the Spanish pages name the service, e.g. "Firma de préstamos". Empty for a review in Spanish.',
      },
      date: date("Date", "When the client wrote it; not in the future."),
      sample: {
        label: "Sample (invented) review",
        hint: "Leave off for a real client's review. The site will not go live while a sample is left.",
        default: false,
      },
    },
  },
  statsAreSamples: {
    label: "The figures are samples",
    hint: "Turn off once the figures below are true. The site will not go live before.",
  },
  stats: {
    label: "Figures on the reviews page",
    labelSingular: "figure",
    collapsed: true,
    summary: "{{fields.value}} {{fields.label.en}}",
    fields: {
      value: { label: "Figure", hint: 'As shown, e.g. "500+" or "5.0".' },
      label: bilingual("Says", { hint: 'e.g. "Documents notarized" / "Documentos notarizados".' }),
      icon: { label: "Icon" },
    },
  },
};
