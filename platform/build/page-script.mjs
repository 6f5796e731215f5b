// Bundles the site's plain page script (the contract's `pageScript`): the few
// kilobytes every page loads, with or without React
// (docs/decisions/036-javascript-only-where-a-page-is-interactive.md). A build
// of its own, not a second input of React Router's client build: there it
// would share chunks with React's pages (platform/vite/shell-chunk.mjs), and a
// page without React would download the shell's chunk for its few functions.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";

/** Where it is published, under the fingerprinted assets every host caches for a year. */
const ASSETS = "assets";

/**
 * Bundles `entry` (relative to the project root) into one minified module in
 * clientDir/assets, named by its content's hash, and returns its URL path.
 * @param {{ projectRoot: string, clientDir: string, entry: string }} options
 */
export async function writePageScript({ projectRoot, clientDir, entry }) {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    publicDir: false,
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: join(projectRoot, entry),
        checks: { bundlerTimings: false },
        // One file: the page asks for nothing more after it.
        output: { format: "es", codeSplitting: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((bundle) => bundle.output ?? []);
  const chunks = outputs.filter((file) => file.type === "chunk");
  if (chunks.length !== 1 || outputs.length !== 1) {
    throw new Error(
      `${entry} should bundle into one script and nothing else; got ${outputs.map((file) => file.fileName).join(", ")}`,
    );
  }
  const code = chunks[0].code;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const fileName = `page-${hash}.js`;
  mkdirSync(join(clientDir, ASSETS), { recursive: true });
  writeFileSync(join(clientDir, ASSETS, fileName), code);
  return `/${ASSETS}/${fileName}`;
}
