// `npm start`: build the site if the build is missing, older than the
// sources, or made with another form-service setup; then serve it exactly as
// a static host would. A build without a form-service key also gets the
// local stand-in of the form service, so appointment requests are kept.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { HOSTING_MANIFEST, NOT_FOUND_FILE } from "../site-layout.mjs";
import { formServiceEnv } from "../form-service-env.mjs";
import { withSiteForPlatform } from "../project-module.mjs";

const root = join(import.meta.dirname, "..", "..");
const buildInfoFile = join(root, "build", "form-service.json");
/** What the server needs of a build; a build made before the flat page layout lacks the manifest. */
const servedFiles = [join(root, "build", HOSTING_MANIFEST), join(root, "build", "client", NOT_FOUND_FILE)];
/** The tools' own configuration; the site names its sources (platform/contract.ts). */
const TOOL_FILES = ["react-router.config.ts", "vite.config.ts", "package.json"];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

async function reasonToBuild() {
  if (!existsSync(buildInfoFile)) return "there is no build yet";
  if (!servedFiles.every((file) => existsSync(file))) return "the last build is incomplete or from an older layout";
  const builtAt = statSync(buildInfoFile).mtimeMs;
  const sources = [...(await withSiteForPlatform(async (site) => site.sources)), ...TOOL_FILES];
  if (sources.some((source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt)) {
    return "the sources changed since the last build";
  }
  const built = JSON.parse(readFileSync(buildInfoFile, "utf8"));
  if (JSON.stringify(built) !== JSON.stringify(formServiceEnv(root))) return "the form-service settings changed";
  return null;
}

const reason = await reasonToBuild();
if (reason) {
  console.log(`Building the site (${reason})...`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  {
    name: "The site server",
    process: spawn(process.execPath, [join(root, "platform", "cli", "serve.mjs")], { cwd: root, stdio: "inherit" }),
  },
];
const { hasAccessKey, standInPort } = JSON.parse(readFileSync(buildInfoFile, "utf8"));
if (!hasAccessKey) {
  children.push({
    name: "The form stand-in",
    process: spawn(process.execPath, [join(root, "platform", "cli", "form-stand-in.mjs")], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, FORM_STANDIN_PORT: String(standInPort) },
    }),
  });
}

let stopping = false;
function stopAll(signal) {
  stopping = true;
  for (const child of children) {
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill(signal);
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.process.on("error", (error) => {
    console.error(`${child.name} could not be started: ${error.message}`);
    process.exitCode = 1;
    stopAll("SIGTERM");
  });
  // If either server stops on its own, stop the other too rather than run half a site.
  child.process.on("exit", (code, signal) => {
    if (stopping) return;
    const why = signal ? `killed by ${signal}` : `exit code ${code}; its output above says why`;
    console.error(`${child.name} stopped unexpectedly (${why}). Stopping the rest of npm start.`);
    process.exitCode = code || 1;
    stopAll("SIGTERM");
  });
}
