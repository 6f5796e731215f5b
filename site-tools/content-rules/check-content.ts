/**
 * The rules about what the owner writes that a schema cannot see, run by
 * both builds (platform/cli/build.mjs) and held by the tests: no "notario" in any
 * data file or article (57 Pa.C.S. § 325), and the blog's editorial rules.
 * Each problem names the file, the field or line, and what to do, in the same
 * shape as the data files' problems (check-data-files.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { findContactDetails, textOf } from "../../app/lib/article-facts";
import { readArticles } from "../../app/lib/articles.server";
import type { ArticleSource } from "../../app/lib/blog";
import { ARTICLES_FOLDER, dataFiles, type DataFileName } from "../../app/facts/schemas/data-files";
import { splitFrontmatter } from "../../app/lib/frontmatter";
import { fieldPath, formatDataProblem, stringsIn, type DataProblem } from "./check-data-files";
import { findForbiddenWords, NOTARIO_WARNING_ATTRIBUTE } from "../../app/lib/forbidden-words";

/** The blog's rules for an article the owner writes (README, "Blog articles"). */
export const ARTICLE_RULES = {
  /** Shorter than this, an article answers too little to be worth a search. */
  minWords: 300,
  /** The read time an article states assumes this reading speed. */
  wordsPerMinute: 200,
} as const;

const FORBIDDEN_ADVICE =
  'Pennsylvania forbids these words to a notary who is not an attorney — write "notary public" (see docs/spanish-glossary.md)';

/** "notario" and its kin in any field of a data file. A file that is not valid JSON is the data check's to report. */
export function findForbiddenWordsInData(name: DataFileName, source: string): DataProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return [];
  }
  return stringsIn(data).flatMap(({ path, text }) =>
    findForbiddenWords(text).map((found) => ({
      file: dataFiles[name],
      field: fieldPath(path),
      message: `${found} — ${FORBIDDEN_ADVICE}`,
    })),
  );
}

/**
 * "notario" and its kin on any line of an article, frontmatter included,
 * except inside a warning about notario fraud (<aside data-notario-warning>),
 * the one place the words may be named.
 */
export function findForbiddenWordsInArticle(file: string, source: string): DataProblem[] {
  const problems: DataProblem[] = [];
  let inWarning = false;
  source.split(/\r?\n/).forEach((line, index) => {
    if (line.includes(`<aside ${NOTARIO_WARNING_ATTRIBUTE}`)) inWarning = true;
    if (!inWarning) {
      for (const found of findForbiddenWords(line)) {
        problems.push({ file, field: `line ${index + 1}`, message: `${found} — ${FORBIDDEN_ADVICE}` });
      }
    }
    if (line.includes("</aside>")) inWarning = false;
  });
  return problems;
}

/** Everything a reader reads of an article: its title, summaries and body. */
function allText(article: ArticleSource): string {
  return [article.title, article.excerpt, article.metaDescription, textOf(article.html)].join(" ¶ ");
}

export interface ArticleFileSource {
  /** From the project root, e.g. "app/content/blog/signing-a-deed-in-pennsylvania.md". */
  file: string;
  /** The whole file as written, tokens unexpanded. */
  source: string;
}

/**
 * The blog's editorial rules, on the published `articles` read from `files`:
 * prices and distances by fact token, no phone or e-mail, a read time that
 * matches the length, at least ARTICLE_RULES.minWords words, no date after
 * `today`, titles and descriptions that search results can tell apart, and
 * links only to pages the site has (`pages`).
 */
export function findArticleRuleProblems(
  articles: readonly ArticleSource[],
  files: readonly ArticleFileSource[],
  pages: ReadonlySet<string>,
  today: string,
): DataProblem[] {
  const problems: DataProblem[] = [];
  const fileOf = new Map(
    files.map(({ file, source }) => {
      const yaml = splitFrontmatter(source)?.yaml ?? "";
      const slug = String((parseYaml(yaml) as { slug?: unknown } | null)?.slug ?? "");
      return [slug, { file, source }];
    }),
  );
  const seen = { title: new Map<string, string>(), metaDescription: new Map<string, string>() };
  for (const article of articles) {
    const { file, source } = fileOf.get(article.slug) ?? { file: `${ARTICLES_FOLDER}/${article.slug}.md`, source: "" };
    const problem = (field: string, message: string) => problems.push({ file, field, message });

    // The raw Markdown: once {{fees.travel}} is filled in, a typed figure could not be told apart.
    for (const literal of new Set(source.match(/\$\d[\d,.]*|\b\d+ miles\b/g) ?? [])) {
      problem(
        "body",
        `"${literal}" is typed in — write the fact token instead ({{fees.travel}}, {{fees.notarialAct}}, {{fees.travelRadiusMiles}} miles…), so the article follows business.json`,
      );
    }
    for (const detail of new Set(findContactDetails(allText(article)))) {
      problem("body", `"${detail}" — leave phone numbers and e-mail addresses out of articles and link to /contact`);
    }
    if (article.wordCount < ARTICLE_RULES.minWords) {
      problem(
        "body",
        `is ${article.wordCount} words — write at least ${ARTICLE_RULES.minWords}, enough to answer the reader's question`,
      );
    }
    const minutes = Math.max(1, Math.round(article.wordCount / ARTICLE_RULES.wordsPerMinute));
    if (article.readTime !== `${minutes} min read`) {
      problem(
        "readTime",
        `"${article.readTime}" does not match its ${article.wordCount} words at ${ARTICLE_RULES.wordsPerMinute} a minute — write "${minutes} min read"`,
      );
    }
    for (const field of ["date", "updated"] as const) {
      if (article[field] > today) problem(field, `${article[field]} is after today — use the day it is published`);
    }
    for (const field of ["title", "metaDescription"] as const) {
      const other = seen[field].get(article[field]);
      if (other) problem(field, `is the same as in ${other} — search results could not tell them apart; reword one`);
      seen[field].set(article[field], file);
    }
    for (const [, href = ""] of article.html.matchAll(/href="([^"]+)"/g)) {
      if (!href.startsWith("/") || !pages.has(href)) {
        problem("body", `links to ${href}, which is not a page of this site — link to one of its pages, e.g. /contact`);
      }
    }
  }
  return problems;
}

/** The article files of the project at `root`. */
export function readArticleSources(root: string): ArticleFileSource[] {
  return readdirSync(join(root, ARTICLES_FOLDER))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({
      file: `${ARTICLES_FOLDER}/${name}`,
      source: readFileSync(join(root, ARTICLES_FOLDER, name), "utf8"),
    }));
}

/**
 * Every content problem in the project at `root`: forbidden words in the data
 * files and articles, then the articles' editorial rules. `pages` lists the
 * site's pages (app/routes/page-paths.ts); the data files must already be valid.
 */
export function findContentProblems(root: string, pages: readonly string[], today: string): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const name of Object.keys(dataFiles) as DataFileName[]) {
    problems.push(...findForbiddenWordsInData(name, readFileSync(join(root, dataFiles[name]), "utf8")));
  }
  const files = readArticleSources(root);
  for (const { file, source } of files) problems.push(...findForbiddenWordsInArticle(file, source));

  let articles: ArticleSource[];
  try {
    articles = readArticles({
      dir: join(root, ARTICLES_FOLDER),
      publicDir: join(root, "public"),
      photosDir: join(root, "app", "content", "photos"),
      warn: () => {},
    });
  } catch (error) {
    // An article the reader refuses: its own message names the file and every field.
    const lines = (error as Error).message.split("\n").slice(1);
    return [
      ...problems,
      ...lines.map((line) => {
        const [file = "", ...rest] = line.trim().split(": ");
        return file.endsWith(".md")
          ? { file, field: "", message: rest.join(": ") }
          : { file: ARTICLES_FOLDER, field: "", message: line.trim() };
      }),
    ];
  }
  problems.push(...findArticleRuleProblems(articles, files, new Set(pages), today));
  return problems;
}

/** One message for the terminal, listing every content problem. */
export function describeContentProblems(
  problems: readonly DataProblem[],
  format: (problem: DataProblem) => string = formatDataProblem,
): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The site's content has ${count}; fix ${problems.length === 1 ? "it" : "them"} and build again:`,
    ...problems.map((problem) => `  - ${format(problem)}`),
  ].join("\n");
}
