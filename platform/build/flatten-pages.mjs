// React Router prerenders "/about" to about/index.html. Static hosts answer a
// folder's address with a redirect to its trailing-slash form, so each page
// moves to a flat file (about.html) that every host serves at /about itself
// (docs/decisions/012-canonical-urls-on-every-host.md).
import { existsSync, readdirSync, renameSync, rmdirSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { folderIndexFile, notFoundPage, pageFile } from "../site-layout.mjs";

/**
 * @param {string} clientDir build/client
 * @param {readonly string[]} pages every prerendered page path
 * @param {readonly string[]} notFoundPaths the page paths the `*` routes were prerendered at
 */
export function flattenPages(clientDir, pages, notFoundPaths) {
  // Deepest first, so a parent folder is judged after its children moved out.
  const byDepth = [...pages].filter((path) => path !== "/").sort((a, b) => b.split("/").length - a.split("/").length);
  for (const path of byDepth) {
    const folder = join(clientDir, path.slice(1));
    const prerendered = join(folder, "index.html");
    if (!existsSync(prerendered)) throw new Error(`The build has no ${path.slice(1)}/index.html for the page ${path}.`);
    const isNotFound = notFoundPaths.includes(path);
    const target = isNotFound ? notFoundPage(path).file : pageFile(path);
    renameSync(prerendered, join(clientDir, target));
    if (readdirSync(folder).length === 0) {
      rmdirSync(folder);
    } else if (!isNotFound) {
      // Pages live below this one: keep a copy as the folder's index, which
      // GitHub Pages needs to answer /services rather than redirect it.
      copyFileSync(join(clientDir, target), join(clientDir, folderIndexFile(path)));
    }
  }
}
