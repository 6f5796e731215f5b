import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dataFiles, PHOTOS_FOLDER } from "../../app/facts/schemas/data-files";
import { PHOTO_BUDGET } from "../../platform/index.mjs";
import { ownerWords } from "../cms/owner-words";
import { findPhotoProblems } from "./photo-problems";

/** A project whose portrait, as a phone's copy sent by message, is narrower than the build needs. */
const root = join(import.meta.dirname, "..", "..");
let project: string;
const narrow = PHOTO_BUDGET.sourceMinWidth - 200;
const portrait = {
  file: "photos/img-5531.jpg",
  alt: "Smiling at a desk, with a notary stamp in front.",
  altEs: "Sonriendo en un escritorio, con un sello delante.",
};

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "photo-problems-"));
  for (const folder of ["site-tools/cms", "app/facts/data", PHOTOS_FOLDER])
    mkdirSync(join(project, folder), { recursive: true });
  for (const file of [...Object.values(dataFiles), "site-tools/cms/settings.json"])
    copyFileSync(join(root, file), join(project, file));
  for (const name of readdirSync(join(root, PHOTOS_FOLDER))) {
    copyFileSync(join(root, PHOTOS_FOLDER, name), join(project, PHOTOS_FOLDER, name));
  }
  await sharp({ create: { width: narrow, height: 1250, channels: 3, background: "#975" } })
    .jpeg()
    .toFile(join(project, "app/content", portrait.file));
  writeFileSync(join(project, dataFiles.photos), JSON.stringify({ portrait: [portrait], services: [], towns: [] }));
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("the photo check before the build", () => {
  test("passes the project's own photos", async () => {
    expect(await findPhotoProblems(root)).toEqual([]);
  });

  test("names an undersized portrait at the editor's field, with the rule in words", async () => {
    const problems = await findPhotoProblems(project);
    const message = `${portrait.file} is ${narrow} px wide; photos need at least ${PHOTO_BUDGET.sourceMinWidth} px. Use the original from your phone or camera, not a copy sent by message.`;
    expect(problems).toEqual([{ file: dataFiles.photos, field: "portrait[0].file", message }]);
    expect(problems.map(ownerWords(project))).toEqual([`Photos › My portrait › Photo: ${message}`]);
  });
});
