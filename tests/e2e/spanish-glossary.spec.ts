import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { rejectedVariants, spanishWordsOf } from "../support/spanish-glossary";
import { categoryNames } from "../../app/content/blog-page";
import { site } from "../../app/facts/site.config";
import { wrongGenderWordsEs } from "../../app/vocabulary/gender-es";
import { intlLocales } from "../../app/vocabulary/lang";

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
let readPages: { page: string; words: string; html: string }[] | undefined;
function spanishPages() {
  readPages ??= [join(CLIENT, "espanol.html"), ...htmlFilesUnder(join(CLIENT, "espanol"))].map((file) => {
    const html = readFileSync(file, "utf8");
    return { page: `/${relative(CLIENT, file).replace(/\.html$/u, "")}`, words: spanishWordsOf(html), html };
  });
  return readPages;
}

/** The page's structured data, every object in every JSON-LD block, nested ones included. */
function structuredDataOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gu)];
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      found.push(value as Record<string, unknown>);
      Object.values(value).forEach(visit);
    }
  };
  for (const [, json = ""] of blocks) visit(JSON.parse(json));
  return found;
}

/** A few words either side of a match, so a failure shows where it is. */
function around(words: string, index: number, length: number): string {
  return `…${words.slice(Math.max(0, index - 40), index + length + 20)}…`;
}

/**
 * A range written with an en dash after a word of a sentence: "duran 15–30
 * minutos", "viernes 5:00 p.m.–8:00 p.m.". Spanish says "de 15 a 30 minutos"
 * there (app/lib/format.ts). A label keeps the compact form: after a colon or
 * a parenthesis ("Horario: lun–vie 5–8 p.m.", "(5:00 p.m.–8:00 p.m.)").
 */
const rangeInASentence = /(?<=(?:^|\s)\p{L}+,? )\$?\d+(?::\d{2})?(?:\s?[ap]\.\s?m\.)?\s?–\s?\$?\d/gu;

/** A quotation in curly quotes: on a Spanish page, either Spanish words or an English phrase marked lang="en". */
const quotation = /“([^”]+)”/gu;
/** Words only English has; two of them in one quotation make it English. */
const englishOnlyWords =
  /(?<![\p{L}])(?:the|and|before|to|of|you|do|is|by|subject|sworn|acknowledged|affirmed|subscribed)(?![\p{L}])/giu;

/** A lower-case "borough" or "township": an English noun in a Spanish sentence (names are capitalised). */
const englishMunicipalityNoun = /(?<![\p{L}])(?:boroughs?|townships?)(?![\p{L}])/gu;

test.describe("every built Spanish page keeps to the glossary", () => {
  // One worker reads the pages once for all of them (a failure in one still runs the others).
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

  test("no sentence writes a range with an en dash", () => {
    const found = spanishPages().flatMap(({ page, words }) =>
      [...words.matchAll(rangeInASentence)].map((match) => `${page}: "${around(words, match.index, match[0].length)}"`),
    );
    expect(found).toEqual([]);
  });

  test("every page that names the jurat first names it in full: jurat (certificado de juramento)", () => {
    const found = spanishPages().flatMap(({ page, words }) => {
      const first = /(?<!\p{L})jurats?(?!\p{L})/iu.exec(words);
      if (!first || words.startsWith("jurat (certificado de juramento)", first.index)) return [];
      if (words.startsWith("Jurat (certificado de juramento)", first.index)) return [];
      return [`${page}: "${around(words, first.index, first[0].length)}"`];
    });
    expect(found).toEqual([]);
  });

  test("the structured data speaks Spanish: its language and an article's section", () => {
    const spanishSections = new Set(Object.values(categoryNames.es));
    const found = spanishPages().flatMap(({ page, html }) =>
      structuredDataOf(html).flatMap((data) => [
        ...("inLanguage" in data && data.inLanguage !== intlLocales.es
          ? [`${page}: inLanguage ${String(data.inLanguage)}`]
          : []),
        ...("articleSection" in data && !spanishSections.has(String(data.articleSection))
          ? [`${page}: articleSection ${String(data.articleSection)}`]
          : []),
      ]),
    );
    expect(found).toEqual([]);
    expect(spanishPages().some(({ html }) => html.includes('"articleSection"'))).toBe(true);
  });

  test("no region of a page is named in English", () => {
    const found = spanishPages().flatMap(({ page, html }) =>
      [...html.matchAll(/aria-label="(Table\b[^"]*)"/gu)].map(([, label]) => `${page}: aria-label "${label}"`),
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
