// `PORT=8787 npm run start:cloudflare`: serve the built site (build/client)
// the way Cloudflare Workers static assets serve it, with Cloudflare's own
// local runtime (`wrangler dev`, which runs workerd and the same asset worker
// and reads _headers and _redirects). Local only: no account, no login, no
// usage data, listening on 127.0.0.1.
//
// wrangler is a pinned dev dependency (package.json, package-lock.json), so
// the tests run the version the lockfile names, with no download at test
// time. 4.86.0 is the newest wrangler whose `engines` accept Node 20
// (">=20.3.0"; 4.87.0 and later ask for Node 22).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { parse, printParseErrorCode } from "jsonc-parser";
import { findUnpublishable } from "../build/build-links.mjs";
import { HOSTING_MANIFEST } from "../site-layout.mjs";

const wranglerPackage = createRequire(import.meta.url).resolve("wrangler/package.json");
const { version: wranglerVersion, bin } = JSON.parse(readFileSync(wranglerPackage, "utf8"));
export const WRANGLER = `wrangler@${wranglerVersion}`;
/** The installed wrangler's command-line entry, run with this Node. */
export const WRANGLER_BIN = join(dirname(wranglerPackage), typeof bin === "string" ? bin : bin.wrangler);

const root = join(import.meta.dirname, "..", "..");
const buildDir = join(root, "build");

/** wrangler.jsonc's object (JSON with comments and trailing commas, read with Microsoft's JSONC parser). */
export function parseJsonc(text) {
  const errors = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) throw new Error(`wrangler.jsonc is not valid JSONC (${printParseErrorCode(errors[0].error)})`);
  return value;
}

/**
 * The configuration `wrangler dev` gets: wrangler.jsonc as it is, but
 * without the build command, so that it serves the existing build instead of
 * rebuilding the site (wrangler dev would run the command, twice, at start),
 * and written into build/, where wrangler, started there too, keeps its
 * scratch folder (.wrangler/) rather than in the project.
 */
export function localConfig(config, configDir, localDir) {
  const local = { ...config, assets: { ...config.assets } };
  delete local.build;
  local.assets.directory = relative(localDir, resolve(configDir, config.assets.directory)) || ".";
  return local;
}

/**
 * Why the folder wrangler would serve is not a build to serve, or an empty
 * list. The build writes its hosting manifest last, after refusing links and
 * dotfiles, and wrangler serves every file of the folder as it finds it: so a
 * build that stopped half-way, or a link or dotfile put there after the build
 * (a link to /etc/passwd was served), is refused here as the build refuses it.
 */
export function problemsBeforeServing({ projectRoot, buildDir, assetsDir }) {
  if (!existsSync(join(assetsDir, "index.html"))) {
    return [`No site in ${relative(projectRoot, assetsDir)}: build it first (npm run build:deploy).`];
  }
  if (!existsSync(join(buildDir, HOSTING_MANIFEST))) {
    return [
      `The build in ${relative(projectRoot, assetsDir)} is incomplete (it has no ${HOSTING_MANIFEST}): build it again.`,
    ];
  }
  const { links, dotfiles } = findUnpublishable({
    projectRoot,
    inputs: [],
    published: [relative(projectRoot, assetsDir)],
  });
  return [
    ...links.map((path) => `${path} is a symbolic link, which the build never writes: build again, or remove it.`),
    ...dotfiles.map((path) => `${path} starts with a dot, which no host should publish: build again, or remove it.`),
  ];
}

function main() {
  const config = parseJsonc(readFileSync(join(root, "wrangler.jsonc"), "utf8"));
  const local = localConfig(config, root, buildDir);
  const assetsDir = resolve(buildDir, local.assets.directory);
  const problems = problemsBeforeServing({ projectRoot: root, buildDir, assetsDir });
  if (problems.length > 0) {
    console.error(`Not serving ${relative(root, assetsDir)}:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    process.exit(1);
  }
  for (const file of ["_headers", "_redirects"]) {
    if (!existsSync(join(assetsDir, file))) console.warn(`Warning: no ${file} in ${relative(root, assetsDir)}.`);
  }
  mkdirSync(buildDir, { recursive: true });
  const configFile = join(buildDir, "wrangler.local.json");
  writeFileSync(configFile, `${JSON.stringify(local, null, 2)}\n`);

  const port = process.env.PORT ?? "8787";
  const args = [
    WRANGLER_BIN,
    "dev",
    "--config",
    configFile,
    "--local",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--inspector-ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
    "--live-reload=false",
  ];
  const env = {
    ...process.env,
    // No usage data or crash reports to Cloudflare.
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    // The banner asks the npm registry for a newer wrangler; the version is pinned.
    WRANGLER_HIDE_BANNER: "true",
    // Otherwise miniflare fetches the request.cf sample from workers.cloudflare.com.
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  };
  console.log(`Serving ${relative(root, assetsDir)} with ${WRANGLER} on http://127.0.0.1:${port}/`);
  // Its own process group, so that stopping it stops wrangler and both workerd processes.
  const child = spawn(process.execPath, args, { cwd: buildDir, env, stdio: "inherit", detached: true });

  let stopping = false;
  function stop(signal) {
    if (stopping || child.exitCode !== null) return;
    stopping = true;
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    // wrangler stops workerd on SIGTERM; if anything is left after 5 s, end it.
    setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000).unref();
  }
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop("SIGTERM"));
  child.on("exit", (code, signal) => {
    // wrangler's children may outlive it; end the group in any case.
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) main();
