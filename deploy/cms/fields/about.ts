/** about.json in the site editor; the rules come from app/content/schemas/about.ts. */
import type { FieldSpec } from "../schema-fields";
import { FACT_HINT } from "./common";

export const aboutFields: Record<string, FieldSpec> = {
  story: {
    label: "My story",
    labelSingular: "paragraph",
    hint: "One entry per paragraph, in your own words.",
    item: { label: "Paragraph", widget: "text", hint: FACT_HINT },
  },
  storyIsSample: {
    label: "This story is the sample",
    hint: "Turn off once the story is yours. The site will not go live before.",
  },
};
