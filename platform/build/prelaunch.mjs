// What `npm run build:host` publishes while the launch check still has
// problems (docs/decisions/034-pre-launch-site.md): in place of the site, the
// site's pre-launch page at the address and at every not-found address, the
// site editor exactly as the real site carries it, the masked preview of the
// site under /preview/ (masked-preview.mjs: no sample fact, no script, a
// banner on every page), and nothing else — no route data, script, feed or
// link-preview picture of the site, so no sample fact can be served. Nothing is indexed: the page says noindex, every answer carries
// X-Robots-Tag where the host sends headers, robots.txt disallows everything,
// and there is no sitemap.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { withContentSecurityPolicy } from "./content-security-policy.mjs";
import { PREVIEW_PATH } from "./masked-preview.mjs";
import { removeCompressedCopies } from "./precompress.mjs";
import { HOSTING_MANIFEST, notFoundPage, pageFile } from "../site-layout.mjs";
import { cspReportUrl, securityHeaders } from "../hosts/header-policy.mjs";
import { hostCompressesItself } from "../hosts/host-env.mjs";
import { nginxSiteConfig } from "../hosts/nginx.mjs";
import { headersFile, redirectsFile } from "../hosts/static-host-files.mjs";

/** Sent with every answer before launch: no search engine lists or follows anything. */
const PRELAUNCH_ROBOTS_HEADER = { "X-Robots-Tag": "noindex, nofollow" };
const PRELAUNCH_ROBOTS_TXT = "User-agent: *\nDisallow: /\n";

function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Replaces build/client with the pre-launch site and writes its host recipes and manifest.
 * @param {object} options
 * @param {string} options.buildDir the build folder (holds client/)
 * @param {import("../contract").SiteForPlatform} options.site
 * @param {readonly string[]} options.problems the launch check's list
 * @param {readonly string[]} options.sampleFacts the fictional facts the page must not show
 * @param {{ dir: string, pages: readonly string[] } | { refused: readonly string[] }} options.preview the masked
 *   preview (its folder holds preview/), or why there is none
 * @param {NodeJS.ProcessEnv} [options.env]
 */
export async function writePrelaunchSite({ buildDir, site, problems, sampleFacts, preview, env = process.env }) {
  const projectRoot = join(buildDir, "..");
  const clientDir = join(buildDir, "client");
  rmSync(clientDir, { recursive: true, force: true });
  mkdirSync(clientDir, { recursive: true });

  const previewPages = "pages" in preview ? preview.pages : [];
  // The preview's folder and its home page (preview.html) beside it.
  if ("pages" in preview) cpSync(preview.dir, clientDir, { recursive: true });
  const editorPath = await site.writeEditor({ projectRoot, clientDir });
  // As in the site's build: hosts that compress for themselves would publish the copies as addresses.
  if (hostCompressesItself(env)) removeCompressedCopies(clientDir);
  const formOrigin = await site.formOrigin();
  const page = withContentSecurityPolicy(
    await site.prelaunchPage({
      problems,
      sampleFacts,
      editorPath,
      preview: "pages" in preview ? { path: PREVIEW_PATH } : { refused: preview.refused },
    }),
    formOrigin,
  );
  const notFoundPaths = site.notFoundPaths;
  write(join(clientDir, pageFile("/")), page);
  for (const path of notFoundPaths) write(join(clientDir, notFoundPage(path).file), page);
  write(join(clientDir, "robots.txt"), PRELAUNCH_ROBOTS_TXT);

  const headers = { ...securityHeaders({ formOrigin, reportUrl: cspReportUrl(env) }), ...PRELAUNCH_ROBOTS_HEADER };
  const pages = ["/", editorPath, ...previewPages];
  write(join(clientDir, "_headers"), headersFile({ headers, shortCache: ["/robots.txt"] }));
  write(join(clientDir, "_redirects"), redirectsFile({ pages }));
  write(join(clientDir, ".assetsignore"), "*.br\n*.gz\n");
  write(
    join(buildDir, "nginx", "site.conf"),
    nginxSiteConfig({ pages, notFoundPaths, headers, root: "/var/www/notary-site", listen: 80 }),
  );
  write(
    join(buildDir, HOSTING_MANIFEST),
    JSON.stringify({ pages, notFoundPaths, formOrigin, headers }, null, 2) + "\n",
  );
  return { editorPath };
}
