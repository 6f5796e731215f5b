// Serves the prerendered site the way the production hosts do
// (docs/decisions/003-static-server.md): each page's flat file at its
// canonical path, a 301 from any other spelling of a page to that path, the
// build's precompressed .br/.gz files, the header policy of
// platform/hosts/header-policy.mjs, and the not-found page with status 404 for
// everything else. No request may stop it: every path through a request ends
// in an answer.
import { createServer } from "node:http";
import { extname } from "node:path";
import Negotiator from "negotiator";
import { CACHE_CONTROL, cacheControl } from "../hosts/header-policy.mjs";
import { answerClientError } from "./client-error.mjs";
import { parseRequestTarget } from "./request-target.mjs";
import { BuildNotReady, watchBuild } from "./site-build.mjs";

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
  // React Router's route data (/about.data, /_root.data).
  ".data": "text/x-script; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  // The site editor's configuration and its image encoders (/admin).
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

/** Among encodings a client accepts equally ("gzip, deflate, br, zstd"), the smallest first. */
const ENCODING_PREFERENCE = ["br", "gzip", "identity"];

/** The other spellings of a page: /about.html, /about/index.html, /about/ (any casing). */
const PAGE_ALIAS_SUFFIXES = ["/index.html", ".html", "/"];

/**
 * What a decoded request path names in this build: a file to serve (a page's
 * or any other), another spelling of a page, or nothing.
 */
function route(build, path) {
  // An empty segment ("//evil.example/about", "//") names nothing we have.
  if (path === null || path.includes("//")) return { kind: "not-found" };
  if (build.pages.has(path)) {
    const file = build.pageFile(path);
    return file ? { kind: "file", file } : { kind: "not-found", reason: `page ${path} has no file` };
  }
  const lowerCase = path.toLowerCase();
  for (const candidate of [lowerCase, ...PAGE_ALIAS_SUFFIXES.map((suffix) => aliasOf(lowerCase, suffix))]) {
    const canonical = candidate && build.pagesByLowerCase.get(candidate);
    if (canonical) return { kind: "redirect", location: canonical };
  }
  // Pages are only served as pages; about.html, services/index.html and
  // 404.html are files of the build, not addresses of the site.
  const file = build.files.get(path);
  if (file && extname(path) !== ".html") return { kind: "file", file };
  // A page's route data in another casing: the router asks for /FAQ.data
  // when a link says /FAQ, since it matches paths in any casing.
  const dataOf = aliasOf(lowerCase, ".data");
  const canonicalPage = dataOf && dataOf !== "/" && build.pagesByLowerCase.get(dataOf);
  if (canonicalPage && build.files.has(`${canonicalPage}.data`)) {
    return { kind: "redirect", location: `${canonicalPage}.data` };
  }
  return { kind: "not-found" };
}

function aliasOf(lowerCasePath, suffix) {
  if (!lowerCasePath.endsWith(suffix) || lowerCasePath === "/") return null;
  return lowerCasePath.slice(0, -suffix.length) || "/";
}

/** If-None-Match holds this ETag (or "*"); weak and strong compare alike, as for GET they should. */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * @param {{ root: string, manifest?: string, log?: (line: string) => void }} options
 *   root: build/client; manifest: build/hosting.json unless given.
 */
export function createStaticServer({ root, manifest, log = () => {} }) {
  const currentBuild = watchBuild({ root, manifest });
  // Fails here, at start-up, when there is no build at all.
  let headers = currentBuild().headers;

  /** Sends a file of the build with the best precompressed encoding the client accepts. */
  function sendFile(request, response, status, file, urlPath, build) {
    const encodings = build.encodingsOf(file);
    const offered = ENCODING_PREFERENCE.filter((encoding) => encoding === "identity" || encodings[encoding]);
    // A client that refuses every encoding we have still gets the file itself.
    const encoding = new Negotiator(request).encoding(offered, { preferred: ENCODING_PREFERENCE }) ?? "identity";
    const { body, etag } = build.read(encoding === "identity" ? file : encodings[encoding]);
    const responseHeaders = {
      ...headers,
      "Cache-Control": status === 200 ? cacheControl(urlPath) : CACHE_CONTROL.revalidate,
      Vary: "Accept-Encoding",
    };
    if (status === 200) {
      responseHeaders.ETag = etag;
      if (matchesEtag(request.headers["if-none-match"], etag)) {
        response.writeHead(304, responseHeaders).end();
        return;
      }
    }
    responseHeaders["Content-Type"] = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
    if (encoding !== "identity") responseHeaders["Content-Encoding"] = encoding;
    responseHeaders["Content-Length"] = String(body.length);
    response.writeHead(status, responseHeaders);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  function sendEmpty(response, status, extraHeaders) {
    response.writeHead(status, { ...headers, "Content-Length": "0", ...extraHeaders }).end();
  }

  function sendText(request, response, status, text, extraHeaders = {}) {
    const body = Buffer.from(text);
    response.writeHead(status, {
      ...headers,
      "Cache-Control": CACHE_CONTROL.revalidate,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.length),
      ...extraHeaders,
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /** How many Host headers the request carries (Node keeps the first of several). */
  function hostCount(request) {
    return request.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === "host").length;
  }

  function handle(request, response) {
    // Node parses any HTTP/x.y request line; this server speaks HTTP/1.x only.
    if (request.httpVersionMajor !== 1) {
      sendText(request, response, 505, "Only HTTP/1.0 and HTTP/1.1 are served here.\n", { Connection: "close" });
      return;
    }
    // Two Host headers make the request ambiguous (RFC 9112 3.2): refuse it.
    if (hostCount(request) > 1) {
      sendText(request, response, 400, "One Host header, please.\n", { Connection: "close" });
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      sendText(request, response, 405, "Only GET and HEAD are served here.\n", { Allow: "GET, HEAD" });
      return;
    }
    const target = parseRequestTarget(request.url ?? "");
    if (!target) {
      sendText(request, response, 400, "The request target is not a path.\n");
      return;
    }
    const build = currentBuild();
    headers = build.headers;
    const found = route(build, target.path);
    if (found.kind === "file") {
      sendFile(request, response, 200, found.file, target.path, build);
    } else if (found.kind === "redirect") {
      // The location is a path of the manifest, never anything the client sent but its query.
      sendEmpty(response, 301, {
        Location: encodeURI(found.location) + target.query,
        "Cache-Control": CACHE_CONTROL.short,
      });
    } else {
      log(`404 ${request.url}${found.reason ? ` (${found.reason})` : ""}`);
      // An address that does not decode (path null) belongs to no folder: the root's page.
      const notFound = build.notFoundFileFor(target.path ?? "/");
      sendFile(request, response, 404, notFound.file, notFound.name, build);
    }
  }

  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      // A file removed mid-rebuild, a half-written manifest: answer, never crash.
      const rebuilding = error instanceof BuildNotReady || ["ENOENT", "ENOTDIR"].includes(error?.code);
      try {
        log(`${rebuilding ? 503 : 500} ${request.url}: ${rebuilding ? error.message : error?.stack}`);
        if (response.headersSent) response.destroy();
        else if (rebuilding) {
          sendText(request, response, 503, "The site is being rebuilt. Reload in a moment.\n", { "Retry-After": "2" });
        } else {
          sendText(request, response, 500, "The server could not answer this request.\n");
        }
      } catch {
        // Not even an error page could be sent: drop this one connection, keep the server.
        response.destroy();
      }
    }
  });
  server.on("clientError", (error, socket) => {
    answerClientError(error, socket, { headers, contentType: "text/plain; charset=utf-8", body: "Bad request.\n" });
  });
  return server;
}
