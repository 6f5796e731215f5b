import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { DRAWING_ID_PREFIX, DRAWINGS, ICON_ID_PREFIX, ICONS, readIconFiles, renderIconFiles } from "./icon-sprite.mjs";

const symbolsOf = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, id, attributes, shapes]) => ({
    id: id ?? "",
    attributes: attributes ?? "",
    shapes: shapes ?? "",
  }));

describe("the sprite", () => {
  test("is up to date with the icon and drawing lists (run `npm run icons` if not)", async () => {
    expect(readIconFiles()).toEqual(await renderIconFiles());
  });

  test("has one symbol for each icon name, then one for each drawing, each id prefixed so it meets no section's", () => {
    const ids = symbolsOf(readIconFiles().sprite).map(({ id }) => id);
    expect(ids).toEqual([
      ...Object.keys(ICONS).map((name) => `${ICON_ID_PREFIX}${name}`),
      ...Object.keys(DRAWINGS).map((name) => `${DRAWING_ID_PREFIX}${name}`),
    ]);
  });

  test("draws every icon as an outline in the colour of the text around it", () => {
    const icons = symbolsOf(readIconFiles().sprite).filter(({ id }) => id.startsWith(ICON_ID_PREFIX));
    expect(icons).toHaveLength(Object.keys(ICONS).length);
    for (const { id, attributes } of icons) {
      expect(attributes, id).toContain('fill="none"');
      expect(attributes, id).toContain('stroke="currentColor"');
    }
  });

  test("draws each drawing with its own file's view box and shapes, colours included", () => {
    const drawings = new Map(symbolsOf(readIconFiles().sprite).map((symbol) => [symbol.id, symbol]));
    for (const [name, file] of Object.entries(DRAWINGS)) {
      const svg = readFileSync(join(import.meta.dirname, "..", "..", "app", "assets", file), "utf8");
      const symbol = drawings.get(`${DRAWING_ID_PREFIX}${name}`);
      expect(symbol?.attributes, name).toContain(`viewBox="${/viewBox="([^"]+)"/.exec(svg)?.[1]}"`);
      const shapes = [...svg.matchAll(/<(path|rect|circle)\b[^>]*>/g)].map(([shape]) => shape);
      expect(shapes.length, file).toBeGreaterThan(0);
      for (const shape of shapes) expect(symbol?.shapes, `${name}: ${shape}`).toContain(shape);
    }
  });
});
