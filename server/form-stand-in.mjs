// A local stand-in for the form-to-e-mail service (Web3Forms), used when the
// site is built without an access key, as on a fresh clone. It answers the
// same request with the same response shape and CORS headers, on its own
// port (so a different origin, as the real service is), and appends every
// request it accepts to a JSON Lines file, so nothing a visitor sends is lost.
import { appendFileSync, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { dirname } from "node:path";

/** The fields the form requires (app/content/appointment-fields.ts, minus the optional message). */
export const REQUIRED_FIELDS = ["name", "email", "phone", "service", "location", "date", "time"];
export const MAX_BODY_BYTES = 64 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
};

class RequestTooLarge extends Error {}

async function readBody(request) {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new RequestTooLarge();
  const chunks = [];
  let size = 0;
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

export function createFormStandIn({ requestsFile, log = () => {} }) {
  function answer(response, status, payload) {
    response.writeHead(status, { ...CORS_HEADERS, "Content-Type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(payload));
  }

  return createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (request.method === "GET" && pathname === "/") {
      response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      response.end(`Form stand-in: POST /submit. Accepted requests are appended to ${requestsFile}\n`);
      return;
    }
    if (request.method !== "POST" || pathname !== "/submit") {
      answer(response, 404, { success: false, message: "Not found. Send the form to POST /submit." });
      return;
    }

    let fields;
    try {
      fields = await parseFields(request, await readBody(request));
    } catch (error) {
      if (error instanceof RequestTooLarge) {
        answer(response, 413, { success: false, message: "The request is too large (64 KB at most)." });
      } else {
        answer(response, 400, { success: false, message: "The request could not be read as form data." });
      }
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
    mkdirSync(dirname(requestsFile), { recursive: true });
    appendFileSync(requestsFile, JSON.stringify(record) + "\n");
    log(
      `[form stand-in] ${record.receivedAt} request from ${fields.name} <${fields.email}> (${fields.service}) saved to ${requestsFile}`,
    );

    const target = fields.redirect ? localRedirect(fields.redirect, request.headers.origin) : null;
    if (target) {
      response.writeHead(303, { Location: target }).end();
      return;
    }
    answer(response, 200, { success: true, message: "Email sent successfully!" });
  });
}
