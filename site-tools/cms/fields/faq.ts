/** faq.json in the site editor; the rules come from app/facts/schemas/faq.ts. */
import type { FieldSpec } from "../schema-fields";
import { bilingual, FACT_HINT_ES } from "./bilingual";
import { FACT_HINT } from "./common";

export function faqFields(questions: readonly { id: string; question: string }[]): Record<string, FieldSpec> {
  const id: FieldSpec = {
    label: "Id",
    hint: "Lower-case words joined by hyphens; part of the page's address, so keep it once published.",
    patternMessage: 'Use lower-case letters, digits and single hyphens, e.g. "travel-fee"',
  };
  return {
    categories: {
      label: "Categories",
      labelSingular: "category",
      collapsed: true,
      summary: "{{fields.title.en}} · {{fields.title.es}}",
      fields: {
        title: bilingual("Title"),
        id,
        icon: { label: "Icon" },
        items: {
          label: "Questions",
          labelSingular: "question",
          collapsed: true,
          summary: "{{fields.question.en}}",
          fields: {
            question: bilingual("Question", {
              patternMessage: "End the question with a question mark",
              hintEs: 'In Spanish, open it with "¿" too.',
            }),
            answer: bilingual("Answer", { widget: "text", hint: FACT_HINT, hintEs: FACT_HINT_ES }),
            id,
          },
        },
      },
    },
    homePicks: {
      label: "Questions on the home page",
      hint: "Pick exactly five. The English and the Spanish home page show the same five. A question added today can be picked after the next publish.",
      options: questions.map(({ id: value, question }) => ({ label: question, value })),
    },
    quickTips: {
      label: "Quick tips (FAQ page)",
      labelSingular: "tip",
      collapsed: true,
      summary: "{{fields.title.en}}",
      fields: {
        title: bilingual("Title"),
        description: bilingual("Tip", { widget: "text", hint: FACT_HINT, hintEs: FACT_HINT_ES }),
        icon: { label: "Icon" },
      },
    },
  };
}
