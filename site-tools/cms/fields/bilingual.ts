/**
 * A text the owner writes in both languages (`{ "en": "…", "es": "…" }` in
 * the data file), shown in the editor as one group with the English field and
 * the Spanish field under it, each labelled with its language, so the owner
 * edits both side by side and sees at once when one is missing.
 */
import type { FieldSpec } from "../schema-fields";

interface BilingualOptions {
  /** "text" for answers and paragraphs: several lines. */
  widget?: FieldSpec["widget"];
  /** Help shown under each language's field. */
  hint?: string;
  /** Help shown under the Spanish field only, e.g. which fact tokens read in Spanish. */
  hintEs?: string;
  /** Required when the schema gives the text a pattern (a question ends with "?"). */
  patternMessage?: string;
}

export function bilingual(label: string, { widget, hint, hintEs, patternMessage }: BilingualOptions = {}): FieldSpec {
  const side = (language: string, sideHint?: string): FieldSpec => ({
    label: `${label} (${language})`,
    ...(widget && { widget }),
    ...(sideHint && { hint: sideHint }),
    ...(patternMessage && { patternMessage }),
  });
  return {
    label,
    fields: {
      en: side("English", hint),
      es: side("Spanish", [hint, hintEs].filter(Boolean).join(" ") || undefined),
    },
  };
}

/** Under a Spanish text that may name facts: the tokens that read in Spanish. */
export const FACT_HINT_ES =
  "In the Spanish text, use the Spanish form of a fact that is words, e.g. {{area.regionEs}}, {{hours.scheduleEs}}, {{fees.paymentMethodsEs}}, {{fees.afterHoursEs}}, {{notice.notAttorneyEs}}; amounts and numbers such as {{fees.travel}} are the same in both.";
