/** about.json in the site editor; the rules come from app/content/schemas/about.ts. */
import type { FieldSpec } from "../schema-fields";
import { FACT_HINT_ES } from "./bilingual";
import { FACT_HINT } from "./common";

export const aboutFields: Record<string, FieldSpec> = {
  story: {
    label: "My story",
    hint: "In English and in Spanish: the Spanish is read by Spanish speakers, so write it for them rather than word for word.",
    fields: {
      en: {
        label: "My story (English)",
        labelSingular: "paragraph",
        hint: "One entry per paragraph, in your own words.",
        item: { label: "Paragraph (English)", widget: "text", hint: FACT_HINT },
      },
      es: {
        label: "My story (Spanish)",
        labelSingular: "paragraph",
        hint: "One entry per paragraph, in your own words.",
        item: { label: "Paragraph (Spanish)", widget: "text", hint: `${FACT_HINT} ${FACT_HINT_ES}` },
      },
    },
  },
  storyIsSample: {
    label: "This story is the sample",
    hint: "Turn off once the story is yours, in both languages. The site will not go live before.",
  },
};
