/**
 * The build's photo rules (platform/editor/upload-check.mjs), checked before
 * the build with the data files, so that a photo too small or of the wrong
 * kind is listed with every other problem, in the owner's words and at the
 * field where she chose it, rather than stopping the build half-way with
 * the image pipeline's error.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { photoProblem } from "../../platform/index.mjs";
import { dataFiles, PHOTOS_FOLDER } from "../../app/facts/schemas/data-files";
import { photosSchema } from "../../app/facts/schemas/photos";
import type { DataProblem } from "../content-rules/check-data-files";

/** Where photos.json chooses each photo: its field, and the photo as content names it ("photos/x.jpg"). */
function chosenPhotos(root: string): { field: string; file: string }[] {
  let parsed;
  try {
    parsed = photosSchema.safeParse(JSON.parse(readFileSync(join(root, dataFiles.photos), "utf8")));
  } catch {
    return []; // The data check names what is wrong with the file itself.
  }
  if (!parsed.success) return [];
  const { portrait, services, towns } = parsed.data;
  return [
    ...portrait.map(({ file }, index) => ({ field: `portrait[${index}].file`, file })),
    ...services.map(({ file }, index) => ({ field: `services[${index}].file`, file })),
    ...towns.map(({ file }, index) => ({ field: `towns[${index}].file`, file })),
  ];
}

/** Every photo the build would refuse: at the field choosing it, or else as a file of the photo folder. */
export async function findPhotoProblems(root: string): Promise<DataProblem[]> {
  let names: string[];
  try {
    names = readdirSync(join(root, PHOTOS_FOLDER)).filter((name) => !name.startsWith("."));
  } catch {
    return [];
  }
  const chosen = chosenPhotos(root);
  const problems: DataProblem[] = [];
  for (const name of names.toSorted()) {
    const named = `photos/${name}`;
    const fields = chosen.filter(({ file }) => file === named);
    const problem = await photoProblem(join(root, PHOTOS_FOLDER, name), { subject: named });
    if (!problem) continue;
    if (fields.length === 0) problems.push({ file: `${PHOTOS_FOLDER}/${name}`, field: "", message: problem });
    for (const { field } of fields) problems.push({ file: dataFiles.photos, field, message: problem });
  }
  return problems;
}
