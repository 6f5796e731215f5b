import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { request } from "node:http";
import { freePort } from "../support/free-port";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startDecapServer } from "../../platform/editor/decap-server.mjs";
import { PHOTO_BUDGET } from "../../platform/vite/photo-pipeline.mjs";
import { siteForPlatform } from "../../site-tools/platform.config";

/**
 * The site editor's local backend as `npm run cms` starts it (decap-server
 * behind its guard), in a throw-away project holding the files a page on
 * another origin would want: it answers only the editor's own page at its
 * own address, and only inside the folders the editor edits.
 */
const SITE_PORT = 5150;
const folders = siteForPlatform.editorFolders;
const [contentFolder = "", photosFolder = ""] = [folders[0], folders.at(-1)];
const contentFile = `${contentFolder}/example.json`;
const SECRETS = {
  ".env": "SECRET_KEY=do-not-read\n",
  ".git/config": "[core]\n",
  "vite.config.ts": "export default {};\n",
};

let dir: string;
let port: number;
let server: ChildProcess | undefined;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
}

/** One request as a browser or another program would send it, Host and Origin as given. */
function send(
  body: string | undefined,
  { host = `127.0.0.1:${port}`, origin = `http://localhost:${SITE_PORT}`, method = "POST", path = "/api/v1" } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: host, "Content-Type": "application/json" };
    if (origin) headers.Origin = origin;
    const call = request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, json });
      });
    });
    call.on("error", reject);
    call.end(body);
  });
}

const action = (name: string, params: Record<string, unknown>, options?: Parameters<typeof send>[1]) =>
  send(JSON.stringify({ action: name, params: { branch: "main", ...params } }), options);

const options = { commitMessage: "test" };
/** What Decap sends with an entry it saves. */
const entryOptions = { collectionName: "example", commitMessage: "test", useWorkflow: false, status: "draft" };
const writeEntry = (path: string, raw: string, requestOptions?: Parameters<typeof send>[1]) =>
  action("persistEntry", { entry: { slug: "x", path, raw }, assets: [], options: entryOptions }, requestOptions);

async function photo(width: number): Promise<string> {
  const jpeg = await sharp({ create: { width, height: 10, channels: 3, background: "#888" } })
    .jpeg()
    .toBuffer();
  return jpeg.toString("base64");
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "local-backend-"));
  for (const [file, text] of Object.entries(SECRETS)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  for (const folder of folders) mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, contentFile), '{ "a": 1 }\n');
  // A link inside the editor's folders to a file outside them.
  symlinkSync(join(dir, ".env"), join(dir, contentFolder, "link.json"));
  port = await freePort();
  server = await startDecapServer({ cwd: dir, port, sitePort: SITE_PORT, folders, stdio: "ignore" });
}, 30_000);

afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

describe("the site editor's local backend", () => {
  test("edits the editor's folders only, which the contract names", () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.every((folder) => !folder.startsWith("/") && !folder.includes(".."))).toBe(true);
  });

  test("reads and writes a content file for the editor's page, opened as localhost or as 127.0.0.1", async () => {
    const read = await action("getEntry", { path: contentFile });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ data: '{ "a": 1 }\n' });
    expect(read.headers["access-control-allow-origin"]).toBe(`http://localhost:${SITE_PORT}`);

    const other = { host: `localhost:${port}`, origin: `http://127.0.0.1:${SITE_PORT}` };
    expect((await writeEntry(contentFile, '{ "a": 2 }\n', other)).status).toBe(200);
    expect(readFileSync(join(dir, contentFile), "utf8")).toBe('{ "a": 2 }\n');
  });

  test.each([
    ["a foreign Host (DNS rebinding)", { host: `evil.example:${port}`, origin: `http://evil.example:${port}` }],
    ["a foreign Host with the editor's origin", { host: `evil.example:${port}` }],
    ["a page on another localhost port", { origin: "http://localhost:8080" }],
    ["a page on the backend's own port", { origin: `http://127.0.0.1:${port}` }],
    ["a request without an origin", { origin: "" }],
  ])("refuses %s with 403 and a JSON error, and reads nothing", async (_, from) => {
    const answer = await action("getEntry", { path: contentFile }, from);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ error: expect.any(String) });
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("refuses a preflight from another page, and allows the editor's", async () => {
    const preflight = (origin: string) => send(undefined, { method: "OPTIONS", origin });
    expect((await preflight("http://localhost:9999")).status).toBe(403);
    const own = await preflight(`http://localhost:${SITE_PORT}`);
    expect(own.status).toBeLessThan(300);
    expect(own.headers["access-control-allow-origin"]).toBe(`http://localhost:${SITE_PORT}`);
  });

  test.each(Object.keys(SECRETS))("neither reads nor writes nor deletes %s, however it is named", async (file) => {
    for (const path of [file, `./${file}`, `${contentFolder}/../../../${file}`, join(dir, file)]) {
      expect((await action("getEntry", { path })).status, `getEntry ${path}`).toBe(403);
      expect((await action("getMediaFile", { path })).status, `getMediaFile ${path}`).toBe(403);
      expect((await writeEntry(path, "written")).status, `persistEntry ${path}`).toBe(403);
      expect((await action("deleteFile", { path, options })).status, `deleteFile ${path}`).toBe(403);
    }
    const moved = await action("persistEntry", {
      entry: { slug: "x", path: contentFile, raw: "{}", newPath: file },
      assets: [],
      options: entryOptions,
    });
    expect(moved.status).toBe(403);
    const asset = await action("persistEntry", {
      entry: { slug: "x", path: contentFile, raw: "{}" },
      assets: [{ path: file, content: "d3JpdHRlbg==", encoding: "base64" }],
      options: entryOptions,
    });
    expect(asset.status).toBe(403);
    expect(readFileSync(join(dir, file), "utf8")).toBe(SECRETS[file as keyof typeof SECRETS]);
  });

  test("lists no folder outside the editor's, and follows no link out of them", async () => {
    expect((await action("entriesByFolder", { folder: ".", extension: "json", depth: 5 })).status).toBe(403);
    expect((await action("getMedia", { mediaFolder: "" })).status).toBe(403);
    expect((await action("getEntry", { path: `${contentFolder}/link.json` })).status).toBe(403);
    expect((await action("unpublishedEntries", {})).status).toBe(403);
  });

  test("refuses an uploaded photo narrower than the build needs, in the owner's words, and keeps a wide one", async () => {
    const min = PHOTO_BUDGET.sourceMinWidth;
    const upload = async (name: string, width: number) =>
      action("persistMedia", {
        asset: { path: `${photosFolder}/${name}`, content: await photo(width), encoding: "base64" },
        options,
      });
    const narrow = await upload("narrow.jpg", min - 200);
    expect(narrow.status).toBe(422);
    expect(narrow.json).toEqual({
      error: `This photo is ${min - 200} px wide; photos need at least ${min} px. Use the original from your phone or camera, not a copy sent by message.`,
    });
    // Readable by the editor's page, which shows the reason: "Failed to persist media: … This photo is …".
    expect(narrow.headers["access-control-allow-origin"]).toBe(`http://localhost:${SITE_PORT}`);
    expect(existsSync(join(dir, photosFolder, "narrow.jpg"))).toBe(false);
    expect((await upload("wide.jpg", min)).status).toBe(200);
    expect(existsSync(join(dir, photosFolder, "wide.jpg"))).toBe(true);
  });

  test("answers a body too large or not JSON with an error, and goes on answering", async () => {
    const huge = JSON.stringify({
      action: "getEntry",
      params: { path: contentFile, pad: "x".repeat(9 * 1024 * 1024) },
    });
    const tooLarge = await send(huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({ error: expect.any(String) });
    expect((await send("{ not json")).status).toBe(400);
    expect((await action("getEntry", { path: contentFile })).status).toBe(200);
  });
});
