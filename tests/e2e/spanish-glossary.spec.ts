import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { rejectedVariants, spanishWordsOf } from "../support/spanish-glossary";
import { site } from "../../app/site.config";
import { wrongGenderWordsEs } from "../../app/vocabulary/gender-es";

/*
 * The glossary is the law of the Spanish terms (docs/spanish-glossary.md):
 * every built Spanish page is read from build/client, no browser needed, for
 * the variants the glossary rejects, for a word about her in the other gender,
 * and for "borough"/"township" used as ordinary English nouns.
 */

const CLIENT = join(import.meta.dirname, "..", "..", "build", "client");

function htmlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * Read when the first test asks, not when the file loads: Playwright loads
 * every spec file to list the tests, and again in each worker that runs one.
 */
let readPages: { page: string; words: string }[] | undefined;
function spanishPages() {
  readPages ??= [join(CLIENT, "espanol.html"), ...htmlFilesUnder(join(CLIENT, "espanol"))].map((file) => ({
    page: `/${relative(CLIENT, file).replace(/\.html$/u, "")}`,
    words: spanishWordsOf(readFileSync(file, "utf8")),
  }));
  return readPages;
}

/** A quotation in curly quotes: on a Spanish page, either Spanish words or an English phrase marked lang="en". */
const quotation = /“([^”]+)”/gu;
/** Words only English has; two of them in one quotation make it English. */
const englishOnlyWords =
  /(?<![\p{L}])(?:the|and|before|to|of|you|do|is|by|subject|sworn|acknowledged|affirmed|subscribed)(?![\p{L}])/giu;

/** A lower-case "borough" or "township": an English noun in a Spanish sentence (names are capitalised). */
const englishMunicipalityNoun = /(?<![\p{L}])(?:boroughs?|townships?)(?![\p{L}])/gu;

test.describe("every built Spanish page keeps to the glossary", () => {
  // One worker reads the pages once for all five (a failure in one still runs the others).
  test.describe.configure({ mode: "default" });

  test("the glossary's table and the built pages are there to read", () => {
    expect(rejectedVariants().length).toBeGreaterThan(10);
    expect(spanishPages().length).toBeGreaterThan(30);
    for (const { page, words } of spanishPages()) expect(words.length, page).toBeGreaterThan(200);
  });

  test("no page uses a variant the glossary rejects", () => {
    const found = spanishPages().flatMap(({ page, words }) =>
      rejectedVariants()
        .filter(({ pattern }) => pattern.test(words))
        .map(({ variant, instead }) => `${page}: "${variant}" (use "${instead}")`),
    );
    expect(found).toEqual([]);
  });

  test("no page speaks of her in the other gender", () => {
    const found = spanishPages().flatMap(({ page, words }) =>
      wrongGenderWordsEs(words, site.notary.genderEs).map((phrase) => `${page}: "${phrase}"`),
    );
    expect(found).toEqual([]);
  });

  test("no page leaves borough or township as an English noun outside lang=en", () => {
    const found = spanishPages().flatMap(({ page, words }) =>
      [...words.matchAll(englishMunicipalityNoun)].map(
        (match) => `${page}: "…${words.slice(Math.max(0, match.index - 40), match.index + 20)}…"`,
      ),
    );
    expect(found).toEqual([]);
  });

  test("no page quotes English words outside lang=en", () => {
    const found = spanishPages().flatMap(({ page, words }) =>
      [...words.matchAll(quotation)]
        .filter(([, quoted = ""]) => (quoted.match(englishOnlyWords) ?? []).length >= 2)
        .map(([whole]) => `${page}: ${whole}`),
    );
    expect(found).toEqual([]);
  });
});
