// Writes a brotli (.br) and a gzip (.gz) copy beside every text file, once,
// at build time, so that servers send compressed files without spending a
// request's time compressing them (nginx's gzip_static and brotli_static,
// and `npm start`).
import { existsSync, readdirSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS } from "../site-layout.mjs";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's best, for every file: the pages are at the page-weight ceiling
 * (docs/decisions/030), where quality 10's copies, 1.4 % larger, would not
 * fit; platform/cli/check-size.mjs measures the JavaScript at this quality.
 */
export const BROTLI_QUALITY = 11;

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

async function writeCompressedCopies(file) {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzipped(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Returns how many files were compressed. zlib works on Node's thread pool,
 * so the files are compressed side by side, on every core: a build takes
 * half the time it took one file after another on two cores.
 */
export async function precompress(clientDir) {
  const files = listFiles(clientDir).filter(
    // A file that arrives with both copies keeps them: the site editor's
    // 6 MB bundle is compressed once, into its download cache (site-tools/cms).
    (file) =>
      COMPRESSIBLE_EXTENSIONS.includes(extname(file)) && !(existsSync(`${file}.br`) && existsSync(`${file}.gz`)),
  );
  await Promise.all(files.map(writeCompressedCopies));
  return files.length;
}

/**
 * Removes every .br and .gz copy, those that arrived with a file (the site
 * editor's) included, for hosts that compress themselves. Returns how many.
 */
export function removeCompressedCopies(clientDir) {
  const copies = listFiles(clientDir).filter((file) => /\.(?:br|gz)$/.test(file));
  for (const file of copies) rmSync(file);
  return copies.length;
}
