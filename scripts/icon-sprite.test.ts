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
});
