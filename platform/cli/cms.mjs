// `npm run cms`: the site editor on this computer, without GitHub. It builds
// the site with a local connection for the editor, serves it as `npm start`
// does (same server, same form stand-in), and runs decap-server, which writes
// what the owner publishes straight into this folder's files. After each
// publish it rebuilds the preview by itself, starting over if another publish
// lands meanwhile; the preview being served stays whole until a rebuild has
// succeeded, so the editor keeps working meanwhile.
//
//   PORT=3000      where the preview and the editor are (http://localhost:3000/admin)
//   CMS_PORT=8081  decap-server, on 127.0.0.1 only
//   BROWSER=none   print the editor's address without opening a browser (a
//                  server, or the browser test, which runs this very command)
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_BACKEND_PORT_VARIABLE } from "../editor/local-backend.mjs";
import { LOCAL_PREVIEW_VARIABLE } from "../hosts/host-env.mjs";
import { HOSTING_MANIFEST } from "../build/site-layout.mjs";
import { createStaticServer } from "../serve/static-server.mjs";
import { resolveDecapServer, startDecapServer } from "../editor/decap-server.mjs";
import { previewRebuilds } from "../editor/preview-rebuilds.mjs";

const root = join(import.meta.dirname, "..", "..");
const sitePort = Number(process.env.PORT ?? 3000);
const cmsPort = Number(process.env.CMS_PORT ?? 8081);
const editorUrl = `http://localhost:${sitePort}/admin`;
/** What the editor writes: the data files, the articles, the photos. */
const CONTENT_DIR = join(root, "app", "content");

/** The preview being served: a copy of the last good build, so a rebuild never breaks it. */
const previewDir = mkdtempSync(join(tmpdir(), "notary-site-preview-"));
const served = join(previewDir, "current");

/** The build under way, stopped with everything else. */
let building;

/**
 * Starts one preview build in a process group of its own, so that stopping it
 * also stops the React Router build it runs.
 * @returns {import("../editor/preview-rebuilds.mjs").RunningBuild}
 */
function startBuild() {
  const child = spawn(process.execPath, [join(root, "platform", "cli", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
    detached: process.platform !== "win32",
    env: { ...process.env, [LOCAL_BACKEND_PORT_VARIABLE]: String(cmsPort), [LOCAL_PREVIEW_VARIABLE]: "1" },
  });
  building = child;
  const done = new Promise((resolve) => {
    child.once("error", () => resolve(false));
    child.once("exit", (code) => {
      if (building === child) building = undefined;
      resolve(code === 0);
    });
  });
  return { done, stop: () => stopProcessTree(child) };
}

function stopProcessTree(child) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  if (process.platform === "win32") spawn("taskkill", ["/pid", String(child.pid), "/T", "/F"], { stdio: "ignore" });
  else process.kill(-child.pid, "SIGTERM");
}

/** Puts the new build in place of the served one in two renames. */
function publishPreview() {
  const next = join(previewDir, "next");
  rmSync(next, { recursive: true, force: true });
  cpSync(join(root, "build", "client"), join(next, "client"), { recursive: true });
  cpSync(join(root, "build", HOSTING_MANIFEST), join(next, HOSTING_MANIFEST));
  const old = join(previewDir, "old");
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(served, old);
  } catch {
    // The first preview: nothing to move away.
  }
  renameSync(next, served);
  rmSync(old, { recursive: true, force: true });
}

function openInBrowser(url) {
  const [command, ...args] =
    process.platform === "darwin"
      ? ["open", url]
      : process.platform === "win32"
        ? ["cmd", "/c", "start", "", url]
        : ["xdg-open", url];
  const child = spawn(command, args, { stdio: "ignore", detached: true });
  child.on("error", () => {}); // No browser to open (a server): the address is printed anyway.
  child.unref();
}

const children = [];
let server;
let watcher;
let rebuilds;
function stopAll() {
  watcher?.close();
  server?.close();
  server?.closeAllConnections();
  rebuilds?.stop();
  if (building) stopProcessTree(building);
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(previewDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.log("\nStopping the site editor.");
    stopAll();
    process.exit(0);
  });
}

/** Rebuilds the preview after the editor wrote files (platform/editor/preview-rebuilds.mjs). */
function rebuildOnChanges() {
  rebuilds = previewRebuilds({
    startBuild,
    report: {
      started: () => console.log("\nYour change was saved. Updating the preview (about a minute)..."),
      restarted: () => console.log("\nAnother change was saved: updating the preview with it instead."),
      succeeded: () => {
        publishPreview();
        console.log(`\nPreview updated: ${editorUrl.replace(/\/admin$/, "")}`);
      },
      failed: () =>
        console.error(
          "\nThe preview could not be updated: the message above says which file and field, and what to write " +
            "instead. The editor still works: correct it there and publish again.",
        ),
    },
  });
  watcher = watch(CONTENT_DIR, { recursive: true }, () => rebuilds.changed());
}

try {
  console.log("Getting the site editor's local connection (decap-server) ready...");
  const decapServer = resolveDecapServer();
  console.log("Building the site with the editor...");
  if (!(await startBuild().done)) {
    console.error("\nThe site could not be built: the message above says which file and field to correct.");
    process.exit(1);
  }
  publishPreview();

  server = createStaticServer({ root: join(served, "client"), manifest: join(served, HOSTING_MANIFEST) });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(sitePort, "127.0.0.1", resolve);
  });
  const { hasAccessKey, standInPort } = JSON.parse(readFileSync(join(root, "build", "form-service.json"), "utf8"));
  if (!hasAccessKey) {
    children.push(
      spawn(process.execPath, [join(root, "platform", "cli", "form-stand-in.mjs")], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, FORM_STANDIN_PORT: String(standInPort) },
      }),
    );
  }
  children.push(await startDecapServer({ cwd: root, port: cmsPort, entry: decapServer }));
  rebuildOnChanges();

  console.log(
    [
      "",
      `The site editor is ready: ${editorUrl}`,
      "Click Login (no password on this computer). What you publish is saved in this folder's files,",
      "and the preview updates by itself. Press Ctrl+C here to stop.",
    ].join("\n"),
  );
  if (process.env.BROWSER !== "none") openInBrowser(editorUrl);
} catch (error) {
  console.error(
    error.code === "EADDRINUSE"
      ? `A port is already in use (${error.port}). Stop the other server (npm start?), or choose ports: PORT=3002 CMS_PORT=8082 npm run cms`
      : `The site editor could not start: ${error.message}`,
  );
  stopAll();
  process.exit(1);
}
