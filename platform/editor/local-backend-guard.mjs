// What the site editor's local backend (decap-server, `npm run cms`) lets
// through. decap-server itself answers any page on any localhost port, checks
// no Host header, and reads and writes any file of the project; on the
// owner's computer a page she merely visits could otherwise read `.env` or
// write `vite.config.ts`, which the next preview build would run
// (DNS rebinding, or a page served on another local port). So every request
// must come from the editor's own page, to this server's own address, and
// name only the folders the editor edits.
import { realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

/** Where a request may come from and go to, for a backend on `cmsPort` serving the editor on `sitePort`. */
export function allowedAddresses({ sitePort, cmsPort }) {
  return {
    hosts: new Set([`127.0.0.1:${cmsPort}`, `localhost:${cmsPort}`]),
    origins: new Set([`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`]),
  };
}

/**
 * Why a request is refused for where it comes from, or undefined. Every
 * request must name its Origin: browsers always send it for the editor's
 * cross-origin calls, and a DNS-rebinding page is caught by its own.
 * @param {{ host?: string, origin?: string }} headers
 * @param {ReturnType<typeof allowedAddresses>} allowed
 */
export function addressProblem({ host, origin }, allowed) {
  if (!host || !allowed.hosts.has(host.toLowerCase())) return "This server answers only at its own address.";
  if (!origin || !allowed.origins.has(origin.toLowerCase())) return "This server answers only the site editor.";
  return undefined;
}

/** decap-server's actions in its file-system mode, each with the paths it reads or writes. */
const ACTION_PATHS = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [params.folder],
  entriesByFiles: (params) => (Array.isArray(params.files) ? params.files.map((file) => file?.path) : [undefined]),
  getEntry: (params) => [params.path],
  persistEntry: (params) => [
    ...(Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry]).flatMap((file) => [
      file?.path,
      ...(file?.newPath === undefined ? [] : [file.newPath]),
    ]),
    ...(Array.isArray(params.assets) ? params.assets.map((asset) => asset?.path) : []),
  ],
  getMedia: (params) => [params.mediaFolder],
  getMediaFile: (params) => [params.path],
  persistMedia: (params) => [params.asset?.path],
  deleteFile: (params) => [params.path],
  deleteFiles: (params) => (Array.isArray(params.paths) ? params.paths : [undefined]),
};

/**
 * Whether `path` (relative to `root`, as decap-server gets it) is one of the
 * `folders` or inside one, both as written and once symbolic links are
 * followed as far as the path exists.
 * @param {string} root the project
 * @param {readonly string[]} folders relative to root
 * @param {unknown} path
 */
function isInsideFolders(root, folders, path) {
  if (typeof path !== "string" || path === "" || path.includes("\0") || isAbsolute(path)) return false;
  const target = resolve(root, path);
  return folders.some((folder) => {
    const base = resolve(root, folder);
    if (!isWithin(base, target)) return false;
    try {
      return isWithin(realpathSync(base), realpathOfExisting(target));
    } catch {
      return false;
    }
  });
}

function isWithin(base, target) {
  const inside = relative(base, target);
  return inside === "" || (!inside.startsWith(`..${sep}`) && inside !== ".." && !isAbsolute(inside));
}

/** The real path of `path`, or of its nearest existing parent with the rest appended. */
function realpathOfExisting(path) {
  try {
    return realpathSync(path);
  } catch (error) {
    if (error.code !== "ENOENT" || dirname(path) === path) throw error;
    return resolve(realpathOfExisting(dirname(path)), relative(dirname(path), path));
  }
}

/**
 * Why a request's action is refused, or undefined: an action this backend
 * does not offer, or a path outside the folders the editor edits.
 * @param {unknown} body the parsed JSON body
 * @param {{ root: string, folders: readonly string[] }} where
 */
export function actionProblem(body, { root, folders }) {
  const action = typeof body === "object" && body !== null ? body.action : undefined;
  if (typeof action !== "string" || !Object.hasOwn(ACTION_PATHS, action)) {
    return "The site editor's local connection does not offer this action.";
  }
  const params = typeof body.params === "object" && body.params !== null ? body.params : {};
  const outside = ACTION_PATHS[action](params).filter((path) => !isInsideFolders(root, folders, path));
  if (outside.length > 0) return `The site editor edits only ${folders.join(", ")}; not ${outside.join(", ")}.`;
  return undefined;
}
