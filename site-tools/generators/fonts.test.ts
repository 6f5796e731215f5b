import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, test } from "vitest";
import { FACES, fallbackFamilies, fallbackOverrides } from "./fonts.mjs";

const require = createRequire(import.meta.url);
const fontsDir = join(import.meta.dirname, "..", "..", "app", "fonts");
const facesCss = readFileSync(join(fontsDir, "faces.css"), "utf8");
const appCss = readFileSync(join(import.meta.dirname, "..", "..", "app", "app.css"), "utf8");
const { characters } = JSON.parse(readFileSync(join(fontsDir, "characters.json"), "utf8")) as { characters: string };

describe.each(FACES)("$family", (face) => {
  test("its subset draws every listed character its full version draws, and weighs at most 20 KB", () => {
    const bytes = readFileSync(join(fontsDir, `${face.file}.woff2`));
    expect(bytes.length).toBeLessThanOrEqual(20 * 1024);
    const subset = fontkit.create(bytes) as fontkit.Font;
    const full = fontkit.create(readFileSync(require.resolve(face.source))) as fontkit.Font;
    const lacking = [...characters].filter(
      (character) =>
        full.hasGlyphForCodePoint(character.codePointAt(0) ?? 0) &&
        !subset.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
    );
    expect(lacking, "run npm run fonts").toEqual([]);
  });

  test("each platform's fallback face carries the overrides worked out from both fonts' metrics, and the stack names it", () => {
    const font = require(face.metrics);
    face.fallbacks.forEach((fallback, index) => {
      const family = fallbackFamilies(face)[index] ?? "";
      const rule = new RegExp(`font-family: "${family}";\\s*src: local\\("${fallback.name}"\\);([^}]*)}`).exec(
        facesCss,
      );
      expect(rule, family).not.toBeNull();
      for (const [property, value] of Object.entries(fallbackOverrides(font, require(fallback.metrics)))) {
        expect(rule?.[1]).toContain(`${property}: ${value};`);
      }
      expect(appCss).toContain(`"${family}"`);
    });
  });
});

test("a fallback is scaled to the web font's average letter width and takes its ascent and descent", () => {
  const overrides = fallbackOverrides(
    { xWidthAvg: 500, unitsPerEm: 1000, ascent: 900, descent: -300, lineGap: 0 },
    { xWidthAvg: 1000, unitsPerEm: 2048, ascent: 1800, descent: -400, lineGap: 60 },
  );
  // 0.5 / (1000 / 2048) = 1.024; 900 / (1000 × 1.024) = 87.89%.
  expect(overrides).toEqual({
    "size-adjust": "102.4%",
    "ascent-override": "87.89%",
    "descent-override": "29.3%",
    "line-gap-override": "0%",
  });
});
