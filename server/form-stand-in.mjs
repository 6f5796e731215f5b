// A local stand-in for the form-to-e-mail service (Web3Forms), used when the
// site is built without an access key, as on a fresh clone. It answers the
// same request with the same response shape and CORS headers, on its own
// port (so a different origin, as the real service is), and appends every
// request it accepts to a JSON Lines file, so nothing a visitor sends is lost.
// No request may stop it: every path through a request ends in an answer.
import { appendFile, mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname } from "node:path";
import { answerClientError } from "./client-error.mjs";
import { parseRequestTarget } from "./request-target.mjs";

/** The fields the form requires (app/vocabulary/appointment-fields.ts, minus the optional message). */
export const REQUIRED_FIELDS = ["name", "email", "phone", "service", "location", "date", "time"];
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

/**
 * The real service redirects to the `redirect` address as given. Locally the
 * site runs at another origin than its public URL, so the stand-in keeps the
 * path and sends the visitor back to the origin that posted the form.
 */
function localRedirect(redirect, origin) {
  try {
    const target = new URL(redirect);
    return origin ? new URL(target.pathname + target.search, origin).href : target.href;
  } catch {
    return null;
  }
}

/**
 * @param {{ requestsFile: string, log?: (line: string) => void }} options
 *   requestsFile: the JSON Lines file accepted requests are appended to.
 */
export function createFormStandIn({ requestsFile, log = () => {} }) {
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

  /** Appends the request to the requests file; false (and logged) when it could not. */
  async function save(record) {
    try {
      await mkdir(dirname(requestsFile), { recursive: true });
      await appendFile(requestsFile, JSON.stringify(record) + "\n");
      return true;
    } catch (error) {
      log(`[form stand-in] could not save a request to ${requestsFile}: ${error.message}`);
      return false;
    }
  }

  async function handle(request, response) {
    const target = parseRequestTarget(request.url ?? "");
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (request.method === "GET" && target?.path === "/") {
      response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      response.end(`Form stand-in: POST /submit. Accepted requests are appended to ${requestsFile}\n`);
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
    if (missing.length > 0) {
      answer(response, 400, { success: false, message: `Missing required fields: ${missing.join(", ")}.` });
      return;
    }

    const record = { receivedAt: new Date().toISOString(), ...fields };
    if (!(await save(record))) {
      answer(response, 500, {
        success: false,
        message: "The request could not be saved by the local form stand-in; see its log.",
      });
      return;
    }
    log(
      `[form stand-in] ${record.receivedAt} request from ${fields.name} <${fields.email}> (${fields.service}) saved to ${requestsFile}`,
    );

    const location = fields.redirect ? localRedirect(fields.redirect, request.headers.origin) : null;
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
