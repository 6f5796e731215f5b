// `npm run dev` stops on a broken data file with the check's message, as the
// build does; React Router's child compiler, which borrows the project's
// plugins, does not run the check again.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { withSiteForPlatform } from "../project-module.mjs";
import { filesCheck } from "./files-check.mjs";

const projectRoot = join(import.meta.dirname, "..", "..");
let root = "";
let broken = "";

/** The hook as Vite calls it. */
function runConfigHook(config: { root: string; configFile?: false }) {
  const hook = filesCheck().config as (config: object) => Promise<void>;
  return hook(config);
}

// A project whose watched files are the real ones but the first, which is not JSON any more.
beforeAll(async () => {
  const watched = await withSiteForPlatform(async (site) => site.watchedFiles);
  root = mkdtempSync(join(tmpdir(), "files-check-"));
  for (const file of watched) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(projectRoot, file), join(root, file));
  }
  broken = watched[0] ?? "";
  writeFileSync(join(root, broken), "{ this is not JSON");
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

test("stops the project's server with a message naming the broken file", async () => {
  await expect(runConfigHook({ root })).rejects.toThrow(broken);
}, 60_000);

test("leaves a server made without the config file (React Router's child compiler) to the project's own", async () => {
  await expect(runConfigHook({ root, configFile: false })).resolves.toBeUndefined();
});
