// What `npm run cms` serves until its first build of the site succeeds: the
// editor at /admin, open at once, and in place of every page of the site a
// short page saying the preview is on its way, or, when the site cannot be
// built (a data file or a photo the build refuses), saying so, while the
// editor's page lists what to correct (editor-status-banner.js). The owner
// is never locked out of the editor that fixes the problem, nor kept waiting
// for a build to begin; the first build that succeeds replaces all of it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HOSTING_MANIFEST, NOT_FOUND_FILE, pageFile } from "../site-layout.mjs";

/** A short page of plain words under a policy that allows nothing but its own style. */
function notePageHtml(title, paragraphs) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
  </head>
  <body style="font: 1.125rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
    <h1>${title}</h1>
${paragraphs.map((paragraph) => `    <p>${paragraph}</p>`).join("\n")}
  </body>
</html>
`;
}

/** What every address of the site shows: while the first build runs, and once a build stopped on the content. */
const notBuiltPages = {
  building: (editorPath) =>
    notePageHtml("The preview is being built", [
      "Your site is being built from its files, which takes about a minute. Reload this page then to see it.",
      `The <a href="${editorPath}">site editor</a> is open meanwhile: what you publish there is in the preview that follows.`,
    ]),
  failed: (editorPath) =>
    notePageHtml("The site could not be built yet", [
      "Something in the site's content keeps it from being built, so there is no preview to show.",
      `<a href="${editorPath}">Open the site editor</a>: the foot of its page lists what to correct, with the entry and the field. Once you publish the correction, this page is replaced by your site.`,
    ]),
};

/**
 * Puts the page for `state` ("building", or "failed" once a build stopped on
 * the content) at every address of the editor-only build in `dir`.
 * @param {string} dir
 * @param {string} editorPath
 * @param {"building" | "failed"} state
 */
export function writeNotBuiltPages(dir, editorPath, state) {
  const clientDir = join(dir, "client");
  const page = notBuiltPages[state](editorPath);
  writeFileSync(join(clientDir, pageFile("/")), page);
  writeFileSync(join(clientDir, NOT_FOUND_FILE), page);
}

/**
 * Writes the editor and the "being built" page into `dir` (client/ and the
 * hosting manifest, as a build would), for platform/serve/static-server.mjs.
 * Returns the editor's path, for writeNotBuiltPages.
 * @param {{ dir: string, writeEditor: (options: { clientDir: string }) => Promise<string> }} options
 * @returns {Promise<string>}
 */
export async function writeEditorOnlyBuild({ dir, writeEditor }) {
  const clientDir = join(dir, "client");
  mkdirSync(clientDir, { recursive: true });
  const editorPath = await writeEditor({ clientDir });
  writeNotBuiltPages(dir, editorPath, "building");
  const manifest = {
    pages: ["/", editorPath, "/404"],
    notFoundPaths: ["/404"],
    headers: { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" },
  };
  writeFileSync(join(dir, HOSTING_MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
  return editorPath;
}
