import faqData from "~/facts/data/faq.json" with { type: "json" };
import type { FaqData } from "~/facts/schemas/faq";
import { dataFiles } from "~/facts/schemas/data-files";
import type { Feature } from "~/content/types";
import { expandFactTokensIn } from "~/lib/fact-tokens";
import { site } from "~/facts/site.config";
import { LANGS, type Bilingual, type Lang } from "~/vocabulary/lang";
import type { IconName } from "~/vocabulary/icon-names";

/** One question as a page shows it, in the page's language. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** One category of the FAQ page, in the page's language. */
export interface FaqCategory {
  id: string;
  title: string;
  icon: IconName;
  items: readonly FaqItem[];
}

/**
 * The FAQ, from app/facts/data/faq.json (checked by the build against
 * app/facts/schemas/faq.ts), where every question, answer, title and tip
 * is written in English and Spanish side by side. Answers name every fee,
 * distance, hour and name by token ("{{fees.travel}}"), expanded here from
 * business.json, so the FAQ can never disagree with the pricing section.
 * Pages read this in their build-time loaders, so only the finished words in
 * the page's language reach the browser.
 */
const faq = expandFactTokensIn(faqData as FaqData, { file: dataFiles.faq });

function faqIn(lang: Lang): { categories: readonly FaqCategory[]; quickTips: readonly Feature[] } {
  return {
    categories: faq.categories.map((category) => ({
      id: category.id,
      title: category.title[lang],
      icon: category.icon,
      items: category.items.map((item) => ({ id: item.id, question: item.question[lang], answer: item.answer[lang] })),
    })),
    quickTips: faq.quickTips.map((tip) => ({
      icon: tip.icon,
      title: tip.title[lang],
      description: tip.description[lang],
    })),
  };
}

/** The FAQ page's categories and quick tips, per language. */
export const faqPage = Object.fromEntries(LANGS.map((lang) => [lang, faqIn(lang)])) as Bilingual<
  ReturnType<typeof faqIn>
>;

/** The English categories (the English home page and its test read these). */
export const faqCategories: readonly FaqCategory[] = faqPage.en.categories;

/** The five questions the home pages show before linking to the full FAQ. */
export const homeFaqIds: readonly string[] = faq.homePicks;

/** The questions with these ids, in this order, in `lang`. */
export function findFaqItems(ids: readonly string[], lang: Lang = "en"): FaqItem[] {
  const all = faqPage[lang].categories.flatMap((category) => category.items);
  return ids.map((id) => {
    const item = all.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`No FAQ item with id "${id}"`);
    return item;
  });
}

/** The four quick tips on the English FAQ page. */
export const faqQuickTips: readonly Feature[] = faqPage.en.quickTips;

/** The FAQ page's own words around the questions, per language. */
export const faqPageCopy: Bilingual<{
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  topics: { label: string; heading: string; questions: string };
  quickTips: { eyebrow: string; title: string; intro: string };
  contact: { eyebrow: string; title: string; intro: string };
}> = {
  en: {
    seo: {
      title: "FAQ",
      description:
        "Answers about mobile and online notarization in Berks County: costs, scheduling, ID requirements and how to prepare.",
    },
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    intro: "Costs, scheduling, ID requirements and how to prepare, answered in plain words.",
    topics: { label: "FAQ topics", heading: "Topics", questions: "questions" },
    quickTips: {
      eyebrow: "Before we meet",
      title: "Four Quick Tips",
      intro: "Most appointments that go wrong do so for one of these reasons. Check them the day before.",
    },
    contact: {
      eyebrow: "Still have a question?",
      title: "Ask Me Directly",
      intro: "If your question is not answered here, I am happy to help. Choose whichever way suits you.",
    },
  },
  es: {
    seo: {
      title: "Preguntas frecuentes",
      description: `Respuestas sobre la notarización a domicilio y en línea en ${site.serviceArea.regionEs}: costos, citas, identificación y cómo prepararse.`,
    },
    eyebrow: "Preguntas frecuentes",
    title: "Preguntas frecuentes",
    intro: "Costos, citas, identificación y cómo prepararse, explicados con palabras sencillas.",
    topics: { label: "Temas de las preguntas", heading: "Temas", questions: "preguntas" },
    quickTips: {
      eyebrow: "Antes de la cita",
      title: "Cuatro consejos rápidos",
      intro: "Cuando una cita sale mal, casi siempre es por una de estas razones. Revíselas el día antes.",
    },
    contact: {
      eyebrow: "¿Le queda alguna pregunta?",
      title: "Pregúnteme directamente",
      intro: "Si su pregunta no está aquí, con gusto le ayudo. Escoja la forma que más le convenga.",
    },
  },
};
