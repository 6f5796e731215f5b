// The photo rules of the build (platform/vite/photo-pipeline.mjs), in the
// owner's words, for a photo she is uploading or has chosen: she learns at
// once, in the editor, that a photo is too small, rather than from a failed
// build later.
import { statSync } from "node:fs";
import sharp from "sharp";
import { PHOTO_BUDGET } from "../vite/photo-pipeline.mjs";

const SOURCE_FORMATS = new Set(["jpeg", "png", "webp"]);

const megabytes = (bytes) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * What is wrong with a photo, in a sentence or two for its owner, or
 * undefined. `width` is as the photo is shown, after its camera rotation;
 * `subject` is how the sentences name it ("This photo", or its file).
 * @param {{ bytes: number, width: number, format?: string, subject?: string }} photo
 * @param {import("../vite/photo-pipeline.mjs").PhotoBudget} [budget]
 */
function photoRuleProblem({ bytes, width, format, subject = "This photo" }, budget = PHOTO_BUDGET) {
  if (format === "heif") {
    return `${subject} is an iPhone HEIC photo, which browsers cannot show. Export it as JPG (Photos app: File → Export, or Settings → Camera → Formats → Most Compatible) and upload the JPG.`;
  }
  if (!format || !SOURCE_FORMATS.has(format)) {
    return `${subject} cannot be read as a JPG, PNG or WebP photo. Open it and save it again as JPG, or choose another photo.`;
  }
  if (width < budget.sourceMinWidth) {
    return `${subject} is ${width} px wide; photos need at least ${budget.sourceMinWidth} px. Use the original from your phone or camera, not a copy sent by message.`;
  }
  if (bytes > budget.sourceMaxBytes) {
    return `${subject} is ${megabytes(bytes)}; photos may be at most ${megabytes(budget.sourceMaxBytes)}. Save it as JPG at about 80% quality, or at most 3000 px wide.`;
  }
  return undefined;
}

/**
 * What is wrong with a photo's bytes (a file, or an upload), or undefined.
 * @param {Buffer | string} photo the bytes, or a file's path
 * @param {{ subject?: string, budget?: import("../vite/photo-pipeline.mjs").PhotoBudget }} [options]
 */
export async function photoProblem(photo, { subject, budget = PHOTO_BUDGET } = {}) {
  const metadata = await sharp(photo)
    .metadata()
    .catch(() => ({}));
  const bytes = typeof photo === "string" ? statSync(photo).size : photo.byteLength;
  return photoRuleProblem(
    { bytes, width: metadata.autoOrient?.width ?? metadata.width ?? 0, format: metadata.format, subject },
    budget,
  );
}
