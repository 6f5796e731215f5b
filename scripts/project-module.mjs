// Loads one of the project's TypeScript modules (facts, content, checks) from
// a plain Node script, through Vite, so that `~/` imports and `.ts` files
// resolve as they do in the app. Used by the build and the benchmark.
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");

/** The module at this path under the project root (`loadProjectModule("app", "site.config.ts")`). */
export async function loadProjectModule(...path) {
  const { module } = await runnerImport(join(root, ...path), {
    configFile: false,
    mode: "production",
    root,
    resolve: { tsconfigPaths: true },
    logLevel: "error",
  });
  return module;
}
