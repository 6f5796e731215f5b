// The `_headers` and `_redirects` files that Netlify, Cloudflare Pages and
// Cloudflare Workers static assets read from the published folder
// (build/client). Both hosts share one syntax, so one text serves all three.
// The header values come from platform/hosts/header-policy.mjs; nothing here decides
// a policy of its own.

import { CACHE_CONTROL } from "./header-policy.mjs";

/** Cloudflare's limits (workers-shared utils/configuration/constants.ts). */
export const CLOUDFLARE_LIMITS = { headerRules: 100, staticRedirects: 2000, lineLength: 2000 };

/**
 * What both hosts send for a file no `_headers` rule gives a Cache-Control:
 * Netlify's default for every response, and Cloudflare's asset worker's
 * default (workers-shared asset-worker/src/handler.ts). It means the same as
 * the policy's `no-cache`: keep a copy, ask before using it.
 */
export const HOST_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * One header rule: the URL pattern, and the headers it sets.
 * @typedef {{ path: string, values: Record<string, string> }} HeaderRule
 */

/**
 * The URL patterns of the files that are neither pages, route data nor
 * fingerprinted assets (pictures, robots.txt, the sitemap, the feed): a
 * folder that holds no page is one pattern (/images/*), any other file is
 * named exactly. Patterns by extension (/*.svg) are avoided on purpose: they
 * would also match /assets/x.svg.
 * @param {{ files: readonly string[], pages: readonly string[] }} options URL paths of those files, and the pages
 */
export function shortCachePatterns({ files, pages }) {
  const folderHasPages = (folder) => pages.some((page) => page.startsWith(`/${folder}/`) || page === `/${folder}`);
  const patterns = new Set();
  for (const file of files) {
    const [folder, ...rest] = file.slice(1).split("/");
    patterns.add(rest.length > 0 && !folderHasPages(folder) ? `/${folder}/*` : file);
  }
  return [...patterns].sort();
}

/**
 * The header rules. No two rules that can match one URL both set
 * Cache-Control, because the hosts do not agree on what happens then:
 * Cloudflare joins the values with a comma (developers.cloudflare.com,
 * workers/static-assets/headers: "If a header is applied twice in the
 * _headers file, the values are joined with a comma separator"), and
 * Netlify's documentation does not say. So the catch-all carries only the
 * security headers, and pages and route data (whose URLs no narrower
 * pattern can name) get the hosts' own revalidating default.
 * @param {{ headers: Record<string, string>, shortCache: readonly string[] }} options
 *   the security headers (hosting.json "headers"), and the patterns of shortCachePatterns
 * @returns {HeaderRule[]}
 */
export function headerRules({ headers, shortCache }) {
  if (Object.keys(headers).some((name) => name.toLowerCase() === "cache-control")) {
    throw new Error("The security headers must not carry Cache-Control: headerRules sets it per URL");
  }
  return [
    { path: "/*", values: { ...headers } },
    { path: "/assets/*", values: { "Cache-Control": CACHE_CONTROL.immutable } },
    ...shortCache.map((path) => ({ path, values: { "Cache-Control": CACHE_CONTROL.short } })),
  ];
}

/**
 * The text of `_headers`.
 * @param {{ headers: Record<string, string>, shortCache: readonly string[] }} options see headerRules
 * @returns {string}
 */
export function headersFile(options) {
  const rules = headerRules(options);
  if (rules.length > CLOUDFLARE_LIMITS.headerRules) {
    throw new Error(`${rules.length} header rules: Cloudflare reads at most ${CLOUDFLARE_LIMITS.headerRules}`);
  }
  const blocks = rules.map(({ path, values }) =>
    [path, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  const text = `# Written by the build from platform/hosts/header-policy.mjs: do not edit.\n\n${blocks.join("\n\n")}\n`;
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
