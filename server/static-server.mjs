// Serves the prerendered site the way a good static host does: each page's
// own HTML, compressed, with long-lived caching for fingerprinted assets, a
// redirect from any other casing of a path to its canonical form, and the
// not-found page with HTTP 404 for everything else.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".data", ".webmanifest"]);

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Maps every URL the build can answer to its file: "/about" to
 * about/index.html, "/assets/x.js" to itself. Keys are the canonical URLs;
 * a second map finds them from any casing.
 */
function indexBuild(root) {
  const routes = new Map();
  for (const file of listFiles(root)) {
    const urlPath = "/" + relative(root, file).split(sep).join("/");
    if (urlPath === "/index.html") {
      routes.set("/", file);
    } else if (urlPath.endsWith("/index.html")) {
      routes.set(urlPath.slice(0, -"/index.html".length), file);
    } else {
      routes.set(urlPath, file);
    }
  }
  const byLowerCase = new Map([...routes.keys()].map((url) => [url.toLowerCase(), url]));
  return { routes, byLowerCase };
}

function cacheControl(urlPath, extension) {
  // Vite fingerprints everything under /assets: a changed file gets a new name.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (extension === ".html" || extension === ".data") return "no-cache";
  return "public, max-age=3600";
}

function chooseEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

export function createStaticServer({ root, log = () => {} }) {
  const notFoundPath = join(root, "404.html");
  let builtAt = 0;
  let routes = new Map();
  let byLowerCase = new Map();
  // Each file is read and compressed once per build.
  const cache = new Map();

  /** Re-reads the build when it changed under a running server (a rebuild). */
  function refreshIndex() {
    let stats;
    try {
      stats = statSync(notFoundPath);
    } catch {
      throw new Error(`No 404.html in ${root}: run the build first.`);
    }
    if (stats.mtimeMs === builtAt) return;
    ({ routes, byLowerCase } = indexBuild(root));
    cache.clear();
    builtAt = stats.mtimeMs;
  }
  refreshIndex();
  function load(file, encoding) {
    const key = `${file}\0${encoding}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      const body =
        encoding === "br"
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === "gzip"
            ? gzipSync(raw, { level: 9 })
            : raw;
      const etag = `"${createHash("sha1").update(raw).digest("base64url").slice(0, 20)}"`;
      cache.set(key, { body, etag });
    }
    return cache.get(key);
  }

  function send(request, response, status, file, urlPath) {
    const extension = extname(file);
    const encoding =
      COMPRESSIBLE.has(extension) && statSync(file).size > 512
        ? chooseEncoding(request.headers["accept-encoding"])
        : null;
    const { body, etag } = load(file, encoding);
    const headers = {
      ...SECURITY_HEADERS,
      "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
      "Cache-Control": status === 200 ? cacheControl(urlPath, extension) : "no-cache",
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    if (status === 200 && request.headers["if-none-match"] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    headers["Content-Length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  function redirect(response, location) {
    response.writeHead(301, { ...SECURITY_HEADERS, Location: location, "Cache-Control": "public, max-age=3600" }).end();
  }

  function handle(request, response) {
    refreshIndex();
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...SECURITY_HEADERS, Allow: "GET, HEAD" }).end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      send(request, response, 404, notFoundPath, url.pathname);
      return;
    }
    const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;

    const file = routes.get(trimmed);
    if (file && trimmed === urlPath) {
      send(request, response, 200, file, urlPath);
      return;
    }
    // "/ABOUT" or "/about/" ends on "/about": one address per page.
    const canonical = file ? trimmed : byLowerCase.get(trimmed.toLowerCase());
    if (canonical) {
      redirect(response, encodeURI(canonical) + url.search);
      return;
    }
    log(`404 ${urlPath}`);
    send(request, response, 404, notFoundPath, urlPath);
  }

  return createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      // A file removed mid-rebuild, or no build at all: answer, never crash.
      log(`500 ${request.url}: ${error.message}`);
      if (!response.headersSent) response.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("The site is being rebuilt. Reload in a moment.\n");
    }
  });
}
