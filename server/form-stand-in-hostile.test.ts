// Requests the site's form never sends: each must get an answer (or a closed
// connection), never a crash or a hang, and the stand-in must take the next
// appointment request as usual.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFormStandIn } from "./form-stand-in.mjs";
import { formRequest } from "./form-request";
import { listen, send, sendRaw } from "./test-http";

let dir: string;
let requestsFile: string;
let origin: string;
let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "form-stand-in-"));
  requestsFile = join(dir, "requests.jsonl");
  ({ origin, port, close } = await listen(createFormStandIn({ requestsFile })));
});

afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const savedCount = () => readFileSync(requestsFile, "utf8").trim().split("\n").length;

async function expectStillTakingRequests() {
  const response = await fetch(`${origin}/submit`, { method: "POST", body: formRequest() });
  expect(await response.json()).toMatchObject({ success: true });
}

/** A POST to /submit with a raw body and the headers given (Content-Length is computed unless given). */
function rawPost(body: string, headers: string[]) {
  const lines = ["POST /submit HTTP/1.1", "Host: x", "Connection: close", ...headers];
  if (!headers.some((header) => /^content-length:/i.test(header))) lines.push(`Content-Length: ${body.length}`);
  return sendRaw(port, `${lines.join("\r\n")}\r\n\r\n${body}`);
}

test("answers GET //, //[ and //evil.example/submit with 404 JSON", async () => {
  for (const path of ["//", "//[", "//evil.example/submit", "/%", "/%E0%A4%A"]) {
    const response = await send(origin, path);
    expect(response.status, path).toBe(404);
    expect(JSON.parse(response.body.toString()), path).toMatchObject({ success: false });
  }
  await expectStillTakingRequests();
});

test("answers a malformed multipart or URL-encoded body with 400 JSON", async () => {
  for (const [contentType, body] of [
    ["multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data\r\n\r\nno name, no end"],
    ["multipart/form-data", "--\r\n"],
    ["multipart/form-data; boundary=xyz", ""],
    ["application/json", '{"name":"Sam"}'],
    ["", "name=Sam"],
  ] as const) {
    const response = await rawPost(body, [`Content-Type: ${contentType}`]);
    expect(response.status, contentType).toBe(400);
    expect(response.text, contentType).toContain('"success":false');
  }
  await expectStillTakingRequests();
});

test("answers a bad Content-Length, a garbage request line or malformed headers with 400 JSON and CORS", async () => {
  for (const request of [
    "POST /submit HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
    "POST /submit HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
    "POST /submit HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
    "POST /submit HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "GARBAGE\r\n\r\n",
    `POST /submit HTTP/1.1\r\nHost: x\r\nX-Big: ${"x".repeat(32 * 1024)}\r\n\r\n`,
  ]) {
    const response = await sendRaw(port, request);
    expect(response.status, request.slice(0, 60)).toBe(400);
    expect(response.text).toContain("Access-Control-Allow-Origin: *");
    expect(response.text).toContain('"success":false');
  }
  await expectStillTakingRequests();
});

test("moves on when a client aborts mid-upload, saving nothing of it", async () => {
  await expectStillTakingRequests();
  const before = savedCount();
  await new Promise<void>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write("POST /submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n");
      socket.write("Content-Length: 5000\r\n\r\naccess_key=k&name=Half");
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 50);
    });
  });
  await expectStillTakingRequests();
  expect(savedCount()).toBe(before + 1);
});

test("answers 500 JSON and keeps running when handling a request throws", async () => {
  const failing = await listen(
    createFormStandIn({
      requestsFile: join(dir, "failing.jsonl"),
      log: () => {
        throw new Error("the log is broken");
      },
    }),
  );
  try {
    const response = await fetch(`${failing.origin}/submit`, { method: "POST", body: formRequest() });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
    expect((await fetch(failing.origin)).status).toBe(200);
  } finally {
    await failing.close();
  }
});
