// A Vite plugin that checks the site's own files before anything is built or
// served, and stops with the check's one message (every problem, each with
// its file, field and what to do). Under `vite dev` it checks again on every
// save of a watched file and shows the problems in the browser.
import { resolve as resolvePath } from "node:path";

/**
 * @param {object} options
 * @param {string} options.name the plugin's name, as Vite reports it
 * @param {(root: string) => string | undefined} options.problemsIn the message for the project at `root`, or undefined
 * @param {readonly string[]} options.watchedFiles files, relative to the project root, that a save rechecks
 * @returns {import("vite").Plugin}
 */
export function filesCheck({ name, problemsIn, watchedFiles }) {
  return {
    name,
    // Before React Router reads its config, which already loads the data.
    enforce: "pre",
    config(config) {
      const message = problemsIn(config.root ?? process.cwd());
      // The message is the whole story: a stack trace would only bury it.
      if (message) throw Object.assign(new Error(message), { stack: message });
    },
    configureServer(server) {
      const root = server.config.root;
      const files = new Set(watchedFiles.map((file) => resolvePath(root, file)));
      server.watcher.on("change", (changed) => {
        if (!files.has(resolvePath(changed))) return;
        const message = problemsIn(root);
        if (message) {
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "" } });
        }
      });
    },
  };
}
