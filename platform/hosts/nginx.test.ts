// The nginx recipe, checked on a real nginx: a small build is served by
// platform/cli/start-nginx.mjs (the code path of `npm run start:nginx`) and asked
// over HTTP. nginx must be installed; without it the tests fail with the
// install command, they are never skipped.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { connect, createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { findNginx, INSTALL_HINT, startNginx } from "../cli/start-nginx.mjs";
import { cacheControl, CACHE_CONTROL, securityHeaders } from "./header-policy.mjs";
import { nginxSiteConfig } from "./nginx.mjs";
import { COMPRESSIBLE_EXTENSIONS, HOSTING_MANIFEST } from "../site-layout.mjs";
import { sendRaw } from "../serve/test-http";

const SCRIPT = join(import.meta.dirname, "..", "cli", "start-nginx.mjs");
const formOrigin = "https://api.web3forms.com";
const headers = securityHeaders({ formOrigin });
const pages = [
  "/",
  "/about",
  "/services",
  "/services/I-9-employment-verification",
  "/services/mobile-notary",
  "/rates.2025",
];

/** Files of the fixture build. Text files get .br and .gz copies that end differently, to tell which was sent. */
const FILES: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title><p>home page</p>",
  "about.html": "<!doctype html><title>About</title><p>about page</p>",
  "about.data": '[{"about":1}]',
  "_root.data": '[{"root":1}]',
  "services.html": "<!doctype html><title>Services</title><p>services page</p>",
  "services/index.html": "<!doctype html><title>Services</title><p>folder copy</p>",
  "services/I-9-employment-verification.html": "<!doctype html><title>I-9</title><p>i-9 page</p>",
  "services/mobile-notary.html": "<!doctype html><title>Mobile</title><p>mobile notary page</p>",
  "services/mobile-notary.data": '[{"mobile":1}]',
  "rates.2025.html": "<!doctype html><title>Rates</title><p>rates page</p>",
  "404.html": "<!doctype html><title>Not found</title><p>not found page</p>",
  "assets/entry-3f2a1b.js": "console.log('entry');",
  "assets/style-9c8d7e.css": "body{margin:0}",
  "robots.txt": "User-agent: *\nAllow: /\n",
  "sitemap.xml": '<?xml version="1.0"?><urlset/>',
  "blog/rss.xml": '<?xml version="1.0"?><rss/>',
  "site.webmanifest": '{"name":"Notary"}',
  "images/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  "images/photo.webp": "RIFF....WEBP",
  "images/photo.avif": "....ftypavif",
  "social-card.png": "\x89PNG....",
};
/** Pages written without compressed copies, to show nginx never compresses by itself. */
const UNCOMPRESSED = new Set(["services/mobile-notary.html"]);
const SECRET = "outside the site";

function writeBuild(buildDir: string) {
  const client = join(buildDir, "client");
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), content);
  };
  for (const [file, content] of Object.entries(FILES)) {
    write(file, content);
    if (COMPRESSIBLE_EXTENSIONS.includes(extname(file)) && !UNCOMPRESSED.has(file)) {
      write(`${file}.br`, brotliCompressSync(`${content}\nfrom .br`));
      write(`${file}.gz`, gzipSync(`${content}\nfrom .gz`));
    }
  }
  writeFileSync(join(buildDir, "secret.txt"), SECRET);
  // Netlify's and Cloudflare's configuration, never published.
  write("_headers", "/*\n  X-Frame-Options: DENY\n");
  write("_redirects", "/ABOUT /about 301\n");
  symlinkSync(join(buildDir, "secret.txt"), join(client, "linked.txt"));
  writeFileSync(join(buildDir, HOSTING_MANIFEST), JSON.stringify({ pages, formOrigin, headers }));
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function portIsClosed(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs the start script; resolves with its output and exit code once it exits. */
function runScript(env: Record<string, string>) {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.setEncoding("utf8").on("data", (text) => (output.stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text) => (output.stderr += text));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output, exited };
}

let buildDir: string;
let linkedBuild: string;

beforeAll(() => {
  buildDir = mkdtempSync(join(tmpdir(), "nginx-test-build-"));
  writeBuild(buildDir);
  // Reached through a symlink, as in deployments that switch a `current`
  // link between releases: symlinks above the root are allowed.
  linkedBuild = `${buildDir}-current`;
  symlinkSync(buildDir, linkedBuild);
});

afterAll(() => {
  for (const path of [linkedBuild, buildDir]) if (path) rmSync(path, { recursive: true, force: true });
});

let base: string;

function get(path: string, requestHeaders: Record<string, string> = {}) {
  return fetch(base + path, { redirect: "manual", headers: { "accept-encoding": "identity", ...requestHeaders } });
}

/** Headers nginx may send besides the policy's. */
const TRANSPORT_HEADERS = [
  "accept-ranges",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "location",
  "server",
  "vary",
];

function expectSiteHeaders(response: Response, cache: string) {
  for (const [name, value] of Object.entries(headers)) expect(response.headers.get(name), name).toBe(value);
  // One Cache-Control (fetch would join two with ", ") and no Expires.
  expect(response.headers.get("cache-control")).toBe(cache);
  const allowed = new Set([...Object.keys(headers).map((name) => name.toLowerCase()), "cache-control"]);
  for (const name of response.headers.keys()) {
    if (!TRANSPORT_HEADERS.includes(name)) expect(allowed, `unexpected header ${name}`).toContain(name);
  }
  expect(response.headers.get("server")).toBe("nginx");
}

describe("nginx serving the build", () => {
  let prefixParent: string;
  let port: number;
  let script: ReturnType<typeof runScript>;
  let nginxPid: number;
  let startupErrors: string;

  beforeAll(async () => {
    prefixParent = join(buildDir, "prefixes");
    mkdirSync(prefixParent);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    script = runScript({ PORT: String(port), BUILD_DIR: linkedBuild, TMPDIR: prefixParent });
    const ready = await Promise.race([
      new Promise<string>((resolve) => {
        script.child.stdout?.on("data", () => {
          if (script.output.stdout.includes("\n")) resolve(script.output.stdout);
        });
      }),
      script.exited.then((code) => {
        throw new Error(`start-nginx.mjs exited (${code}): ${script.output.stderr.trim()}`);
      }),
    ]);
    const match = /^Site ready at (\S+) \(nginx pid (\d+), serving (.+)\)$/m.exec(ready);
    expect(match, ready).not.toBeNull();
    expect(match?.[1]).toBe(base);
    expect(match?.[3]).toBe(join(linkedBuild, "client"));
    nginxPid = Number(match?.[2]);
    startupErrors = script.output.stderr;
  }, 20_000);

  afterAll(() => {
    if (script?.child.exitCode === null) script.child.kill("SIGTERM");
  });

  test("finds nginx (else: " + INSTALL_HINT + ")", () => {
    expect(findNginx(), INSTALL_HINT).not.toBeNull();
  });

  test("answers each canonical page with its flat file, without a redirect", async () => {
    const expected: Record<string, string> = {
      "/": "home page",
      "/about": "about page",
      "/services": "services page",
      "/services/I-9-employment-verification": "i-9 page",
      "/services/mobile-notary": "mobile notary page",
      "/rates.2025": "rates page",
    };
    for (const [path, text] of Object.entries(expected)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain(text);
      expectSiteHeaders(response, CACHE_CONTROL.revalidate);
    }
    // Revalidation: the same headers on "304 Not Modified".
    const etag = (await get("/about")).headers.get("etag") ?? "";
    const notModified = await get("/about", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expectSiteHeaders(notModified, CACHE_CONTROL.revalidate);
  });

  test("redirects every other address of a page to it, keeping the query string", async () => {
    const redirects: [string, string][] = [
      ["/ABOUT", "/about"],
      ["/About?x=1&y=%20two", "/about?x=1&y=%20two"],
      ["/about/", "/about"],
      ["/about.html", "/about"],
      ["/About.HTML?x=1", "/about?x=1"],
      ["/about/index.html", "/about"],
      ["/services/", "/services"],
      ["/services/index.html?q=1", "/services?q=1"],
      ["/SERVICES/Index.html", "/services"],
      ["/services.html", "/services"],
      ["/services/i-9-employment-verification", "/services/I-9-employment-verification"],
      ["/services/I-9-employment-verification/?a=b", "/services/I-9-employment-verification?a=b"],
      ["/services/I-9-employment-verification.html", "/services/I-9-employment-verification"],
      ["/Rates.2025", "/rates.2025"],
      ["/index.html", "/"],
      ["/INDEX.HTML?utm=x", "/?utm=x"],
    ];
    for (const [path, location] of redirects) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
      expectSiteHeaders(response, cacheControl(new URL(path, base).pathname));
      // The canonical address answers itself: no loop.
      expect((await get(location)).status, location).toBe(200);
    }
  });

  test("sends a page's route data asked for in another casing to the canonical data file", async () => {
    // The router asks for /ABOUT.data when a link says /ABOUT.
    for (const [path, canonical] of [
      ["/ABOUT.data", "/about.data"],
      ["/Services/Mobile-Notary.DATA", "/services/mobile-notary.data"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(canonical);
      expect((await get(canonical)).status, canonical).toBe(200);
    }
  });

  test("answers /404, /404.html, the other hosts' configuration files and every unknown path with the 404 page and status 404", async () => {
    const unknown = [
      "/404",
      "/404.html",
      "/nope",
      "/nope/",
      "/ratesX2025", // the "." of /rates.2025 is no regex wildcard
      "/about.htm",
      "/about/more",
      "/assets/missing.js",
      "/assets/",
      "/images/",
      "/images",
      "/Robots.txt", // files keep their exact letter case
      "/services/missing.data",
      "/linked.txt", // a symlink
      "/_headers",
      "/_redirects",
    ];
    for (const path of unknown) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const body = await response.text();
      expect(body, path).toContain("not found page");
      expect(body).not.toContain(SECRET);
      expectSiteHeaders(response, "no-cache");
    }
  });

  test("serves other files as they are, with the policy's Cache-Control and the right type", async () => {
    const files: [string, string][] = [
      ["/about.data", "text/x-script; charset=utf-8"],
      ["/_root.data", "text/x-script; charset=utf-8"],
      ["/services/mobile-notary.data", "text/x-script; charset=utf-8"],
      ["/assets/entry-3f2a1b.js", "text/javascript; charset=utf-8"],
      ["/assets/style-9c8d7e.css", "text/css; charset=utf-8"],
      ["/robots.txt", "text/plain; charset=utf-8"],
      ["/sitemap.xml", "application/xml; charset=utf-8"],
      ["/blog/rss.xml", "application/xml; charset=utf-8"],
      ["/site.webmanifest", "application/manifest+json; charset=utf-8"],
      ["/images/logo.svg", "image/svg+xml; charset=utf-8"],
      ["/images/photo.webp", "image/webp"],
      ["/images/photo.avif", "image/avif"],
      ["/social-card.png", "image/png"],
    ];
    for (const [path, type] of files) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe(type);
      expect(await response.text(), path).toBe(FILES[path.slice(1)]);
      expectSiteHeaders(response, cacheControl(path));
    }
    // The three kinds of the policy are all there.
    expect((await get("/assets/entry-3f2a1b.js")).headers.get("cache-control")).toBe(CACHE_CONTROL.immutable);
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe(CACHE_CONTROL.short);
    expect((await get("/about.data")).headers.get("cache-control")).toBe(CACHE_CONTROL.revalidate);
  });

  test("sends the build's .br or .gz file by Accept-Encoding, and never compresses itself", async () => {
    const client = join(buildDir, "client");
    const cases: [string, string, string, string | null][] = [
      // [path, Accept-Encoding, file, Content-Encoding]
      ["/about", "br", "about.html.br", "br"],
      ["/about", "gzip, deflate, br", "about.html.br", "br"],
      ["/about", "gzip", "about.html.gz", "gzip"],
      ["/about", "BR;q=0.5, gzip;q=0.4", "about.html.br", "br"],
      ["/about", "gzip;q=0", "about.html", null],
      ["/about", "br;q=0", "about.html", null],
      ["/about", "br;q=0.0, gzip", "about.html.gz", "gzip"],
      ["/about", "brotli, x-br", "about.html", null],
      ["/about", "identity", "about.html", null],
      ["/", "br", "index.html.br", "br"],
      ["/services/I-9-employment-verification", "br", "services/I-9-employment-verification.html.br", "br"],
      ["/assets/entry-3f2a1b.js", "br", "assets/entry-3f2a1b.js.br", "br"],
      ["/assets/entry-3f2a1b.js", "gzip", "assets/entry-3f2a1b.js.gz", "gzip"],
      ["/assets/style-9c8d7e.css", "br", "assets/style-9c8d7e.css.br", "br"],
      ["/about.data", "br", "about.data.br", "br"],
      ["/site.webmanifest", "br", "site.webmanifest.br", "br"],
      ["/images/logo.svg", "br", "images/logo.svg.br", "br"],
      ["/sitemap.xml", "gzip", "sitemap.xml.gz", "gzip"],
      ["/nope", "br", "404.html.br", "br"],
      ["/nope", "gzip", "404.html.gz", "gzip"],
      ["/services/mobile-notary", "gzip, br", "services/mobile-notary.html", null],
      // The client's q-values decide before the server's preference; "*" names any encoding.
      ["/about", "br;q=0.5, gzip;q=1", "about.html.gz", "gzip"],
      ["/about", "gzip;q=0.81, br;q=0.8", "about.html.gz", "gzip"],
      ["/about", "gzip;q=0.8, br;q=0.8", "about.html.br", "br"],
      ["/about", "gzip;q=0.799, br;q=0.8", "about.html.br", "br"],
      ["/about", "*", "about.html.br", "br"],
      ["/about", "gzip;q=0.5, *", "about.html.br", "br"],
      ["/about", "br;q=0, *", "about.html", null],
      ["/about", "*;q=0", "about.html", null],
    ];
    for (const [path, acceptEncoding, file, encoding] of cases) {
      const label = `${path} with ${acceptEncoding}`;
      const response = await get(path, { "accept-encoding": acceptEncoding });
      expect(response.status, label).toBe(path === "/nope" ? 404 : 200);
      expect(response.headers.get("content-encoding"), label).toBe(encoding);
      // The type of the original file, whichever copy was sent.
      const original = (await get(path)).headers.get("content-type");
      expect(response.headers.get("content-type"), label).toBe(original);
      expect(response.headers.get("content-length"), label).toBe(String(statSync(join(client, file)).size));
      // fetch decodes the body; the copies end with the name of their format.
      const body = await response.text();
      if (encoding) expect(body.endsWith(`from .${file.split(".").pop()}`), label).toBe(true);
      else expect(body, label).toBe(FILES[file]);
      if (file !== "services/mobile-notary.html") expect(response.headers.get("vary"), label).toBe("Accept-Encoding");
    }
  });

  test("answers a path with an empty segment with 404, in origin and absolute form, never the page", async () => {
    for (const path of ["//about", "/services//mobile-notary", "//", "/about//"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("not found page");
    }
    for (const target of ["//about", "http://evil.example//about", "HTTP://evil.example//about"]) {
      const answer = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(404);
      expect(answer.text, target).not.toContain("about page");
    }
  });

  test("refuses a request target in absolute form that is not http(s) with 400", async () => {
    for (const target of ["ftp://evil.example/about", "gopher://x/about", "file:///etc/passwd"]) {
      const answer = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(400);
      expect(answer.text, target).not.toContain("about page");
    }
    const http = await sendRaw(port, `GET http://x/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(http.status).toBe(200);
  });

  test("does not answer the compressed copies' own addresses", async () => {
    for (const path of ["/about.html.br", "/about.html.gz", "/assets/entry-3f2a1b.js.br", "/404.html.br"]) {
      const response = await get(path, { "accept-encoding": "gzip, br" });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("not found page");
    }
  });

  test("nginx found nothing to warn about in the generated configuration", () => {
    expect(startupErrors).toBe("");
  });

  test("stops on SIGTERM: exit code 0, nginx gone, port closed, temporary prefix removed", async () => {
    expect(isRunning(nginxPid)).toBe(true);
    expect(readdirSync(prefixParent)).toHaveLength(1);
    script.child.kill("SIGTERM");
    expect(await script.exited).toBe(0);
    expect(isRunning(nginxPid)).toBe(false);
    expect(await portIsClosed(port)).toBe(true);
    expect(readdirSync(prefixParent)).toEqual([]);
  });
});

describe("start-nginx.mjs", () => {
  test("without nginx, fails with one line naming the packages to install", async () => {
    const run = runScript({ PORT: "1", BUILD_DIR: buildDir, NGINX_BIN: "/nonexistent/nginx" });
    expect(await run.exited).toBe(1);
    expect(run.output.stderr).toBe(`${INSTALL_HINT}\n`);
    expect(INSTALL_HINT).toContain("apt-get install nginx");
  });

  test("without a build, says to run the build first", async () => {
    const run = runScript({ PORT: "1", BUILD_DIR: join(buildDir, "nothing-here") });
    expect(await run.exited).toBe(1);
    expect(run.output.stderr).toMatch(/run `npm run build` first/);
  });

  test("shows nginx's own words when it refuses the configuration, and cleans up", async () => {
    const tempDir = mkdtempSync(join(buildDir, "refused-"));
    const refused = startNginx({
      root: join(buildDir, "client"),
      pages,
      headers,
      port: 99999,
      tempDir,
      onStderr: () => {},
    });
    await expect(refused).rejects.toThrow(/nginx refused the configuration:\n.*invalid port in "127\.0\.0\.1:99999"/);
    expect(readdirSync(tempDir)).toEqual([]);
  });
});

describe("nginxSiteConfig", () => {
  const root = "/srv/notary";

  test("says it is generated and how to install it", () => {
    const config = nginxSiteConfig({ pages, headers, root });
    expect(config).toMatch(/^# .*GENERATED by the build/m);
    expect(config).toContain("apt-get install nginx\n");
    expect(config).toContain("/etc/nginx/conf.d/");
    expect(config).toContain("    listen 80;\n    server_name _;\n");
  });

  test("adds headers only at server level, where every location inherits them", () => {
    const config = nginxSiteConfig({ pages, headers, root });
    const addHeaders = config.split("\n").filter((line) => /^\s*add_header /.test(line));
    expect(addHeaders.every((line) => line.startsWith("    add_header ") && line.endsWith(" always;"))).toBe(true);
    // The policy's, then Cache-Control, Content-Encoding (of .br copies) and Vary.
    expect(addHeaders).toHaveLength(Object.keys(headers).length + 3);
    expect(config).not.toMatch(/\bexpires\b/);
  });

  test("escapes regex characters of page paths and skips /404", () => {
    const config = nginxSiteConfig({ pages: ["/", "/a.b+(c)", "/404"], headers, root });
    expect(config).toContain('location = "/a.b+(c)" { try_files "/a.b+(c).html$flat_site_br" "/a.b+(c).html" =404; }');
    expect(config).toContain(
      'location ~* "^(?:/a\\.b\\+\\(c\\)|/a\\.b\\+\\(c\\)/|/a\\.b\\+\\(c\\)\\.html|/a\\.b\\+\\(c\\)/index\\.html)$"',
    );
    expect(config).not.toContain('location = "/404"');
  });

  test("refuses input it cannot express safely", () => {
    const ok = { pages, headers, root };
    expect(() => nginxSiteConfig({ ...ok, pages: ["/about", "/About"] })).toThrow(/differ only in letter case/);
    expect(() => nginxSiteConfig({ ...ok, pages: ["/about/"] })).toThrow(/not a canonical page path/);
    expect(() => nginxSiteConfig({ ...ok, pages: ["/a b"] })).toThrow(/not a canonical page path/);
    expect(() => nginxSiteConfig({ ...ok, pages: ["/$x"] })).toThrow(/not a canonical page path/);
    expect(() => nginxSiteConfig({ ...ok, pages: ["/a/../b"] })).toThrow(/not a canonical page path/);
    expect(() => nginxSiteConfig({ ...ok, headers: { ...headers, "X-A": "a$b" } })).toThrow(/without "\$"/);
    expect(() => nginxSiteConfig({ ...ok, headers: { "Cache-Control": "no-store" } })).toThrow(/sets Cache-Control/);
    expect(() => nginxSiteConfig({ ...ok, root: "build/client" })).toThrow(/absolute path/);
    expect(() => nginxSiteConfig({ ...ok, listen: "80; evil" })).toThrow(/bad listen/);
  });
});
