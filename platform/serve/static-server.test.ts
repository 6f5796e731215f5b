import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSite, HEADERS, type Site } from "./site-fixture";
import { createStaticServer } from "./static-server.mjs";
import { listen, send } from "./test-http";

let site: Site;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  site = createSite();
  ({ origin, close } = await listen(createStaticServer({ root: site.root })));
});

afterAll(async () => {
  await close();
  site.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => send(origin, path, { headers });

describe("pages", () => {
  test("serves each page's flat file at its canonical path, and index.html at /", async () => {
    for (const [path, file] of [
      ["/", "index.html"],
      ["/about", "about.html"],
      ["/services", "services.html"],
      ["/services/I-9-employment-verification", "services/I-9-employment-verification.html"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(response.body, path).toEqual(site.read(file));
    }
  });

  test("sends any other spelling of a page to its canonical path, keeping the query", async () => {
    for (const [path, canonical] of [
      ["/ABOUT", "/about"],
      ["/about/", "/about"],
      ["/about.html", "/about"],
      ["/About.HTML", "/about"],
      ["/about/index.html", "/about"],
      ["/services/", "/services"],
      ["/services/index.html", "/services"],
      ["/index.html", "/"],
      ["/Services/i-9-Employment-Verification/", "/services/I-9-employment-verification"],
    ] as const) {
      const response = await get(`${path}?ref=1&x=%20`);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(`${canonical}?ref=1&x=%20`);
    }
    expect((await get("/ABOUT")).headers.location).toBe("/about");
  });

  test("answers /404, /404.html, the host configuration files and unknown paths with the not-found page and status 404", async () => {
    for (const path of [
      "/404",
      "/404.html",
      "/no-such-page",
      "/services/no-such-service",
      "/about/more",
      "/_headers",
      "/_redirects",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe("<h1>Not found</h1>");
    }
  });

  test("redirects only pages and their route data: any other file answers only to its exact name", async () => {
    for (const path of ["/ROBOTS.TXT", "/Assets/entry-abc123.js", "/robots.txt/", "/missing.data"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  test("sends a page's route data asked for in another casing to the canonical data file", async () => {
    // The router asks for /ABOUT.data when a link says /ABOUT.
    for (const path of ["/ABOUT.data", "/About.DATA"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe("/about.data");
    }
  });
});

describe("files", () => {
  test("serves route data, assets, pictures, robots.txt, the sitemap and the feed as files", async () => {
    for (const [path, type] of [
      ["/about.data", "text/x-script; charset=utf-8"],
      ["/_root.data", "text/x-script; charset=utf-8"],
      ["/assets/entry-abc123.js", "text/javascript; charset=utf-8"],
      ["/images/photo.webp", "image/webp"],
      ["/robots.txt", "text/plain; charset=utf-8"],
      ["/sitemap.xml", "application/xml; charset=utf-8"],
      ["/blog/rss.xml", "application/xml; charset=utf-8"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toBe(type);
      expect(response.body, path).toEqual(site.read(path.slice(1)));
    }
  });

  test("answers a request for a .br or .gz file itself with 404: they are encodings, not resources", async () => {
    for (const path of ["/about.html.br", "/about.html.gz", "/assets/entry-abc123.js.br", "/about.data.gz"]) {
      expect((await get(path, { "Accept-Encoding": "br, gzip" })).status, path).toBe(404);
    }
  });
});

describe("compression", () => {
  test("serves the precompressed brotli file to a browser that accepts it", async () => {
    const response = await get("/about", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.body).toEqual(site.read("about.html.br"));
  });

  test("serves gzip to a client that refuses brotli, and the file itself to one that refuses gzip", async () => {
    const gzip = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(site.read("assets/entry-abc123.js.gz"));

    for (const acceptEncoding of ["gzip;q=0", "identity", "identity;q=0"]) {
      const plain = await get("/assets/entry-abc123.js", { "Accept-Encoding": acceptEncoding });
      expect(plain.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(plain.body, acceptEncoding).toEqual(site.read("assets/entry-abc123.js"));
    }
  });

  test("weighs the client's q-values before its own preference, and reads * as any encoding", async () => {
    const expected = { "br;q=0.5, gzip;q=1": "gzip", "gzip;q=1, br;q=0.9": "gzip", "*": "br", "gzip;q=0.1, *": "br" };
    for (const [acceptEncoding, encoding] of Object.entries(expected)) {
      const response = await get("/assets/entry-abc123.js", { "Accept-Encoding": acceptEncoding });
      expect(response.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(response.body, acceptEncoding).toEqual(
        site.read(`assets/entry-abc123.js.${encoding === "br" ? "br" : "gz"}`),
      );
    }
  });

  test("sends a file without precompressed siblings as it is, never compressing on the fly", async () => {
    const response = await get("/robots.txt", { "Accept-Encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toEqual(site.read("robots.txt"));
  });

  test("compresses the not-found page too", async () => {
    const response = await get("/no-such-page", { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(site.read("404.html.gz"));
  });

  test("gives each encoding its own ETag and answers a matching If-None-Match with 304", async () => {
    const etags = await Promise.all(
      ["br", "gzip", "identity"].map(
        async (encoding) => (await get("/", { "Accept-Encoding": encoding })).headers.etag,
      ),
    );
    expect(new Set(etags).size).toBe(3);
    const [brotliEtag = ""] = etags;

    const revalidated = await get("/", { "Accept-Encoding": "br", "If-None-Match": `"other", W/${brotliEtag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(brotliEtag);
    expect(revalidated.headers["cache-control"]).toBe("no-cache");
    // The brotli file's ETag does not stand for the uncompressed page.
    expect((await get("/", { "If-None-Match": brotliEtag })).status).toBe(200);
  });
});

describe("headers and methods", () => {
  test("sends the manifest's security headers with every answer: 200, 301, 304, 404, 405", async () => {
    const etag = (await get("/about")).headers.etag ?? "";
    const answers = [
      await get("/about"),
      await get("/ABOUT"),
      await get("/about", { "If-None-Match": etag }),
      await get("/no-such-page"),
      await send(origin, "/about", { method: "POST" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 301, 304, 404, 405]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(HEADERS)) {
        expect(answer.headers[name.toLowerCase()], `${answer.status} ${name}`).toBe(value);
      }
    }
  });

  test("caches fingerprinted assets for a year and other files for an hour, and revalidates the rest", async () => {
    for (const [path, cacheControl] of [
      ["/assets/entry-abc123.js", "public, max-age=31536000, immutable"],
      ["/images/photo.webp", "public, max-age=3600"],
      ["/robots.txt", "public, max-age=3600"],
      ["/", "no-cache"],
      ["/about", "no-cache"],
      ["/about.data", "no-cache"],
      ["/no-such-page", "no-cache"],
    ] as const) {
      expect((await get(path)).headers["cache-control"], path).toBe(cacheControl);
    }
  });

  test("answers HEAD with the headers of GET and no body", async () => {
    const full = await get("/about", { "Accept-Encoding": "gzip" });
    const head = await send(origin, "/about", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect((await send(origin, "/no-such-page", { method: "HEAD" })).status).toBe(404);
  });

  test("refuses methods a static site cannot handle with 405 and Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = await send(origin, "/about", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD");
    }
  });
});

test("refuses to start without a build, naming what is missing", () => {
  expect(() => createStaticServer({ root: site.root, manifest: join(site.dir, "elsewhere.json") })).toThrow(
    /elsewhere\.json/,
  );
});

// Last: these change the build under the running server.
describe("a rebuild under the running server", () => {
  test("serves the new build's files and pages without a restart", async () => {
    site.write("assets/entry-new456.js", "console.log('new');");
    site.write("about.html", "<h1>About, rebuilt</h1>");
    rmSync(join(site.root, "about.html.br"));
    rmSync(join(site.root, "about.html.gz"));
    site.write("faq.html", "<h1>FAQ</h1>");
    site.writeManifest(["/", "/about", "/faq"]);
    site.touch();
    expect((await get("/assets/entry-new456.js")).status).toBe(200);
    expect((await get("/about", { "Accept-Encoding": "br" })).body.toString()).toBe("<h1>About, rebuilt</h1>");
    expect((await get("/faq")).status).toBe(200);
    expect((await get("/services")).status).toBe(404);
  });

  test("answers 503 with the security headers, not a crash, while the build is missing or half-written", async () => {
    rmSync(join(site.root, "404.html"));
    let response = await get("/about");
    expect(response.status).toBe(503);
    expect(response.headers["content-security-policy"]).toBe(HEADERS["Content-Security-Policy"]);
    expect(response.headers["cache-control"]).toBe("no-cache");
    site.write("404.html", "<h1>Not found</h1>");

    writeFileSync(site.manifest, '{"pages": ["/", "/ab');
    response = await get("/about");
    expect(response.status).toBe(503);

    site.writeManifest(["/", "/about"]);
    site.touch();
    expect((await get("/about")).status).toBe(200);
  });
});
