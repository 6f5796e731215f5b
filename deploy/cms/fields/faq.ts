/** faq.json in the site editor; the rules come from app/content/schemas/faq.ts. */
import type { FieldSpec } from "../schema-fields";
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
      summary: "{{fields.title}}",
      fields: {
        title: { label: "Title" },
        id,
        icon: { label: "Icon" },
        items: {
          label: "Questions",
          labelSingular: "question",
          collapsed: true,
          summary: "{{fields.question}}",
          fields: {
            question: { label: "Question", patternMessage: "End the question with a question mark" },
            answer: { label: "Answer", widget: "text", hint: FACT_HINT },
            id,
          },
        },
      },
    },
    homePicks: {
      label: "Questions on the home page",
      hint: "Pick exactly five. A question added today can be picked after the next publish.",
      options: questions.map(({ id: value, question }) => ({ label: question, value })),
    },
    quickTips: {
      label: "Quick tips (FAQ page)",
      labelSingular: "tip",
      collapsed: true,
      summary: "{{fields.title}}",
      fields: {
        title: { label: "Title" },
        description: { label: "Tip", widget: "text", hint: FACT_HINT },
        icon: { label: "Icon" },
      },
    },
  };
}
