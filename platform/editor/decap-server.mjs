// Decap CMS's local backend (decap-server): a small server on this machine
// that lets the site editor at /admin read and write the project's files
// directly, without GitHub. Used by `npm run cms` and by the owner-workflow
// browser test. A pinned dev dependency (package-lock.json), started as
// `node <its entry>` so that it can be stopped by its own PID
// (docs/decisions/015-owner-editing-cms.md).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const decapServerPackage = createRequire(import.meta.url).resolve("decap-server/package.json");

/** The path of the installed decap-server's entry file. */
export function resolveDecapServer() {
  return join(dirname(decapServerPackage), "dist", "index.js");
}

/**
 * Starts decap-server for the repository in `cwd` on 127.0.0.1:`port`,
 * writing the working tree directly (MODE=fs: no commits; the owner commits,
 * or publishes through GitHub). Resolves once it listens.
 * @param {{ cwd: string, port: number, entry?: string, stdio?: "inherit" | "ignore" | "pipe" }} options
 * @returns {Promise<import("node:child_process").ChildProcess>}
 */
export function startDecapServer({ cwd, port, entry = resolveDecapServer(), stdio = "inherit" }) {
  const child = spawn(process.execPath, [entry], {
    cwd,
    stdio,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", LOG_LEVEL: "warn" },
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`decap-server stopped at start (exit code ${code})`)));
    const poll = async () => {
      try {
        // Its API answers POSTs only; any answer at all means it listens.
        await fetch(`http://127.0.0.1:${port}/api/v1`, { method: "POST", body: "{}" });
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
