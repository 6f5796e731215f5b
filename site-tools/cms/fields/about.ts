/** about.json in the site editor; the rules come from app/facts/schemas/about.ts. */
import type { FieldSpec } from "../schema-fields";
import { bilingual, FACT_HINT_ES } from "./bilingual";
import { FACT_HINT } from "./common";

export const aboutFields: Record<string, FieldSpec> = {
  meet: {
    label: "Meet me (home page)",
    hint: "The short introduction beside your portrait: English on the home page, Spanish on the Spanish page.",
    fields: {
      en: {
        label: "Meet me (English)",
        labelSingular: "paragraph",
        item: { label: "Paragraph (English)", widget: "text", hint: FACT_HINT },
      },
      es: {
        label: "Meet me (Spanish)",
        labelSingular: "paragraph",
        item: { label: "Paragraph (Spanish)", widget: "text", hint: `${FACT_HINT} ${FACT_HINT_ES}` },
      },
    },
  },
  intro: bilingual("About page introduction", {
    widget: "text",
    hint: `One or two sentences under the About page's heading. ${FACT_HINT}`,
    hintEs: FACT_HINT_ES,
  }),
  description: bilingual("About page description for search results", {
    widget: "text",
    hint: `What search results and link previews show under the About page's title: 70 to 160 characters. ${FACT_HINT}`,
    hintEs: FACT_HINT_ES,
  }),
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
