// The last step of `npm run build` (React Router's buildEnd hook): turns the
// prerendered pages into what every static host serves right, and writes the
// host recipes from the same page list and the one header policy.
//
//   build/client/about.html ...   flat pages, each with its own CSP <meta>, the
//                                 stylesheets and the icon sprite written in,
//                                 their inlined heading face loaded at once, their
//                                 JavaScript loaded after the first paint
//   build/client/admin.html, admin/  the site editor (Decap CMS), with its own policy
//   build/client/_headers         Netlify and Cloudflare (Pages and Workers)
//   build/client/_redirects       Netlify and Cloudflare: other casings → canonical
//   build/client/**.br, **.gz     precompressed copies for nginx and `npm start`, left
//                                 out on Netlify and Cloudflare, which compress themselves
//   build/client/.assetsignore    Cloudflare: never upload or serve the .br/.gz copies
//   build/nginx/site.conf         the nginx server block
//   build/hosting.json            the page list and headers, for our servers and tests
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { refuseUnpublishable } from "./build-links.mjs";
import { withCaseRedirect } from "./case-redirect.mjs";
import { withContentSecurityPolicy } from "./content-security-policy.mjs";
import { spriteSymbols, withIconSprite } from "./icon-sprite.mjs";
import { withInlineStyles } from "./inline-styles.mjs";
import { writeAdmin } from "./cms/write-admin.ts";
import { flattenPages } from "./flatten-pages.mjs";
import { withInlinedFacesLoading } from "./inlined-faces-early.mjs";
import { cspReportUrl, securityHeaders } from "./header-policy.mjs";
import { nginxSiteConfig } from "./nginx.mjs";
import { precompress, removeCompressedCopies } from "./precompress.mjs";
import { withScriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";
import { folderIndexFile, HOST_CONFIG_FILES, HOSTING_MANIFEST, notFoundPage } from "./site-layout.mjs";
import { headersFile, redirectsFile, shortCachePatterns } from "./static-host-files.mjs";

/** Where the nginx block expects the site when installed as the README describes. */
export const NGINX_DEFAULT_ROOT = "/var/www/notary-site";

/** What the build reads from the project and publishes: no link in any, no dotfile published. */
const INPUT_FOLDERS = ["public", "app/content"];

/**
 * Netlify and Cloudflare compress every answer themselves and publish a .br
 * or .gz file as an address of its own, without a content type: their
 * builds get no precompressed copies (launch-check.ts knows their variables).
 */
export function hostCompressesItself(env) {
  return env.NETLIFY === "true" || env.CF_PAGES === "1" || env.WORKERS_CI === "1";
}

/**
 * Cloudflare's asset upload (and `wrangler dev`) skips these, so a build made
 * elsewhere and deployed with wrangler does not publish the copies either.
 */
export const ASSETS_IGNORE = ["*.br", "*.gz"].join("\n") + "\n";

/**
 * Rules Cloudflare needs beyond the casings (static-host-files.mjs), so that
 * it answers the README's status table. It serves any file at its own name:
 * /404 (the not-found page's file) would answer 200, and a folder's copy of
 * a page (/services/index.html) would be a second address of the page.
 * Redirect rules come before files there; /404 is rewritten (200 keeps the
 * address) to a path with no file, which meets the nearest not-found page
 * with status 404.
 */
export function cloudflareStatusRules({ clientDir, pages, notFoundPaths }) {
  const notFound = notFoundPaths.map((path) => `${path} ${path}/no-such-page 200`);
  const folderCopies = pages
    .filter((page) => page !== "/" && existsSync(join(clientDir, folderIndexFile(page))))
    .map((page) => `/${folderIndexFile(page)} ${page} 301`);
  return [...notFound, ...folderCopies];
}

/** Every file under dir, as URL paths ("/about.html"). */
function listUrlPaths(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listUrlPaths(join(dir, entry.name), urlPath) : [urlPath];
  });
}

/** Files that are not pages, route data or fingerprinted assets: pictures, robots.txt, the sitemap, the feed. */
function isOtherFile(urlPath) {
  return (
    !urlPath.startsWith("/assets/") &&
    !/\.(html|data|br|gz)$/.test(urlPath) &&
    !HOST_CONFIG_FILES.includes(urlPath.slice(1))
  );
}

function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * @param {object} options
 * @param {string} options.buildDir the build folder (holds client/)
 * @param {readonly string[]} options.pages every prerendered page path, the not-found page included
 * @param {readonly string[]} options.notFoundPaths where the `*` routes were prerendered ("/404", "/espanol/404")
 * @param {string} options.formOrigin the origin appointment requests are sent to
 * @param {readonly { id: string; file: string }[]} options.inlineStylesheets the CSS files the client
 *   build emitted to be written into every page (from build/client), each as <style id>, in page order
 * @param {{ id: string; file: string }} options.iconSprite the sprite file, written first in every page's <body> as <svg id>
 */
export function finishBuild({
  buildDir,
  pages,
  notFoundPaths,
  formOrigin,
  inlineStylesheets,
  iconSprite,
  env = process.env,
}) {
  // build/ sits in the project root, where the content and the CMS settings are.
  const projectRoot = join(buildDir, "..");
  const clientDir = join(buildDir, "client");
  const folders = { projectRoot, inputs: INPUT_FOLDERS, published: [relative(projectRoot, clientDir)] };
  refuseUnpublishable(folders);
  // Read first: a mistyped collector address stops the build before any work.
  const reportUrl = cspReportUrl(env);
  // Every path is prerendered, so the SPA fallback would only ever serve a
  // blank shell; without it, an unknown path can only meet the 404 page.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  flattenPages(clientDir, pages, notFoundPaths);

  const servedPages = pages.filter((path) => !notFoundPaths.includes(path));
  for (const notFoundPath of notFoundPaths) {
    const notFoundFile = join(clientDir, notFoundPage(notFoundPath).file);
    writeFileSync(notFoundFile, withCaseRedirect(readFileSync(notFoundFile, "utf8"), servedPages));
  }
  // What the first paint needs travels in each page: the stylesheets (their
  // files, which no page links, are not published) and the icons.
  const stylesheets = inlineStylesheets.map(({ id, file }) => ({
    id,
    css: readFileSync(join(clientDir, file), "utf8").trimEnd(),
  }));
  const sprite = { id: iconSprite.id, symbols: spriteSymbols(readFileSync(iconSprite.file, "utf8")) };
  for (const { file } of inlineStylesheets) rmSync(join(clientDir, file));
  for (const urlPath of listUrlPaths(clientDir).filter((path) => path.endsWith(".html"))) {
    const file = join(clientDir, urlPath);
    const page = withIconSprite(withInlineStyles(readFileSync(file, "utf8"), stylesheets), sprite);
    // The heading face's early load follows its <style>; the policy, last, hashes everything inline.
    const html = withScriptsAfterFirstPaint(withInlinedFacesLoading(page), urlPath);
    writeFileSync(file, withContentSecurityPolicy(html, formOrigin));
  }
  // After the pages' policies, which would forbid what the editor needs. It is
  // served like a page, but is none of the site's: no sitemap, no page checks.
  const adminPath = writeAdmin({ projectRoot, clientDir });
  const hostedPages = [...servedPages, adminPath];

  const headers = securityHeaders({ formOrigin, reportUrl });
  // Without the editor's page, its folder's files share one rule (/admin/*).
  const shortCache = shortCachePatterns({ files: listUrlPaths(clientDir).filter(isOtherFile), pages: servedPages });
  write(join(clientDir, "_headers"), headersFile({ headers, shortCache }));
  const statusRules = cloudflareStatusRules({ clientDir, pages: servedPages, notFoundPaths });
  write(join(clientDir, "_redirects"), redirectsFile({ pages: hostedPages }) + statusRules.join("\n") + "\n");
  write(
    join(buildDir, "nginx", "site.conf"),
    nginxSiteConfig({ pages: hostedPages, notFoundPaths, headers, root: NGINX_DEFAULT_ROOT, listen: 80 }),
  );
  write(join(clientDir, ".assetsignore"), ASSETS_IGNORE);
  const selfCompressing = hostCompressesItself(env);
  if (selfCompressing) removeCompressedCopies(clientDir);
  const compressed = selfCompressing ? 0 : precompress(clientDir);
  // Again: the editor's files arrived since the first look.
  refuseUnpublishable(folders);
  // Last: a running `npm start` reloads the build when this file changes.
  write(
    join(buildDir, HOSTING_MANIFEST),
    JSON.stringify({ pages: hostedPages, notFoundPaths, formOrigin, headers }, null, 2) + "\n",
  );
  console.info(
    `Finished the build: ${servedPages.length} pages as flat files with their own security policy, ` +
      `the site editor at ${adminPath}, ${compressed} files precompressed, recipes for Netlify, Cloudflare and nginx written.`,
  );
}
