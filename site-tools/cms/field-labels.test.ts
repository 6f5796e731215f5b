import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { dataFiles } from "../../app/facts/schemas/data-files";
import type { FaqData } from "../../app/facts/schemas/faq";
import { editorPlace, pathKeys } from "./field-labels";
import { editorCollections } from "./write-admin";

const root = join(import.meta.dirname, "..", "..");
const collections = editorCollections(root);
const faq = JSON.parse(readFileSync(join(root, dataFiles.faq), "utf8")) as FaqData;

describe("where a data problem is, in the editor's words", () => {
  test("reads a field path as keys and 0-based indexes", () => {
    expect(pathKeys("categories[2].items[0].answer.en")).toEqual(["categories", 2, "items", 0, "answer", "en"]);
  });

  test("names the FAQ's list, its category by title, the question counted from 1, and the field's label", () => {
    const category = faq.categories.at(-1);
    const index = faq.categories.length - 1;
    expect(category && category.items.length).toBeGreaterThan(1);
    expect(editorPlace(collections, dataFiles.faq, `categories[${index}].items[1].answer.en`, faq)).toBe(
      `Questions (FAQ) › Questions and answers › ${category?.title.en} › question 2 › Answer (English)`,
    );
  });

  test("names a photo slot by its label, and counts its items when there are several", () => {
    const one = { portrait: [{ file: "photos/a.jpg" }] };
    expect(editorPlace(collections, dataFiles.photos, "portrait[0].file", one)).toBe("Photos › My portrait › Photo");
    const two = { towns: [{ file: "photos/a.jpg" }, { file: "photos/b.jpg" }] };
    expect(editorPlace(collections, dataFiles.photos, "towns[1].alt", two)).toBe(
      "Photos › town photo 2 › What the photo shows (English)",
    );
  });

  test("names no place for a file the editor does not hold", () => {
    expect(editorPlace(collections, "app/facts/data/other.json", "a", {})).toBeUndefined();
  });
});
