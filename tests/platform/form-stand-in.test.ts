import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fieldNames, reachFields } from "../../app/vocabulary/appointment-fields";
import {
  createFormStandIn,
  MAX_BODY_BYTES,
  ONE_OF_FIELDS,
  REQUIRED_FIELDS,
} from "../../platform/serve/form-stand-in.mjs";
import { formRequest, STAND_IN_KEY } from "../../platform/serve/form-request";
import { listen } from "../../platform/serve/test-http";

let dir: string;
let requestsFile: string;
let endpoint: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "form-stand-in-"));
  requestsFile = join(dir, "nested", "requests.jsonl");
  const server = await listen(createFormStandIn({ requestsFile }));
  endpoint = `${server.origin}/submit`;
  close = server.close;
});

afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

function savedRequests(): Record<string, string>[] {
  return readFileSync(requestsFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
}

describe("the local form stand-in", () => {
  test("requires the same fields as the form", () => {
    expect(REQUIRED_FIELDS).toEqual(
      fieldNames.filter((field) => field !== "message" && !(reachFields as readonly string[]).includes(field)),
    );
    expect(ONE_OF_FIELDS).toEqual(reachFields);
  });

  test("answers like the service, with CORS, and saves the request with a timestamp", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      body: formRequest(),
      headers: { Origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ success: true, message: expect.any(String) });
    const saved = savedRequests().at(-1);
    expect(saved).toMatchObject({ name: "Sam Ortiz", location: "Reading Public Library", time: "flexible" });
    expect(Date.parse(saved?.receivedAt ?? "")).not.toBeNaN();
  });

  test("rejects a request without an access key as the service does, naming the key, and saves nothing", async () => {
    const before = savedRequests().length;
    for (const body of [formRequest({}, ["access_key"]), formRequest({ access_key: " " })]) {
      const response = await fetch(endpoint, { method: "POST", body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: expect.stringContaining("access_key") });
    }
    expect(savedRequests()).toHaveLength(before);
  });

  test("accepts any non-empty access key", async () => {
    const response = await fetch(endpoint, { method: "POST", body: formRequest({ access_key: "another-key" }) });
    expect(await response.json()).toMatchObject({ success: true });
    expect(savedRequests().at(-1)).toMatchObject({ access_key: "another-key" });
  });

  test("rejects a request with missing fields, naming them", async () => {
    const response = await fetch(endpoint, { method: "POST", body: formRequest({ location: " " }, ["date"]) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "Missing required fields: location, date." });
  });

  test("takes a phone number or an e-mail address, and refuses a request with neither", async () => {
    for (const [body, status] of [
      [formRequest({ email: " " }), 200],
      [formRequest({ phone: "" }), 200],
      [formRequest({ email: "", phone: " " }), 400],
    ] as const) {
      const response = await fetch(endpoint, { method: "POST", body });
      expect(response.status).toBe(status);
      if (status === 400)
        expect(await response.json()).toEqual({ success: false, message: "Missing required fields: phone or email." });
    }
  });

  test("rejects a body over 64 KB", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      body: formRequest({ message: "x".repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  test("turns away what the honeypot caught, without saving it", async () => {
    const before = savedRequests().length;
    const response = await fetch(endpoint, { method: "POST", body: formRequest({ botcheck: "on", name: "Bot" }) });
    expect(await response.json()).toMatchObject({ success: false });
    expect(savedRequests()).toHaveLength(before);
  });

  test("sends a form posted without JavaScript back to the thank-you page of the site that posted it", async () => {
    const body = new URLSearchParams({
      access_key: STAND_IN_KEY,
      name: "Ana Ruiz",
      email: "ana@example.org",
      phone: "610-555-0123",
      service: "personal-documents",
      location: "Home",
      date: "2026-12-20",
      time: "sunday-morning",
      redirect: "https://www.public-site.example.com/espanol/gracias",
    });
    const response = await fetch(endpoint, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Origin: "http://127.0.0.1:4173" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:4173/espanol/gracias");
    expect(savedRequests().at(-1)).toMatchObject({ name: "Ana Ruiz", service: "personal-documents" });
  });
});

describe("the local form stand-in, when it cannot save a request", () => {
  /** Posts one request to a stand-in that saves to `file`; returns its answer, its log and whether it still answers. */
  async function postTo(file: string, body = formRequest()) {
    const lines: string[] = [];
    const server = await listen(createFormStandIn({ requestsFile: file, log: (line) => lines.push(line) }));
    try {
      const response = await fetch(`${server.origin}/submit`, { method: "POST", body, redirect: "manual" });
      const stillUp = (await fetch(server.origin)).status === 200;
      return { status: response.status, payload: await response.json(), log: lines.join("\n"), stillUp };
    } finally {
      await server.close();
    }
  }

  const notSaved = { success: false, message: expect.stringContaining("could not be saved") };

  test("answers 500, logs why and keeps running when the requests file is a folder", async () => {
    const folder = join(dir, "a-folder.jsonl");
    mkdirSync(folder);
    const answer = await postTo(folder);
    expect(answer).toMatchObject({ status: 500, payload: notSaved, stillUp: true });
    expect(answer.log).toContain("EISDIR");
  });

  test("answers 500 when the folder of the requests file is a file", async () => {
    writeFileSync(join(dir, "not-a-folder"), "");
    const answer = await postTo(join(dir, "not-a-folder", "requests.jsonl"));
    expect(answer).toMatchObject({ status: 500, payload: notSaved, stillUp: true });
    expect(answer.log).toMatch(/ENOTDIR|EEXIST/);
  });

  test("answers 500 when the folder of the requests file cannot exist (a file stands in its way)", async () => {
    // Read-only permissions would not stop root, who runs CI; a file where the folder should be stops anyone.
    const blocker = join(dir, "not-a-folder");
    writeFileSync(blocker, "");
    const answer = await postTo(join(blocker, "requests.jsonl"));
    expect(answer).toMatchObject({ status: 500, payload: notSaved, stillUp: true });
    expect(answer.log).toMatch(/ENOTDIR|EEXIST/);
  });

  test("does not redirect a form posted without JavaScript to the thank-you page when it could not save it", async () => {
    const folder = join(dir, "another-folder.jsonl");
    mkdirSync(folder);
    const answer = await postTo(folder, formRequest({ redirect: "https://example.org/contact/thanks" }));
    expect(answer).toMatchObject({ status: 500, payload: notSaved });
  });
});
