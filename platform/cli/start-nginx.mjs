// `PORT=8080 npm run start:nginx`: serves the build with Debian's nginx and
// the recipe the build generates (platform/hosts/nginx.mjs), so the production
// server's behaviour can be tried before deploying it. nginx runs in the
// foreground, as the current user, under a temporary prefix that holds its
// configuration, pid file and temporary folders and is removed when it stops;
// it writes nothing anywhere else. Errors go to stderr, and the access log to
// stdout when that is a terminal.
//
// Environment: PORT (default 8080), BUILD_DIR (default build/, holding
// client/ and hosting.json), NGINX_BIN (default: the nginx on PATH or in
// /usr/sbin). The recipe needs no module beyond Debian's nginx package.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { nginxSiteConfig } from "../hosts/nginx.mjs";
import { HOSTING_MANIFEST } from "../site-layout.mjs";

export const INSTALL_HINT = "nginx is needed to serve the build with it: sudo apt-get install nginx";

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nginx binary: $NGINX_BIN, else the first on PATH or in the sbin folders (not on a user's PATH). */
export function findNginx(env = process.env) {
  if (env.NGINX_BIN) return isExecutable(env.NGINX_BIN) ? env.NGINX_BIN : null;
  const folders = [...(env.PATH ?? "").split(delimiter).filter(Boolean), "/usr/sbin", "/usr/local/sbin"];
  return folders.map((folder) => join(folder, "nginx")).find(isExecutable) ?? null;
}

/** The page list and headers of a build, from BUILD_DIR/hosting.json; BUILD_DIR/client is the site. */
export function readBuild(buildDir) {
  const manifest = join(buildDir, HOSTING_MANIFEST);
  const root = join(buildDir, "client");
  if (!existsSync(manifest) || !existsSync(root)) {
    throw new Error(`No build in ${buildDir} (no ${HOSTING_MANIFEST}): run \`npm run build\` first.`);
  }
  const { pages, notFoundPaths, headers } = JSON.parse(readFileSync(manifest, "utf8"));
  return { root, pages, notFoundPaths, headers };
}

/** The top-level nginx.conf of one run: everything under `prefix`, the site in site.conf. */
export function nginxMainConfig({ prefix, accessLog = false }) {
  const at = (name) => JSON.stringify(join(prefix, name));
  return [
    "# Written by platform/cli/start-nginx.mjs for one run; removed when nginx stops.",
    "daemon off;",
    "master_process on;",
    "worker_processes 1;",
    // Started as root, nginx would hand the requests to `nobody`, who may not
    // read the build; run the workers as the user who started the script.
    ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
    `pid ${at("nginx.pid")};`,
    "error_log stderr warn;",
    "pcre_jit on;",
    "events {",
    "    worker_connections 256;",
    "}",
    "http {",
    "    # The http context of Debian's /etc/nginx/nginx.conf, where the site",
    "    # file goes on a server (conf.d/*.conf is included inside it).",
    "    sendfile on;",
    "    tcp_nopush on;",
    "    types_hash_max_size 2048;",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    gzip on;",
    "",
    accessLog ? "    access_log /dev/stdout;" : "    access_log off;",
    `    client_body_temp_path ${at("client_body")};`,
    `    proxy_temp_path ${at("proxy")};`,
    `    fastcgi_temp_path ${at("fastcgi")};`,
    `    uwsgi_temp_path ${at("uwsgi")};`,
    `    scgi_temp_path ${at("scgi")};`,
    `    include ${at("site.conf")};`,
    "}",
    "",
  ].join("\n");
}

/**
 * Runs nginx in the foreground over `root` on http://host:port, with the site
 * config generated from `pages` and `headers`. Resolves once nginx listens;
 * rejects with INSTALL_HINT when nginx is missing, and with nginx's own
 * words when it refuses the configuration or cannot start.
 *
 * The handle: { pid, url, prefix, configCheck (warnings of nginx -t),
 * exited: Promise<{ code, signal }>, stop(signal = "SIGTERM"): Promise<void> }.
 *
 * @param {object} options
 * @param {string} options.root the build/client folder
 * @param {string[]} options.pages canonical page paths (hosting.json)
 * @param {string[]} [options.notFoundPaths] the not-found pages (hosting.json), "/404" by default
 * @param {Record<string, string>} options.headers headers of every response (hosting.json)
 * @param {number} [options.port]
 * @param {string} [options.host]
 * @param {boolean} [options.accessLog] log every request to stdout
 * @param {string} [options.tempDir] where the temporary prefix is made
 * @param {string | null} [options.nginx] the nginx binary
 * @param {(text: string) => void} [options.onStderr] nginx's error log
 */
export async function startNginx({
  root,
  pages,
  notFoundPaths,
  headers,
  port = 8080,
  host = "127.0.0.1",
  accessLog = false,
  tempDir = tmpdir(),
  nginx = findNginx(),
  onStderr = (text) => process.stderr.write(text),
}) {
  if (!nginx) throw new Error(INSTALL_HINT);
  // Before the prefix exists: a bad page list is an error of the build.
  const site = nginxSiteConfig({ pages, notFoundPaths, headers, root: resolve(root), listen: `${host}:${port}` });

  const prefix = mkdtempSync(join(resolve(tempDir), "nginx-"));
  const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
  const mainConfig = join(prefix, "nginx.conf");
  writeFileSync(join(prefix, "site.conf"), site);
  writeFileSync(mainConfig, nginxMainConfig({ prefix, accessLog }));
  const args = ["-p", `${prefix}/`, "-c", mainConfig, "-e", "stderr"];

  // -q: only warnings and errors.
  const check = spawnSync(nginx, ["-t", "-q", ...args], { encoding: "utf8" });
  if (check.error || check.status !== 0) {
    removePrefix();
    if (check.error?.code === "ENOENT") throw new Error(INSTALL_HINT);
    throw new Error(`nginx refused the configuration:\n${(check.stderr || String(check.error)).trim()}`);
  }
  const configCheck = check.stderr;
  if (configCheck) onStderr(configCheck);

  const child = spawn(nginx, args, { stdio: ["ignore", "inherit", "pipe"] });
  // Kept until nginx is up (a failure to start is reported once, in the
  // error), passed on as it comes after that.
  let stderr = "";
  let started = false;
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text) => {
    if (started) onStderr(text);
    else stderr += text;
  });
  const exited = new Promise((done) => {
    child.on("error", (error) => {
      stderr += String(error);
      removePrefix();
      done({ code: 1, signal: null });
    });
    child.on("exit", (code, signal) => {
      removePrefix();
      done({ code, signal });
    });
  });
  let hasExited = false;
  exited.then(() => (hasExited = true));

  const stop = async (signal = "SIGTERM") => {
    // SIGTERM and SIGINT are both nginx's fast shutdown; it stops its worker first.
    if (!hasExited) child.kill(signal);
    await exited;
  };

  // nginx writes its pid file once its sockets are open.
  const pidFile = join(prefix, "nginx.pid");
  for (const deadline = Date.now() + 10_000; ;) {
    if (hasExited) throw new Error(`nginx stopped while starting:\n${stderr.trim()}`);
    if (existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() === String(child.pid)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start within 10 s:\n${stderr.trim()}`);
    }
    await sleep(20);
  }
  started = true;
  if (stderr) onStderr(stderr);

  return { pid: child.pid, url: `http://${host}:${port}`, prefix, configCheck, exited, stop };
}

async function main() {
  const port = Number(process.env.PORT || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a port number (1-65535), not ${JSON.stringify(process.env.PORT)}.`);
    process.exit(1);
  }
  let stopSignal = null;
  let server = null;
  const stopAndExit = async (signal) => {
    stopSignal = signal;
    if (!server) return; // still starting: stopped as soon as it is up
    await server.stop(signal);
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAndExit(signal));

  const buildDir = resolve(process.env.BUILD_DIR || join(import.meta.dirname, "..", "..", "build"));
  let root;
  try {
    if (!findNginx()) throw new Error(INSTALL_HINT);
    const build = readBuild(buildDir);
    root = build.root;
    server = await startNginx({ ...build, port, accessLog: Boolean(process.stdout.isTTY) });
  } catch (error) {
    console.error(
      /Address already in use/.test(error.message)
        ? `Port ${port} is already in use. Stop the other server, or choose a port: PORT=${port + 1} npm run start:nginx`
        : error.message,
    );
    process.exit(1);
  }
  server.exited.then(({ code, signal }) => {
    if (stopSignal) return;
    console.error(`nginx stopped (${signal ?? `exit code ${code}`}).`);
    process.exit(code || 1);
  });
  if (stopSignal) return stopAndExit(stopSignal);
  console.log(`Site ready at ${server.url} (nginx pid ${server.pid}, serving ${root})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
