// A Vite plugin for `npm run dev`: checks the owner's files before anything
// reads them, and stops with the check's one message (every problem, each
// with its file, field and what to do); then checks again on every save of a
// watched file and shows the problems in the browser. `npm run build` runs
// the same check itself before building (platform/cli/build.mjs).
//
// The check is the site's (site-tools/platform.config.ts), loaded as the build loads it:
// imported by vite.config.ts, it would be bundled into the config, which Vite
// loads several times per command.
import { resolve as resolvePath } from "node:path";
import { withSiteForPlatform } from "../project-module.mjs";

/** The check's message for the project, or undefined; and the files whose saves it rechecks. */
function checkSiteFiles(root) {
  return withSiteForPlatform(async (site) => ({
    message: await site.problemsBeforeBuild({
      root,
      deploy: false,
      formAccessKey: "",
      today: new Date().toISOString().slice(0, 10),
    }),
    watchedFiles: site.watchedFiles,
  }));
}

/** @returns {import("vite").Plugin} */
export function filesCheck() {
  let watchedFiles = [];
  return {
    name: "check-site-files",
    apply: "serve",
    // Before React Router reads its config and routes, which already load the data.
    enforce: "pre",
    async config(config) {
      // React Router compiles route modules in a child server of its own, made with our plugins
      // and `configFile: false`: the project's own server (or build) has checked already.
      if (config.configFile === false) return;
      const checked = await checkSiteFiles(config.root ?? process.cwd());
      watchedFiles = checked.watchedFiles;
      // The message is the whole story: a stack trace would only bury it.
      if (checked.message) throw Object.assign(new Error(checked.message), { stack: checked.message });
    },
    configureServer(server) {
      const root = server.config.root;
      const watched = new Set(watchedFiles.map((file) => resolvePath(root, file)));
      server.watcher.on("change", async (changed) => {
        if (!watched.has(resolvePath(changed))) return;
        const { message } = await checkSiteFiles(root);
        if (message) {
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "" } });
        }
      });
    },
  };
}
