// What the static server knows about the build it serves: the files under
// build/client and the page list and headers of build/hosting.json, re-read
// whenever the build changes under the running server.
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { validateHeaderName, validateHeaderValue } from "node:http";
import { join } from "node:path";
import {
  HOST_CONFIG_FILES,
  HOSTING_MANIFEST,
  nearestNotFoundFile,
  NOT_FOUND_FILE,
  pageFile,
  WELL_KNOWN_FOLDER,
} from "../site-layout.mjs";

/** The build is missing, half-written or inconsistent: worth a 503 and a retry, not a crash. */
export class BuildNotReady extends Error {}

/** The precompressed siblings the build writes beside a text file, by Content-Encoding. */
const ENCODING_SUFFIXES = { br: ".br", gzip: ".gz" };

/**
 * Every regular file under `dir`, keyed by URL path ("/assets/x.js").
 * Symbolic links are skipped, whether to a file or a folder, inside root or
 * out of it, so nothing outside root can ever be indexed, let alone served.
 */
function listFiles(dir, urlPrefix = "", files = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const urlPath = `${urlPrefix}/${entry.name}`;
    // Dotfiles are for tools, never for visitors (the build refuses them; platform/build/build-links.mjs),
    // but for the well-known addresses at the top (RFC 8615).
    const wellKnown = urlPrefix === "" && entry.name === WELL_KNOWN_FOLDER;
    if (entry.name.startsWith(".") && !wellKnown) continue;
    if (entry.isDirectory()) listFiles(path, urlPath, files);
    else if (entry.isFile()) files.set(urlPath, path);
  }
  return files;
}

/**
 * Splits the build into resources (by URL path) and their encodings (by the
 * original's file path): about.html.br beside about.html is an encoding of
 * about.html, not a resource of its own.
 */
function indexFiles(root) {
  const all = listFiles(root);
  const files = new Map();
  const encodings = new Map();
  for (const [urlPath, path] of all) {
    // Netlify and Cloudflare read these and never publish them.
    if (HOST_CONFIG_FILES.includes(urlPath.slice(1))) continue;
    const encoding = Object.keys(ENCODING_SUFFIXES).find((name) => urlPath.endsWith(ENCODING_SUFFIXES[name]));
    const original = encoding && urlPath.slice(0, -ENCODING_SUFFIXES[encoding].length);
    if (original && all.has(original)) {
      const originalPath = all.get(original);
      encodings.set(originalPath, { ...encodings.get(originalPath), [encoding]: path });
    } else {
      files.set(urlPath, path);
    }
  }
  return { files, encodings };
}

/** A header Node would send; anything else would make every answer throw. */
function isValidHeader([name, value]) {
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return typeof value === "string";
  } catch {
    return false;
  }
}

function readManifest(manifestFile) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  } catch (error) {
    throw new BuildNotReady(`${manifestFile} could not be read: ${error.message}`);
  }
  const { pages, headers, notFoundPaths = ["/404"] } = manifest ?? {};
  if (!Array.isArray(pages) || !pages.every((page) => typeof page === "string" && page.startsWith("/"))) {
    throw new BuildNotReady(`${manifestFile} has no valid "pages" list`);
  }
  if (typeof headers !== "object" || headers === null || !Object.entries(headers).every(isValidHeader)) {
    throw new BuildNotReady(`${manifestFile} has no valid "headers"`);
  }
  if (
    !Array.isArray(notFoundPaths) ||
    !notFoundPaths.every((path) => typeof path === "string" && path.endsWith("/404"))
  ) {
    throw new BuildNotReady(`${manifestFile} has no valid "notFoundPaths" list`);
  }
  // The not-found pages answer 404 under every name, never 200.
  return { pages: pages.filter((page) => !notFoundPaths.includes(page)), headers, notFoundPaths };
}

/**
 * Reads a file only if it is still a regular file inside the build: O_NOFOLLOW
 * refuses a symbolic link put in its place since the index was made, and
 * O_NONBLOCK keeps a FIFO from hanging the server.
 */
function readRegularFile(path) {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new BuildNotReady(`${path} is no longer a regular file`);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

function loadBuild(root, manifestFile) {
  const { pages, headers, notFoundPaths } = readManifest(manifestFile);
  let index;
  try {
    index = indexFiles(root);
  } catch (error) {
    throw new BuildNotReady(`${root} could not be read: ${error.message}`);
  }
  if (!index.files.has(`/${NOT_FOUND_FILE}`)) throw new BuildNotReady(`No ${NOT_FOUND_FILE} in ${root}`);

  // Each file variant is read once per build: the site is small, and a
  // response is then one buffer that no later change on disk can tear.
  const contents = new Map();
  function read(path) {
    if (!contents.has(path)) {
      const body = readRegularFile(path);
      const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
      contents.set(path, { body, etag });
    }
    return contents.get(path);
  }

  return {
    headers,
    pages: new Set(pages),
    /** Any casing of a page path, lower-cased, to its canonical form. */
    pagesByLowerCase: new Map(pages.map((page) => [page.toLowerCase(), page])),
    /** The file of a page, or undefined when the build lacks it (or it is a link). */
    pageFile: (page) => index.files.get(`/${pageFile(page)}`),
    files: index.files,
    /** The not-found page for an unknown path: the Spanish one under /espanol/, as on every host. */
    notFoundFileFor: (urlPath) => {
      const name = `/${nearestNotFoundFile(urlPath, notFoundPaths)}`;
      const file = index.files.get(name) ?? index.files.get(`/${NOT_FOUND_FILE}`);
      return { file, name: index.files.has(name) ? name : `/${NOT_FOUND_FILE}` };
    },
    /** The precompressed siblings of a file: { br?: path, gzip?: path }. */
    encodingsOf: (file) => index.encodings.get(file) ?? {},
    read,
  };
}

/**
 * Keeps the build current: each call compares the manifest's and 404.html's
 * stats with those of the last load (a rebuild rewrites both, the manifest
 * last) and reloads when either changed. Throws BuildNotReady while either is
 * missing or unreadable, so a request mid-rebuild gets a 503.
 */
export function watchBuild({ root, manifest = join(root, "..", HOSTING_MANIFEST) }) {
  const notFoundPath = join(root, NOT_FOUND_FILE);
  let loadedStamp = null;
  let build = null;

  function stamp() {
    try {
      return [manifest, notFoundPath]
        .map((path) => statSync(path))
        .map(({ ino, size, mtimeMs }) => `${ino}:${size}:${mtimeMs}`)
        .join("|");
    } catch {
      throw new BuildNotReady(`No build in ${root} (${NOT_FOUND_FILE} or ${manifest} is missing)`);
    }
  }

  return function currentBuild() {
    const now = stamp();
    if (now !== loadedStamp) {
      build = loadBuild(root, manifest);
      loadedStamp = now;
    }
    return build;
  };
}
