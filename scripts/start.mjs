// `npm start`: build the site if the build is missing, older than the
// sources, or made with another form-service setup; then serve it exactly as
// a static host would. A build without a form-service key also gets the
// local stand-in of the form service, so appointment requests are kept.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { formServiceEnv } from "./form-service-env.mjs";

const root = join(import.meta.dirname, "..");
const buildInfoFile = join(root, "build", "form-service.json");
const sources = ["app", "public", "react-router.config.ts", "vite.config.ts", "package.json"];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function reasonToBuild() {
  if (!existsSync(buildInfoFile)) return "there is no build yet";
  const builtAt = statSync(buildInfoFile).mtimeMs;
  if (sources.some((source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt)) {
    return "the sources changed since the last build";
  }
  const built = JSON.parse(readFileSync(buildInfoFile, "utf8"));
  if (JSON.stringify(built) !== JSON.stringify(formServiceEnv(root))) return "the form-service settings changed";
  return null;
}

const reason = reasonToBuild();
if (reason) {
  console.log(`Building the site (${reason})...`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [spawn(process.execPath, [join(root, "scripts", "serve.mjs")], { cwd: root, stdio: "inherit" })];
const { hasAccessKey, standInPort } = JSON.parse(readFileSync(buildInfoFile, "utf8"));
if (!hasAccessKey) {
  children.push(
    spawn(process.execPath, [join(root, "scripts", "form-stand-in.mjs")], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, FORM_STANDIN_PORT: String(standInPort) },
    }),
  );
}

function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children) {
  // If either server stops, stop the other too rather than run half a site.
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
