/**
 * The blog's Markdown files read the plain way a person reads them, without
 * app/lib/articles.server.ts: tests compare what the site publishes with the
 * files themselves, so a mistake in the reader cannot hide behind its own
 * output.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";

/** Where the articles live, relative to the project root (README: "Blog articles"). */
const ARTICLE_FILES_DIR = join("app", "content", "blog");

/** The README's rule: a file without all three of these is an unfinished draft. */
const PUBLISHING_FIELDS = ["id", "title", "slug"] as const;

export interface ArticleFile {
  /** The file's name, e.g. "signing-a-deed-in-pennsylvania.md". */
  name: string;
  /** The frontmatter as written. */
  fields: Record<string, unknown>;
  /** The Markdown after the frontmatter. */
  body: string;
  /** True when id, title or slug is missing or blank. */
  isDraft: boolean;
}

export function readArticleFiles(dir = join(process.cwd(), ARTICLE_FILES_DIR)): ArticleFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const source = readFileSync(join(dir, name), "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
      if (!match) throw new Error(`${name} has no frontmatter block`);
      const fields = (parseYaml(match[1] ?? "") ?? {}) as Record<string, unknown>;
      const isDraft = PUBLISHING_FIELDS.some((key) => String(fields[key] ?? "").trim() === "");
      return { name, fields, body: match[2] ?? "", isDraft };
    });
}

/**
 * The heading each table in a Markdown body sits under (the nearest `##`,
 * `###` or `####` above it), in the order the tables appear.
 */
export function tableHeadings(markdown: string): string[] {
  const headings: string[] = [];
  let heading = "";
  let inTable = false;
  for (const line of markdown.split(/\r?\n/)) {
    const found = /^#{2,4}\s+(.+?)\s*#*\s*$/.exec(line);
    if (found) heading = found[1] ?? "";
    const isTableLine = line.trimStart().startsWith("|");
    if (isTableLine && !inTable) headings.push(heading);
    inTable = isTableLine;
  }
  return headings;
}
