// The build refuses links anywhere it reads or publishes, and dotfiles it
// would publish, naming each; and hosts that compress themselves get no copies.
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { findUnpublishable, refuseUnpublishable } from "./build-links.mjs";
import { hostCompressesItself, LOCAL_PREVIEW_VARIABLE, wantsPrecompressedCopies } from "../hosts/host-env.mjs";
import { precompress, removeCompressedCopies } from "./precompress.mjs";

let root: string;
const folders = () => ({ projectRoot: root, inputs: ["public", "app/content"], published: ["build/client"] });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-links-"));
  for (const folder of ["public/images", "app/content/data", "build/client/assets"]) {
    mkdirSync(join(root, folder), { recursive: true });
  }
  writeFileSync(join(root, "package.json"), "{}");
  writeFileSync(join(root, "public/robots.txt"), "User-agent: *\n");
  writeFileSync(join(root, "build/client/index.html"), "<h1>Home</h1>");
  writeFileSync(join(root, "build/client/.assetsignore"), "*.br\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test("accepts a project with no link and no published dotfile but its own", () => {
  expect(findUnpublishable(folders())).toEqual({ links: [], dotfiles: [], hardLinks: [] });
  expect(() => refuseUnpublishable(folders())).not.toThrow();
});

test("refuses a link in public/, app/content/ or build/client, naming each", () => {
  symlinkSync("../package.json", join(root, "public/leak.txt"));
  symlinkSync("/etc", join(root, "app/content/data/etc"));
  symlinkSync("/etc/passwd", join(root, "build/client/assets/passwd"));
  expect(findUnpublishable(folders()).links.sort()).toEqual(
    ["app/content/data/etc", "build/client/assets/passwd", "public/leak.txt"].sort(),
  );
  expect(() => refuseUnpublishable(folders())).toThrow(/public\/leak\.txt is a symbolic link/);
});

test("refuses a hard link in public/ or app/content/, which no check of symbolic links sees", () => {
  writeFileSync(join(root, ".env"), "SECRET=1");
  linkSync(join(root, ".env"), join(root, "public/env.txt"));
  expect(findUnpublishable(folders()).hardLinks).toEqual(["public/env.txt"]);
  expect(() => refuseUnpublishable(folders())).toThrow(/public\/env\.txt is a hard link/);
});

test("stops at a link loop instead of following it", () => {
  symlinkSync(".", join(root, "build/client/loop"));
  expect(findUnpublishable(folders()).links).toEqual(["build/client/loop"]);
});

test("refuses a dotfile or dot-folder that reached build/client, not one left in an input", () => {
  writeFileSync(join(root, "build/client/.env"), "SECRET=1");
  mkdirSync(join(root, "build/client/.git"));
  writeFileSync(join(root, "app/content/.DS_Store"), "");
  expect(findUnpublishable(folders()).dotfiles.sort()).toEqual(["build/client/.env", "build/client/.git"]);
  expect(() => refuseUnpublishable(folders())).toThrow(/build\/client\/\.env starts with a dot/);
});

test("Netlify's and Cloudflare's builds are known by their variables", () => {
  expect(hostCompressesItself({ NETLIFY: "true" })).toBe(true);
  expect(hostCompressesItself({ CF_PAGES: "1" })).toBe(true);
  expect(hostCompressesItself({ WORKERS_CI: "1" })).toBe(true);
  expect(hostCompressesItself({ SITE_DEPLOY: "1" })).toBe(false);
  expect(hostCompressesItself({})).toBe(false);
});

test("only the servers that do not compress themselves get copies: not Netlify's or Cloudflare's, nor the editor's preview", () => {
  expect(wantsPrecompressedCopies({})).toBe(true);
  expect(wantsPrecompressedCopies({ SITE_DEPLOY: "1" })).toBe(true);
  expect(wantsPrecompressedCopies({ NETLIFY: "true" })).toBe(false);
  expect(wantsPrecompressedCopies({ [LOCAL_PREVIEW_VARIABLE]: "1" })).toBe(false);
});

test("removes every precompressed copy, those that arrived with a file included", async () => {
  const client = join(root, "build/client");
  writeFileSync(join(client, "assets/app.js"), "console.log(1)".repeat(100));
  expect(await precompress(client)).toBeGreaterThan(0);
  writeFileSync(join(client, "assets/editor.js.br"), "arrived compressed");
  expect(existsSync(join(client, "assets/app.js.br"))).toBe(true);
  removeCompressedCopies(client);
  expect(findCompressed(client)).toEqual([]);
  expect(existsSync(join(client, "assets/app.js"))).toBe(true);
});

function findCompressed(dir: string): string[] {
  const paths = ["index.html.br", "index.html.gz", "assets/app.js.br", "assets/app.js.gz", "assets/editor.js.br"];
  return paths.filter((path) => existsSync(join(dir, path)));
}
