/**
 * Pennsylvania forbids a notary who is not an attorney from calling herself
 * "notario" or "notario público" (design.md §7): in much of Latin America a
 * notario is a lawyer, and the word is how notario fraud finds its victims.
 * "Notaría" (a notary's office) suggests the same. The adjective "notarial"
 * ("poder notarial") and "notarizar" are not these words.
 */
const FORBIDDEN = /(?<!\p{L})(?:notari[oa]s?|notarías?)(?:\s+públic[oa]s?)?(?!\p{L})/giu;

/** Where the words may appear: inside a warning about notario fraud, marked with this attribute. */
export const NOTARIO_WARNING_ATTRIBUTE = "data-notario-warning";
export const NOTARIO_WARNING_SELECTOR = `[${NOTARIO_WARNING_ATTRIBUTE}]`;

/** Each forbidden word in `text`, with the sentence it sits in, so a failure shows where. */
export function findForbiddenWords(text: string): string[] {
  const sentences = text.split(/(?<=[.!?¿¡])\s+|\n+/);
  return sentences.flatMap((sentence) =>
    [...sentence.matchAll(FORBIDDEN)].map((match) => `"${match[0]}" in: ${sentence.trim().slice(0, 200)}`),
  );
}
