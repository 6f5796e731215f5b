/**
 * The fact tokens whose value reads as English words ("weekdays 5:00 PM–8:00
 * PM", "Berks County"), each of which has a Spanish twin named with "Es"
 * ("{{hours.scheduleEs}}") for the Spanish side of the owner's prose. Ranges
 * are among them: a Spanish sentence says "de 24 a 48 horas". Amounts,
 * counts, names and the phone read the same in both languages and have none. The data check refuses the English token in Spanish text and the
 * Spanish one in English text; app/lib/fact-token-table.ts holds both values.
 */
export const factsWithSpanishWords = [
  "notary.veteranOf",
  "area.region",
  "area.state",
  "area.towns",
  "fees.afterHours",
  "fees.paymentMethods",
  "hours.summary",
  "hours.inSentence",
  "hours.schedule",
  "notice.notAttorney",
  // Ranges: "24–48" in English, "de 24 a 48" in a Spanish sentence.
  "policies.bookAheadHours",
  "policies.depositionBookAheadHours",
  "policies.appointmentMinutes",
  "policies.loanSigningMinutes",
  "policies.loanSigningAllowHours",
] as const;

export type FactWithSpanishWords = (typeof factsWithSpanishWords)[number];

/** "{{ name }}", spaces inside the braces allowed: the names inside a text's tokens. */
export function tokenNamesIn(text: string): { written: string; name: string }[] {
  return [...text.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)].map(([written, name = ""]) => ({ written, name }));
}
