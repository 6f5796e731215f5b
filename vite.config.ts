import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { filesCheck, inlineStylesheets, photoPipeline, shareImages, shellChunk } from "./platform/index.mjs";
import { isInlinedFont } from "./site-tools/generators/fonts.mjs";
import { socialCards } from "./site-tools/generators/social-card.mjs";

export default defineConfig({
  plugins: [
    // `npm run dev` checks the owner's files first, as `npm run build` does (site-tools/platform.config.ts).
    filesCheck(),
    tailwindcss(),
    // Raster link-preview crops of article pictures (`?share`): before vite-imagetools, which would take the photos' too.
    shareImages(),
    // The owner's photos, in every width and format the pages ask for: the folder content names them from
    // (PHOTOS_FOLDER in app/facts/schemas/data-files.ts; this file imports nothing of app/, see README, "Imports").
    ...photoPipeline({ dir: resolve(import.meta.dirname, "app/content/photos") }),
    reactRouter(),
    // The link-preview pictures, drawn from business.json by every build.
    socialCards(),
    // Written into every page by the build's last step, in this order (platform/build/finish-build.mjs).
    inlineStylesheets([
      { id: "inlined-faces", file: "app/fonts/inlined-faces.css", loadFacesAtOnce: true },
      { id: "site-css", file: "app/app.css" },
    ]),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    // Rolldown's report of slow plugins ("[PLUGIN_TIMINGS]") is for whoever tunes the build, which
    // `node --cpu-prof` serves better; in every build's output it reads to an owner as a problem.
    rolldownOptions: { checks: { bundlerTimings: false } },
    // Small SVGs would otherwise be inlined into the JavaScript as data URIs,
    // which costs every page's first load; as files they are cached once. The
    // one exception is the heading face, which every page's first paint needs:
    // it travels in the page, in its own <style> (site-tools/generators/fonts.mjs, `inline`).
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
                // The root's modules and what most pages use (platform/vite/shell-chunk.mjs).
                { name: shellChunk(resolve(import.meta.dirname, "app")), debugName: "shell", priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
