/**
 * Where a problem in a data file is, as the owner finds it in the site
 * editor: "Questions (FAQ) › Questions and answers › Costs & Payment ›
 * question 1 › Answer (English)" rather than
 * `faq.json › categories[2].items[0].answer.en`. The labels are the editor's
 * own (decap-config.ts), the counts start at 1, and a list item with a title
 * or a name is called by it.
 */
import type { DecapField } from "./schema-fields";

/** "categories[2].items[0].answer.en" -> ["categories", 2, "items", 0, "answer", "en"] */
export function pathKeys(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? (key ?? "") : Number(index),
  );
}

type Fields = readonly DecapField[];
/** A list in the editor's menu, as far as its data files go. */
type EditorList = { label: string; files?: readonly { file: string; label: string; fields: Fields }[] };

/** What an item of a list is called in the editor's list: its title or name, when it has one. */
function itemName(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const { title, name } = item as { title?: unknown; name?: unknown };
  const named = (typeof title === "object" && title !== null ? (title as { en?: unknown }).en : title) ?? name;
  return typeof named === "string" && named.trim() !== "" ? named.trim() : undefined;
}

/** The labels along `keys` in `fields`, as far as the editor has fields for them. */
function labelsAlong(fields: Fields, keys: readonly (string | number)[], data: unknown): string[] {
  const [key, ...rest] = keys;
  const field = fields.find((candidate) => candidate.name === key);
  if (!field) return [];
  const value = (data as Record<string, unknown> | undefined)?.[String(key)];
  const inner = field.fields as Fields | undefined;
  const [index, ...afterItem] = rest;
  if (field.widget === "list" && typeof index === "number") {
    const items = Array.isArray(value) ? value : undefined;
    const item = items?.[index];
    const named = itemName(item);
    const singular = typeof field.label_singular === "string" ? field.label_singular : undefined;
    const here = named
      ? [named]
      : items?.length === 1
        ? [field.label]
        : singular
          ? [`${singular} ${index + 1}`]
          : [field.label, `item ${index + 1}`];
    // A list of plain values (a single `field`) has nothing below its items.
    return inner ? [...here, ...labelsAlong(inner, afterItem, item)] : here;
  }
  const below = inner ? labelsAlong(inner, rest, value) : [];
  // "Answer" then "Answer (English)": the inner label says it all.
  return below[0]?.startsWith(field.label) ? below : [field.label, ...below];
}

/**
 * "Collection › Entry › Field › …" for a problem at `field` in the data file
 * `file`, or undefined when no entry of the editor holds that file.
 * @param data the file's content as it stands, to call list items by name
 */
export function editorPlace(
  collections: readonly EditorList[],
  file: string,
  field: string,
  data?: unknown,
): string | undefined {
  for (const collection of collections) {
    const entry = collection.files?.find((candidate) => candidate.file === file);
    if (!entry) continue;
    const top = entry.label === collection.label ? [collection.label] : [collection.label, entry.label];
    return [...top, ...labelsAlong(entry.fields, pathKeys(field), data)].join(" › ");
  }
  return undefined;
}

/**
 * The data check's problems in the editor's words: "Photos › My portrait ›
 * Photo: … — what to do", each place from `collections`, or the file and
 * field as written when the editor has no entry for the file.
 */
export function inEditorWords(
  collections: readonly EditorList[],
  readJson: (file: string) => unknown,
): (problem: { file: string; field: string; message: string }) => string {
  return ({ file, field, message }) => {
    const place = editorPlace(collections, file, field, readJson(file));
    // A problem with the whole file (not valid JSON) is mended in the file itself: name it too.
    if (place) return field ? `${place}: ${message}` : `${place} (${file}): ${message}`;
    return field ? `${file} › ${field}: ${message}` : `${file}: ${message}`;
  };
}
