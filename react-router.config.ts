import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { finishBuild } from "./deploy/finish-build.mjs";
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
  // After prerendering: flat pages, per-page security policies, host recipes.
  buildEnd: ({ reactRouterConfig }) => {
    finishBuild({
      buildDir: join(reactRouterConfig.buildDirectory),
      pages: listPagePaths(),
      notFoundPaths: Object.values(NOT_FOUND_PATHS),
      formOrigin: new URL(formEndpoint().url).origin,
    });
  },
} satisfies Config;
