// `npm start`: build the site if the build is missing or older than the
// sources, then serve it exactly as a static host would.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const builtMarker = join(root, "build", "client", "404.html");
const sources = ["app", "public", "react-router.config.ts", "vite.config.ts", "package.json"];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function buildIsStale() {
  if (!existsSync(builtMarker)) return true;
  const builtAt = statSync(builtMarker).mtimeMs;
  return sources.some((source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt);
}

if (buildIsStale()) {
  console.log("Building the site (the build is missing or older than the sources)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, "scripts", "serve.mjs")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
