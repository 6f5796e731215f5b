// Writes a brotli (.br) and a gzip (.gz) copy beside every text file, once,
// at build time, so that servers send compressed files without spending a
// request's time compressing them (nginx's gzip_static and brotli_static,
// and `npm start`).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS } from "./site-layout.mjs";

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Returns how many files were compressed. */
export function precompress(clientDir) {
  const files = listFiles(clientDir).filter(
    // A file that arrives with both copies keeps them: the site editor's
    // 6 MB bundle is compressed once, into its download cache (deploy/cms).
    (file) =>
      COMPRESSIBLE_EXTENSIONS.includes(extname(file)) && !(existsSync(`${file}.br`) && existsSync(`${file}.gz`)),
  );
  for (const file of files) {
    const raw = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  }
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
