// What the build refuses to publish. A symbolic link in public/ is copied into
// the build as its target's content (a link to ../package.json would publish
// it), and a host that follows links inside build/client serves whatever the
// link names (Cloudflare's runtime served a planted link to /etc/passwd, and
// grew without end on a link loop). A file or folder whose name starts with a
// dot is meant for tools (.env, .git), never for visitors, and hosts differ in
// whether they serve one. A hard link in an input folder is the same file as
// one elsewhere (a hard link to .env in public/ would publish it), and no check
// of links sees it. So the build stops on any of them, naming each, rather
// than trusting every host to skip them.
import { lstatSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { WELL_KNOWN_FOLDER } from "../site-layout.mjs";

/** Files the build writes itself for a host to read: dotfiles, never served (platform/site-layout.mjs). */
const OWN_DOTFILES = new Set([".assetsignore"]);

/**
 * Every symbolic link and every dotfile under dir (links are not followed), as paths relative to `base`;
 * with `found.hardLinks`, every file that has another name too.
 */
function walk(dir, base, found, top = dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return found;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const wellKnown = dir === top && entry.name === WELL_KNOWN_FOLDER && entry.isDirectory();
    if (entry.isSymbolicLink()) found.links.push(relative(base, path));
    else if (entry.name.startsWith(".") && !wellKnown) found.dotfiles.push(relative(base, path));
    else if (entry.isDirectory()) walk(path, base, found, top);
    else if (found.hardLinks && entry.isFile() && lstatSync(path).nlink > 1) found.hardLinks.push(relative(base, path));
  }
  return found;
}

/**
 * The links under each folder, and the dotfiles under the published ones.
 *
 * @param {{ projectRoot: string, inputs: string[], published: string[] }} folders
 *   inputs: folders the build reads (public, app/content); published: what it publishes (build/client).
 */
export function findUnpublishable({ projectRoot, inputs, published }) {
  const found = { links: [], dotfiles: [], hardLinks: [] };
  // Dotfiles of the inputs (an editor's .DS_Store in app/content) are refused only once published.
  for (const folder of inputs) {
    walk(join(projectRoot, folder), projectRoot, { links: found.links, dotfiles: [], hardLinks: found.hardLinks });
  }
  for (const folder of published)
    walk(join(projectRoot, folder), projectRoot, { links: found.links, dotfiles: found.dotfiles });
  found.dotfiles = found.dotfiles.filter((path) => !OWN_DOTFILES.has(path.split("/").at(-1) ?? ""));
  return found;
}

/** Throws, naming every link and dotfile and what to do, when there is any. */
export function refuseUnpublishable(folders) {
  const { links, dotfiles, hardLinks } = findUnpublishable(folders);
  const problems = [
    ...hardLinks.map(
      (path) => `${path} is a hard link, the same file as another one elsewhere: replace it with a copy, or remove it.`,
    ),
    ...links.map(
      (path) => `${path} is a symbolic link: replace it with a copy of the file it points to, or remove it.`,
    ),
    ...dotfiles.map(
      (path) => `${path} starts with a dot, which no host should publish: rename it, or remove it from public/.`,
    ),
  ];
  if (problems.length > 0) {
    throw new Error(`The build cannot publish these files:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  }
}
