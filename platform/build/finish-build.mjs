// The last step of `npm run build` (React Router's buildEnd hook): turns the
// prerendered pages into what every static host serves right, and writes the
// host recipes from the same page list and the one header policy.
//
//   build/client/about.html ...   flat pages, each with its own CSP <meta>, the
//                                 stylesheets and the icon sprite written in,
//                                 their inlined heading face loaded at once, their
//                                 JavaScript (the plain page script, and React where
//                                 the page needs it) loaded after the first paint
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
import { flattenPages } from "./flatten-pages.mjs";
import { spriteSymbols, withIconSprite } from "./icon-sprite.mjs";
import { withInlineStyles } from "./inline-styles.mjs";
import { readInlineStylesheets } from "../vite/inline-stylesheets.mjs";
import { withInlinedFacesLoading } from "./inlined-faces-early.mjs";
import { cspReportUrl, securityHeaders } from "../hosts/header-policy.mjs";
import { hostCompressesItself, wantsPrecompressedCopies } from "../hosts/host-env.mjs";
import { nginxSiteConfig } from "../hosts/nginx.mjs";
import { precompress, removeCompressedCopies } from "./precompress.mjs";
import { writePageScript } from "./page-script.mjs";
import { withScriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";
import { folderIndexFile, HOST_CONFIG_FILES, HOSTING_MANIFEST, notFoundPage } from "../site-layout.mjs";
import { headersFile, redirectsFile, shortCachePatterns } from "../hosts/static-host-files.mjs";

/** Where the nginx block expects the site when installed as the README describes. */
const NGINX_DEFAULT_ROOT = "/var/www/notary-site";

/**
 * Cloudflare's asset upload (and `wrangler dev`) skips these, so a build made
 * elsewhere and deployed with wrangler does not publish the copies either.
 */
const ASSETS_IGNORE = ["*.br", "*.gz"].join("\n") + "\n";

/**
 * Rules Cloudflare needs beyond the casings (static-host-files.mjs), so that
 * it answers the README's status table. It serves any file at its own name:
 * /404 (the not-found page's file) would answer 200, and a folder's copy of
 * a page (/services/index.html) would be a second address of the page.
 * Redirect rules come before files there; /404 is rewritten (200 keeps the
 * address) to a path with no file, which meets the nearest not-found page
 * with status 404.
 */
function cloudflareStatusRules({ clientDir, pages, notFoundPaths }) {
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
 * What the steps read and write. A step may only read what no later step
 * writes, so the list's order is checked when it runs (`checkStepOrder`),
 * not defended by comments.
 */
export const BUILD_PARTS = {
  inputs: "the project's published inputs (public/, the content)",
  prerendered: "the prerendered pages and files in build/client",
  pages: "the pages' HTML",
  editor: "the site editor's page and files",
  hostRecipes: "_headers, _redirects, .assetsignore and the nginx block",
  compressedCopies: "the .br and .gz copies",
  manifest: "build/hosting.json",
};

/**
 * The steps after prerendering, in order. Each `run` gets the build's
 * context: its folders, the site (platform/contract.ts), the environment,
 * and what earlier steps found (`found`).
 */
/**
 * @typedef {object} FinishStep
 * @property {string} name what the step does, as a failure names it
 * @property {(keyof typeof BUILD_PARTS)[]} reads
 * @property {(keyof typeof BUILD_PARTS)[]} writes
 * @property {(context: any) => void | Promise<void>} run
 */
/** @type {FinishStep[]} */
export const finishSteps = [
  {
    name: "refuse links and dotfiles in the inputs",
    reads: ["inputs", "prerendered"],
    writes: [],
    run: ({ folders }) => refuseUnpublishable(folders),
  },
  {
    // Every path is prerendered, so the SPA fallback would only ever serve a
    // blank shell; without it, an unknown path can only meet the 404 page.
    name: "flatten the pages and drop the SPA fallback",
    reads: ["prerendered"],
    writes: ["pages"],
    run: ({ clientDir, pages, notFoundPaths }) => {
      rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
      flattenPages(clientDir, pages, notFoundPaths);
    },
  },
  {
    name: "send other casings of a page's address from the not-found pages to the page",
    reads: ["pages"],
    writes: ["pages"],
    run: ({ clientDir, servedPages, notFoundPaths }) => {
      for (const notFoundPath of notFoundPaths) {
        const file = join(clientDir, notFoundPage(notFoundPath).file);
        writeFileSync(file, withCaseRedirect(readFileSync(file, "utf8"), servedPages));
      }
    },
  },
  {
    // What the first paint needs travels in each page: the stylesheets (their
    // files, which no page links, are not published) and the icons. The
    // heading face's early load follows its <style>; the policy, last, hashes
    // everything inline.
    name: "write in the stylesheets and the icons, load the heading face at once and the JavaScript after the first paint, under the page's own policy",
    reads: ["pages"],
    writes: ["pages"],
    run: async ({ buildDir, clientDir, projectRoot, site, formOrigin }) => {
      const pageScript = await writePageScript({ projectRoot, clientDir, entry: site.pageScript });
      const built = readInlineStylesheets(buildDir);
      const stylesheets = built.map(({ id, file }) => ({
        id,
        css: readFileSync(join(clientDir, file), "utf8").trimEnd(),
      }));
      const facesAtOnce = built.filter((stylesheet) => stylesheet.loadFacesAtOnce).map(({ id }) => id);
      for (const { file } of built) rmSync(join(clientDir, file));
      const { id, file } = site.iconSprite;
      const sprite = { id, symbols: spriteSymbols(readFileSync(join(projectRoot, file), "utf8")) };
      for (const urlPath of listUrlPaths(clientDir).filter((path) => path.endsWith(".html"))) {
        const page = join(clientDir, urlPath);
        const html = withIconSprite(withInlineStyles(readFileSync(page, "utf8"), stylesheets), sprite);
        const withFaces = facesAtOnce.reduce((page, styleId) => withInlinedFacesLoading(page, styleId), html);
        const scripts = withScriptsAfterFirstPaint(withFaces, urlPath, pageScript);
        writeFileSync(page, withContentSecurityPolicy(scripts, formOrigin));
      }
    },
  },
  {
    // After the pages' policies, which would forbid what the editor needs. It is
    // served like a page, but is none of the site's: no sitemap, no page checks.
    name: "write the site editor",
    reads: [],
    writes: ["editor"],
    run: async ({ projectRoot, clientDir, site, found }) => {
      found.editorPath = await site.writeEditor({ projectRoot, clientDir });
    },
  },
  {
    name: "write the host recipes",
    reads: ["pages", "editor", "prerendered"],
    writes: ["hostRecipes"],
    run: ({ buildDir, clientDir, servedPages, notFoundPaths, headers, found }) => {
      const hostedPages = [...servedPages, found.editorPath];
      // Without the editor's page, its folder's files share one rule (/admin/*).
      const files = listUrlPaths(clientDir).filter(isOtherFile);
      write(
        join(clientDir, "_headers"),
        headersFile({ headers, shortCache: shortCachePatterns({ files, pages: servedPages }) }),
      );
      const statusRules = cloudflareStatusRules({ clientDir, pages: servedPages, notFoundPaths });
      write(join(clientDir, "_redirects"), redirectsFile({ pages: hostedPages }) + statusRules.join("\n") + "\n");
      write(
        join(buildDir, "nginx", "site.conf"),
        nginxSiteConfig({ pages: hostedPages, notFoundPaths, headers, root: NGINX_DEFAULT_ROOT, listen: 80 }),
      );
      write(join(clientDir, ".assetsignore"), ASSETS_IGNORE);
    },
  },
  {
    name: "precompress for the servers that do not compress themselves",
    reads: ["pages", "editor", "prerendered", "hostRecipes"],
    writes: ["compressedCopies"],
    run: async ({ clientDir, env, found }) => {
      if (hostCompressesItself(env)) removeCompressedCopies(clientDir);
      found.compressed = wantsPrecompressedCopies(env) ? await precompress(clientDir) : 0;
    },
  },
  {
    // Again: the editor's files arrived since the first look.
    name: "refuse links and dotfiles in what is published",
    reads: ["inputs", "prerendered", "editor", "compressedCopies"],
    writes: [],
    run: ({ folders }) => refuseUnpublishable(folders),
  },
  {
    // A running `npm start` reloads the build when this file changes.
    name: "write the hosting manifest",
    reads: ["pages", "editor", "hostRecipes", "compressedCopies"],
    writes: ["manifest"],
    run: ({ buildDir, servedPages, notFoundPaths, formOrigin, headers, found }) =>
      write(
        join(buildDir, HOSTING_MANIFEST),
        JSON.stringify({ pages: [...servedPages, found.editorPath], notFoundPaths, formOrigin, headers }, null, 2) +
          "\n",
      ),
  },
];

/** Throws, naming both steps, when a step reads a part that a later step still writes. */
export function checkStepOrder(steps) {
  for (const [index, step] of steps.entries()) {
    for (const part of [...step.reads, ...step.writes]) {
      if (!(part in BUILD_PARTS)) throw new Error(`Build step "${step.name}" names an unknown part "${part}".`);
    }
    const later = steps
      .slice(index + 1)
      .find((next) => next.writes.some((part) => step.reads.includes(part) && !step.writes.includes(part)));
    if (later) {
      throw new Error(`Build step "${step.name}" reads what the later step "${later.name}" writes: move it after.`);
    }
  }
}

/**
 * The last step of `npm run build` (React Router's buildEnd hook).
 * @param {object} options
 * @param {string} options.buildDir the build folder (holds client/)
 * @param {import("../contract").SiteForPlatform} options.site what the platform knows of the site
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {typeof finishSteps} [options.steps]
 */
export async function finishBuild({ buildDir, site, env = process.env, steps = finishSteps }) {
  checkStepOrder(steps);
  // build/ sits in the project root, where the content and the editor's settings are.
  const projectRoot = join(buildDir, "..");
  const clientDir = join(buildDir, "client");
  const pages = await site.pages();
  const formOrigin = await site.formOrigin();
  const notFoundPaths = site.notFoundPaths;
  const context = {
    buildDir,
    projectRoot,
    clientDir,
    site,
    env,
    pages,
    notFoundPaths,
    servedPages: pages.filter((path) => !notFoundPaths.includes(path)),
    formOrigin,
    folders: { projectRoot, inputs: site.inputFolders, published: [relative(projectRoot, clientDir)] },
    // Read first: a mistyped collector address stops the build before any work.
    headers: securityHeaders({ formOrigin, reportUrl: cspReportUrl(env) }),
    found: {},
  };
  for (const step of steps) {
    try {
      await step.run(context);
    } catch (error) {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  console.info(
    `Finished the build: ${context.servedPages.length} pages as flat files with their own security policy, ` +
      `the site editor at ${context.found.editorPath}, ${context.found.compressed} files precompressed, recipes for Netlify, Cloudflare and nginx written.`,
  );
}
