/**
 * The owner's words as she wrote them (facts still as tokens), and the
 * fingerprints of the sample words this project ships with, so the launch
 * check can tell a shipped review, figure set, story paragraph or article
 * paragraph from hers even after its `sample` flag is turned off.
 *
 * A fingerprint is the SHA-256 of the text with case, spacing and Unicode
 * form evened out: a changed word changes it, a re-wrapped line does not.
 * The words are read raw, tokens and all ("{{notary.fullName}}"), so a new
 * name or fee in business.json does not make a shipped paragraph hers.
 *
 * site-tools/launch/sample-fingerprints.json is generated from the content flagged as a
 * sample: `node site-tools/generators/sample-fingerprints.mjs` adds the prints of every
 * sample there is now (it never drops one, so a sample reworded by the
 * developer stays known); site-tools/launch/launch-check.test.ts fails when a sample
 * has no print.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { dataFiles } from "../../app/facts/schemas/data-files";
import { readArticleSources } from "../content-rules/check-content";
import { splitFrontmatter } from "../../app/lib/frontmatter";

/**
 * The generated file, from the project root.
 * @public read by site-tools/generators/sample-fingerprints.mjs, which loads this module through Vite
 */
export const SAMPLE_FINGERPRINTS_FILE = "site-tools/launch/sample-fingerprints.json";

/** Paragraphs shorter than this are too common to be the sample's own ("## What to bring"). */
const MIN_PARAGRAPH_WORDS = 12;

export interface SampleFingerprints {
  reviews: string[];
  /** One print per figure set: the values, sorted. */
  stats: string[];
  story: string[];
  /** One print per paragraph of a shipped article's body. */
  articles: string[];
}

export interface OwnerContent {
  reviews: { name: string; text: string; sample: boolean }[];
  stats: { values: string[]; areSamples: boolean };
  story: { isSample: boolean; paragraphs: string[] };
  /** Published articles only: a draft (no id, title or slug) never reaches a page. */
  articles: { file: string; title: string; sample: boolean; kept: boolean; body: string }[];
}

export function fingerprint(text: string): string {
  const even = text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  return createHash("sha256").update(even).digest("hex");
}

/** A figure set is the sample's if its values are, in any order. */
export function statsFingerprint(values: readonly string[]): string {
  return fingerprint(
    values
      .map((value) => value.trim())
      .toSorted()
      .join(" | "),
  );
}

/** The paragraphs of a Markdown body long enough to be told apart: blocks between blank lines. */
export function articleParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.split(/\s+/).length >= MIN_PARAGRAPH_WORDS);
}

/** The owner's reviews, figures, story and articles, read from the project at `root`. */
export function readOwnerContent(root: string): OwnerContent {
  const json = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
  const reviews = json(dataFiles.reviews) as {
    statsAreSamples: boolean;
    stats: { value: string }[];
    reviews: { name: string; text: string; sample: boolean }[];
  };
  type Words = { en: string | string[]; es: string | string[] };
  const about = json(dataFiles.about) as {
    storyIsSample: boolean;
    story: Words;
    description?: Words;
    intro?: Words;
    meet?: Words;
  };
  // Her description, introduction and "Meet" words are her story too: the flag covers them all.
  const storyParagraphs = [about.story, about.description, about.intro, about.meet]
    .filter((words): words is Words => words !== undefined)
    .flatMap((words) => [words.en, words.es].flat());
  const { blog } = json(dataFiles.business) as { blog: { leaveOutSampleArticles: boolean } };
  const articles = readArticleSources(root).flatMap(({ file, source }) => {
    const parts = splitFrontmatter(source);
    const fields = (parts ? (parseYaml(parts.yaml) ?? {}) : {}) as Record<string, unknown>;
    const published = ["id", "title", "slug"].every((key) => String(fields[key] ?? "").trim() !== "");
    if (!parts || !published) return [];
    // Left out of the site by her one switch (business.json, blog.leaveOutSampleArticles): nothing to check.
    const unkeptSample = fields.sample === true && fields.kept !== true;
    if (blog.leaveOutSampleArticles && unkeptSample) return [];
    return [
      {
        file,
        title: String(fields.title),
        sample: fields.sample === true,
        kept: fields.kept === true,
        body: parts.body,
      },
    ];
  });
  return {
    reviews: reviews.reviews.map(({ name, text, sample }) => ({ name, text, sample })),
    stats: { values: reviews.stats.map((stat) => stat.value), areSamples: reviews.statsAreSamples },
    story: { isSample: about.storyIsSample, paragraphs: storyParagraphs },
    articles,
  };
}

/** The prints of everything in `content` that is flagged as a sample today. */
export function fingerprintsOfSamples(content: OwnerContent): SampleFingerprints {
  return {
    reviews: content.reviews.filter((review) => review.sample).map((review) => fingerprint(review.text)),
    stats: content.stats.areSamples ? [statsFingerprint(content.stats.values)] : [],
    story: content.story.isSample ? content.story.paragraphs.map(fingerprint) : [],
    articles: content.articles
      .filter((article) => article.sample)
      .flatMap((article) => articleParagraphs(article.body).map(fingerprint)),
  };
}

/**
 * `known` with the prints of `more` added, each list sorted and without repeats.
 * @public called by site-tools/generators/sample-fingerprints.mjs, which loads this module through Vite
 */
export function mergeFingerprints(known: SampleFingerprints, more: SampleFingerprints): SampleFingerprints {
  const merged = (key: keyof SampleFingerprints) => [...new Set([...known[key], ...more[key]])].toSorted();
  return { reviews: merged("reviews"), stats: merged("stats"), story: merged("story"), articles: merged("articles") };
}

export function readSampleFingerprints(root: string): SampleFingerprints {
  return JSON.parse(readFileSync(join(root, SAMPLE_FINGERPRINTS_FILE), "utf8"));
}
