import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ARTICLES_FOLDER, dataFiles } from "../../app/facts/schemas/data-files";
import { ARTICLES_LIST, EDITOR_LISTS } from "./data-file-collections";
import { articleFieldsIn } from "./fields/article";
import { contentProblemWords } from "./owner-words";

const root = join(import.meta.dirname, "..", "..");
const project = mkdtempSync(join(tmpdir(), "owner-words-"));
const TITLE = "Closing on a house when you cannot be there";
mkdirSync(join(project, ARTICLES_FOLDER), { recursive: true });
writeFileSync(join(project, ARTICLES_FOLDER, "closing.md"), `---\ntitle: "${TITLE}"\nslug: closing\n---\n\nText.\n`);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const MESSAGE = "what to do";

describe("a content problem, in the words of the site editor", () => {
  test("an article's names the Articles list, the article by its title and the field by its label", () => {
    const words = contentProblemWords(project);
    const file = `${ARTICLES_FOLDER}/closing.md`;
    const label = articleFieldsIn("en").readTime?.label;
    expect(words({ file, field: "readTime", message: MESSAGE })).toBe(
      `${ARTICLES_LIST} › “${TITLE}” › ${label}: ${MESSAGE}`,
    );
    expect(words({ file, field: "body", message: MESSAGE })).toBe(
      `${ARTICLES_LIST} › “${TITLE}” › Article: ${MESSAGE}`,
    );
    expect(words({ file, field: "line 7", message: MESSAGE })).toBe(
      `${ARTICLES_LIST} › “${TITLE}” › line 7 of its file: ${MESSAGE}`,
    );
  });

  test("a data file's names the editor's list and the entry and field labels, never the file and a zero-based path", () => {
    const faq = JSON.parse(readFileSync(join(root, dataFiles.faq), "utf8")) as {
      categories: { items: { question: { en: string } }[] }[];
    };
    const last = faq.categories.length - 1;
    const words = contentProblemWords(root)({
      file: dataFiles.faq,
      field: `categories[${last}].items[0].answer.en`,
      message: MESSAGE,
    });
    expect(words.startsWith(`${EDITOR_LISTS.faq} › `), words).toBe(true);
    expect(words).not.toMatch(/faq\.json|\[\d+\]|\.en\b/);
    expect(words).toMatch(new RegExp(`› Answer \\(English\\): ${MESSAGE}$`));
  });
});
