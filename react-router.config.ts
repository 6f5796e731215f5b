import type { Config } from "@react-router/dev/config";
import { finishBuild } from "./platform/index.mjs";
import { siteForPlatform as site } from "./platform.config";

export default {
  // A static site: every page is rendered to HTML at build time and
  // hydrated in the browser; there is no server to run at request time.
  ssr: false,
  prerender: {
    paths: async () => [...(await site.pages()), ...site.resourcePaths],
    concurrency: 4,
  },
  // After prerendering: flat pages, per-page security policies, host recipes.
  buildEnd: ({ reactRouterConfig }) => finishBuild({ buildDir: reactRouterConfig.buildDirectory, site }),
} satisfies Config;
