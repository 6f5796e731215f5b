// The site's two typefaces, made small enough for a phone: `npm run fonts`
// subsets the Fontsource variable fonts to the characters in
// app/fonts/characters.json (English and Spanish text, the site's
// punctuation), keeps only the weights the CSS uses, and writes
//   app/fonts/<face>.woff2      the subset fonts (committed; Vite fingerprints them)
//   app/fonts/faces.css         their @font-face rules and the metric-matched
//                               fallback faces, imported by app/app.css
//   app/fonts/inlined-faces.css the @font-face rules of the faces written into
//                               every page (`inline`) by the build's last step
//                               (platform/build/inline-styles.mjs)
// A browser test fails, naming the character and the page, when a page uses
// a character the subset lacks (tests/e2e/fonts.spec.ts); add it to
// characters.json and run this again. docs/decisions/020-typefaces.md.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, "..", "..");
const fontsDir = join(root, "app", "fonts");

/**
 * Each face: its Fontsource file, the weight range the CSS uses, and the
 * local font whose metrics its fallback is matched to (@capsizecss/metrics).
 */
export const FACES = [
  {
    family: "Roboto Slab",
    file: "roboto-slab",
    source: "@fontsource-variable/roboto-slab/files/roboto-slab-latin-wght-normal.woff2",
    // One weight, cut from the variable font: headings are bold, and a phone
    // saves 6 KB against keeping the 700–800 range (16.0 KB).
    weight: { min: 700, max: 700 },
    // Written into every page as a data: URL, so the first paint has it
    // without a second request (docs/decisions/025-javascript-after-the-first-paint.md).
    inline: true,
    metrics: "@capsizecss/metrics/robotoSlab",
    // One fallback face per platform's own serif: iPhones and Macs, Android, Windows.
    fallbacks: [
      { name: "Georgia", metrics: "@capsizecss/metrics/georgia" },
      { name: "Noto Serif", metrics: "@capsizecss/metrics/notoSerif" },
      { name: "Times New Roman", metrics: "@capsizecss/metrics/timesNewRoman" },
    ],
  },
  {
    family: "Figtree",
    file: "figtree",
    source: "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2",
    weight: { min: 400, max: 700 },
    metrics: "@capsizecss/metrics/figtree",
    fallbacks: [
      { name: "Arial", metrics: "@capsizecss/metrics/arial" },
      { name: "Roboto", metrics: "@capsizecss/metrics/roboto" },
      { name: "Helvetica", metrics: "@capsizecss/metrics/helvetica" },
    ],
  },
];

/**
 * "optional": the text waits at most a moment for the preloaded font, then
 * shows in the fallback for the rest of the page's life, so the font never
 * swaps in late and moves the words (decision 020: "swap" measured layout
 * shifts of 0.003–0.09 where the device lacks the matched local font).
 */
export const FONT_DISPLAY = "optional";

// Two decimals without trailing zeros, as prettier writes them (0.00% would be reformatted to 0%).
const percent = (value) => `${Number((value * 100).toFixed(2))}%`;

/**
 * The overrides that make a local font take the space the web font will:
 * scale it to the same average letter width, then set the line's ascent,
 * descent and gap to the web font's, in the scaled font's units.
 */
export function fallbackOverrides(font, fallback) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const perEm = font.unitsPerEm * sizeAdjust;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(font.ascent / perEm),
    "descent-override": percent(Math.abs(font.descent) / perEm),
    "line-gap-override": percent(font.lineGap / perEm),
  };
}

/** The names the CSS gives a face's fallbacks, in the order the font stack tries them. */
export function fallbackFamilies(face) {
  return face.fallbacks.map(({ name }) => `${face.family} on ${name}`);
}

/** The font files Vite writes into the CSS as data: URLs (vite.config.ts). */
export const INLINED_FONT_FILES = new Set(FACES.filter((face) => face.inline).map((face) => `${face.file}.woff2`));

/** Whether Vite should inline this asset: an inlined face's font file, and nothing else. */
export const isInlinedFont = (file) => INLINED_FONT_FILES.has(basename(file.split("?")[0] ?? ""));

function faceRule(face) {
  return `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-weight: ${face.weight.min === face.weight.max ? face.weight.min : `${face.weight.min} ${face.weight.max}`};
  font-display: ${FONT_DISPLAY};
  src: url("./${face.file}.woff2") format("woff2");
}
`;
}

function fallbackRules(face) {
  const font = require(face.metrics);
  const fallbacks = face.fallbacks.map((fallback, index) => {
    const overrides = Object.entries(fallbackOverrides(font, require(fallback.metrics)))
      .map(([name, value]) => `  ${name}: ${value};`)
      .join("\n");
    return `@font-face {
  font-family: "${fallbackFamilies(face)[index]}";
  src: local("${fallback.name}");
${overrides}
}`;
  });
  return `/* ${face.family}'s place, taken by the device's own font until it arrives, so nothing moves. */
${fallbacks.join("\n\n")}
`;
}

async function main() {
  const { default: subsetFont } = await import("subset-font");
  const { format } = await import("prettier");
  const characters = JSON.parse(readFileSync(join(fontsDir, "characters.json"), "utf8")).characters;
  const header = "/* Written by `npm run fonts` (site-tools/generators/fonts.mjs): do not edit. */";
  const css = [header];
  const inlinedCss = [header];
  for (const face of FACES) {
    const source = readFileSync(require.resolve(face.source));
    const subset = await subsetFont(source, characters, {
      targetFormat: "woff2",
      // A single weight pins the axis; a range keeps the font variable within it.
      variationAxes: { wght: face.weight.min === face.weight.max ? face.weight.min : face.weight },
    });
    writeFileSync(join(fontsDir, `${face.file}.woff2`), subset);
    (face.inline ? inlinedCss : css).push(faceRule(face));
    css.push(fallbackRules(face));
    console.log(
      `${face.family}: ${source.length} bytes -> ${subset.length} bytes (${[...characters].length} characters)`,
    );
  }
  // Formatted as the lint expects, so a fresh `npm run fonts` passes `prettier --check`.
  for (const [file, rules] of [
    ["faces.css", css],
    ["inlined-faces.css", inlinedCss],
  ]) {
    const path = join(fontsDir, file);
    writeFileSync(path, await format(rules.join("\n"), { filepath: path }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
