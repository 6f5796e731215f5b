/**
 * The build's check of the owner's data files: every file against its schema,
 * and every fact token in them against the token table and business.json.
 * It reports every problem at once, each as
 *   app/facts/data/reviews.json › reviews[3].date: "2031-01-01" is in the future — use …
 * so the owner (or the CMS) can fix them all in one go.
 *
 * `npm run build` and `npm run dev` run it before they render anything,
 * through site-tools/platform.config.ts, before the launch check reads the content.
 * Relative imports only: site-tools/platform.config.ts is also loaded with React
 * Router's config, which has no `~/` alias.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import {
  factTokenTable,
  findFactTokens,
  hasStrayBraces,
  isFactTokenName,
  unknownTokenAdvice,
} from "../../app/lib/fact-token-table";
import { dataFiles, type DataFileName } from "../../app/facts/schemas/data-files";
import { aboutSchema } from "../../app/facts/schemas/about";
import { businessSchema, type Business } from "../../app/facts/schemas/business";
import { faqSchema } from "../../app/facts/schemas/faq";
import { photosSchema, type PhotosData } from "../../app/facts/schemas/photos";
import { placesSchema } from "../../app/facts/schemas/places";
import { ownerErrorMap, quote } from "../../app/facts/schemas/fields";
import { reviewsSchema } from "../../app/facts/schemas/reviews";
import { hoursTruths, untrueHoursWords } from "../../app/vocabulary/opening-hours";

const schemas: Record<DataFileName, z.ZodType> = {
  business: businessSchema,
  reviews: reviewsSchema,
  faq: faqSchema,
  about: aboutSchema,
  photos: photosSchema,
  places: placesSchema,
};

/** The files whose prose is built with `expandFactTokens`; anywhere else a token would show as typed. */
const filesWithTokens: ReadonlySet<DataFileName> = new Set(["faq", "about"]);

export interface DataProblem {
  /** The data file, from the project root. */
  file: string;
  /** Where in it, e.g. "reviews[3].date"; empty for the file as a whole. */
  field: string;
  /** What is wrong, then "—" and what to do. */
  message: string;
}

/** ["reviews", 3, "date"] -> "reviews[3].date" */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

export function formatDataProblem({ file, field, message }: DataProblem): string {
  return field ? `${file} › ${field}: ${message}` : `${file}: ${message}`;
}

/**
 * The text of a data file, or undefined if it does not exist; with `binary`,
 * only whether a file exists matters (a photo), and any string means it does.
 */
export type ReadDataFile = (file: string, options?: { binary?: boolean }) => string | undefined;

function parseJson(file: string, text: string): { data: unknown } | { problem: DataProblem } {
  try {
    return { data: JSON.parse(text) };
  } catch (error) {
    const reason = (error as Error).message;
    const position = Number(/at position (\d+)/.exec(reason)?.[1] ?? NaN);
    const before = text.slice(0, position);
    const where = Number.isNaN(position)
      ? ""
      : ` at line ${before.split("\n").length}, column ${position - before.lastIndexOf("\n")}`;
    return {
      problem: {
        file,
        field: "",
        message: `is not valid JSON${where} (${reason}) — look there for a missing or extra comma, quote or bracket`,
      },
    };
  }
}

/** Every string in a JSON value, with where it is in it. */
export function stringsIn(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...path, key]));
  }
  return [];
}

/** Unknown, broken or valueless tokens in a file that expands them; any token at all in one that does not. */
function tokenProblems(name: DataFileName, data: unknown, business: Business | undefined): DataProblem[] {
  const file = dataFiles[name];
  return stringsIn(data).flatMap(({ path, text }) => {
    const field = fieldPath(path);
    const problem = (message: string): DataProblem => ({ file, field, message });
    if (!filesWithTokens.has(name)) {
      return findFactTokens(text).map(({ written }) =>
        problem(`${written} would be shown as typed: facts are not filled in here — write the words themselves`),
      );
    }
    const problems = findFactTokens(text).flatMap(({ written, name: token }): DataProblem[] => {
      if (!isFactTokenName(token)) return [problem(`unknown fact token ${written} — ${unknownTokenAdvice(token)}`)];
      if (!business) return [];
      try {
        factTokenTable[token](business);
        return [];
      } catch (error) {
        return [problem(`${written} has no single value: ${(error as Error).message}`)];
      }
    });
    if (hasStrayBraces(text)) {
      problems.push(
        problem("has a fact token with a brace missing or extra — write tokens as {{name}}, e.g. {{fees.travel}}"),
      );
    }
    return problems;
  });
}

/**
 * Every problem in the data files that `read` returns, in file order. An
 * empty list means the site can be built from them.
 */
export function findDataProblems(read: ReadDataFile): DataProblem[] {
  const problems: DataProblem[] = [];
  const documents = new Map<DataFileName, unknown>();
  let business: Business | undefined;
  let photos: PhotosData | undefined;
  for (const name of Object.keys(dataFiles) as DataFileName[]) {
    const file = dataFiles[name];
    const text = read(file);
    if (text === undefined) {
      problems.push({ file, field: "", message: "is missing — restore it from the repository's history" });
      continue;
    }
    const json = parseJson(file, text);
    if ("problem" in json) {
      problems.push(json.problem);
      continue;
    }
    documents.set(name, json.data);
    const result = schemas[name].safeParse(json.data, { error: ownerErrorMap });
    for (const issue of result.error?.issues ?? []) {
      problems.push({ file, field: fieldPath(issue.path), message: issue.message });
    }
    if (name === "business" && result.success) business = result.data as Business;
    if (name === "photos" && result.success) photos = result.data as PhotosData;
  }
  if (photos) problems.push(...photoProblems(photos, business, read));
  // Token values come from business.json, so they are checked only once it is valid.
  for (const [name, data] of documents) problems.push(...tokenProblems(name, data, business));
  // Her own prose is held to her facts: her story to her military service
  // and hours; the FAQ to her hours (it names "a military ID" among others).
  if (business && documents.has("about")) {
    problems.push(...ownWordsProblems(dataFiles.about, documents.get("about"), business, { aboutHerself: true }));
  }
  if (business && documents.has("faq")) {
    problems.push(...ownWordsProblems(dataFiles.faq, documents.get("faq"), business, { aboutHerself: false }));
  }
  return problems;
}

/** Words about military service, in either language. */
const MILITARY =
  /\b(veterans?|veteranas?|national guard|guardia|army|ej[ée]rcito|navy|marines?|air force|military|militar|served in|serv[ií] en)\b/iu;

/**
 * Her own words (about.json, faq.json) held to business.json: no hours she
 * does not keep ("weekends" without Saturday and Sunday hours), and in her
 * story no military service when she has left `notary.veteranOf` out.
 */
function ownWordsProblems(
  file: string,
  words: unknown,
  business: Business,
  { aboutHerself }: { aboutHerself: boolean },
): DataProblem[] {
  const truths = hoursTruths(business.hours.schedule);
  return stringsIn(words).flatMap(({ path, text }) => {
    const field = fieldPath(path);
    const military = aboutHerself && !business.notary.veteranOf ? MILITARY.exec(text) : null;
    return [
      ...(military
        ? [
            {
              file,
              field,
              message: `speaks of military service (${quote(military[0])}), but business.json has no notary.veteranOf — take those words out, or add veteranOf and veteranOfEs`,
            },
          ]
        : []),
      ...untrueHoursWords(text, truths).map((untrue) => ({
        file,
        field,
        message: `${untrue} — write {{hours.inSentence}} (in Spanish {{hours.inSentenceEs}}) or describe the hours you keep`,
      })),
    ];
  });
}

/**
 * What the schema cannot see in photos.json: a town slug no town has, a
 * second photo for the same service or town, and a photo file that is not in
 * app/content/photos/.
 */
function photoProblems(photos: PhotosData, business: Business | undefined, read: ReadDataFile): DataProblem[] {
  const file = dataFiles.photos;
  const problems: DataProblem[] = [];
  const chosen: { field: string; photo: { file: string } }[] = [
    ...photos.portrait.map((photo, index) => ({ field: `portrait[${index}]`, photo })),
    ...photos.services.map((photo, index) => ({ field: `services[${index}]`, photo })),
    ...photos.towns.map((photo, index) => ({ field: `towns[${index}]`, photo })),
  ];
  for (const { field, photo } of chosen) {
    if (read(`app/content/${photo.file}`, { binary: true }) === undefined) {
      problems.push({
        file,
        field: `${field}.file`,
        message: `${quote(photo.file)} is not in app/content/photos/ — upload it there, or correct the name (it must match exactly)`,
      });
    }
  }
  problems.push(
    ...secondPhotos(
      photos.services.map(({ service }) => service),
      "services",
      "service",
    ),
    ...secondPhotos(
      photos.towns.map(({ town }) => town),
      "towns",
      "town",
    ),
  );
  if (business) {
    const slugs: string[] = business.serviceArea.towns.map((town) => town.slug);
    photos.towns.forEach(({ town }, index) => {
      if (!slugs.includes(town)) {
        problems.push({
          file,
          field: `towns[${index}].town`,
          message: `${quote(town)} is not one of the towns in business.json — use one of ${slugs.map(quote).join(", ")}`,
        });
      }
    });
  }
  return problems;
}

/** A slot shows one photo: every later entry for the same service or town is one too many. */
function secondPhotos(keys: readonly string[], list: string, key: string): DataProblem[] {
  return keys.flatMap((value, index) => {
    const first = keys.indexOf(value);
    if (first === index) return [];
    return [
      {
        file: dataFiles.photos,
        field: `${list}[${index}].${key}`,
        message: `${quote(value)} already has a photo (${list}[${first}]) — a page shows one: remove one of the two`,
      },
    ];
  });
}

/** Reads the data files from the project at `root`. */
export function readDataFilesFrom(root: string): ReadDataFile {
  return (file, options) => {
    try {
      return options?.binary
        ? statSync(join(root, file)).isFile()
          ? ""
          : undefined
        : readFileSync(join(root, file), "utf8");
    } catch {
      return undefined;
    }
  };
}

/** One message for the terminal and the dev server's overlay, listing every problem. */
export function describeDataProblems(
  problems: readonly DataProblem[],
  format: (problem: DataProblem) => string = formatDataProblem,
): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The site's data files have ${count}; fix ${problems.length === 1 ? "it" : "them"} and build again:`,
    ...problems.map((problem) => `  - ${format(problem)}`),
  ].join("\n");
}
