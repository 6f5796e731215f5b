import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { finishBuild } from "./deploy/finish-build.mjs";
import { readInlineStylesheets } from "./scripts/inline-stylesheets.mjs";
import { formEndpoint } from "./app/lib/form-endpoint";
import { listPagePaths, NOT_FOUND_PATHS, RESOURCE_PATHS } from "./app/page-paths";

export default {
  // A static site: every page is rendered to HTML at build time and
  // hydrated in the browser; there is no server to run at request time.
  ssr: false,
  prerender: {
    paths: () => [...listPagePaths(), ...RESOURCE_PATHS],
    concurrency: 4,
  },
  // After prerendering: flat pages with what their first paint needs written
  // in, per-page security policies, host recipes.
  buildEnd: ({ reactRouterConfig }) => {
    const buildDir = join(reactRouterConfig.buildDirectory);
    finishBuild({
      buildDir,
      pages: listPagePaths(),
      notFoundPaths: Object.values(NOT_FOUND_PATHS),
      formOrigin: new URL(formEndpoint().url).origin,
      // The heading face and the stylesheet, as the client build emitted them (vite.config.ts).
      inlineStylesheets: readInlineStylesheets(buildDir),
      // The icons and drawings every page draws from (`npm run icons`).
      iconSprite: { id: "icon-sprite", file: join(reactRouterConfig.appDirectory, "assets", "icons.svg") },
    });
  },
} satisfies Config;
