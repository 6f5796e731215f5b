import { describe, expect, test } from "vitest";
import { ICONS, readIconFiles, renderIconFiles } from "./icon-sprite.mjs";

describe("the icon sprite", () => {
  test("is up to date with the icon list (run `npm run icons` if not)", async () => {
    expect(readIconFiles()).toEqual(await renderIconFiles());
  });

  test("has one symbol for each icon name", () => {
    const { sprite } = readIconFiles();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(Object.keys(ICONS));
  });

  test("draws every icon as an outline even when used from another file", () => {
    // Through an external <use>, a symbol does not inherit the sprite root's
    // attributes, so each symbol must carry its own fill and stroke.
    const { sprite } = readIconFiles();
    const symbols = [...sprite.matchAll(/<symbol [^>]*>/g)].map((match) => match[0]);
    expect(symbols).toHaveLength(Object.keys(ICONS).length);
    for (const symbol of symbols) {
      expect(symbol).toContain('fill="none"');
      expect(symbol).toContain('stroke="currentColor"');
    }
  });
});
