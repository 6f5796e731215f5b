/**
 * Prose in the owner's data files is written in both languages side by side:
 * `"question": { "en": "…", "es": "…" }`. A side left out, or left empty,
 * stops the build with the file, the field (e.g. `categories[0].items[2].answer.es`)
 * and what to write, so a Spanish page can never quietly show English or nothing.
 *
 * Relative imports only: the build loads this through site-tools/platform.config.ts,
 * with React Router's config, which has no `~/` alias.
 */
import { z } from "zod";
import { factsWithSpanishWords, tokenNamesIn } from "../../vocabulary/fact-token-languages";
import { quote } from "./fields";

const languageNames = { en: "English", es: "Spanish" } as const;
type Side = keyof typeof languageNames;

/** "is missing — write the Spanish text here, beside the English one" and friends. */
function missing(side: Side, what: "text" | "list") {
  const other = side === "en" ? "es" : "en";
  const shape = what === "text" ? "in quotes" : "as a list in square brackets [ ], one entry per paragraph";
  return (issue: { input?: unknown }) =>
    issue.input === undefined
      ? `is missing — write the ${languageNames[side]} ${what === "text" ? "text" : "paragraphs"} as "${side}", ${shape}, beside the ${languageNames[other]} "${other}" (in the site editor: the field marked (${languageNames[side]}))`
      : undefined;
}

/**
 * A fact token that reads as words of the other language: "{{hours.schedule}}"
 * in Spanish text would show "weekdays 5:00 PM–8:00 PM" on a Spanish page.
 */
function tokensInTheWrongLanguage(side: Side) {
  const english: ReadonlySet<string> = new Set(factsWithSpanishWords);
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    for (const { written, name } of tokenNamesIn(value)) {
      const base = name.replace(/Es$/, "");
      if (side === "es" && english.has(name)) {
        context.addIssue({
          code: "custom",
          input: value,
          message: `${written} reads in English — in the Spanish text write {{${name}Es}}`,
        });
      } else if (side === "en" && name !== base && english.has(base)) {
        context.addIssue({
          code: "custom",
          input: value,
          message: `${written} reads in Spanish — in the English text write {{${base}}}`,
        });
      }
    }
  };
}

/** Text that must not be empty, with the message above when it is missing, and tokens in its own language. */
function sideText(side: Side) {
  return z
    .string({ error: missing(side, "text") })
    .trim()
    .min(1, {
      error: `is empty — write the ${languageNames[side]} text, or remove the entry it belongs to`,
    })
    .superRefine(tokensInTheWrongLanguage(side));
}

/**
 * `{ "en": "…", "es": "…" }`; `refine` adds a rule both sides must meet (a
 * question ends with "?"), with `message` saying what to write.
 */
export function bilingualText(rule?: { pattern: RegExp; message: string }) {
  const side = (lang: Side) =>
    rule
      ? sideText(lang).regex(rule.pattern, { error: (issue) => `${quote(issue.input)} ${rule.message}` })
      : sideText(lang);
  return z.strictObject(
    { en: side("en"), es: side("es") },
    {
      error: (issue) =>
        issue.code === "invalid_type" && issue.input !== undefined && typeof issue.input === "string"
          ? `${quote(issue.input)} is only one language — write it as { "en": "…", "es": "…" }, the English and the Spanish side by side`
          : undefined,
    },
  );
}

/** `{ "en": ["…", "…"], "es": ["…", "…"] }`: paragraphs in both languages. */
export function bilingualParagraphs() {
  const side = (lang: Side) => z.array(sideText(lang), { error: missing(lang, "list") }).min(1);
  return z.strictObject(
    { en: side("en"), es: side("es") },
    {
      error: (issue) =>
        issue.code === "invalid_type" && Array.isArray(issue.input)
          ? `is only one language — write it as { "en": [ … ], "es": [ … ] }, the English paragraphs and the Spanish ones side by side`
          : undefined,
    },
  );
}
