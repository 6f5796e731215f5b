import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..", "..");

/** What a build and `npm start`'s server need; node_modules is linked, not copied. */
const PROJECT_FILES = [
  "app",
  "deploy",
  "scripts",
  "server",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  ".gitignore",
];

/**
 * A throw-away copy of the project in the system's temporary folder, made a
 * Git repository (decap-server edits a repository), so a test may change its
 * content and rebuild it without touching the real one.
 */
export interface ProjectCopy {
  dir: string;
  read: (path: string) => string;
  readJson: <T = unknown>(path: string) => T;
  /** `node scripts/build.mjs` in the copy, with extra environment variables. */
  build: (env?: Record<string, string>) => Promise<void>;
  remove: () => void;
}

function git(dir: string, ...args: string[]) {
  const result = spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd: dir,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
}

/** Runs a Node script to its end, keeping its output for the error message. */
function runNode(script: string, cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${script} failed (exit code ${code}):\n${output.slice(-4000)}`));
    });
  });
}

export function copyProject(): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), "owner-edits-"));
  for (const file of PROJECT_FILES) cpSync(join(root, file), join(dir, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  git(dir, "init", "--quiet", "--initial-branch=main");
  git(dir, "add", "--all");
  git(dir, "commit", "--quiet", "--message=The site as the owner found it");
  const read = (path: string) => readFileSync(join(dir, path), "utf8");
  return {
    dir,
    read,
    readJson: <T>(path: string) => JSON.parse(read(path)) as T,
    // A clean environment for the form service: the build is a preview.
    build: (env = {}) => runNode(join(dir, "scripts", "build.mjs"), dir, { VITE_WEB3FORMS_ACCESS_KEY: "", ...env }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A port nothing listens on right now, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** `npm start`'s static server over the copy's build, resolved once it answers. */
export async function serveCopy(copy: ProjectCopy, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(copy.dir, "scripts", "serve.mjs")], {
    cwd: copy.dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`scripts/serve.mjs did not answer on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a server this test started, by its PID, and waits until it is gone. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
