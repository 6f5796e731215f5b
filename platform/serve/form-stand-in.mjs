// A local stand-in for the form-to-e-mail service (Web3Forms), used when the
// site is built without an access key, as on a fresh clone. It answers the
// same request with the same response shape and CORS headers, on its own
// port (so a different origin, as the real service is), and appends every
// request it accepts to a JSON Lines file, so nothing a visitor sends is lost.
// No request may stop it: every path through a request ends in an answer.
import { mkdir, open } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname } from "node:path";
import { answerClientError } from "./client-error.mjs";
import { parseRequestTarget } from "./request-target.mjs";

/** The fields the form requires (app/vocabulary/appointment-fields.ts, minus the optional message and the two ways to reach). */
export const REQUIRED_FIELDS = ["name", "service", "location", "date", "time"];
/** One of these is enough to answer the visitor (the form's rule, decision 034). */
export const ONE_OF_FIELDS = ["phone", "email"];
export const MAX_BODY_BYTES = 64 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
};
const JSON_TYPE = "application/json; charset=utf-8";

class RequestTooLarge extends Error {}

async function readBody(request) {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new RequestTooLarge();
  const chunks = [];
  let size = 0;
  // Throws when the client aborts mid-upload; the caller answers (into the void) and moves on.
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RequestTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Multipart (from the page's script) or URL-encoded (a form sent without JavaScript). */
async function parseFields(request, body) {
  const contentType = request.headers["content-type"] ?? "";
  const parsed = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  return Object.fromEntries([...parsed.entries()].map(([key, value]) => [key, String(value)]));
}

/** Where a site served on this machine can be: the stand-in is local only. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function isHttp(url) {
  return url.protocol === "http:" || url.protocol === "https:";
}

/**
 * The real service redirects to the `redirect` address as given. Locally the
 * site runs at another origin than its public URL, so the stand-in keeps the
 * path and sends the visitor back to the origin that posted the form, and
 * only when that is a site of this machine (or one the caller names), over
 * http(s): never to `javascript:` or another host. Null: answer with JSON.
 */
function localRedirect(redirect, postedFrom, siteOrigins = []) {
  try {
    const target = new URL(redirect);
    const origin = new URL(postedFrom);
    if (!isHttp(target) || !isHttp(origin)) return null;
    if (!LOOPBACK_HOSTS.has(origin.hostname) && !siteOrigins.includes(origin.origin)) return null;
    return new URL(target.pathname + target.search, origin.origin).href;
  } catch {
    return null;
  }
}

/**
 * The request as one line of the requests file. The time is the stand-in's
 * own: a field named receivedAt from the client is dropped.
 */
function requestRecord(fields, now = new Date()) {
  const sent = { ...fields };
  delete sent.receivedAt;
  return { receivedAt: now.toISOString(), ...sent };
}

/**
 * Appends one line in one write, flushed to the disk before it counts. A
 * write that fails half-way (a full disk) is cut back to where the file
 * ended, and a file that still ends mid-line gets a line break first, so
 * every record of the file parses on its own line. Callers run one append at
 * a time (see `save`): the size read first is then still the file's end when
 * a failed write is cut back, and no other request's record is lost.
 */
async function appendLine(file, line) {
  const handle = await open(file, "a+");
  try {
    const { size } = await handle.stat();
    let text = line + "\n";
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) text = "\n" + text;
    }
    const bytes = Buffer.from(text);
    try {
      const { bytesWritten } = await handle.write(bytes);
      if (bytesWritten !== bytes.length) throw new Error(`wrote ${bytesWritten} of ${bytes.length} bytes`);
      // A full disk can also refuse the data only when it is flushed: the record counts once it is on disk.
      await handle.sync();
    } catch (error) {
      await handle.truncate(size).catch(() => {});
      throw error;
    }
  } finally {
    await handle.close();
  }
}

/**
 * @param {{ requestsFile: string, log?: (line: string) => void, siteOrigins?: string[] }} options
 *   requestsFile: the JSON Lines file accepted requests are appended to;
 *   siteOrigins: origins besides this machine's that a no-JavaScript form may be sent back to.
 */
export function createFormStandIn({ requestsFile, log = () => {}, siteOrigins = [] }) {
  /** Answers unless the client is gone or an answer is already on its way. */
  function answer(response, status, payload, extraHeaders = {}) {
    if (response.headersSent || response.destroyed) return;
    const body = JSON.stringify(payload);
    response.writeHead(status, {
      ...CORS_HEADERS,
      "Content-Type": JSON_TYPE,
      "Content-Length": String(Buffer.byteLength(body)),
      ...extraHeaders,
    });
    response.end(body);
  }

  /** The appends under way, one after another: concurrent appends and cut-backs would overwrite each other. */
  let appending = Promise.resolve();

  /** Appends the request to the requests file; false (and logged) when it could not. */
  function save(record) {
    const saved = appending.then(async () => {
      try {
        await mkdir(dirname(requestsFile), { recursive: true });
        await appendLine(requestsFile, JSON.stringify(record));
        return true;
      } catch (error) {
        log(`[form stand-in] could not save a request to ${requestsFile}: ${error.message}`);
        return false;
      }
    });
    appending = saved.then(
      () => undefined,
      () => undefined,
    );
    return saved;
  }

  async function handle(request, response) {
    const target = parseRequestTarget(request.url ?? "");
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (request.method === "GET" && target?.path === "/") {
      response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      // Not the file's path: where the project lives is nobody's business but the console's.
      response.end("Form stand-in: POST /submit. Accepted requests are saved to the requests file named in its log.\n");
      return;
    }
    if (request.method !== "POST" || target?.path !== "/submit") {
      answer(response, 404, { success: false, message: "Not found. Send the form to POST /submit." });
      return;
    }

    let fields;
    try {
      fields = await parseFields(request, await readBody(request));
    } catch (error) {
      if (error instanceof RequestTooLarge) {
        // The rest of the upload is not worth reading: close the connection after answering.
        answer(
          response,
          413,
          { success: false, message: "The request is too large (64 KB at most)." },
          {
            Connection: "close",
          },
        );
      } else {
        answer(response, 400, { success: false, message: "The request could not be read as form data." });
      }
      return;
    }

    // The real service refuses a request without a key first of all. Any
    // non-empty key will do here: a build without one sends "local-stand-in".
    if (!fields.access_key?.trim()) {
      answer(response, 400, { success: false, message: "Form must include an 'access_key' field." });
      return;
    }
    if (fields.botcheck) {
      answer(response, 200, { success: false, message: "The submission was flagged as spam." });
      return;
    }
    const missing = REQUIRED_FIELDS.filter((field) => !fields[field]?.trim());
    if (!ONE_OF_FIELDS.some((field) => fields[field]?.trim())) missing.push(ONE_OF_FIELDS.join(" or "));
    if (missing.length > 0) {
      answer(response, 400, { success: false, message: `Missing required fields: ${missing.join(", ")}.` });
      return;
    }

    const record = requestRecord(fields);
    if (!(await save(record))) {
      answer(response, 500, {
        success: false,
        message: "The request could not be saved by the local form stand-in; see its log.",
      });
      return;
    }
    // JSON-escaped: a line break in a field cannot start a log line of its own.
    const quoted = (value) => JSON.stringify(value);
    log(
      `[form stand-in] ${record.receivedAt} request from ${quoted(fields.name)} ${quoted(fields.email)} (${quoted(fields.service)}) saved to ${requestsFile}`,
    );

    const location = fields.redirect ? localRedirect(fields.redirect, request.headers.origin, siteOrigins) : null;
    if (location) {
      response.writeHead(303, { Location: location, "Content-Length": "0" }).end();
      return;
    }
    answer(response, 200, { success: true, message: "Email sent successfully!" });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      try {
        log(`[form stand-in] 500 ${request.method} ${request.url}: ${error?.stack ?? error}`);
      } catch {
        // A failing log must not turn one bad request into a stopped server.
      }
      if (response.headersSent) response.destroy();
      else answer(response, 500, { success: false, message: "The local form stand-in failed on this request." });
    });
  });
  server.on("clientError", (error, socket) => {
    answerClientError(error, socket, {
      headers: CORS_HEADERS,
      contentType: JSON_TYPE,
      body: JSON.stringify({ success: false, message: "The request could not be read." }),
    });
  });
  return server;
}
