import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { localConfig, parseJsonc, problemsBeforeServing } from "../../platform/cli/start-cloudflare.mjs";
import { CACHE_CONTROL, cacheControl, securityHeaders } from "../../platform/hosts/header-policy.mjs";
import { notFoundPage } from "../../platform/site-layout.mjs";
import { NOT_FOUND_PATHS } from "../../app/lib/special-paths";
import {
  CLOUDFLARE_LIMITS,
  commonCasings,
  headerRules,
  headersFile,
  HOST_DEFAULT_CACHE_CONTROL,
  redirectRules,
  redirectsFile,
  shortCachePatterns,
} from "../../platform/hosts/static-host-files.mjs";

const root = join(import.meta.dirname, "..", "..");
const headers = securityHeaders({ formOrigin: "https://api.web3forms.com" });

/** The shape of the site: flat pages, parents with pages below them, a mixed-case service page. */
const PAGES = [
  "/",
  "/about",
  "/services",
  "/services/I-9-employment-verification",
  "/services/apostille",
  "/services/Power-of-Attorney",
  "/blog",
  "/blog/what-a-notary-can-and-cannot-do",
  "/locations",
  "/locations/reading",
  "/locations/West-Reading",
  "/contact",
  "/espanol",
  "/espanol/servicios",
  "/privacy",
  "/terms",
  "/404",
];

/** Files that are neither pages, route data nor assets, as the build finds them. */
const OTHER_FILES = [
  "/images/notary-stamp.webp",
  "/images/icons.svg",
  "/social-card.png",
  "/social-card-es.png",
  "/favicon.ico",
  "/robots.txt",
  "/sitemap.xml",
  "/site.webmanifest",
  "/blog/rss.xml",
];

/** URL paths a browser asks for, with what each one is. */
const URLS = [
  "/",
  "/about",
  "/services",
  "/services/I-9-employment-verification",
  "/about.html",
  "/services/index.html",
  "/about.data",
  "/_root.data",
  "/services/I-9-employment-verification.data",
  "/404",
  "/404.html",
  "/no-such-page",
  "/assets/entry.client-BdT3k9aQ.js",
  "/assets/root-C1x2y3.css",
  "/assets/entry.client-BdT3k9aQ.js.br",
  "/assets/manifest-5c1a.json",
  ...OTHER_FILES,
];

const scratch = mkdtempSync(join(tmpdir(), "static-host-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeScratch(name: string, text: string) {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
}

/**
 * What Cloudflare sends for a URL path, following workers-sdk: the parser
 * (workers-shared/utils/configuration/parseHeaders.ts: a line "! Name" unsets,
 * a repeated name within a rule is joined with ", ") and the asset worker
 * (asset-worker/src/utils/headers.ts attachCustomHeaders and
 * rules-engine.ts generateRuleRegExp: every matching rule in file order, "*"
 * matches anything, case-sensitive; the first set of a name replaces the
 * default, a later set appends).
 */
function cloudflareHeaders(text: string, path: string) {
  const rules: { pattern: RegExp; unset: string[]; set: [string, string][] }[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      const source = line
        .split("*")
        .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&"))
        .join(".*");
      rules.push({ pattern: new RegExp(`^${source}$`), unset: [], set: [] });
    } else if (line.startsWith("! ")) {
      rules.at(-1)?.unset.push(line.slice(2));
    } else {
      const [name = "", ...value] = line.split(":");
      rules.at(-1)?.set.push([name.trim(), value.join(":").trim()]);
    }
  }
  // The asset worker's own default, before _headers applies.
  const response = new Headers({ "Cache-Control": "public, max-age=0, must-revalidate" });
  const setByHeadersFile = new Set<string>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
    for (const name of rule.unset) response.delete(name);
    for (const [name, value] of rule.set) {
      if (setByHeadersFile.has(name.toLowerCase())) response.append(name, value);
      else response.set(name, value);
      setByHeadersFile.add(name.toLowerCase());
    }
  }
  return response;
}

async function parseWithNetlify(text: string) {
  return parseAllHeaders({ headersFiles: [writeScratch("_headers", text)], configHeaders: [], minimal: false });
}

const shortCache = shortCachePatterns({ files: OTHER_FILES, pages: PAGES });

/** What a URL must get: the policy's value where a rule names it, else the hosts' revalidating default. */
function expectedCacheControl(path: string) {
  const policy = cacheControl(path);
  return policy === CACHE_CONTROL.revalidate ? HOST_DEFAULT_CACHE_CONTROL : policy;
}

describe("_headers", () => {
  const text = headersFile({ headers, shortCache });

  test("names a folder with no pages as one pattern, and other files exactly, never by extension", () => {
    expect(shortCache).toEqual([
      "/blog/rss.xml",
      "/favicon.ico",
      "/images/*",
      "/robots.txt",
      "/site.webmanifest",
      "/sitemap.xml",
      "/social-card-es.png",
      "/social-card.png",
    ]);
  });

  test("parses with Netlify's parser without errors, one rule per block", async () => {
    const { headers: parsed, errors } = await parseWithNetlify(text);
    expect(errors).toEqual([]);
    expect(parsed.map((rule) => ({ for: rule.for, values: rule.values }))).toEqual(
      headerRules({ headers, shortCache }).map(({ path, values }) => ({ for: path, values })),
    );
  });

  test("sends every security header from the catch-all, and nothing but Cache-Control from the others", async () => {
    const { headers: parsed } = await parseWithNetlify(text);
    const [catchAll, ...others] = parsed;
    expect(catchAll?.for).toBe("/*");
    expect(catchAll?.values).toEqual(headers);
    for (const rule of others) expect(Object.keys(rule.values)).toEqual(["Cache-Control"]);
  });

  test.each(URLS)("on Netlify, %s gets the policy's headers from at most one Cache-Control rule", async (path) => {
    // netlify/cli src/utils/headers.ts headersForPath: the rules whose forRegExp matches.
    const { headers: parsed } = await parseWithNetlify(text);
    const matching = parsed.filter((rule) => "forRegExp" in rule && rule.forRegExp.test(path));
    expect(matching.filter((rule) => "Cache-Control" in rule.values).length).toBeLessThanOrEqual(1);
    const sent = Object.assign({ "Cache-Control": HOST_DEFAULT_CACHE_CONTROL }, ...matching.map((rule) => rule.values));
    expect(sent).toEqual({ ...headers, "Cache-Control": expectedCacheControl(path) });
  });

  test.each(URLS)("on Cloudflare, %s gets exactly one Cache-Control, the policy's", (path) => {
    const sent = cloudflareHeaders(text, path);
    expect(sent.get("Cache-Control")).toBe(expectedCacheControl(path));
    for (const [name, value] of Object.entries(headers)) expect(sent.get(name)).toBe(value);
  });

  test("stays far below Cloudflare's 100 rules and 2,000-character lines", () => {
    expect(headerRules({ headers, shortCache }).length).toBeLessThan(CLOUDFLARE_LIMITS.headerRules);
    for (const line of text.split("\n")) expect(line.length).toBeLessThan(CLOUDFLARE_LIMITS.lineLength);
    const tooMany = Array.from({ length: 120 }, (_, index) => `/file-${index}.txt`);
    expect(() => headersFile({ headers, shortCache: tooMany })).toThrow(/100/);
  });

  test("refuses security headers that carry their own Cache-Control", () => {
    expect(() => headersFile({ headers: { ...headers, "cache-control": "no-store" }, shortCache })).toThrow(
      /Cache-Control/,
    );
  });
});

async function parseRedirectsWithNetlify(text: string) {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [writeScratch("_redirects", text)],
    configRedirects: [],
    minimal: false,
  });
  return { redirects: redirects as { from: string; to: string; status: number; force: boolean }[], errors };
}

/** 200 pages shaped like the site's, many of them mixed-case, the worst case for the rule count. */
const MANY_PAGES = [
  "/",
  ...Array.from({ length: 100 }, (_, index) => `/locations/Town-Number-${index}`),
  ...Array.from({ length: 99 }, (_, index) => `/blog/post-${index}-about-Notaries`),
];

describe("_redirects", () => {
  test("parses with Netlify's parser: every rule a 301 from another casing to a page", async () => {
    const { redirects, errors } = await parseRedirectsWithNetlify(redirectsFile({ pages: PAGES }));
    expect(errors).toEqual([]);
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to, status, force } of redirects) {
      expect(status).toBe(301);
      expect(force).toBe(false);
      expect(PAGES).toContain(to);
      expect(PAGES).not.toContain(from);
      expect(from.toLowerCase()).toBe(to.toLowerCase());
    }
  });

  test("covers lower case, UPPER CASE and Capitalised segments of every page, once each", async () => {
    const { redirects } = await parseRedirectsWithNetlify(redirectsFile({ pages: PAGES }));
    const expected = new Map<string, string>();
    for (const page of PAGES) {
      for (const casing of commonCasings(page)) {
        if (!PAGES.includes(casing) && casing !== "/404") expected.set(casing, page);
      }
    }
    expect(new Map(redirects.map(({ from, to }) => [from, to]))).toEqual(expected);
    expect(new Set(redirects.map(({ from }) => from)).size).toBe(redirects.length);
    expect(expected.get("/services/i-9-employment-verification")).toBe("/services/I-9-employment-verification");
    expect(expected.get("/SERVICES/I-9-EMPLOYMENT-VERIFICATION")).toBe("/services/I-9-employment-verification");
    expect(expected.get("/Services/I-9-employment-verification")).toBe("/services/I-9-employment-verification");
    expect(expected.get("/ABOUT")).toBe("/about");
    expect(expected.get("/About")).toBe("/about");
  });

  test("never starts at a page, never chains, never touches /404", () => {
    const rules = redirectRules({ pages: PAGES });
    const sources = new Set(rules.map(({ from }) => from));
    for (const { from, to } of rules) {
      expect(PAGES).not.toContain(from);
      expect(sources.has(to)).toBe(false);
      expect(from).not.toMatch(/^\/404/);
      expect(to).not.toMatch(/^\/404/);
    }
  });

  test("is static: no splat or placeholder, so Cloudflare counts it among its 2,000 static rules", async () => {
    const { redirects } = await parseRedirectsWithNetlify(redirectsFile({ pages: MANY_PAGES }));
    for (const { from } of redirects) expect(from).not.toMatch(/[*]|\/:/);
    expect(redirects.length).toBeLessThanOrEqual(3 * MANY_PAGES.length);
    expect(redirects.length).toBeLessThan(CLOUDFLARE_LIMITS.staticRedirects);
  });

  test("leaves out a casing two pages share rather than pick one", () => {
    // Both lower to /foo-bar and upper to /FOO-BAR; both capitalise to /Foo-bar, a page.
    expect(redirectRules({ pages: ["/Foo-bar", "/foo-Bar"] })).toEqual([]);
    expect(redirectRules({ pages: ["/Foo-bar", "/foo-Bar", "/baz"] }).map(({ from }) => from)).toEqual([
      "/BAZ",
      "/Baz",
    ]);
  });

  test("writes paths percent-encoded, as the request's path arrives", async () => {
    const { redirects, errors } = await parseRedirectsWithNetlify(redirectsFile({ pages: ["/espanol/Años"] }));
    expect(errors).toEqual([]);
    expect(redirects).toContainEqual(
      expect.objectContaining({ from: "/espanol/a%C3%B1os", to: "/espanol/A%C3%B1os", status: 301 }),
    );
  });

  test("refuses page paths that _redirects would read as patterns, and too many rules", () => {
    expect(() => redirectsFile({ pages: ["/blog/*"] })).toThrow();
    expect(() => redirectsFile({ pages: ["/blog/:slug"] })).toThrow();
    const tooMany = Array.from({ length: 700 }, (_, index) => `/Page-Number-${index}`);
    expect(() => redirectsFile({ pages: tooMany })).toThrow(/2000/);
  });
});

describe("host configuration", () => {
  test("netlify.toml builds with build:host, publishes build/client, and leaves headers and redirects to the files", async () => {
    const netlifyConfigPath = join(root, "netlify.toml");
    const fromHeaders = await parseAllHeaders({
      headersFiles: [],
      netlifyConfigPath,
      configHeaders: [],
      minimal: false,
    });
    const fromRedirects = await parseAllRedirects({
      redirectsFiles: [],
      netlifyConfigPath,
      configRedirects: [],
      minimal: false,
    });
    expect(fromHeaders).toEqual({ headers: [], errors: [] });
    // Each not-found page below the root answers its folder with status 404.
    const folderNotFoundPages = Object.values(NOT_FOUND_PATHS)
      .map(notFoundPage)
      .filter(({ scope }) => scope !== "/");
    expect(folderNotFoundPages.length).toBeGreaterThan(0);
    expect(fromRedirects.errors).toEqual([]);
    expect(
      (fromRedirects.redirects as { from: string; to: string; status: number; force: boolean }[]).map(
        ({ from, to, status, force }) => ({ from, to, status, force }),
      ),
    ).toEqual([
      ...folderNotFoundPages.map(({ scope, file }) => ({
        from: `${scope}*`,
        to: `/${file}`,
        status: 404,
        force: false,
      })),
      // The not-found pages' own addresses answer 404; a folder's copy of a page redirects to it.
      ...Object.values(NOT_FOUND_PATHS).map((path) => ({ from: path, to: `${path}.html`, status: 404, force: true })),
      { from: "/*/index.html", to: "/:splat", status: 301, force: true },
    ]);
    const toml = readFileSync(netlifyConfigPath, "utf8");
    expect(toml).toMatch(/^\s*command = "npm run build:host"$/m);
    expect(toml).toMatch(/^\s*publish = "build\/client"$/m);
    expect(toml).toMatch(/^\s*NODE_VERSION = "20"$/m);
  });

  test("wrangler.jsonc serves build/client as static assets with the 404 page, and builds with build:host", () => {
    const config = parseJsonc(readFileSync(join(root, "wrangler.jsonc"), "utf8"));
    expect(config).toMatchObject({
      assets: { directory: "./build/client", not_found_handling: "404-page", html_handling: "drop-trailing-slash" },
      build: { command: "npm run build:host" },
    });
    expect(config.main).toBeUndefined();
    expect(config.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // `npm run start:cloudflare` serves the existing build: no build command, assets found from build/.
    const local = localConfig(config, root, join(root, "build"));
    expect(local.build).toBeUndefined();
    expect(local.assets.directory).toBe("client");
  });

  test("`npm run start:cloudflare` refuses an incomplete build, and links or dotfiles put into one after it", () => {
    const project = mkdtempSync(join(tmpdir(), "cloudflare-start-"));
    const buildDir = join(project, "build");
    const assetsDir = join(buildDir, "client");
    const problems = () => problemsBeforeServing({ projectRoot: project, buildDir, assetsDir });
    try {
      expect(problems()).toEqual([expect.stringMatching(/^No site in build\/client/)]);
      mkdirSync(assetsDir, { recursive: true });
      writeFileSync(join(assetsDir, "index.html"), "<!doctype html>");
      expect(problems()).toEqual([expect.stringMatching(/incomplete .* hosting\.json/)]);
      writeFileSync(join(buildDir, "hosting.json"), "{}");
      expect(problems()).toEqual([]);
      symlinkSync("/etc/passwd", join(assetsDir, "p.txt"));
      writeFileSync(join(assetsDir, ".env"), "SECRET=1");
      expect(problems()).toEqual([
        expect.stringMatching(/^build\/client\/p\.txt is a symbolic link/),
        expect.stringMatching(/^build\/client\/\.env starts with a dot/),
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  test("a broken wrangler.jsonc is refused with the parser's reason", () => {
    expect(() => parseJsonc('{ "name": "site", ')).toThrow(/not valid JSONC/);
  });
});
