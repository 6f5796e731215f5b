// Fails the build when a page would be too heavy for a cheap phone on a slow
// connection (design.md §9): on a page with nothing to fill in or press (no
// form control, no pressed-or-not button: decision 036), script over 12 KB
// gzip, its inline scripts included; on any page, first-load JavaScript over 134 KB gzip or over
// 116 KB as the hosts send it, brotli (docs/decisions/029-first-load-ceiling-for-booking.md), CSS over
// 12 KB gzip on any page, or any image over 100 KB (the photo pipeline's own
// budget, platform/vite/photo-pipeline.mjs, which already fails the build itself).
// The site editor is outside these budgets.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BROTLI_QUALITY } from "../build/precompress.mjs";
import { ADMIN_DIR } from "../editor/admin-page.mjs";
import { PHOTO_BUDGET } from "../vite/photo-pipeline.mjs";

export const BUDGETS = {
  plainPageScriptGzipBytes: 12 * 1024,
  jsGzipBytes: 134 * 1024,
  jsBrotliBytes: 116 * 1024,
  cssGzipBytes: 12 * 1024,
  imageBytes: PHOTO_BUDGET.imageMaxBytes,
};
const IMAGE_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".svg", ".ico"]);

const root = join(import.meta.dirname, "..", "..", "build", "client");

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

const gzipSizes = new Map();
function gzipSize(urlPath) {
  if (!gzipSizes.has(urlPath)) {
    gzipSizes.set(urlPath, gzipSync(readFileSync(join(root, urlPath)), { level: 9 }).length);
  }
  return gzipSizes.get(urlPath);
}

/** The scripts and stylesheets a page loads before it is interactive. */
export function firstLoadAssets(html) {
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const js = new Set();
  const css = new Set();
  for (const tag of tags) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    const src = attribute(tag, "src");
    if (tag.startsWith("<link") && rel === "modulepreload" && href) js.add(href);
    if (tag.startsWith("<link") && rel === "stylesheet" && href) css.add(href);
    if (tag.startsWith("<script") && src) js.add(src);
    // The loader that asks for the page's modules after the first paint (platform/build/scripts-after-first-paint.mjs).
    for (const url of attribute(tag, "data-preloads")?.split(" ") ?? []) js.add(url);
  }
  // Module scripts, inline or kept for after the first paint, import the entry point by URL.
  const text = html.replaceAll("&quot;", '"');
  for (const [, url] of text.matchAll(/import\s*(?:\(\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(url);
  // The stylesheet is inlined into each page (docs/decisions/006-inline-css.md). A font written
  // into a rule as a data: URL (the heading face, platform/build/inline-styles.mjs) is page weight, not stylesheet.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1].replace(/url\(data:font\/[^)]*\)/g, "url(data:font)"))
    .join("");
  return { js: [...js], css: [...css], inlineCss, inlineJs: inlineScripts(html) };
}

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The text of the page's inline scripts that run (not its JSON and JSON-LD data blocks), joined. */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes))
    .filter(([, attributes]) => EXECUTABLE_TYPES.has(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? ""))
    .map(([, , text]) => text)
    .join("");
}

/**
 * Whether the page has something to fill in or press that needs more than
 * the plain page script: a form control (the appointment form, the fee
 * estimator) or a button that stays pressed (the blog list's filter).
 * Such a page may load React; every other page is held to the plain budget.
 */
export function isInteractivePage(html) {
  return /<(form|input|select|textarea)\b|\saria-pressed=/.test(html);
}

/** What every host recipe sends a browser that takes brotli (all of today's), at the build's quality. */
const brotliSizes = new Map();
function brotliSize(urlPath) {
  if (!brotliSizes.has(urlPath)) {
    const source = readFileSync(join(root, urlPath));
    const options = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
    brotliSizes.set(urlPath, brotliCompressSync(source, options).length);
  }
  return brotliSizes.get(urlPath);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];
const rows = [];

/**
 * The site editor (/admin) is no page of the site: only the owner opens it,
 * and its 6 MB bundle is Decap's, loaded by nothing a visitor sees.
 */
const isSiteEditor = (path) => {
  const name = relative(root, path).split(sep)[0];
  return name === ADMIN_DIR || name === `${ADMIN_DIR}.html`;
};

for (const file of listFiles(root).filter((path) => path.endsWith(".html") && !isSiteEditor(path))) {
  const page = "/" + relative(root, file).split(sep).join("/");
  const html = readFileSync(file, "utf8");
  const { js, css, inlineCss, inlineJs } = firstLoadAssets(html);
  const jsBytes = js.reduce((sum, url) => sum + gzipSize(url), 0);
  const interactive = isInteractivePage(html);
  const scriptBytes = jsBytes + (inlineJs ? gzipSync(inlineJs, { level: 9 }).length : 0);
  const inlineCssBytes = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
  const cssBytes = css.reduce((sum, url) => sum + gzipSize(url), inlineCssBytes);
  const jsBrotliBytes = js.reduce((sum, url) => sum + brotliSize(url), 0);
  rows.push({ page, jsBytes, jsBrotliBytes, cssBytes, interactive, scriptBytes });
  if (!interactive && scriptBytes > BUDGETS.plainPageScriptGzipBytes)
    failures.push(
      `${page}: ${kb(scriptBytes)} of script gzip on a page with no form control or filter > ${kb(BUDGETS.plainPageScriptGzipBytes)}` +
        ` (${js.join(", ") || "inline only"}; decision 036)`,
    );
  if (jsBytes > BUDGETS.jsGzipBytes)
    failures.push(`${page}: first-load JS ${kb(jsBytes)} gzip > ${kb(BUDGETS.jsGzipBytes)}`);
  if (jsBrotliBytes > BUDGETS.jsBrotliBytes)
    failures.push(`${page}: first-load JS ${kb(jsBrotliBytes)} as sent (brotli) > ${kb(BUDGETS.jsBrotliBytes)}`);
  if (cssBytes > BUDGETS.cssGzipBytes) failures.push(`${page}: CSS ${kb(cssBytes)} gzip > ${kb(BUDGETS.cssGzipBytes)}`);
}

for (const file of listFiles(root).filter((path) => IMAGE_EXTENSIONS.has(extname(path)) && !isSiteEditor(path))) {
  const bytes = statSync(file).size;
  if (bytes > BUDGETS.imageBytes)
    failures.push(`${relative(root, file)}: image ${kb(bytes)} > ${kb(BUDGETS.imageBytes)}`);
}

const heaviest = rows.toSorted((a, b) => b.jsBytes - a.jsBytes)[0];
const heaviestPlain = rows.filter((row) => !row.interactive).toSorted((a, b) => b.scriptBytes - a.scriptBytes)[0];
const home = rows.find((row) => row.page === "/index.html");
console.log(
  `Checked ${rows.length} pages, ${rows.filter((row) => !row.interactive).length} of them with nothing to fill in or filter.`,
);
if (heaviestPlain)
  console.log(
    `Heaviest of those: ${heaviestPlain.page}, ${kb(heaviestPlain.scriptBytes)} of script gzip, inline scripts included.`,
  );
const figures = (row) => `first-load JS ${kb(row.jsBytes)} gzip (${kb(row.jsBrotliBytes)} as sent, brotli)`;
if (home) console.log(`Home page: ${figures(home)}, CSS ${kb(home.cssBytes)} gzip.`);
if (heaviest) console.log(`Heaviest page: ${heaviest.page}, ${figures(heaviest)}.`);

if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
