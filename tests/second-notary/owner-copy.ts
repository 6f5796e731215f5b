/**
 * A copy of this project as another notary would make it hers: the same code,
 * her data files, her articles (the shipped ones deleted) and her photos, laid
 * over from a folder that mirrors the project's paths (examples/<name>/).
 */
import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { closeSync, cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { mkdirSync } from "node:fs";

export const PROJECT_ROOT = join(import.meta.dirname, "..", "..");
const ARTICLES = join("app", "content", "blog");

/** The project's files as they are in the work tree (tracked, and new files not ignored). */
function projectFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
  });
  return listed.split("\0").filter((file) => file && !file.startsWith("examples/"));
}

/** A fresh copy of the project with the owner's folder laid over it; node_modules is shared. */
export function copyProjectWithOwnerData(ownerFolder: string): string {
  const copy = mkdtempSync(join(tmpdir(), "owner-copy-"));
  for (const file of projectFiles()) {
    if (dirname(file) === ARTICLES && file.endsWith(".md")) continue; // her blog holds only her articles
    const target = join(copy, file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), target, { dereference: false, errorOnExist: false });
  }
  cpSync(ownerFolder, copy, { recursive: true });
  symlinkSync(join(PROJECT_ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** Runs an npm script in the copy as the owner would, keeping its output for the failure message. */
export function runInCopy(
  copy: string,
  args: readonly string[],
  env: Record<string, string> = {},
): SpawnSyncReturns<string> {
  return spawnSync("npm", ["run", ...args], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, ...env, CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * Starts an npm script in the copy while the caller goes on, its output
 * written to `logFile` (a pipe would fill while the caller waits on another
 * command, and stall it); resolves with its exit status and output.
 */
export function startInCopy(
  copy: string,
  args: readonly string[],
  logFile: string,
): Promise<{ status: number | null; output: string }> {
  const log = openSync(logFile, "w");
  const child = spawn("npm", ["run", ...args], {
    cwd: copy,
    env: { ...process.env, CI: "true" },
    stdio: ["ignore", log, log],
  });
  return new Promise((resolve) => {
    const finish = (status: number | null) => {
      closeSync(log);
      resolve({ status, output: readFileSync(logFile, "utf8") });
    };
    child.on("error", () => finish(null));
    child.on("exit", (status) => finish(status));
  });
}

export function removeCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}

/** Every file under a folder, as paths relative to it. */
export function listFiles(folder: string, prefix = ""): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(folder, path) : [path];
  });
}
