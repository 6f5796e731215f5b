import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { photoPipeline } from "./scripts/photo-pipeline.mjs";
import { isInlinedFont } from "./scripts/fonts.mjs";
import { inlineStylesheets } from "./scripts/inline-stylesheets.mjs";
import { shellChunk } from "./scripts/shell-chunk.mjs";
import { dataFiles } from "./app/content/schemas/data-files.ts";
import { describeDataProblems, findDataProblems, readDataFilesFrom } from "./app/lib/check-data-files.ts";

/**
 * Checks the owner's data files (app/content/data/) before anything is
 * built or served, and stops with one message listing every problem, each
 * with its file, field and what to do. It runs before React Router reads its
 * config, which already loads the data. `npm run dev` checks again on every
 * save of a data file and shows the problems in the browser.
 */
function checkDataFiles(): Plugin {
  const problemsIn = (root: string) => {
    const problems = findDataProblems(readDataFilesFrom(root));
    return problems.length > 0 ? describeDataProblems(problems) : undefined;
  };
  return {
    name: "check-data-files",
    enforce: "pre",
    config(config) {
      const message = problemsIn(config.root ?? process.cwd());
      // The message is the whole story: a stack trace would only bury it.
      if (message) throw Object.assign(new Error(message), { stack: message });
    },
    configureServer(server) {
      const files = new Set(Object.values(dataFiles).map((file) => resolve(server.config.root, file)));
      server.watcher.on("change", (changed) => {
        if (!files.has(resolve(changed))) return;
        const message = problemsIn(server.config.root);
        if (message) {
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "" } });
        }
      });
    },
  };
}

export default defineConfig({
  plugins: [
    checkDataFiles(),
    tailwindcss(),
    ...photoPipeline(),
    reactRouter(),
    // Written into every page by the build's last step, in this order (react-router.config.ts).
    inlineStylesheets([
      { id: "inlined-faces", file: "app/fonts/inlined-faces.css" },
      { id: "site-css", file: "app/app.css" },
    ]),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    // Small SVGs would otherwise be inlined into the JavaScript as data URIs,
    // which costs every page's first load; as files they are cached once. The
    // one exception is the heading face, which every page's first paint needs:
    // it travels in the page, in its own <style> (scripts/fonts.mjs, `inline`).
    assetsInlineLimit: (file) => isInlinedFont(file),
    sourcemap: !!process.env.SIZE_MAPS,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React, the router and the site's shell. As two
            // larger files they compress better and cost fewer requests than
            // as a dozen small ones (docs/decisions/002-javascript-budget.md).
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/]/, priority: 2 },
                // The root's modules and what most pages use (scripts/shell-chunk.mjs).
                { name: shellChunk(resolve(import.meta.dirname, "app")), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
