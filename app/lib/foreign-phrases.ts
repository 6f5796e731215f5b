/**
 * Words in another language inside a sentence, e.g. the English wording of a
 * Pennsylvania certificate quoted on a Spanish page. Content marks them with
 * `inEnglish("…")`; the page renders them with `lang="en"` so screen readers
 * say them in English and translators leave them alone.
 */
const MARKED_PHRASE = /\[\[en:(.+?)\]\]/gu;

export interface TextPart {
  text: string;
  /** Set only on a marked phrase. */
  lang?: "en";
}

/** Marks an English phrase inside a Spanish string. */
export function inEnglish(phrase: string): string {
  return `[[en:${phrase}]]`;
}

/** The string in parts, each marked phrase on its own with its language. */
export function splitForeignPhrases(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED_PHRASE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1] ?? "", lang: "en" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The string as plain words, for places that take no markup (titles, meta, JSON-LD). */
export function withoutPhraseMarks(text: string): string {
  return text.replace(MARKED_PHRASE, "$1");
}
