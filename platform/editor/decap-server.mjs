// Decap CMS's local backend (decap-server): a small server on this machine
// that lets the site editor at /admin read and write the project's files
// directly, without GitHub. Used by `npm run cms` and by the owner-workflow
// browser test. A pinned dev dependency (package-lock.json), run behind its
// guard in a process of its own (guarded-decap-server.mjs), so that it can
// be stopped by its own PID (docs/decisions/015-owner-editing-cms.md).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const GUARDED_ENTRY = join(import.meta.dirname, "guarded-decap-server.mjs");

/** The path of the installed decap-server's entry file: throws when it is not installed. */
function resolveDecapServer() {
  return join(dirname(createRequire(import.meta.url).resolve("decap-server/package.json")), "dist", "index.js");
}

/**
 * Starts decap-server, behind its guard, for the repository in `cwd` on
 * 127.0.0.1:`port`, writing the working tree directly (its file-system mode:
 * no commits; the owner commits, or publishes through GitHub). It answers
 * only the editor served on `sitePort` (as localhost or 127.0.0.1), and
 * reads and writes only inside `folders`. Resolves once it listens; the
 * child's IPC channel takes the editor's status (editor-status.mjs).
 * @param {{ cwd: string, port: number, sitePort: number, folders: readonly string[], stdio?: "inherit" | "ignore" }} options
 * @returns {Promise<import("node:child_process").ChildProcess>}
 */
export function startDecapServer({ cwd, port, sitePort, folders, stdio = "inherit" }) {
  resolveDecapServer();
  const child = spawn(process.execPath, [GUARDED_ENTRY], {
    cwd,
    stdio: [stdio, stdio, stdio, "ipc"],
    env: {
      ...process.env,
      PORT: String(port),
      EDITOR_SITE_PORT: String(sitePort),
      EDITOR_FOLDERS: JSON.stringify(folders),
      LOG_LEVEL: "warn",
    },
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`decap-server stopped at start (exit code ${code})`)));
    const poll = async () => {
      try {
        // Any answer at all (a refusal, without the editor's origin) means it listens.
        await fetch(`http://127.0.0.1:${port}/status`);
        child.removeAllListeners("exit");
        resolve(child);
      } catch {
        if (Date.now() > deadline) {
          child.kill("SIGTERM");
          reject(new Error(`decap-server did not answer on 127.0.0.1:${port} within 20 s`));
        } else {
          setTimeout(poll, 200);
        }
      }
    };
    poll();
  });
}
