// Which of the site's own modules go into the `shell` chunk every page loads
// (docs/decisions/007-shared-chunks.md), worked out from the module graph
// while the client is bundled, so that no list of files needs keeping:
//
//   - what the root route imports (header, menu, footer, action bar, the
//     not-found page, and everything they use), which every page runs;
//   - what most page modules import (the hero, the section band), which
//     nearly every page runs.
//
// A component only some pages use (the appointment form, the FAQ list, the
// review card) keeps a chunk of its own and loads only where it is used.
import { readdirSync } from "node:fs";
import { join, sep } from "node:path";

const SHELL = "shell";

/** The part of a module id that names its file (bundler ids may carry a query). */
const fileOf = (id) => id.split("?")[0] ?? id;

/**
 * @param {string} appDir the app folder (holds root.tsx and routes/)
 * @returns {(id: string, ctx: { getModuleInfo(id: string): { importers: string[]; isEntry: boolean } | null }) => string | null}
 *   the `name` function of a rolldown code-splitting group
 */
export function shellChunk(appDir) {
  const rootFile = join(appDir, "root.tsx");
  const routesDir = join(appDir, "routes") + sep;
  const pageModules = readdirSync(routesDir).filter((name) => name.endsWith(".tsx") && !name.includes(".test."));
  const ownModule = (id) => fileOf(id).startsWith(appDir + sep) && !id.includes(`${sep}node_modules${sep}`);
  const decided = new Map();

  const isRouteModule = (file) => file === rootFile || file.startsWith(routesDir);

  /** The root and the page modules whose static imports lead to this module. */
  function importingRoutes(id, ctx) {
    const routes = new Set();
    const seen = new Set();
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop();
      if (seen.has(current)) continue;
      seen.add(current);
      const file = fileOf(current);
      if (isRouteModule(file)) routes.add(file);
      stack.push(...(ctx.getModuleInfo(current)?.importers ?? []));
    }
    return routes;
  }

  return (id, ctx) => {
    // Route modules stay entries of their own, as React Router loads them.
    if (!ownModule(id) || isRouteModule(fileOf(id))) return null;
    if (!decided.has(id)) {
      const routes = importingRoutes(id, ctx);
      const pages = [...routes].filter((file) => file !== rootFile).length;
      decided.set(id, routes.has(rootFile) || pages * 2 > pageModules.length ? SHELL : null);
    }
    return decided.get(id);
  };
}
