// Requests the site's form never sends: each must get an answer (or a closed
// connection), never a crash or a hang, and the stand-in must take the next
// appointment request as usual.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

test("starts a new line after a fragment a failed write left, so every record parses", async () => {
  const file = join(dir, "fragment.jsonl");
  writeFileSync(file, '{"receivedAt":"2026-01-01T00:00:00.000Z","name":"Cut o');
  const withFragment = await listen(createFormStandIn({ requestsFile: file }));
  try {
    const response = await fetch(`${withFragment.origin}/submit`, {
      method: "POST",
      body: formRequest({ name: "Whole Line" }),
    });
    expect(await response.json()).toMatchObject({ success: true });
  } finally {
    await withFragment.close();
  }
  const lines = readFileSync(file, "utf8").split("\n");
  expect(lines.at(-1)).toBe("");
  expect(JSON.parse(lines.at(-2) ?? "")).toMatchObject({ name: "Whole Line" });
});

test("keeps its own receivedAt whatever the client sends", async () => {
  const before = Date.now();
  const response = await fetch(`${origin}/submit`, {
    method: "POST",
    body: formRequest({ receivedAt: "1999-01-01T00:00:00.000Z" }),
  });
  expect(await response.json()).toMatchObject({ success: true });
  const saved = JSON.parse(readFileSync(requestsFile, "utf8").trim().split("\n").at(-1) ?? "");
  expect(Date.parse(saved.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(Object.keys(saved).filter((key) => key === "receivedAt")).toHaveLength(1);
});

test("writes a line break inside a field escaped, in the requests file and in its log", async () => {
  const lines: string[] = [];
  const logged = await listen(createFormStandIn({ requestsFile: join(dir, "log.jsonl"), log: (l) => lines.push(l) }));
  const forged = "Sam\n[form stand-in] 2026-01-01T00:00:00.000Z request from forged\r\n";
  try {
    await fetch(`${logged.origin}/submit`, { method: "POST", body: formRequest({ name: forged }) });
  } finally {
    await logged.close();
  }
  // One log line, whatever line breaks the name holds (multipart sends them as CR LF).
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/[\r\n]/);
  expect(lines[0]).toContain('request from "Sam\\r\\n[form stand-in]');
  const fileLines = readFileSync(join(dir, "log.jsonl"), "utf8").trim().split("\n");
  expect(fileLines).toHaveLength(1);
  expect(JSON.parse(fileLines[0] ?? "").name).toMatch(/^Sam\r?\n\[form stand-in\].*forged\r?\n$/);
});

test("redirects a form posted without JavaScript only to the posting site's own origin, over http(s)", async () => {
  const post = (redirect: string, postedFrom: string) =>
    fetch(`${origin}/submit`, {
      method: "POST",
      body: new URLSearchParams(
        Object.fromEntries([...formRequest({ redirect }).entries()].map(([k, v]) => [k, String(v)])),
      ),
      redirect: "manual",
      headers: { Origin: postedFrom },
    });
  const refused: [string, string][] = [
    ["javascript:alert(1)//https://example.org/", "http://127.0.0.1:4173"],
    ["data:text/html,hi", "http://127.0.0.1:4173"],
    ["https://example.org/contact/thanks", "https://evil.example"],
    ["https://example.org/contact/thanks", "javascript:alert(1)"],
    ["https://example.org/contact/thanks", "null"],
  ];
  for (const [redirect, postedFrom] of refused) {
    const response = await post(redirect, postedFrom);
    expect(response.status, `${redirect} from ${postedFrom}`).toBe(200);
    expect(response.headers.get("location"), `${redirect} from ${postedFrom}`).toBeNull();
  }
  const sent = await post("https://example.org/contact/thanks?x=1", "http://localhost:4173");
  expect(sent.status).toBe(303);
  expect(sent.headers.get("location")).toBe("http://localhost:4173/contact/thanks?x=1");
});

test("does not tell GET / where the requests file is", async () => {
  const response = await send(origin, "/");
  expect(response.status).toBe(200);
  expect(response.body.toString()).not.toContain(dir);
  expect(response.body.toString()).not.toContain("requests.jsonl");
});
