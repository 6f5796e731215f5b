/**
 * The data check's problems named as the owner finds them in the site editor
 * (field-labels.ts), for every message that lists them: the build, the
 * preview `npm run cms` rebuilds, the editor's own page and `npm run dev`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatDataProblem, type DataProblem } from "../../app/lib/check-data-files";
import { inEditorWords } from "./field-labels";
import { editorCollections } from "./write-admin";

/** How to write one problem for the project at `root`: in the editor's words, or by file and field if it has none. */
export function ownerWords(root: string): (problem: DataProblem) => string {
  let collections;
  try {
    collections = editorCollections(root);
  } catch {
    return formatDataProblem; // The editor's own settings are broken: the file and field are all there is.
  }
  return inEditorWords(collections, (file) => {
    try {
      return JSON.parse(readFileSync(join(root, file), "utf8"));
    } catch {
      return undefined;
    }
  });
}
