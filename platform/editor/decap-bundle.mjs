// Decap CMS's prebuilt browser bundle, fetched at build time instead of
// installed: `npm install decap-cms` would add 732 packages (409 MB) to the
// project for a 6.5 MB folder of finished JavaScript. A pinned `npm pack`
// downloads the published tarball once into node_modules/.cache, checked
// against its known SHA-512, keeps only what the browser loads, and compresses
// it there once; every later build copies it from the cache.
// (docs/decisions/015-owner-editing-cms.md)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DECAP_VERSION = "3.16.3";
/** The registry's integrity value for decap-cms-3.16.3.tgz (`npm view decap-cms@3.16.3 dist.integrity`). */
const DECAP_INTEGRITY =
  "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==";

/**
 * What the browser loads from the package's dist/: the entry, the chunks it
 * loads on demand (numbered), the WebAssembly image encoders, the licences.
 * The rest is source maps (60 MB) and a second, unminified copy (cms.js).
 */
const BUNDLE_FILE = /^(?:decap-cms\.js(?:\.LICENSE\.txt)?|\d+\.decap-cms\.js(?:\.LICENSE\.txt)?|[0-9a-f]+\.wasm)$/;

/**
 * Brotli's quality for the editor's 5.7 MB of JavaScript: 6, not the pages' 11. Measured on this
 * bundle: 1,486 KB in 0.6 CPU seconds, against 1,342 KB in 8.4 at quality 10 (gzip's best: 1,732
 * KB). It is the owner's editor only, outside the page budgets, loaded once and then cached;
 * every fresh checkout (every CI run, and each build that fills the cache beside another) pays
 * the compression.
 */
const EDITOR_BROTLI_QUALITY = 6;

/** Compressed once here, so the build's precompress step leaves them alone. */
const COMPRESSED_FILE = /\.js$/;

/** The bundle's own name for its entry, which admin.html loads. */
const DECAP_ENTRY = "decap-cms.js";

function npmCommand() {
  // Under `npm run`, the npm that runs us; from plain `node`, the one on PATH.
  const npmCli = process.env.npm_execpath;
  if (npmCli && /npm-cli\.js$/.test(npmCli)) return { file: process.execPath, args: [npmCli] };
  return { file: process.platform === "win32" ? "npm.cmd" : "npm", args: [] };
}

function download(toDir) {
  const npm = npmCommand();
  const result = spawnSync(
    npm.file,
    [...npm.args, "pack", `decap-cms@${DECAP_VERSION}`, "--pack-destination", toDir, "--silent"],
    { cwd: toDir, encoding: "utf8", shell: process.platform === "win32" },
  );
  const tarball = join(toDir, `decap-cms-${DECAP_VERSION}.tgz`);
  if (result.status !== 0 || !existsSync(tarball)) {
    throw new Error(
      `Could not download Decap CMS ${DECAP_VERSION} for /admin with \`npm pack\` ` +
        `(${(result.stderr || result.error?.message || "no output").trim()}). ` +
        "The first build needs the npm registry; later builds reuse node_modules/.cache.",
    );
  }
  const integrity = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
  if (integrity !== DECAP_INTEGRITY) {
    throw new Error(`decap-cms-${DECAP_VERSION}.tgz does not match its published SHA-512; refusing to use it.`);
  }
  return tarball;
}

function extract(tarball, toDir) {
  // GNU tar and bsdtar (macOS, Windows 10+) both read gzip with -xzf.
  const result = spawnSync("tar", ["-xzf", tarball, "-C", toDir], { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`Could not unpack ${tarball}: ${(result.stderr || result.error?.message || "").trim()}`);
  }
  return join(toDir, "package", "dist");
}

/** Fills `cacheDir` with the bundle files and their .br and .gz copies; atomic, so parallel builds are safe. */
function fillCache(cacheDir) {
  const work = `${cacheDir}.partial-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, "unpacked"), { recursive: true });
  try {
    const dist = extract(download(work), join(work, "unpacked"));
    const files = readdirSync(dist).filter((name) => BUNDLE_FILE.test(name));
    if (!files.includes(DECAP_ENTRY)) throw new Error(`decap-cms ${DECAP_VERSION} has no dist/${DECAP_ENTRY}`);
    const bundle = join(work, "bundle");
    mkdirSync(bundle);
    for (const name of files) {
      const raw = readFileSync(join(dist, name));
      writeFileSync(join(bundle, name), raw);
      if (!COMPRESSED_FILE.test(name)) continue;
      writeFileSync(
        join(bundle, `${name}.br`),
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: EDITOR_BROTLI_QUALITY } }),
      );
      writeFileSync(join(bundle, `${name}.gz`), gzipSync(raw, { level: 9 }));
    }
    try {
      renameSync(bundle, cacheDir);
    } catch (error) {
      // Another build filled the cache first: theirs is as good as ours.
      if (!existsSync(join(cacheDir, DECAP_ENTRY))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Copies the bundle into `toDir` (build/client/admin), from the cache under
 * `projectRoot`/node_modules/.cache, downloading it first if needed.
 * @returns {string[]} the names of the files copied, compressed copies included
 */
export function copyDecapBundle({ projectRoot, toDir }) {
  const cacheDir = join(projectRoot, "node_modules", ".cache", `decap-cms-${DECAP_VERSION}`);
  if (!existsSync(join(cacheDir, DECAP_ENTRY))) {
    console.info(`Downloading Decap CMS ${DECAP_VERSION} for /admin (once; kept in node_modules/.cache)...`);
    mkdirSync(join(cacheDir, ".."), { recursive: true });
    fillCache(cacheDir);
  }
  mkdirSync(toDir, { recursive: true });
  const names = readdirSync(cacheDir);
  for (const name of names) copyFileSync(join(cacheDir, name), join(toDir, name));
  return names;
}
