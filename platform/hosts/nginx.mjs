// The nginx recipe of the site: one file for /etc/nginx/conf.d/, written from
// the build's page list (build/hosting.json) and the one header policy, so
// nginx answers exactly like every other host: each page at its canonical
// path, everything else that names a page redirected there, unknown paths
// with the 404 page, precompressed files as they are.
//
// The .br copies are chosen with try_files, not with the brotli_static
// module: Debian 12's module (libnginx-mod-http-brotli-static 1.0.0~rc-3)
// miscounts the length of the .br path it opens, which only matters once
// symlinks are checked (disable_symlinks), and then it skips existing .br
// files depending on what lies in memory after that path: with `from=
// $document_root` always, otherwise for about one page request in twenty.
// Core nginx alone serves them reliably, on any nginx build.
import { CACHE_CONTROL } from "./header-policy.mjs";
import {
  COMPRESSIBLE_EXTENSIONS,
  folderIndexFile,
  HOST_CONFIG_FILES,
  NOT_FOUND_FILE,
  notFoundPage,
  pageFile,
} from "../site-layout.mjs";

// Variables of the generated maps, named to be unique in the http context.
const CACHE_CONTROL_VARIABLE = "$flat_site_cache_control";
const BR_SUFFIX_VARIABLE = "$flat_site_br";
const CONTENT_ENCODING_VARIABLE = "$flat_site_content_encoding";
const VARY_VARIABLE = "$flat_site_vary";
const NOT_FOUND_VARIABLE = "$flat_site_not_found";
const QUALITY_VARIABLE = (encoding) => `$flat_site_${encoding}_q`;
const RANK_VARIABLE = (encoding) => `$flat_site_${encoding}_rank`;

/**
 * The maps that set BR_SUFFIX_VARIABLE to ".br" when the client's
 * Accept-Encoding ranks brotli at least as high as gzip, and above 0
 * (RFC 9110 12.5.3): an encoding the header does not name takes the q of
 * "*", if any, else 0; a tie goes to brotli, the smaller. Each q becomes four
 * digits ("0.5" → "0500", "1" → "1000"), compared digit by digit with a
 * backreference: the first digit where they differ decides.
 */
function encodingChoiceMaps() {
  // nginx map values take named captures only; the names are variables of the whole http context.
  const qualityMap = (encoding) => {
    const name = `flat_site_${encoding}`;
    return [
      `map $http_accept_encoding ${QUALITY_VARIABLE(encoding)} {`,
      '    default "0";',
      String.raw`    "~*(?:^|,)\s*${encoding}\s*;\s*q\s*=\s*(?<${name}_qv>[0-9.]*)\s*(?:$|,)" "$${name}_qv";`,
      String.raw`    "~*(?:^|,)\s*${encoding}\s*(?:$|,)" "1";`,
      String.raw`    "~*(?:^|,)\s*\*\s*;\s*q\s*=\s*(?<${name}_any>[0-9.]*)\s*(?:$|,)" "$${name}_any";`,
      String.raw`    "~*(?:^|,)\s*\*\s*(?:$|,)" "1";`,
      "}",
      `map ${QUALITY_VARIABLE(encoding)} ${RANK_VARIABLE(encoding)} {`,
      '    default "0000";',
      String.raw`    "~^1(?:\.0*)?$" "1000";`,
      String.raw`    "~^0?\.(?<${name}_q3>\d\d\d)$" ` + `"0\${${name}_q3}";`,
      String.raw`    "~^0?\.(?<${name}_q2>\d\d)$" ` + `"0\${${name}_q2}0";`,
      String.raw`    "~^0?\.(?<${name}_q1>\d)$" ` + `"0\${${name}_q1}00";`,
      "}",
    ];
  };
  const brotliWins = Array.from({ length: 9 }, (_, index) => index + 1).map(
    (digit) => String.raw`    "~^(\d*)${digit}\d*:\1[0-${digit - 1}]" ".br";`,
  );
  return [
    '# The client\'s q-values of br and gzip ("*" for one it does not name),',
    '# as four digits, then ".br" when brotli ranks above 0 and not below',
    "# gzip; gzip_static sends the .gz copy otherwise, when gzip is taken.",
    ...qualityMap("br"),
    ...qualityMap("gzip"),
    `map "${RANK_VARIABLE("br")}:${RANK_VARIABLE("gzip")}" ${BR_SUFFIX_VARIABLE} {`,
    '    default "";',
    '    "~^0000:" "";',
    String.raw`    "~^(\d{4}):\1$" ".br";`,
    ...brotliWins,
    "}",
  ];
}

/**
 * The only content types the site serves. A `types` block in the server
 * replaces the http one, so the answer does not depend on the distribution's
 * mime.types (Debian's knows neither .webmanifest nor .data).
 */
const TYPES = [
  ["text/html", "html"],
  ["text/css", "css"],
  ["text/javascript", "js mjs"],
  ["application/json", "json map"],
  ["application/manifest+json", "webmanifest"],
  // React Router's route data (turbo-stream), fetched by the client router.
  ["text/x-script", "data"],
  ["application/xml", "xml"],
  ["text/plain", "txt"],
  ["text/calendar", "ics"],
  ["text/vcard", "vcf"],
  ["image/svg+xml", "svg"],
  ["image/png", "png"],
  ["image/jpeg", "jpg jpeg"],
  ["image/gif", "gif"],
  ["image/webp", "webp"],
  ["image/avif", "avif"],
  ["image/x-icon", "ico"],
  ["font/woff2", "woff2"],
  ["font/woff", "woff"],
  ["application/pdf", "pdf"],
  // The site editor's configuration and its image encoders (/admin).
  ["text/yaml", "yml yaml"],
  ["application/wasm", "wasm"],
];

/** The content type of a file extension (".js"). */
function typeOf(extension) {
  const found = TYPES.find(([, extensions]) => extensions.split(" ").includes(extension.slice(1)));
  if (!found) throw new Error(`nginxSiteConfig: no content type for ${extension}`);
  return found[0];
}

/** Types sent with "; charset=utf-8" (text/html always is). */
const CHARSET_TYPES = [
  "text/css",
  "text/javascript",
  "application/json",
  "application/manifest+json",
  "text/x-script",
  "application/xml",
  "text/plain",
  "text/calendar",
  "text/vcard",
  "image/svg+xml",
  "text/yaml",
];

// Page paths are URL-safe slugs. Anything else (spaces, "%", "$", ";",
// quotes, braces, non-ASCII) would need escaping rules that differ between
// nginx's locations, try_files, return and Location, so it is refused.
const PATH_SEGMENT = "[A-Za-z0-9._~!&'()*+,=:@-]+";
const PAGE_PATH = new RegExp(`^/(?:${PATH_SEGMENT}(?:/${PATH_SEGMENT})*)?$`);

/** Headers nginx sends itself from this recipe; the policy's must not repeat them. */
const OWN_HEADERS = ["cache-control", "vary", "content-type", "content-encoding", "expires"];

/** A double-quoted nginx string. `$` is refused by the callers: nginx 1.22 cannot escape it. */
function quote(text) {
  return `"${text.replace(/[\\"]/g, "\\$&")}"`;
}

/**
 * A double-quoted regex. nginx keeps a backslash that precedes anything but
 * a quote, a backslash or t/r/n, so "\." reaches PCRE as written; page paths
 * hold neither quotes nor backslashes.
 */
function quotePattern(pattern) {
  return `"${pattern}"`;
}

/** A PCRE pattern matching `text` literally. */
function escapeRegex(text) {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
}

function checkPages(pages) {
  if (!Array.isArray(pages) || pages.length === 0) throw new Error("nginxSiteConfig: `pages` must list the pages");
  const byLowerCase = new Map();
  for (const page of pages) {
    if (typeof page !== "string" || !PAGE_PATH.test(page) || page.split("/").some((s) => s === "." || s === "..")) {
      throw new Error(`nginxSiteConfig: ${JSON.stringify(page)} is not a canonical page path such as "/about"`);
    }
    const other = byLowerCase.get(page.toLowerCase());
    if (other !== undefined) {
      // One of them would answer the other's redirects.
      throw new Error(`nginxSiteConfig: the pages ${other} and ${page} differ only in letter case`);
    }
    byLowerCase.set(page.toLowerCase(), page);
  }
  // /404 is no page: it answers 404 like any unknown path.
  return pages.filter((page) => pageFile(page) !== NOT_FOUND_FILE);
}

/** The not-found pages, deepest folder first; "/404" must be one of them. */
function checkNotFoundPaths(paths) {
  if (!Array.isArray(paths) || !paths.includes("/404")) {
    throw new Error('nginxSiteConfig: `notFoundPaths` must list the not-found pages, "/404" among them');
  }
  for (const path of paths) {
    if (typeof path !== "string" || !/^(?:\/[a-z0-9-]+)*\/404$/.test(path)) {
      throw new Error(`nginxSiteConfig: ${JSON.stringify(path)} is not a not-found page path such as "/espanol/404"`);
    }
  }
  return paths.map(notFoundPage).sort((a, b) => b.scope.length - a.scope.length);
}

function checkHeaders(headers) {
  const entries = Object.entries(headers ?? {});
  for (const [name, value] of entries) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`nginxSiteConfig: bad header name ${JSON.stringify(name)}`);
    if (OWN_HEADERS.includes(name.toLowerCase())) {
      throw new Error(`nginxSiteConfig: the recipe sets ${name} itself; leave it out of \`headers\``);
    }
    if (typeof value !== "string" || value === "" || /[\p{Cc}$]/u.test(value)) {
      throw new Error(`nginxSiteConfig: the value of ${name} must be text without "$" or control characters`);
    }
  }
  return entries;
}

/**
 * Every other address of a page, matched in any letter case: the page's own
 * path (other casings), with a trailing slash, its flat file and its folder
 * copy. "/" only has /index.html.
 */
function redirectPattern(page) {
  const aliases =
    page === "/" ? [`/${pageFile(page)}`] : [page, `${page}/`, `/${pageFile(page)}`, `/${folderIndexFile(page)}`];
  return `^(?:${[...new Set(aliases)].map(escapeRegex).join("|")})$`;
}

/**
 * The text of an nginx config file for the http context (`/etc/nginx/conf.d/`):
 * one `map` and one `server`.
 *
 * @param {object} options
 * @param {string[]} options.pages canonical page paths ("/", "/about", ...), from build/hosting.json
 * @param {Record<string, string>} options.headers the headers every response carries (hosting.json's `headers`)
 * @param {string} options.root absolute path of the uploaded build/client folder
 * @param {number | string | (number | string)[]} [options.listen] nginx `listen` values: 80, "127.0.0.1:8080"
 * @param {string} [options.serverName] nginx `server_name`
 * @returns {string}
 */
export function nginxSiteConfig({ pages, notFoundPaths = ["/404"], headers, root, listen = 80, serverName = "_" }) {
  const notFoundPages = checkNotFoundPaths(notFoundPaths);
  const servedPages = checkPages(pages).filter((page) => !notFoundPaths.includes(page));
  const headerEntries = checkHeaders(headers);
  if (typeof root !== "string" || !root.startsWith("/") || /[\p{Cc}$]/u.test(root)) {
    throw new Error("nginxSiteConfig: `root` must be an absolute path");
  }
  const siteRoot = root.replace(/(?<=.)\/+$/, "");
  const listens = [listen].flat().map(String);
  if (listens.length === 0 || listens.some((value) => !/^[A-Za-z0-9.:[\]_-]+$/.test(value))) {
    throw new Error(`nginxSiteConfig: bad listen value ${JSON.stringify(listen)}`);
  }
  if (!/^[A-Za-z0-9.*_~-]+(?: [A-Za-z0-9.*_~-]+)*$/.test(serverName)) {
    throw new Error(`nginxSiteConfig: bad server name ${JSON.stringify(serverName)}`);
  }

  const lines = [];
  const add = (...more) => lines.push(...more);
  // The home page's route data is /_root.data, under no other name.
  const dataPages = servedPages.filter((page) => page !== "/");

  const compressible = COMPRESSIBLE_EXTENSIONS.map((extension) => extension.slice(1)).join("|");
  const html = typeOf(".html");
  // A file, preceded by its .br copy when the client takes brotli.
  const tryFiles = (file) => `try_files ${quote(file).slice(0, -1)}${BR_SUFFIX_VARIABLE}" ${quote(file)} =404;`;

  add(
    "# nginx site of the static build. GENERATED by the build from",
    "# build/hosting.json and platform/hosts/header-policy.mjs (see platform/hosts/nginx.mjs):",
    "# do not edit it, change those and rebuild.",
    "#",
    "# Install on Debian or Ubuntu (no module needed):",
    "#   apt-get install nginx",
    `#   copy build/client/ to ${siteRoot}`,
    "#   copy this file to /etc/nginx/conf.d/site.conf",
    "#   rm /etc/nginx/sites-enabled/default   (it also claims port 80)",
    "#   nginx -t && systemctl reload nginx",
    "# This serves plain HTTP: put TLS in front, or add `listen 443 ssl` lines.",
    "",
    ...encodingChoiceMaps(),
    "",
    "# The answer is a .br copy when try_files picked one ($uri is the file by",
    '# then, "/about.html.br"); gzip_static names its .gz copies itself.',
    `map $uri ${CONTENT_ENCODING_VARIABLE} {`,
    '    default "";',
    String.raw`    "~\.br$" "br";`,
    "}",
    `map $uri ${VARY_VARIABLE} {`,
    '    default "";',
    `    "~\\.(?:${compressible})(?:\\.br)?$" "Accept-Encoding";`,
    "}",
    "",
    "# Cache-Control, from the status and the file actually served.",
    "# Regexes are tried in order.",
    `map "$status:$uri" ${CACHE_CONTROL_VARIABLE} {`,
    `    default ${quote(CACHE_CONTROL.revalidate)};  # no extension: a redirected page path`,
    `    "~^[45]" "no-cache";  # errors: the path may exist in the next build`,
    `    "~^[0-9]+:/assets/" ${quote(CACHE_CONTROL.immutable)};`,
    `    "~*\\.(?:html|data)(?:\\.br)?$" ${quote(CACHE_CONTROL.revalidate)};`,
    `    "~*\\.[a-z0-9]+$" ${quote(CACHE_CONTROL.short)};`,
    "}",
    "",
    "# The not-found page of the folder an unknown address is in (the Spanish",
    "# one under /espanol/), from the address as sent: $uri changes as",
    "# try_files picks files. Longest folder first; regexes are tried in order.",
    `map $request_uri ${NOT_FOUND_VARIABLE} {`,
    `    default ${quote(`/${NOT_FOUND_FILE}`)};`,
    ...notFoundPages
      .filter(({ scope }) => scope !== "/")
      .map(({ scope, file }) => `    ${quotePattern(`~^${escapeRegex(scope)}`)} ${quote(`/${file}`)};`),
    "}",
    "",
    "server {",
    ...listens.map((value) => `    listen ${value};`),
    `    server_name ${serverName};`,
    `    root ${quote(siteRoot)};`,
    "",
    "    server_tokens off;",
    "    autoindex off;",
    "    # Symlinks below the root are refused (404); the root itself may be one.",
    "    disable_symlinks on from=$document_root;",
    "    # Location: /about, not http://host/about (wrong behind a TLS proxy).",
    "    absolute_redirect off;",
    "    # //about (or http://evil.example//about) is no address of the site:",
    "    # kept as sent, it meets the `//` rule below (404), not /about.",
    "    merge_slashes off;",
    "    # A request target in absolute form is http(s) or nothing (ftp://: 400).",
    String.raw`    if ($request ~* "^\S+\s+(?!https?://)[a-z][a-z0-9+.-]*:") { return 400; }`,
    "",
    "    # Send the build's .gz and .br copies; never compress on the fly.",
    "    gzip off;",
    "    gzip_static on;",
    "    # Also behind a proxy or CDN that adds a Via header.",
    "    gzip_proxied any;",
    `    # Vary is added below, to .br answers too.`,
    "    gzip_vary off;",
    "",
    "    types {",
    ...TYPES.map(([type, extensions]) => `        ${type} ${extensions};`),
    "        # The .br copy of a page or of the 404 page; the locations of the",
    "        # other compressible files below give their .br copies their type.",
    `        ${html} br;`,
    "    }",
    "    default_type application/octet-stream;",
    "    charset utf-8;",
    `    charset_types ${CHARSET_TYPES.join(" ")};`,
    "",
    "    # The only add_header lines: a location with one of its own would drop",
    "    # all of these, so no location has any. `always` adds them to redirects",
    "    # and error pages too; an empty value adds nothing.",
    ...headerEntries.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
    `    add_header Cache-Control ${CACHE_CONTROL_VARIABLE} always;`,
    `    add_header Content-Encoding ${CONTENT_ENCODING_VARIABLE} always;`,
    `    add_header Vary ${VARY_VARIABLE} always;`,
    "",
    `    error_page 404 ${NOT_FOUND_VARIABLE};`,
    ...notFoundPages.flatMap(({ file }) => [
      `    location = ${quote(`/${file}`)} {`,
      "        internal;",
      `        ${tryFiles(`/${file}`)}`,
      "    }",
    ]),
    "",
    "    # Each page answers at its canonical path from its flat file. Exact",
    "    # locations are looked up before any regex location, so the canonical",
    "    # path always wins over the case-insensitive redirects below and a",
    "    # redirect cannot loop (a `map` would need a server-level `if` that",
    "    # runs before location matching, redirecting the canonical path too).",
    ...servedPages.map((page) => `    location = ${quote(page)} { ${tryFiles(`/${pageFile(page)}`)} }`),
    "",
    "    # An empty path segment names nothing; first of the regex locations.",
    '    location ~ "//" { return 404; }',
    "    # Nor is a file or folder whose name starts with a dot (the build refuses them),",
    "    # but for the well-known addresses at the top (RFC 8615: /.well-known/security.txt).",
    '    location ~ "^/\\.well-known/[^.][^/]*$" { }',
    '    location ~ "/\\." { return 404; }',
    "",
    "    # Any other casing of a page, a trailing slash, its .html file or its",
    "    # folder copy: a permanent redirect to the page, query string kept.",
    ...servedPages.map(
      (page) =>
        `    location ~* ${quotePattern(redirectPattern(page))} { return 301 ${quote(`${page}$is_args$args`)}; }`,
    ),
    "",
    "    # A page's route data: the router asks for /FAQ.data when a link says",
    "    # /FAQ, as it matches paths in any casing. The exact canonical file",
    "    # wins; any other casing is sent to it.",
    ...dataPages.map(
      (page) =>
        `    location = ${quote(`${page}.data`)} { types { ${typeOf(".data")} data br; } ${tryFiles(`${page}.data`)} }`,
    ),
    ...dataPages.map(
      (page) =>
        `    location ~* ${quotePattern(`^${escapeRegex(page)}\\.data$`)} { return 301 ${quote(`${page}.data`)}; }`,
    ),
    "",
    "    # The compressed copies are no addresses of their own, and the files",
    "    # that configure other hosts are not published.",
    '    location ~ "\\.(?:br|gz)$" { return 404; }',
    ...HOST_CONFIG_FILES.map((file) => `    location = /${file} { return 404; }`),
    "",
    "    # Compressible files, each type with its .br copy.",
    ...COMPRESSIBLE_EXTENSIONS.map(
      (extension) =>
        `    location ~ ${quotePattern(`${escapeRegex(extension)}$`)} { ` +
        `types { ${typeOf(extension)} ${extension.slice(1)} br; } ${tryFiles("$uri")} }`,
    ),
    "",
    "    # Every other file as it is, in its exact letter case. try_files $uri",
    "    # only accepts files: a folder (/images/) is unknown, so 404.",
    "    location / {",
    "        try_files $uri =404;",
    "    }",
    "}",
  );
  return lines.join("\n") + "\n";
}
