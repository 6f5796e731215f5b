// Link-preview and structured-data pictures (design.md §9: article images
// raster, 1200 px wide, in 16:9, 4:3 and 1:1). Search engines and the big
// link-preview sites refuse SVG, so `?share` on an image import — a photo or
// an SVG drawing — makes the three crops as JPEG files at build time, each
// under the per-file budget, and the import gives their URLs and sizes.
import { readFile } from "node:fs/promises";
import { basename, extname, relative } from "node:path";
import sharp from "sharp";
import { PHOTO_BUDGET } from "./photo-pipeline.mjs";

/** The width Google Discover asks for, and the three shapes its Article guidance lists (widest first). */
const SHARE_IMAGE = {
  width: 1200,
  ratios: [
    { name: "16x9", width: 16, height: 9 },
    { name: "4x3", width: 4, height: 3 },
    { name: "1x1", width: 1, height: 1 },
  ],
  /** Tried best first until a file fits the budget; below the last, the build fails naming the picture. */
  qualities: [82, 76, 70, 64, 58, 52],
};

/** SVG drawings are drawn at this density (dots per inch), several times their own size, so the crops are sharp. */
const SVG_DENSITY = 300;

/**
 * @typedef {{ src: string, width: number, height: number, type: "image/jpeg", ratio: string }} ShareImageFile
 */

/**
 * One crop as JPEG, at the best quality that fits `maxBytes`.
 * @param {Buffer} source
 * @param {boolean} isSvg
 * @param {number} width
 * @param {number} height
 * @param {number} maxBytes
 */
async function encodeShareImage(source, isSvg, width, height, maxBytes) {
  const resized = await sharp(source, isSvg ? { density: SVG_DENSITY } : {})
    .rotate()
    .resize(width, height, { fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .toBuffer();
  for (const quality of SHARE_IMAGE.qualities) {
    const file = await sharp(resized).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (file.byteLength <= maxBytes) return file;
  }
  return undefined;
}

/**
 * The Vite plugin: `import files from "/path/picture.svg?share"` gives a
 * ShareImageFile for each ratio, widest first.
 * @param {{ maxBytes?: number }} [options]
 */
export function shareImages({ maxBytes = PHOTO_BUDGET.imageMaxBytes } = {}) {
  let root = process.cwd();
  let serving = false;
  return {
    name: "share-images",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    async load(id) {
      const [path, query = ""] = id.split("?");
      if (!path || !new URLSearchParams(query).has("share")) return null;
      const source = await readFile(path);
      const isSvg = extname(path).toLowerCase() === ".svg";
      const shown = relative(root, path).split("\\").join("/");
      /** @type {ShareImageFile[]} */
      const files = [];
      for (const ratio of SHARE_IMAGE.ratios) {
        const width = SHARE_IMAGE.width;
        const height = Math.round((width * ratio.height) / ratio.width);
        const file = await encodeShareImage(source, isSvg, width, height, maxBytes);
        if (!file) {
          this.error(
            `${shown}: its ${width}×${height} link-preview picture is over ${Math.round(maxBytes / 1024)} KB even at JPEG quality ${SHARE_IMAGE.qualities.at(-1)} — choose a picture with less fine detail`,
          );
        }
        // The development server has no output folder: it serves the source itself.
        const src = serving
          ? `/@fs${path}`
          : `__VITE_ASSET__${this.emitFile({
              type: "asset",
              name: `${basename(path, extname(path))}-${ratio.name}.jpg`,
              source: file,
              originalFileName: shown,
            })}__`;
        files.push({ src, width, height, type: "image/jpeg", ratio: ratio.name });
      }
      return `export default ${JSON.stringify(files)};`;
    },
  };
}
