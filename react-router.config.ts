import type { Config } from "@react-router/dev/config";
import { finishBuild } from "./platform/index.mjs";
import { siteForPlatform as site } from "./site-tools/platform.config";

export default {
  // A static site: every page is rendered to HTML at build time and
  // hydrated in the browser; there is no server to run at request time.
  ssr: false,
  // React Router 8's behaviours, named so the build says nothing a newcomer cannot act on: each stays
  // off, as today, until the move to v8 (which needs Node 22; design.md §2) takes them together.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  prerender: {
    paths: async () => [...(await site.pages()), ...site.resourcePaths],
    concurrency: 4,
  },
  // After prerendering: flat pages, per-page security policies, host recipes.
  buildEnd: ({ reactRouterConfig }) => finishBuild({ buildDir: reactRouterConfig.buildDirectory, site }),
} satisfies Config;
