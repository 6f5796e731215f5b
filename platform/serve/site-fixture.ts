// A small build in a temporary folder, laid out as the build writes the real
// one (platform/site-layout.mjs): flat page files, a folder index beside a page
// with pages below it, .br/.gz siblings of text files, and hosting.json one
// level above build/client.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { securityHeaders } from "../hosts/header-policy.mjs";
import { HOSTING_MANIFEST } from "../site-layout.mjs";

export const PAGES = ["/", "/about", "/services", "/services/I-9-employment-verification"];
export const HEADERS: Record<string, string> = securityHeaders({ formOrigin: "http://127.0.0.1:3001" });

export interface Site {
  /** The temporary folder: hosting.json, client/ (the root) and outside/. */
  dir: string;
  root: string;
  manifest: string;
  /** Writes a file under root; `compressed` also writes its .br and .gz siblings. */
  write: (path: string, body: string | Buffer, options?: { compressed?: boolean }) => void;
  read: (path: string) => Buffer;
  writeManifest: (pages?: string[]) => void;
  /** Marks the build as changed, as a finished rebuild does. */
  touch: () => void;
  remove: () => void;
}

export function createSite(): Site {
  const dir = mkdtempSync(join(tmpdir(), "static-server-"));
  const root = join(dir, "client");
  const manifest = join(dir, HOSTING_MANIFEST);
  let touches = 0;

  const site: Site = {
    dir,
    root,
    manifest,
    write(path, body, { compressed = false } = {}) {
      const file = join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
      if (compressed) {
        writeFileSync(`${file}.br`, brotliCompressSync(body));
        writeFileSync(`${file}.gz`, gzipSync(body));
      }
    },
    read: (path) => readFileSync(join(root, path)),
    writeManifest(pages = PAGES) {
      writeFileSync(manifest, JSON.stringify({ pages, formOrigin: "http://127.0.0.1:3001", headers: HEADERS }));
    },
    touch() {
      // Seconds apart, so that no file system's timestamp resolution hides the change.
      const later = new Date(Date.now() + 10_000 * ++touches);
      utimesSync(manifest, later, later);
      utimesSync(join(root, "404.html"), later, later);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };

  site.write("index.html", "<h1>Home</h1>", { compressed: true });
  site.write("about.html", "<h1>About</h1>".repeat(50), { compressed: true });
  site.write("about.data", '[{"about":1}]', { compressed: true });
  site.write("_root.data", '[{"root":1}]', { compressed: true });
  site.write("services.html", "<h1>Services</h1>", { compressed: true });
  // The copy GitHub Pages needs; never a page of its own.
  site.write("services/index.html", "<h1>Services</h1>", { compressed: true });
  site.write("services/I-9-employment-verification.html", "<h1>I-9</h1>", { compressed: true });
  site.write("404.html", "<h1>Not found</h1>", { compressed: true });
  site.write("assets/entry-abc123.js", "console.log('hi');".repeat(50), { compressed: true });
  site.write("robots.txt", "User-agent: *\nAllow: /\n");
  site.write("sitemap.xml", "<urlset></urlset>", { compressed: true });
  site.write("blog/rss.xml", "<rss></rss>", { compressed: true });
  // Host configuration, read by Netlify and Cloudflare and never published.
  site.write("_headers", "/*\n  X-Content-Type-Options: nosniff\n");
  site.write("_redirects", "/ABOUT /about 301\n");
  site.write("images/photo.webp", Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3]));
  site.writeManifest();
  return site;
}
