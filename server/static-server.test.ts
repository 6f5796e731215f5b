import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createStaticServer } from "./static-server.mjs";

let root: string;
let origin: string;
let close: () => Promise<void>;

function write(path: string, body: string) {
  const file = join(root, path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-server-"));
  write("index.html", "<h1>Home</h1>");
  write("about/index.html", "<h1>About</h1>".repeat(100));
  write("services/I-9-employment-verification/index.html", "<h1>I-9</h1>");
  write("404.html", "<h1>404</h1>");
  write("assets/entry-abc123.js", "console.log('hi');".repeat(100));
  write("robots.txt", "User-agent: *");
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { redirect: "manual", headers });

describe("the static server", () => {
  test("serves each page's own HTML at its clean path", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<h1>About</h1>");
  });

  test("sends other casings and trailing slashes to the canonical path", async () => {
    for (const [path, canonical] of [
      ["/ABOUT", "/about"],
      ["/about/", "/about"],
      ["/Services/i-9-Employment-Verification", "/services/I-9-employment-verification"],
    ]) {
      const response = await get(`${path}?ref=1`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(`${canonical}?ref=1`);
    }
  });

  test("answers unknown paths with the not-found page and status 404", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<h1>404</h1>");
  });

  test("compresses text for clients that accept it", async () => {
    const response = await get("/about", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses on the way in: the text proves the gzip was valid.
    expect(await response.text()).toContain("<h1>About</h1>");
  });

  test("caches fingerprinted assets for a year and revalidates pages", async () => {
    expect((await get("/assets/entry-abc123.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/about")).headers.get("cache-control")).toBe("no-cache");
  });

  test("answers a revalidation with 304 when nothing changed", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await get("/", { "If-None-Match": etag })).status).toBe(304);
  });

  test("refuses methods a static site cannot handle", async () => {
    const response = await fetch(`${origin}/about`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the static server during a rebuild", () => {
  test("serves the new build's files without a restart", async () => {
    write("assets/entry-new456.js", "console.log('new');");
    write("about/index.html", "<h1>About, rebuilt</h1>");
    // The build writes 404.html last; a newer one marks a finished rebuild.
    const later = new Date(Date.now() + 5_000);
    write("404.html", "<h1>404</h1>");
    utimesSync(join(root, "404.html"), later, later);
    expect((await get("/assets/entry-new456.js")).status).toBe(200);
    expect(await (await get("/about")).text()).toContain("About, rebuilt");
  });

  test("answers 503 instead of crashing while the build is missing", async () => {
    rmSync(join(root, "404.html"));
    const response = await get("/about");
    expect(response.status).toBe(503);
    write("404.html", "<h1>404</h1>");
    expect((await get("/about")).status).toBe(200);
  });
});
