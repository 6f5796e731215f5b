import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../support/free-port";
import { SITE_SOURCES } from "../../support/project-files";

const root = join(import.meta.dirname, "..", "..", "..");

/** What `npm run cms` needs: a build and `npm start`'s server; node_modules is linked, not copied. */
const PROJECT_FILES = [...SITE_SOURCES, ".gitignore"];

/**
 * A throw-away copy of the project in the system's temporary folder, made a
 * Git repository (decap-server edits a repository), so a test may change its
 * content and rebuild it without touching the real one.
 */
export interface ProjectCopy {
  dir: string;
  read: (path: string) => string;
  readJson: <T = unknown>(path: string) => T;
  remove: () => void;
}

function git(dir: string, ...args: string[]) {
  const result = spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd: dir,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
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
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `npm run cms` running in a copy: the site editor and its preview, as the owner starts them. */
export interface SiteEditor {
  /** The preview and the editor (origin + "/admin"). */
  origin: string;
  /** Everything the command printed so far. */
  output: () => string;
  /**
   * Waits until `text` is printed at or after `from` in the output, and
   * returns where; fails on the command's exit or a failed preview update.
   */
  waitFor: (text: string, options: { from?: number; timeout: number }) => Promise<number>;
  /** Stops the command and every server it started (its process group). */
  stop: () => Promise<void>;
}

/** A free port for each name, all different. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * Starts `npm run cms` in the copy, exactly as README and the owner's guide
 * say, on ports of its own and without opening a browser, in its own process
 * group; resolves when it says the editor is ready.
 */
export async function startSiteEditor(copy: ProjectCopy, timeout: number): Promise<SiteEditor> {
  const [sitePort, cmsPort, standInPort] = await freePorts(3);
  const child = spawn(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "cms"], {
    cwd: copy.dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(sitePort),
      CMS_PORT: String(cmsPort),
      VITE_FORM_STANDIN_PORT: String(standInPort),
      // A preview build, whatever key this machine has: requests go to the stand-in.
      VITE_WEB3FORMS_ACCESS_KEY: "",
      BROWSER: "none",
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const tail = () => output.slice(-4000);

  const waitFor: SiteEditor["waitFor"] = async (text, { from = 0, timeout: limit }) => {
    const deadline = Date.now() + limit;
    for (;;) {
      const at = output.indexOf(text, from);
      if (at >= 0) return at;
      if (output.indexOf("The preview could not be updated", from) >= 0) {
        throw new Error(`npm run cms could not update the preview:\n${tail()}`);
      }
      if (!running()) throw new Error(`npm run cms stopped before printing "${text}":\n${tail()}`);
      if (Date.now() > deadline) throw new Error(`npm run cms did not print "${text}" in ${limit} ms:\n${tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const stop = async () => {
    if (!running() || child.pid === undefined) return;
    // The whole group: npm, the editor's script, and the servers and build it started.
    process.kill(-child.pid, "SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 15_000, false))]);
    if (!stopped) process.kill(-child.pid, "SIGKILL");
  };

  try {
    await waitFor("The site editor is ready", { timeout });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${sitePort}`, output: () => output, waitFor, stop };
}
