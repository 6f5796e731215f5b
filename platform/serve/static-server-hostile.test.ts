// Requests no browser sends: each must get an answer (or a closed
// connection), never a crash or a hang, and the server must answer the next
// request as usual.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createSite, PAGES, type Site } from "./site-fixture";
import { createStaticServer } from "./static-server.mjs";
import { listen, send, sendRaw } from "./test-http";

let site: Site;
let origin: string;
let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  site = createSite();
  // Large enough that the answer cannot leave in one write.
  site.write("images/large.webp", Buffer.alloc(8 * 1024 * 1024, 7));
  // Links of every kind: to a file and a folder, inside the build and out of it.
  mkdirSync(join(site.dir, "outside"));
  writeFileSync(join(site.dir, "outside", "secret.txt"), "secret");
  symlinkSync(join(site.dir, "outside", "secret.txt"), join(site.root, "secret.txt"));
  symlinkSync(join(site.dir, "outside"), join(site.root, "outside"));
  symlinkSync(join(site.root, "robots.txt"), join(site.root, "robots-link.txt"));
  symlinkSync(join(site.root, "assets"), join(site.root, "assets-link"));
  symlinkSync(join(site.root, "about.html"), join(site.root, "linked.html"));
  site.writeManifest([...PAGES, "/linked"]);
  ({ origin, port, close } = await listen(createStaticServer({ root: site.root })));
});

afterAll(async () => {
  await close();
  site.remove();
});

async function expectStillUp() {
  const response = await send(origin, "/about");
  expect(response.status).toBe(200);
  expect(response.body.toString()).toContain("<h1>About</h1>");
}

test("answers //evil.example/about with 404, not the about page", async () => {
  const response = await send(origin, "//evil.example/about");
  expect(response.status).toBe(404);
  expect(response.headers.location).toBeUndefined();
  await expectStillUp();
});

test("answers //, //[ and other paths with an empty segment with 404", async () => {
  for (const path of ["//", "//[", "/about//", "//about", "/services//I-9-employment-verification"]) {
    expect((await send(origin, path)).status, path).toBe(404);
  }
  await expectStillUp();
});

test("answers paths that do not percent-decode with 404", async () => {
  for (const path of ["/%", "/%E0%A4%A", "/about%", "/%ZZ"]) {
    expect((await send(origin, path)).status, path).toBe(404);
  }
  await expectStillUp();
});

test("never leaves the build: dot segments, plain or encoded, are unknown paths", async () => {
  for (const path of [
    "/../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/assets/../about",
    "/%2e%2e/%2e%2e/etc/passwd",
  ]) {
    const response = await send(origin, path);
    expect(response.status, path).toBe(404);
    expect(response.body.toString(), path).toBe("<h1>Not found</h1>");
  }
  await expectStillUp();
});

test("never follows a symbolic link, to a file or a folder, inside the build or out of it", async () => {
  for (const path of [
    "/secret.txt",
    "/outside/secret.txt",
    "/robots-link.txt",
    "/assets-link/entry-abc123.js",
    "/linked",
  ]) {
    const response = await send(origin, path);
    expect(response.status, path).toBe(404);
    expect(response.body.toString(), path).not.toContain("secret");
  }
  await expectStillUp();
});

test("reads an absolute-form request target as its path, whatever the host", async () => {
  const about = await sendRaw(port, "GET http://evil.example/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(about.status).toBe(200);
  expect(about.text).toContain("<h1>About</h1>");
  const redirect = await sendRaw(port, "GET http://x/ABOUT?a=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(redirect.text).toMatch(/^Location: \/about\?a=1\r$/m);
  await expectStillUp();
});

test("answers a request target that is no path with 400", async () => {
  expect((await sendRaw(port, "GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).status).toBe(400);
  await expectStillUp();
});

test("answers a request line of garbage with 400 and closes the connection", async () => {
  for (const line of ["GARBAGE", "GET /about HTTP/9.9", "GET /a b c HTTP/1.1", "\u0000\u0001\u0002"]) {
    const response = await sendRaw(port, `${line}\r\nHost: x\r\n\r\n`);
    expect(response.status, line).toBe(400);
    expect(response.text, line).toContain("X-Frame-Options: DENY");
  }
  await expectStillUp();
});

test("answers oversized or malformed headers with 400 and closes the connection", async () => {
  for (const header of [`X-Big: ${"x".repeat(32 * 1024)}`, "No colon here", "Bad Name: x", "X-Ctl: a\u0001b"]) {
    const response = await sendRaw(port, `GET /about HTTP/1.1\r\nHost: x\r\n${header}\r\n\r\n`);
    expect(response.status, header.slice(0, 20)).toBe(400);
  }
  await expectStillUp();
});

test("keeps serving when a client disconnects mid-response", async () => {
  await new Promise<void>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", reject);
    socket.once("data", () => {
      socket.destroy();
      resolve();
    });
    socket.write("GET /images/large.webp HTTP/1.1\r\nHost: x\r\n\r\n");
  });
  await expectStillUp();
});

test("keeps serving when a client sends half a request and leaves", async () => {
  await new Promise<void>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write("GET /about HTTP/1.1\r\nHo");
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 50);
    });
  });
  await expectStillUp();
});

test("answers a request with two Host headers with 400", async () => {
  const response = await sendRaw(port, "GET /about HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n");
  expect(response.status).toBe(400);
  expect(response.text).not.toContain("<h1>About</h1>");
  await expectStillUp();
});

test("answers an HTTP/2.0 request line with 505 (Node's parser takes it; other versions fail it: 400)", async () => {
  const response = await sendRaw(port, "GET /about HTTP/2.0\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(response.status).toBe(505);
  expect(response.text).not.toContain("<h1>About</h1>");
  await expectStillUp();
});
