// `npm run cms`: the site editor on this computer, without GitHub. It runs
// decap-server, which writes what the owner publishes straight into this
// folder's files, opens the editor at once, and builds the site with a local
// connection for the editor beside it, served as `npm start` serves it (same
// server, same form stand-in) once built. After each publish it rebuilds the
// preview by itself, starting over if another publish lands meanwhile (the
// first build included); the preview being served stays whole until a
// rebuild has succeeded, so the editor keeps working meanwhile. Whatever
// state the content is in, the editor opens: when the site cannot be built,
// /admin is served all the same, and shows at its foot what to correct
// (platform/editor/editor-status.mjs).
//
//   PORT=3000      where the preview and the editor are (http://localhost:3000/admin)
//   CMS_PORT=8081  decap-server behind its guard, on 127.0.0.1 only: it answers
//                  only the editor's page, and edits only the editor's folders
//   BROWSER=none   print the editor's address without opening a browser (a
//                  server, or the browser test, which runs this very command)
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_BACKEND_PORT_VARIABLE } from "../editor/local-backend.mjs";
import { LOCAL_PREVIEW_VARIABLE } from "../hosts/host-env.mjs";
import { HOSTING_MANIFEST } from "../site-layout.mjs";
import { createStaticServer } from "../serve/static-server.mjs";
import { startDecapServer } from "../editor/decap-server.mjs";
import { previewRebuilds } from "../editor/preview-rebuilds.mjs";
import { BUILD_PROBLEMS_VARIABLE, EMPTY_STATUS, failedBuildStatus } from "../editor/editor-status.mjs";
import { writeEditorOnlyBuild, writeNotBuiltPages } from "../editor/editor-only-build.mjs";
import { withSiteForPlatform } from "../project-module.mjs";
import { formServiceEnv } from "../form-service-env.mjs";

const root = join(import.meta.dirname, "..", "..");
const sitePort = Number(process.env.PORT ?? 3000);
const cmsPort = Number(process.env.CMS_PORT ?? 8081);
const editorUrl = `http://localhost:${sitePort}/admin`;

/** The preview being served: a copy of the last good build, so a rebuild never breaks it. */
const previewDir = mkdtempSync(join(tmpdir(), "notary-site-preview-"));
const served = join(previewDir, "current");
/** Where a build that stops on the owner's content writes what to correct. */
const problemsFile = join(previewDir, "problems.txt");
/** Whether a preview of the site was ever built (else the editor alone is served). */
let built = false;

/** The build under way, stopped with everything else. */
let building;

/**
 * Starts one preview build in a process group of its own, so that stopping it
 * also stops the React Router build it runs.
 * @returns {import("../editor/preview-rebuilds.mjs").RunningBuild}
 */
function startBuild() {
  rmSync(problemsFile, { force: true });
  const child = spawn(process.execPath, [join(root, "platform", "cli", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
    detached: process.platform !== "win32",
    env: {
      ...process.env,
      [LOCAL_BACKEND_PORT_VARIABLE]: String(cmsPort),
      [LOCAL_PREVIEW_VARIABLE]: "1",
      [BUILD_PROBLEMS_VARIABLE]: problemsFile,
    },
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
  built = true;
}

let decapServer;
/** Tells the editor's page what to show at its foot (editor-status-banner.js). */
function reportStatus(status) {
  if (decapServer?.connected) decapServer.send(status);
}

/** What the last failed build asks the owner to correct, for the editor's page. */
function failedStatus() {
  let message;
  try {
    message = readFileSync(problemsFile, "utf8");
  } catch {
    // The build stopped on something else; its message is in this window.
  }
  return failedBuildStatus(message, { firstBuild: !built });
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
let watchers = [];
let rebuilds;
/** The folders the editor edits (site-tools/platform.config.ts): the only ones its backend opens, and those watched. */
let folders = [];
function stopAll() {
  for (const watcher of watchers) watcher.close();
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

/** Whether the editor has written a file since the command started: the first build is not her change. */
let changedSinceStart = false;
/** The editor's path in the editor-only build, served until a build succeeds. */
let editorPath = "";

/**
 * Builds the preview now, then again after the editor writes files
 * (platform/editor/preview-rebuilds.mjs); a publish that lands in a build,
 * the first one included, stops it and starts the next.
 */
function buildAndRebuildOnChanges() {
  const previewUrl = editorUrl.replace(/\/admin$/, "");
  rebuilds = previewRebuilds({
    startBuild,
    report: {
      started: () =>
        console.log(
          changedSinceStart
            ? "\nYour change was saved. Updating the preview (about a minute)..."
            : "\nBuilding the preview of the site (about a minute)...",
        ),
      restarted: () => console.log("\nAnother change was saved: updating the preview with it instead."),
      succeeded: () => {
        publishPreview();
        reportStatus(EMPTY_STATUS);
        console.log(changedSinceStart ? `\nPreview updated: ${previewUrl}` : `\nThe preview is ready: ${previewUrl}`);
      },
      failed: () => {
        reportStatus(failedStatus());
        if (!built) {
          writeNotBuiltPages(served, editorPath, "failed");
          console.error(
            "\nThe site could not be built: the message above says which file and field to correct. " +
              "The editor works all the same, and shows it at its foot: correct it there and publish.",
          );
          return;
        }
        console.error(
          "\nThe preview could not be updated: the message above says which file and field, and what to write " +
            "instead. The editor still works, and shows the same at its foot: correct it there and publish again.",
        );
      },
    },
  });
  watchers = folders.map((folder) =>
    watch(join(root, folder), { recursive: true }, () => {
      changedSinceStart = true;
      rebuilds.changed();
    }),
  );
  rebuilds.buildNow();
}

try {
  console.log("Getting the site editor's local connection (decap-server) ready...");
  folders = await withSiteForPlatform(async (site) => site.editorFolders);
  decapServer = await startDecapServer({ cwd: root, port: cmsPort, sitePort, folders });
  children.push(decapServer);
  // The editor opens at once, alone, with a page saying the preview is on its way in place of the site's:
  // she can begin while the first build runs, and a build that stops on her content never locks her out.
  process.env[LOCAL_BACKEND_PORT_VARIABLE] = String(cmsPort);
  editorPath = await withSiteForPlatform((site) =>
    writeEditorOnlyBuild({
      dir: served,
      writeEditor: ({ clientDir }) => site.writeEditor({ projectRoot: root, clientDir }),
    }),
  );

  server = createStaticServer({ root: join(served, "client"), manifest: join(served, HOSTING_MANIFEST) });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(sitePort, "127.0.0.1", resolve);
  });
  // The form service's settings as the build reads them.
  const { hasAccessKey, standInPort } = formServiceEnv(root);
  if (!hasAccessKey) {
    children.push(
      spawn(process.execPath, [join(root, "platform", "cli", "form-stand-in.mjs")], {
        cwd: root,
        stdio: "inherit",
        // On this computer only, as the preview and the editor's backend are: never where HOST points.
        env: { ...process.env, FORM_STANDIN_PORT: String(standInPort), HOST: "127.0.0.1" },
      }),
    );
  }
  buildAndRebuildOnChanges();

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
