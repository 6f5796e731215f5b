// What `npm run cms` serves when the site cannot be built at all (a data file
// or a photo the build refuses): the editor at /admin, whose page lists what
// to correct (editor-status-banner.js), and in place of every page of the
// site a short page saying so. The owner is never locked out of the editor
// that fixes the problem; the first build that succeeds replaces all of it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HOSTING_MANIFEST, NOT_FOUND_FILE, pageFile } from "../site-layout.mjs";

/** The page shown at every address of the site until it builds. */
function notBuiltPageHtml(editorPath) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>The site could not be built yet</title>
  </head>
  <body style="font: 1.125rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
    <h1>The site could not be built yet</h1>
    <p>Something in the site's content keeps it from being built, so there is no preview to show.</p>
    <p><a href="${editorPath}">Open the site editor</a>: the foot of its page lists what to correct, with the entry and the field. Once you publish the correction, this page is replaced by your site.</p>
  </body>
</html>
`;
}

/**
 * Writes the editor and the "not built" page into `dir` (client/ and the
 * hosting manifest, as a build would), for platform/serve/static-server.mjs.
 * @param {{ dir: string, writeEditor: (options: { clientDir: string }) => Promise<string> }} options
 */
export async function writeEditorOnlyBuild({ dir, writeEditor }) {
  const clientDir = join(dir, "client");
  mkdirSync(clientDir, { recursive: true });
  const editorPath = await writeEditor({ clientDir });
  const page = notBuiltPageHtml(editorPath);
  writeFileSync(join(clientDir, pageFile("/")), page);
  writeFileSync(join(clientDir, NOT_FOUND_FILE), page);
  const manifest = {
    pages: ["/", editorPath, "/404"],
    notFoundPaths: ["/404"],
    headers: { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" },
  };
  writeFileSync(join(dir, HOSTING_MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
}
