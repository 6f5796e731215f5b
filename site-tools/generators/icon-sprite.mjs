// Builds the site's sprite: one SVG holding every icon the content uses and
// the site's own small drawings (the seal, the credentials). Each page carries
// it once, hidden, at the top of its body (platform/build/icon-sprite.mjs), and
// draws from it with <use href="#name">: no request before the first paint,
// and no JavaScript, which keeps each page inside its script budget.
//
// To add an icon: add a line to ICONS (our name -> the Lucide icon's file
// name, see https://lucide.dev/icons), then run `npm run icons` and commit
// the two files it writes. To add a drawing: put its SVG under app/assets and
// add a line to DRAWINGS.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";

export const ICONS = {
  alert: "triangle-alert",
  arrow: "arrow-right",
  award: "award",
  badge: "badge-check",
  ban: "ban",
  briefcase: "briefcase",
  building: "building-complex",
  calendar: "calendar-days",
  car: "car",
  care: "hand-heart",
  check: "circle-check",
  chevron: "chevron-down",
  clipboard: "clipboard-check",
  clock: "clock",
  close: "x",
  coffee: "coffee",
  copy: "copy",
  document: "file-text",
  download: "file-down",
  gavel: "gavel",
  globe: "globe",
  graduation: "graduation-cap",
  handshake: "handshake",
  heart: "heart",
  home: "house",
  hospital: "hospital",
  hourglass: "hourglass",
  id: "id-card",
  info: "info",
  landmark: "landmark",
  laptop: "laptop",
  library: "library",
  lightbulb: "lightbulb",
  lock: "lock",
  mail: "mail",
  map: "map",
  medical: "stethoscope",
  menu: "menu",
  message: "message-square",
  park: "trees",
  pen: "pen-line",
  phone: "phone",
  pin: "map-pin",
  route: "route",
  scale: "scale",
  school: "school",
  screened: "user-check",
  shield: "shield-check",
  shopping: "shopping-bag",
  signature: "file-pen-line",
  smile: "face-slightly-smiling",
  stamp: "stamp",
  star: "star",
  timer: "timer",
  umbrella: "umbrella",
  university: "university",
  upload: "upload",
  users: "users",
  video: "video",
  wifi: "wifi",
};

/** The site's own drawings: our name -> the file under app/assets. They keep their own colours. */
export const DRAWINGS = {
  "logo-mark": "logo-mark.svg",
  "credential-commission": "credentials/commission.svg",
  "credential-bond": "credentials/bond.svg",
  "credential-screening": "credentials/screening.svg",
  "credential-signing": "credentials/signing.svg",
};

/*
 * The sprite shares the page's ids with its sections ("university", "home"),
 * so its symbols' ids carry a prefix; the names file hands it to the app.
 */
export const ICON_ID_PREFIX = "icon-";
export const DRAWING_ID_PREFIX = "drawing-";

const SYMBOL_STYLE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const root = join(import.meta.dirname, "..", "..");
export const SPRITE_FILE = join(root, "app", "assets", "icons.svg");
export const NAMES_FILE = join(root, "app", "vocabulary", "icon-names.ts");

/**
 * A Lucide icon's shapes, as its published SVG file (lucide-static) draws
 * them: the children of the root <svg>, one line each, written self-closing.
 */
export function iconShapes(lucideName) {
  const file = join(root, "node_modules", "lucide-static", "icons", `${lucideName}.svg`);
  const svg = readFileSync(file, "utf8");
  const body = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (body === undefined) throw new Error(`${file}: no <svg> element`);
  return body
    .split("\n")
    .map((line) => line.trim().replace(/\s*\/>$/, "/>"))
    .filter(Boolean);
}

/** A drawing's viewBox and shapes, from its file under app/assets. */
export function drawingSymbol(name, file) {
  const path = join(root, "app", "assets", file);
  const svg = readFileSync(path, "utf8");
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(svg);
  const viewBox = match && /\bviewBox="([^"]+)"/.exec(match[1])?.[1];
  if (!match || !viewBox) throw new Error(`${path}: no <svg> element with a viewBox`);
  const shapes = (match[2] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .join("");
  return `  <symbol id="${DRAWING_ID_PREFIX}${name}" viewBox="${viewBox}">${shapes}</symbol>`;
}

/** The sprite's text and the TypeScript list of names, as they should be. */
export async function renderIconFiles() {
  const symbols = [];
  for (const [name, lucideName] of Object.entries(ICONS)) {
    const shapes = iconShapes(lucideName);
    // The stroke style sits on each symbol: a page that draws an icon with
    // <use href="/assets/icons.svg#name"> does not inherit the root <svg>'s
    // attributes of an external sprite, and would fill the shapes black.
    symbols.push(
      `  <symbol id="${ICON_ID_PREFIX}${name}" viewBox="0 0 24 24" ${SYMBOL_STYLE}>${shapes.join("")}</symbol>`,
    );
  }
  for (const [name, file] of Object.entries(DRAWINGS)) symbols.push(drawingSymbol(name, file));
  const sprite = [
    '<svg xmlns="http://www.w3.org/2000/svg" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">',
    "  <!-- Generated by `npm run icons` from Lucide's published SVG files, lucide-static (ISC licence), and the site's drawings in app/assets. Do not edit. -->",
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
  const names = [
    "// Generated by `npm run icons` (site-tools/generators/icon-sprite.mjs). Do not edit.",
    "",
    "/** The sprite's symbol ids are these prefixes and a name, so they never meet a section's id. */",
    `export const ICON_ID_PREFIX = "${ICON_ID_PREFIX}";`,
    `export const DRAWING_ID_PREFIX = "${DRAWING_ID_PREFIX}";`,
    "",
    "export const iconNames = [",
    ...Object.keys(ICONS).map((name) => `  "${name}",`),
    "] as const;",
    "",
    "export type IconName = (typeof iconNames)[number];",
    "",
    `export type DrawingName = ${Object.keys(DRAWINGS)
      .map((name) => `"${name}"`)
      .join(" | ")};`,
    "",
  ].join("\n");
  // Laid out as the project's formatter would, however long the lists grow.
  return { sprite, names: await format(names, { ...(await resolveConfig(NAMES_FILE)), filepath: NAMES_FILE }) };
}

export function readIconFiles() {
  return { sprite: readFileSync(SPRITE_FILE, "utf8"), names: readFileSync(NAMES_FILE, "utf8") };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { sprite, names } = await renderIconFiles();
  writeFileSync(SPRITE_FILE, sprite);
  writeFileSync(NAMES_FILE, names);
  console.log(
    `Wrote ${Object.keys(ICONS).length} icons and ${Object.keys(DRAWINGS).length} drawings to app/assets/icons.svg and app/vocabulary/icon-names.ts`,
  );
}
