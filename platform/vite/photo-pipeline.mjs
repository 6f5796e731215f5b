// The photo pipeline and its budgets (design.md §2 images, §9 budgets).
//
// Photos live in the site's photos folder (`photosFolder`, platform/contract.ts)
// as JPG, PNG or WebP files. The build (vite-imagetools over sharp) makes AVIF
// and WebP copies of each at the widths below; the site imports them with the
// `?photo` preset defined here. The build fails, naming the file and what to do, when
// a photo is too small, too large or of a kind browsers cannot show, and when
// any image it writes is over the per-file budget.
import { readdirSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import sharp from "sharp";
import { imagetools, resolveConfigs } from "vite-imagetools";
import { isPhotoExtension, photoFileName } from "../editor/photo-name.js";

/** What the build makes of every photo. */
export const PHOTO_PIPELINE = {
  /** Cards (~400 px), the featured article (~600 px) and a cover (768 px), on screens of 1x to 2x. */
  widths: [480, 800, 1200],
  /** Best first: browsers take the first they support. The last is the <img>'s own. */
  formats: ["avif", "webp"],
  /** sharp's scales differ (its defaults: AVIF 50, WebP 80); on the sample cover the AVIF is 40% of the WebP's bytes. */
  quality: { avif: 50, webp: 75 },
  /** AVIF at sharp's default effort (4) takes ten times as long for about the same bytes. */
  effort: 2,
};

/**
 * @typedef {{ imageMaxBytes: number, sourceMaxBytes: number, sourceMinWidth: number }} PhotoBudget
 */

/** The limits, in one place: platform/cli/check-size.mjs holds the whole build to the same image budget. */
export const PHOTO_BUDGET = {
  /** Any image the site serves (design.md §9: "no image over 100 KB"). */
  imageMaxBytes: 100 * 1024,
  /** A source photo: larger files only slow the build down; a phone's photo is 2–5 MB. */
  sourceMaxBytes: 5 * 1024 * 1024,
  /** A source photo must fill the widest generated width without being enlarged. */
  sourceMinWidth: Math.max(...PHOTO_PIPELINE.widths),
};

const PHOTO_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp)$/;
const SOURCE_FORMATS = new Set(["jpeg", "png", "webp"]);
const GENERATED_IMAGE = /\.(?:avif|webp|jpe?g|png|gif|svg)$/i;

const kb = (bytes) => `${Math.ceil(bytes / 1024)} KB`;
const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : kb(bytes));
const root = join(import.meta.dirname, "..", "..");
/** A path as a person would look for it: from the project root. */
const shown = (path) => relative(root, path).split("\\").join("/");

/**
 * A file name the owner can use instead: "IMG_1234.JPG" → "img-1234.jpg", the
 * name the site editor gives an upload by itself (platform/editor/photo-name.js).
 * @param {string} name
 */
export function suggestName(name) {
  const stored = photoFileName(name);
  return isPhotoExtension(stored) ? stored : `${stored.replace(/\.[a-z0-9]+$/, "")}.jpg`;
}

/**
 * What is wrong with one source photo, each in a sentence that names the file
 * and says what to do. `width` is as the photo is shown (after its camera
 * rotation); `format` is what sharp read in the file, undefined if nothing.
 * @param {{ path: string, bytes: number, width: number, format?: string }} photo
 * @param {PhotoBudget} [budget]
 * @returns {string[]}
 */
export function sourceProblems({ path, bytes, width, format }, budget = PHOTO_BUDGET) {
  const name = path.split(/[\\/]/).at(-1) ?? path;
  const file = shown(path);
  if (/\.(?:heic|heif)$/i.test(name)) {
    return [
      `${file} is an iPhone HEIC photo, which browsers cannot show; export it as JPG (Photos app: File → Export, or Settings → Camera → Formats → Most Compatible) and add the JPG instead`,
    ];
  }
  if (!/\.(?:jpe?g|png|webp)$/i.test(name)) {
    return [`${file} is not a JPG, PNG or WebP photo; only those belong in the photos folder (drawings are SVG files)`];
  }
  const problems = [];
  if (!PHOTO_NAME.test(name)) {
    problems.push(
      `${file}: rename it to lower-case letters, digits and hyphens, e.g. ${suggestName(name)} (content names photos that way: photos/${suggestName(name)})`,
    );
  }
  if (!format || !SOURCE_FORMATS.has(format)) {
    problems.push(`${file} cannot be read as a JPG, PNG or WebP image; open it and save it again as JPG`);
    return problems;
  }
  if (bytes > budget.sourceMaxBytes) {
    problems.push(
      `${file} is ${size(bytes)}; photos may be at most ${size(budget.sourceMaxBytes)} — save it as JPG at about 80% quality, or at most 3000 px wide`,
    );
  }
  if (width < budget.sourceMinWidth) {
    problems.push(
      `${file} is ${width} px wide; photos need at least ${budget.sourceMinWidth} px (covers are shown that wide on large screens) — use a larger photo`,
    );
  }
  return problems;
}

/**
 * Every problem with the photos in `dir`, or none. Hidden files (.gitkeep) are not photos.
 * @param {string} dir
 * @param {PhotoBudget} [budget]
 * @returns {Promise<string[]>}
 */
export async function checkPhotoSources(dir, budget = PHOTO_BUDGET) {
  let names;
  try {
    names = readdirSync(dir).filter((name) => !name.startsWith("."));
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  const problems = [];
  for (const name of names.sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      problems.push(`${shown(path)} is a folder; put photos directly in ${shown(dir)}/`);
      continue;
    }
    let metadata = {};
    if (/\.(?:jpe?g|png|webp)$/i.test(name)) {
      metadata = await sharp(path)
        .metadata()
        .catch(() => ({}));
    }
    problems.push(
      ...sourceProblems(
        {
          path,
          bytes: statSync(path).size,
          width: metadata.autoOrient?.width ?? metadata.width ?? 0,
          format: metadata.format,
        },
        budget,
      ),
    );
  }
  return problems;
}

/**
 * What is wrong with the images the build wrote: those over the per-file
 * budget, one sentence per photo they were made from (`source`), or per file
 * when made from none.
 * @param {{ fileName: string, bytes: number, width?: number, source?: string }[]} images
 * @param {PhotoBudget} [budget]
 * @returns {string[]}
 */
export function generatedImageProblems(images, budget = PHOTO_BUDGET) {
  const limit = kb(budget.imageMaxBytes);
  const over = images.filter((image) => image.bytes > budget.imageMaxBytes);
  const bySource = new Map();
  for (const image of over) {
    const key = image.source ?? image.fileName;
    bySource.set(key, [...(bySource.get(key) ?? []), image]);
  }
  return [...bySource].map(([source, files]) => {
    if (!files[0]?.source) {
      return `${source} is ${kb(files[0]?.bytes ?? 0)}; no image may be over ${limit} (design.md §9) — make it smaller`;
    }
    const sizes = files
      .toSorted((a, b) => (a.width ?? 0) - (b.width ?? 0) || a.fileName.localeCompare(b.fileName))
      .map(({ fileName, bytes, width }) => {
        const what = width ? `${width} px ${extname(fileName).slice(1).toUpperCase()}` : "copy";
        return `its ${what} (${fileName}) is ${kb(bytes)}`;
      });
    return `${source}: ${sizes.join(", ")}; no image may be over ${limit} — crop the photo closer or choose one with less fine detail (gravel, leaves and busy patterns cost the most)`;
  });
}

const failure = (what, problems) =>
  `${what}:\n  ${problems.join("\n  ")}\n(Budgets: platform/vite/photo-pipeline.mjs; photos: README, "Photos".)`;

/**
 * Fails the build on a photo it should not use, before any work is done, and
 * on any image it wrote over the per-file budget, naming the photo it came from.
 * @param {{ dir: string, budget?: PhotoBudget }} options `dir`: the photos folder
 */
export function photoBudget({ dir, budget = PHOTO_BUDGET }) {
  let sourcesChecked;
  return {
    name: "photo-budget",
    apply: "build",
    async buildStart() {
      // Each of the build's environments (browser, prerender) starts; check once.
      sourcesChecked ??= checkPhotoSources(dir, budget);
      const problems = await sourcesChecked;
      if (problems.length > 0) this.error(failure("Photos the site cannot use", problems));
    },
    async generateBundle(_options, bundle) {
      const over = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "asset" || !GENERATED_IMAGE.test(output.fileName)) continue;
        const bytes = typeof output.source === "string" ? Buffer.byteLength(output.source) : output.source.byteLength;
        if (bytes <= budget.imageMaxBytes) continue;
        const { width } = await sharp(output.source)
          .metadata()
          .catch(() => ({}));
        over.push({ fileName: output.fileName, bytes, width, source: output.originalFileNames?.[0] });
      }
      const problems = generatedImageProblems(over, budget);
      if (problems.length > 0) this.error(failure("Images over budget", problems));
    },
  };
}

/** `?photo` on an import from the photos folder: every width and format, as `<picture>` data. */
function photoDirectives(url) {
  if (!url.searchParams.has("photo")) return new URLSearchParams();
  return new URLSearchParams({
    w: PHOTO_PIPELINE.widths.join(";"),
    format: PHOTO_PIPELINE.formats.join(";"),
    effort: String(PHOTO_PIPELINE.effort),
    as: "picture",
  });
}

/** An import of a photo directly in `dir`, with a query, whichever separator the path uses. */
export function photoImportsIn(dir) {
  const folder = dir
    .split(/[\\/]/)
    .filter(Boolean)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\\\/]");
  return new RegExp(`${folder}[\\\\/][^\\\\/?]+\\.(?:jpe?g|png|webp)\\?`);
}

/**
 * The Vite plugins of the pipeline: vite-imagetools with the `?photo` preset, then the budget.
 * @param {{ dir: string, budget?: PhotoBudget }} options `dir`: the photos folder, absolute
 */
export function photoPipeline({ dir, budget = PHOTO_BUDGET }) {
  return [
    imagetools({
      // Only the photos folder: other images (SVG drawings) stay files as they are.
      include: photoImportsIn(dir),
      defaultDirectives: photoDirectives,
      // One quality per format, which imagetools' single `quality` directive cannot say.
      resolveConfigs: (entries, outputFormats) =>
        resolveConfigs(entries, outputFormats).map((config) => {
          const quality = PHOTO_PIPELINE.quality[String(config.format)];
          return quality ? { ...config, quality: String(quality) } : config;
        }),
    }),
    photoBudget({ dir, budget }),
  ];
}
