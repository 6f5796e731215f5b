// Loads the project's site-tools/platform.config.ts (its one door into the site,
// platform/contract.ts) from a plain Node script, through Vite, so that `~/`
// imports and `.ts` files resolve as they do in the app. The loader stays
// open while the caller uses the site: its checks load their modules only
// when called.
import { join } from "node:path";
import { createServer } from "vite";

const root = join(import.meta.dirname, "..");

/**
 * Runs `withSite` with the site as site-tools/platform.config.ts describes it, then closes the loader.
 * @template T
 * @param {(site: import("./contract").SiteForPlatform) => Promise<T>} withSite
 * @returns {Promise<T>}
 */
export async function withSiteForPlatform(withSite) {
  const loader = await createServer({
    configFile: false,
    mode: "production",
    root,
    resolve: { tsconfigPaths: true },
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { siteForPlatform } = await loader.ssrLoadModule(join(root, "site-tools/platform.config.ts"));
    return await withSite(siteForPlatform);
  } finally {
    await loader.close();
  }
}
