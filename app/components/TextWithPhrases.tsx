import { splitForeignPhrases } from "~/lib/foreign-phrases";

/** A content string whose English phrases (marked with `inEnglish`) carry `lang="en"`. */
export function TextWithPhrases({ text }: { text: string }) {
  return splitForeignPhrases(text).map((part, index) =>
    part.lang ? (
      <span key={index} lang={part.lang}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
