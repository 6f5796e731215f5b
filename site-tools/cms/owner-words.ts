/**
 * The data check's problems named as the owner finds them in the site editor
 * (field-labels.ts), for every message that lists them: the build, the
 * preview `npm run cms` rebuilds, the editor's own page and `npm run dev`.
 * It reads the data files as they are, broken or not: never through the
 * site's parsed facts, which a broken file keeps from loading.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import type { DataProblem } from "../content-rules/check-data-files";
import { splitFrontmatter } from "../../app/lib/frontmatter";
import { ARTICLES_FOLDER, dataFiles } from "../../app/facts/schemas/data-files";
import { ARTICLES_LIST, dataFileCollections } from "./data-file-collections";
import { articleFieldsIn } from "./fields/article";
import { inEditorWords } from "./field-labels";

function readJson(root: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), "utf8"));
  } catch {
    return undefined;
  }
}

/** The choices some fields offer, as far as the files still say; labels do not depend on them. */
function choices(root: string) {
  const business = readJson(root, dataFiles.business) as { serviceArea?: { towns?: unknown } } | undefined;
  const towns = Array.isArray(business?.serviceArea?.towns) ? business.serviceArea.towns : [];
  const faq = readJson(root, dataFiles.faq) as {
    categories?: { items?: { id?: unknown; question?: { en?: unknown } }[] }[];
  };
  const faqQuestions = (Array.isArray(faq?.categories) ? faq.categories : []).flatMap((category) =>
    (Array.isArray(category?.items) ? category.items : []).map((item) => ({
      id: String(item?.id ?? ""),
      question: String(item?.question?.en ?? ""),
    })),
  );
  return {
    towns: towns.map((town: { name?: unknown; slug?: unknown }) => ({
      name: String(town?.name),
      slug: String(town?.slug),
    })),
    faqQuestions,
  };
}

/** How to write one problem for the project at `root`: in the editor's words, or by file and field if it has none. */
export function ownerWords(root: string): (problem: DataProblem) => string {
  return inEditorWords(dataFileCollections(choices(root)), (file) => readJson(root, file));
}

/** The article's text field, as the editor labels it (decap-config.ts, bodyField). */
const ARTICLE_TEXT_LABEL = "Article";

/** The title an article is listed by in the editor, or undefined when its file has none. */
function articleTitle(root: string, file: string): string | undefined {
  try {
    const yaml = splitFrontmatter(readFileSync(join(root, file), "utf8"))?.yaml ?? "";
    const title = (parseYaml(yaml) as { title?: unknown } | null)?.title;
    return typeof title === "string" && title.trim() !== "" ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How to write a content problem (check-content.ts) for the project at
 * `root`: a data file's as the data check's (ownerWords); an article's as
 * "Articles › “Its title” › Reading time: …", the field by the editor's label.
 */
export function contentProblemWords(root: string): (problem: DataProblem) => string {
  const dataWords = ownerWords(root);
  const labels = articleFieldsIn("en");
  return (problem) => {
    const { file, field, message } = problem;
    if (!file.startsWith(`${ARTICLES_FOLDER}/`) || !file.endsWith(".md")) return dataWords(problem);
    const title = articleTitle(root, file);
    const entry = title ? `“${title}”` : file.slice(ARTICLES_FOLDER.length + 1);
    const line = /^line (\d+)$/.exec(field)?.[1];
    const where =
      field === "body" ? ARTICLE_TEXT_LABEL : line ? `line ${line} of its file` : (labels[field]?.label ?? field);
    return [ARTICLES_LIST, entry, where].filter(Boolean).join(" › ") + `: ${message}`;
  };
}
