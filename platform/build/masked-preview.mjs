// The masked preview `npm run build:host` publishes beside the pre-launch page
// while the launch check has problems (docs/decisions/034-pre-launch-site.md):
// the real site, built from the owner's data with the sample content taken out
// (the site says how: platform/contract.ts, MaskedPreview), every sample fact
// left replaced by a marker, under PREVIEW_PATH. Nobody can take it for the
// live site: a banner on every page, noindex, no script, no route data, feed,
// sitemap or link-preview picture, a form that sends nothing, every link kept
// inside the preview. Then every file is scanned for anything sample; if one
// is found, no preview is published and the list page says why.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
import { getOuterHTML, removeElement } from "domutils";
import { parseDocument } from "htmlparser2";
import { withContentSecurityPolicy } from "./content-security-policy.mjs";
import { folderIndexFile, HOSTING_MANIFEST, pageFile } from "../site-layout.mjs";

/** Where the preview is published: one folder, so one rule keeps every link inside it. */
export const PREVIEW_PATH = "/preview";

/** What the preview build does not copy from the project: its output, its history, installed packages (linked). */
const NOT_COPIED = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report"]);
/** Files the preview never publishes: scripts, route data, feeds, sitemaps, manifests. */
const NEVER_PUBLISHED = new Set([".js", ".mjs", ".data", ".json", ".xml", ".txt", ".webmanifest", ".map", ".yml"]);
/** Links that leave the page for another program: kept only when they hold no sample fact. */
const ATTRIBUTES_WITH_URLS = ["href", "src", "srcset", "action", "poster"];
/** What only a link may carry. */
const LINK_ONLY = new Set(["aria-label", "hreflang", "rel", "target", "download", "type", "ping", "referrerpolicy"]);
/** Head elements that would tell a crawler or a browser the page is the live site's, or fetch for it. */
const DROPPED_LINKS = new Set(["canonical", "alternate", "modulepreload", "manifest", "prefetch"]);

const BANNER_STYLE = `.masked-preview-banner{position:sticky;top:0;z-index:100;margin:0;padding:.75rem 1rem;background:#7a1d00;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center}
.masked-preview-banner a{color:#fff;text-decoration:underline;margin-left:.5rem}
.masked-preview-note{margin:0 0 1rem;padding:.75rem 1rem;border:2px solid #7a1d00;border-radius:.4rem;font-weight:600}`;

const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function walk(node, visit) {
  visit(node);
  for (const child of [...(node.children ?? [])]) walk(child, visit);
}

/** New nodes from markup, to put into a parsed page. */
function fragment(html, parent) {
  const nodes = parseDocument(html).children;
  for (const node of nodes) node.parent = parent;
  return nodes;
}

function prepend(parent, html) {
  parent.children.unshift(...fragment(html, parent));
}

/** A site path as the preview's: "/" is the preview's home, "/about" its /about. */
function previewPath(path) {
  return path === "/" ? PREVIEW_PATH : `${PREVIEW_PATH}${path}`;
}

/**
 * Builds the site from a copy of the project with the site's preview data in place of the owner's files,
 * which are never written. Returns the copy's folder and its build's pages, or the build's last words.
 * @param {{ root: string, dataFiles: Readonly<Record<string, string>>, env: NodeJS.ProcessEnv }} options
 */
function buildPreviewSource({ root, dataFiles, env }) {
  const copy = mkdtempSync(join(tmpdir(), "masked-preview-"));
  for (const entry of readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  for (const [file, text] of Object.entries(dataFiles)) writeFileSync(join(copy, file), text);
  const bin = join(root, "node_modules", "@react-router", "dev", "bin.js");
  const build = spawnSync(process.execPath, [bin, "build"], { cwd: copy, env, encoding: "utf8" });
  if (build.status !== 0) {
    rmSync(copy, { recursive: true, force: true });
    return { failed: `${build.stdout}\n${build.stderr}`.trim().split("\n").slice(-12).join("\n") };
  }
  const { pages, notFoundPaths } = JSON.parse(readFileSync(join(copy, "build", HOSTING_MANIFEST), "utf8"));
  return {
    copy,
    clientDir: join(copy, "build", "client"),
    pages: pages.filter((page) => !notFoundPaths.includes(page)),
  };
}

/**
 * One built page as the preview publishes it.
 * @param {string} html
 * @param {{ preview: import("../contract").MaskedPreview, isPage: (path: string) => boolean, formOrigin: string, onFile: (path: string) => void }} options
 */
export function maskPage(html, { preview, isPage, formOrigin, onFile }) {
  const document = parseDocument(html);
  let lang = "en";
  walk(document, (node) => {
    if (node.name === "html") lang = node.attribs.lang ?? "en";
  });
  const words = preview.words[lang.startsWith("es") ? "es" : "en"] ?? preview.words.en;
  // A line-break hint splits words ("name@<wbr>example.com"): gone, the words are one text again, to be masked whole.
  walk(document, (node) => {
    if (node.name === "wbr") removeElement(node);
  });
  walk(document, (node) => {
    const children = node.children ?? [];
    for (let index = children.length - 1; index > 0; index -= 1) {
      const [before, after] = [children[index - 1], children[index]];
      if (before?.type === "text" && after?.type === "text") {
        before.data += after.data;
        removeElement(after);
      }
    }
  });

  /** A link inside the site as the preview's; undefined when it leads nowhere the preview has. */
  const internal = (url) => {
    const [path = "", rest = ""] = url.split(/(?=[?#])/);
    if (path.startsWith(PREVIEW_PATH)) return url;
    if (isPage(path)) return previewPath(path) + rest;
    const extension = extname(path).toLowerCase();
    if (!extension || NEVER_PUBLISHED.has(extension)) return undefined;
    onFile(path);
    return `${PREVIEW_PATH}${path}${rest}`;
  };
  const rewriteUrl = (url) => (url.startsWith("/") && !url.startsWith("//") ? internal(url) : url);

  walk(document, (node) => {
    if (node.type === "text") {
      const inside = node.parent?.name;
      if (inside === "style") {
        node.data = node.data.replace(
          /url\((["']?)(\/[^)"']+)\1\)/g,
          (_, quote, url) => `url(${quote}${rewriteUrl(url) ?? url}${quote})`,
        );
      } else if (inside !== "script") {
        node.data = preview.maskText(node.data, lang);
      }
      return;
    }
    if (node.type === "script") return removeElement(node);
    if (node.type !== "tag") return;
    const { attribs } = node;
    const rel = (attribs.rel ?? "").toLowerCase();
    if (node.name === "link" && (DROPPED_LINKS.has(rel) || (rel === "preload" && attribs.as !== "font")))
      return removeElement(node);
    if (node.name === "meta") {
      const name = (attribs.name ?? attribs.property ?? attribs["http-equiv"] ?? "").toLowerCase();
      if (/^(og:|twitter:|robots$|content-security-policy$)/.test(name)) return removeElement(node);
    }
    const kept = Object.entries(attribs).flatMap(([attribute, value]) => {
      if (!ATTRIBUTES_WITH_URLS.includes(attribute)) return [[attribute, preview.maskText(value, lang)]];
      const urls = attribute === "srcset" ? value.split(",").map((entry) => entry.trim().split(/\s+/)) : [[value]];
      const rewritten = urls.map(([url = "", ...size]) => [rewriteUrl(url), ...size]);
      // A link to a sample fact (a fictional number, the example address) or to what the preview leaves out is no link.
      if (rewritten.some(([url]) => url === undefined || preview.maskText(url, lang) !== url)) return [];
      return [[attribute, rewritten.map((entry) => entry.join(" ")).join(", ")]];
    });
    node.attribs = Object.fromEntries(
      kept.filter(([attribute]) => !(node.name === "form" && ["action", "method"].includes(attribute))),
    );
    // A link that lost its address is words: what only a link may carry goes with it.
    if (node.name === "a" && !("href" in node.attribs) && "href" in attribs) {
      node.name = "span";
      node.attribs = Object.fromEntries(
        Object.entries(node.attribs).filter(([attribute]) => !LINK_ONLY.has(attribute)),
      );
    }
    if (node.name === "form") {
      prepend(node, `<p class="masked-preview-note" role="note">${escapeHtml(words.formNote)}</p>`);
    }
    const type = node.attribs.type ?? (node.name === "button" ? "submit" : "");
    if (node.name === "input" && type === "hidden") return removeElement(node);
    if ((node.name === "button" || node.name === "input") && type === "submit") node.attribs.disabled = "";
    if (node.name === "title") {
      prepend(node, `${escapeHtml(words.title)}: `);
    }
  });

  walk(document, (node) => {
    if (node.name === "head") {
      prepend(node, `<meta charSet="utf-8"/><meta name="robots" content="noindex, nofollow"/>`);
      node.children.push(...fragment(`<style>${BANNER_STYLE}</style>`, node));
      // The charset React wrote stays second; one is enough.
      const charsets = node.children.filter((child) => child.name === "meta" && "charset" in child.attribs);
      for (const extra of charsets.slice(1)) removeElement(extra);
    }
    if (node.name === "body") {
      prepend(
        node,
        `<p class="masked-preview-banner" role="note">${escapeHtml(words.banner)}<a href="/">${escapeHtml(words.listLink)}</a></p>`,
      );
    }
  });
  const masked = getOuterHTML(document, { encodeEntities: "utf8" }).replace(
    /<meta charset="utf-8">/i,
    '<meta charSet="utf-8"/>',
  );
  return withContentSecurityPolicy(masked, formOrigin);
}

/**
 * Writes the masked preview of a built site into `outDir` (as `outDir`/preview/…) and scans every file it wrote.
 * Returns the preview's page paths, or what sample it found (then nothing is left in `outDir`).
 * @param {{ sourceDir: string, pages: readonly string[], outDir: string, preview: import("../contract").MaskedPreview, formOrigin: string }} options
 */
export function writeMaskedPreview({ sourceDir, pages, outDir, preview, formOrigin }) {
  const pageSet = new Set(pages);
  const files = new Set();
  const written = [];
  const write = (file, text) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
    written.push(file);
  };
  const previewPages = [];
  for (const page of pages) {
    const html = maskPage(readFileSync(join(sourceDir, pageFile(page)), "utf8"), {
      preview,
      formOrigin,
      isPage: (path) => pageSet.has(path.length > 1 ? path.replace(/\/$/, "") : path),
      onFile: (path) => files.add(path),
    });
    const target = previewPath(page);
    previewPages.push(target);
    write(pageFile(target), html);
    // A page with pages below it keeps a copy in its folder, as the site's build does (site-layout.mjs).
    if (page === "/" || existsSync(join(sourceDir, folderIndexFile(page)))) write(folderIndexFile(target), html);
  }
  for (const path of files) {
    const source = join(sourceDir, decodeURIComponent(path));
    if (!existsSync(source)) continue;
    const file = `${PREVIEW_PATH.slice(1)}${decodeURIComponent(path)}`;
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    cpSync(source, join(outDir, file));
    written.push(file);
  }
  const found = written.flatMap((file) => {
    const bytes = readFileSync(join(outDir, file));
    // Pictures are hers or the site's drawings; only text can quote a sample.
    if (bytes.includes(0)) return [];
    return preview.findSampleFacts(bytes.toString("utf8")).map((what) => `${file}: ${what}`);
  });
  if (found.length > 0) {
    // Every file it wrote: the folder and the home page beside it.
    for (const file of written) rmSync(join(outDir, file), { force: true });
    rmSync(join(outDir, PREVIEW_PATH.slice(1)), { recursive: true, force: true });
    return { refused: found };
  }
  return { pages: previewPages };
}

/**
 * The whole preview step: the site's preview data, its build in a copy of the project, the masked pages.
 * Returns the folder holding preview/ and its pages (remove `cleanup` after copying), or why there is none.
 * @param {{ root: string, site: import("../contract").SiteForPlatform, formAccessKey: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ dir: string, pages: string[], cleanup: () => void } | { refused: string[] }>}
 */
export async function prepareMaskedPreview({ root, site, formAccessKey, env }) {
  const preview = await site.maskedPreview({ root, formAccessKey });
  const source = buildPreviewSource({ root, dataFiles: preview.dataFiles, env });
  if ("failed" in source) return { refused: [`the site could not be built for the preview:\n${source.failed}`] };
  const cleanup = () => rmSync(source.copy, { recursive: true, force: true });
  const outDir = join(source.copy, "masked-preview");
  const formOrigin = await site.formOrigin();
  // The site's pages only, not the editor the build writes beside them.
  const sitePages = new Set(await site.pages());
  const pages = source.pages.filter((page) => sitePages.has(page));
  const result = writeMaskedPreview({ sourceDir: source.clientDir, pages, outDir, preview, formOrigin });
  if ("refused" in result) {
    cleanup();
    return result;
  }
  return { dir: outDir, pages: result.pages, cleanup };
}
