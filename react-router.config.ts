import type { Config } from "@react-router/dev/config";
import { listPagePaths, RESOURCE_PATHS } from "./app/lib/page-paths";

export default {
  // A static site: every page is rendered to HTML at build time and
  // hydrated in the browser; there is no server to run at request time.
  ssr: false,
  prerender: {
    paths: () => [...listPagePaths(), ...RESOURCE_PATHS],
    concurrency: 4,
  },
} satisfies Config;
