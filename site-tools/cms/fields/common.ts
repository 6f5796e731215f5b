/**
 * Pieces the site editor's field descriptions share: how a date, a time, a
 * range or a list of words looks, and the help on facts inside prose.
 */
import type { FieldSpec } from "../schema-fields";

export const date = (label: string, hint?: string): FieldSpec => ({ label, hint, widget: "date" });
export const time = (label: string): FieldSpec => ({
  label,
  patternMessage: 'Write a 24-hour time with a colon, e.g. "09:00" for 9 AM or "17:00" for 5 PM',
  hint: "24-hour time: 17:00 is 5 PM.",
});
export const range = (label: string, unit: string, hint?: string): FieldSpec => ({
  label,
  hint,
  fields: { min: { label: `From (${unit})` }, max: { label: `To (${unit})` } },
});
export const words = (label: string, itemLabel: string, hint?: string): FieldSpec => ({
  label,
  hint,
  labelSingular: itemLabel,
  item: { label: itemLabel },
});

/** Facts written as {{tokens}} in prose follow business.json; the owner guide lists them. */
export const FACT_HINT =
  "Write a fee, the phone or the hours as a fact such as {{fees.travel}} or {{phone}}, so the answer changes when the facts do.";
