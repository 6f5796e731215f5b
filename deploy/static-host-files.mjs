// The `_headers` and `_redirects` files that Netlify, Cloudflare Pages and
// Cloudflare Workers static assets read from the published folder
// (build/client). Both hosts share one syntax, so one text serves all three.
// The header values come from deploy/header-policy.mjs; nothing here decides
// a policy of its own.

import { cacheControl } from "./header-policy.mjs";

/**
 * Extensions of the files that are neither pages nor fingerprinted assets:
 * pictures, icons, fonts, robots.txt, the sitemap, the web manifest, and the
 * precompressed .br/.gz siblings the build writes beside text files. Each gets
 * one rule, whatever the number of pages, so the file stays far below
 * Cloudflare's limit of 100 header rules (MAX_HEADER_RULES in workers-sdk
 * packages/workers-shared/utils/configuration/constants.ts).
 */
export const OTHER_FILE_EXTENSIONS = [
  "css",
  "js",
  "json",
  "xml",
  "txt",
  "webmanifest",
  "svg",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "avif",
  "ico",
  "woff2",
  "woff",
  "pdf",
  "br",
  "gz",
];

/** Cloudflare's limits (workers-shared utils/configuration/constants.ts). */
export const CLOUDFLARE_LIMITS = { headerRules: 100, staticRedirects: 2000, lineLength: 2000 };

/**
 * One header rule: the URL pattern, and the headers it sets. `detach` lists
 * headers an earlier matching rule set that this rule removes first.
 * @typedef {{ path: string, detach: string[], values: Record<string, string> }} HeaderRule
 */

/**
 * The header rules, in the order they must appear.
 * @param {{ headers: Record<string, string> }} options
 * @returns {HeaderRule[]}
 */
export function headerRules({ headers }) {
  if (Object.keys(headers).some((name) => name.toLowerCase() === "cache-control")) {
    throw new Error("The security headers must not carry Cache-Control: headerRules sets it per URL");
  }
  const rules = [
    // Every response, found or not: the security headers, and the pages'
    // policy, since a page URL ("/about", "/") has no extension a rule could
    // name. Unknown paths (the 404 page) revalidate too.
    { path: "/*", detach: [], values: { ...headers, "Cache-Control": cacheControl("/") } },
    ...OTHER_FILE_EXTENSIONS.map((extension) => ({
      path: `/*.${extension}`,
      detach: ["Cache-Control"],
      values: { "Cache-Control": cacheControl(`/file.${extension}`) },
    })),
    // Last, so that it wins over the extension rules for /assets/app.js.br.
    { path: "/assets/*", detach: ["Cache-Control"], values: { "Cache-Control": cacheControl("/assets/file") } },
  ];
  return rules;
}

/**
 * The text of `_headers`.
 *
 * Every URL must end with exactly one Cache-Control value, but the hosts join
 * rather than replace a header that several matching rules set:
 * - Cloudflare (Workers static assets and Pages) applies every matching rule
 *   in file order; a header set by an earlier rule is appended to, giving
 *   "no-cache, public, max-age=31536000, immutable". A line `! Name` removes
 *   the header set by the rules above it, so each later rule detaches
 *   Cache-Control before setting its own. Source: workers-sdk
 *   packages/workers-shared/asset-worker/src/utils/headers.ts
 *   (attachCustomHeaders: `unset` deletes, a second `set` appends) and
 *   packages/pages-shared/asset-server/handler.ts (same loop);
 *   docs: developers.cloudflare.com/workers/static-assets/headers/ ("If a
 *   header is applied twice in the _headers file, the values are joined with
 *   a comma separator", "! Header" detaches). The detach only removes what
 *   rules ABOVE it set, hence the broad rule comes first.
 * - Netlify's parser (@netlify/headers-parser, lib/line_parser.js) drops a
 *   line that has no colon and does not start with "/", so `! Cache-Control`
 *   is ignored there without an error. Netlify's own local server applies
 *   the matching rules in order and lets the later one win for a header
 *   (netlify/cli src/utils/headers.ts, headersForPath: Object.assign), so
 *   the same order gives one value there too. Netlify's docs do not say how
 *   its CDN combines two matching rules; check a deploy with curl.
 * @param {{ headers: Record<string, string> }} options the security headers (hosting.json "headers")
 * @returns {string}
 */
export function headersFile({ headers }) {
  const rules = headerRules({ headers });
  if (rules.length > CLOUDFLARE_LIMITS.headerRules) {
    throw new Error(`${rules.length} header rules: Cloudflare reads at most ${CLOUDFLARE_LIMITS.headerRules}`);
  }
  const blocks = rules.map(({ path, detach, values }) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  const text = `# Written by the build from deploy/header-policy.mjs: do not edit.\n\n${blocks.join("\n\n")}\n`;
  const longLine = text.split("\n").find((line) => line.length > CLOUDFLARE_LIMITS.lineLength);
  if (longLine) throw new Error(`A _headers line is longer than Cloudflare reads: ${longLine.slice(0, 60)}…`);
  return text;
}

/** The path as a browser sends it: percent-encoded the way the URL standard encodes a path. */
function encodePath(path) {
  return new URL(path, "https://example.invalid").pathname;
}

function decodePath(path) {
  return decodeURIComponent(path);
}

const capitalise = (segment) => segment.charAt(0).toUpperCase() + segment.slice(1).toLowerCase();

/** The casings a person is likely to type for a page: lower case, UPPER CASE, and /Each/Segment-capitalised. */
export function commonCasings(path) {
  return [path.toLowerCase(), path.toUpperCase(), path.split("/").map(capitalise).join("/")];
}

/**
 * The redirect rules: for each page, its other common casings, answered with a
 * 301 to the page. Neither host matches `_redirects` paths case-insensitively
 * (Netlify docs, routing/redirects: "Paths are case-sensitive"; Cloudflare
 * looks a static rule up by the exact pathname, workers-sdk
 * asset-worker/src/utils/rules-engine.ts staticRedirectsMatcher, and builds
 * dynamic rules as RegExps without the "i" flag), and a rule per casing is the
 * only static way to cover them: any other casing still answers 404.
 *
 * No rule starts at a page (no loop), a casing two pages share goes nowhere
 * (ambiguous), and /404 is never a source.
 * @param {{ pages: string[] }} options canonical page paths (hosting.json "pages")
 * @returns {{ from: string, to: string, status: 301 }[]}
 */
export function redirectRules({ pages }) {
  const canonical = new Set(pages.map((page) => decodePath(page)));
  /** @type {Map<string, Set<string>>} casing -> the pages it could mean */
  const targets = new Map();
  for (const page of canonical) {
    if (!page.startsWith("/")) throw new Error(`A page path must start with "/": ${page}`);
    // In _redirects "*" is a splat and ":name" a placeholder, which would make a dynamic rule.
    if (/[*:\s]/.test(page)) throw new Error(`A page path cannot go into _redirects as it is: ${page}`);
    for (const casing of commonCasings(page)) {
      if (canonical.has(casing) || casing === "/404") continue;
      if (!targets.has(casing)) targets.set(casing, new Set());
      targets.get(casing).add(page);
    }
  }
  const rules = [];
  for (const [casing, pagesMeant] of targets) {
    if (pagesMeant.size !== 1) continue;
    const [page] = pagesMeant;
    rules.push({ from: encodePath(casing), to: encodePath(page), status: 301 });
  }
  return rules;
}

/**
 * The text of `_redirects`: static rules only, so that Cloudflare counts them
 * against its 2,000 static rules rather than its 100 dynamic ones.
 * @param {{ pages: string[] }} options canonical page paths (hosting.json "pages")
 * @returns {string}
 */
export function redirectsFile({ pages }) {
  const rules = redirectRules({ pages });
  if (rules.length > CLOUDFLARE_LIMITS.staticRedirects) {
    throw new Error(`${rules.length} redirects: Cloudflare reads at most ${CLOUDFLARE_LIMITS.staticRedirects}`);
  }
  const lines = rules.map(({ from, to, status }) => `${from} ${to} ${status}`);
  return `# Written by the build from the page list: other casings of a page lead to it.\n${lines.join("\n")}\n`;
}
