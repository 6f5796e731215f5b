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
 * build/hosting.json, written by the build for the servers and recipes:
 * { pages: ["/", "/about", ...], formOrigin: "https://api.web3forms.com",
 *   headers: { ...securityHeaders } }
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

/** Files in build/client that configure a host and are never served as pages or files. */
export const HOST_CONFIG_FILES = ["_headers", "_redirects"];
