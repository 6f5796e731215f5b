/**
 * The data check's problems named as the owner finds them in the site editor
 * (field-labels.ts), for every message that lists them: the build, the
 * preview `npm run cms` rebuilds, the editor's own page and `npm run dev`.
 * It reads the data files as they are, broken or not: never through the
 * site's parsed facts, which a broken file keeps from loading.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DataProblem } from "../../app/lib/check-data-files";
import { dataFiles } from "../../app/content/schemas/data-files";
import { dataFileCollections } from "./data-file-collections";
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
