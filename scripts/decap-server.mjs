// Decap CMS's local backend (decap-server): a small server on this machine
// that lets the site editor at /admin read and write the project's files
// directly, without GitHub. Used by `npm run cms` and by the owner-workflow
// browser test. Not a dependency of the project: a pinned `npm exec` fetches
// it once into npm's cache (docs/decisions/015-owner-editing-cms.md), and it is
// started as `node <its entry>` so that it can be stopped by its own PID.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

export const DECAP_SERVER_VERSION = "3.11.3";

function npmCommand() {
  const npmCli = process.env.npm_execpath;
  if (npmCli && /npm-cli\.js$/.test(npmCli)) return { file: process.execPath, args: [npmCli] };
  return { file: process.platform === "win32" ? "npm.cmd" : "npm", args: [] };
}

/** The path of decap-server's entry file, fetched into npm's cache on first use. */
export function resolveDecapServer() {
  const npm = npmCommand();
  // `npm exec` puts the package's bin folder first on PATH; the entry is beside it.
  const result = spawnSync(
    npm.file,
    [
      ...npm.args,
      "exec",
      "--yes",
      `--package=decap-server@${DECAP_SERVER_VERSION}`,
      "--",
      "node",
      "-e",
      "console.log(process.env.PATH)",
    ],
    { encoding: "utf8", shell: process.platform === "win32" },
  );
  const entry = (result.stdout ?? "")
    .trim()
    .split(delimiter)
    .map((folder) => join(folder, "..", "decap-server", "dist", "index.js"))
    .find((file) => existsSync(file));
  if (result.status !== 0 || !entry) {
    throw new Error(
      `Could not fetch decap-server ${DECAP_SERVER_VERSION} with npm exec: ` +
        `${(result.stderr || result.error?.message || "it was not found on npm's PATH").trim()}`,
    );
  }
  return entry;
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
