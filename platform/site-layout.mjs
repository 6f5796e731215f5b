// Where the build puts each page, and what it tells the servers about itself.
// Pages are flat files ("/about" is about.html) so that every static host
// answers the canonical address without a redirect
// (docs/decisions/012-canonical-urls-on-every-host.md).

/** The file under build/client that holds a page. */
export function pageFile(path) {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/**
 * A page with pages below it (/services) also keeps a copy at
 * services/index.html: GitHub Pages and Netlify would otherwise answer
 * /services with a redirect to the folder, /services/.
 */
export function folderIndexFile(path) {
  return `${path.slice(1)}/index.html`;
}

/** The not-found page every host serves, with status 404, for unknown paths. */
export const NOT_FOUND_FILE = "404.html";

/**
 * A not-found page prerendered at "<folder>/404" is the file "<folder>/404.html"
 * and answers unknown paths under "<folder>/": the Spanish one, /espanol/404,
 * answers under /espanol/. Hosts look for the nearest one up the tree, as
 * Cloudflare does by itself; /404 answers everywhere else.
 *
 * @param {string} path a not-found page's path, "/404" or "/espanol/404"
 * @returns {{ scope: string, file: string }} e.g. { scope: "/espanol/", file: "espanol/404.html" }
 */
export function notFoundPage(path) {
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  return { scope: folder, file: `${folder.slice(1)}${NOT_FOUND_FILE}` };
}

/**
 * The file of the not-found page that answers an unknown path: the one whose
 * scope is the longest prefix of the path.
 *
 * @param {string} urlPath the unknown path
 * @param {readonly string[]} notFoundPaths every not-found page's path
 */
export function nearestNotFoundFile(urlPath, notFoundPaths) {
  const scopes = notFoundPaths.map(notFoundPage).filter(({ scope }) => urlPath.startsWith(scope));
  scopes.sort((a, b) => b.scope.length - a.scope.length);
  return scopes[0]?.file ?? NOT_FOUND_FILE;
}

/**
 * build/hosting.json, written by the build for the servers and recipes:
 * { pages: ["/", "/about", ...], notFoundPages: ["/404", "/espanol/404"],
 *   formOrigin: "https://api.web3forms.com", headers: { ...securityHeaders } }
 */
export const HOSTING_MANIFEST = "hosting.json";

/** Types the build precompresses to .br and .gz beside the original. */
export const COMPRESSIBLE_EXTENSIONS = [
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".data",
  ".webmanifest",
];

/**
 * The one folder whose name starts with a dot that the site publishes: RFC 8615's well-known
 * addresses (/.well-known/security.txt), at the top of the build. Every other dotfile is for tools.
 */
export const WELL_KNOWN_FOLDER = ".well-known";

/** Files in build/client that configure a host and are never served as pages or files. */
export const HOST_CONFIG_FILES = ["_headers", "_redirects", ".assetsignore"];
