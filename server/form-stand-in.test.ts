import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fieldNames } from "../app/content/appointment-fields";
import { createFormStandIn, MAX_BODY_BYTES, REQUIRED_FIELDS } from "./form-stand-in.mjs";

let dir: string;
let requestsFile: string;
let endpoint: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "form-stand-in-"));
  requestsFile = join(dir, "nested", "requests.jsonl");
  const server = createFormStandIn({ requestsFile });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/submit`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

function request(overrides: Record<string, string> = {}, omit: string[] = []): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    access_key: "",
    name: "Sam Ortiz",
    email: "sam@example.org",
    phone: "610-555-0177",
    service: "other",
    location: "Reading Public Library",
    date: "2026-12-12",
    time: "flexible",
    message: "",
    subject: "notary service request from Sam Ortiz",
    from_name: "Test",
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) if (!omit.includes(key)) form.set(key, value);
  return form;
}

function savedRequests(): Record<string, string>[] {
  return readFileSync(requestsFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
}

describe("the local form stand-in", () => {
  test("requires the same fields as the form", () => {
    expect(REQUIRED_FIELDS).toEqual(fieldNames.filter((field) => field !== "message"));
  });

  test("answers like the service, with CORS, and saves the request with a timestamp", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      body: request(),
      headers: { Origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ success: true, message: expect.any(String) });
    const saved = savedRequests().at(-1);
    expect(saved).toMatchObject({ name: "Sam Ortiz", location: "Reading Public Library", time: "flexible" });
    expect(Date.parse(saved?.receivedAt ?? "")).not.toBeNaN();
  });

  test("rejects a request with missing fields, naming them", async () => {
    const response = await fetch(endpoint, { method: "POST", body: request({ phone: " " }, ["date"]) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "Missing required fields: phone, date." });
  });

  test("rejects a body over 64 KB", async () => {
    const response = await fetch(endpoint, { method: "POST", body: request({ message: "x".repeat(MAX_BODY_BYTES) }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  test("turns away what the honeypot caught, without saving it", async () => {
    const before = savedRequests().length;
    const response = await fetch(endpoint, { method: "POST", body: request({ botcheck: "on", name: "Bot" }) });
    expect(await response.json()).toMatchObject({ success: false });
    expect(savedRequests()).toHaveLength(before);
  });

  test("sends a form posted without JavaScript back to the thank-you page of the site that posted it", async () => {
    const body = new URLSearchParams({
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
