// The stylesheets every page carries in its HTML rather than links: the
// site's stylesheet (docs/decisions/006-inline-css.md) and the heading face
// (docs/decisions/025-javascript-after-the-first-paint.md). The client build
// emits each as a CSS file of its own, made by Vite like any other (Tailwind,
// minified, the heading face's font as a data: URL), and this plugin records
// which file each became. The build's last step (platform/build/finish-build.mjs)
// writes their text into every page as <style id="…">, in the order given.
//
// Nothing in the app imports them in a production build: a `?url` import only
// emits its file where the URL is used, and the pages use none.
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** Beside the client folder (build/client), like build/hosting.json: not published. */
const INLINE_STYLESHEETS_RECORD = "inline-stylesheets.json";

/**
 * @typedef {{ id: string; file: string; loadFacesAtOnce?: boolean }} InlineStylesheet
 *   the id of the page's <style> and its CSS file: a source file from the
 *   project root in the plugin's options, the built file from the client
 *   folder in the record; `loadFacesAtOnce` for the faces the first paint
 *   needs, which the page starts loading right after their <style>
 *   (platform/build/inlined-faces-early.mjs)
 */

/**
 * @param {readonly InlineStylesheet[]} stylesheets in the order the page holds them
 * @returns {import("vite").Plugin}
 */
export function inlineStylesheets(stylesheets) {
  let root = process.cwd();
  return {
    name: "inline-stylesheets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      for (const { id, file } of stylesheets) this.emitFile({ type: "chunk", id: resolve(root, file), name: id });
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      const built = stylesheets.map(({ id, file, loadFacesAtOnce }) => {
        const source = relative(root, resolve(root, file)).split("\\").join("/");
        const asset = Object.values(bundle).find(
          (output) =>
            output.type === "asset" && output.fileName.endsWith(".css") && output.originalFileNames.includes(source),
        );
        if (!asset)
          throw new Error(`The client build emitted no CSS file for ${source} (platform/vite/inline-stylesheets.mjs).`);
        return { id, file: asset.fileName, ...(loadFacesAtOnce ? { loadFacesAtOnce } : {}) };
      });
      writeFileSync(join(outDir, "..", INLINE_STYLESHEETS_RECORD), JSON.stringify(built, null, 2) + "\n");
    },
  };
}

/**
 * What the client build recorded: each <style>'s id and its built CSS file,
 * from the client folder.
 * @param {string} buildDir the build folder (holds client/)
 * @returns {InlineStylesheet[]}
 */
export function readInlineStylesheets(buildDir) {
  const record = join(buildDir, INLINE_STYLESHEETS_RECORD);
  try {
    return JSON.parse(readFileSync(record, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${record}, which the client build writes (platform/vite/inline-stylesheets.mjs).`, {
      cause: error,
    });
  }
}
