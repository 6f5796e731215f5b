import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { drawSocialCards, SOCIAL_CARD_FILES, SOCIAL_CARD_SIZE } from "./social-card.mjs";

const business = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "app/facts/data/business.json"), "utf8"),
);

describe("the link-preview pictures, drawn without a browser", () => {
  test("are two PNGs of the size the pages announce, one per language", async () => {
    const cards = await drawSocialCards(business);
    expect(cards.map(({ file }) => file)).toEqual(Object.values(SOCIAL_CARD_FILES));
    for (const { png } of cards) {
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({ format: "png", ...SOCIAL_CARD_SIZE });
    }
    expect(cards[0]?.png.equals(cards[1]?.png ?? Buffer.alloc(0))).toBe(false);
  });

  test("change when the business name changes, in both languages", async () => {
    const [before, after] = await Promise.all([
      drawSocialCards(business),
      drawSocialCards({ ...business, businessName: `${business.businessName} of Reading` }),
    ]);
    for (const [index, card] of before.entries()) {
      const { data: old } = await sharp(card.png).raw().toBuffer({ resolveWithObject: true });
      const { data: redrawn } = await sharp(after[index]?.png).raw().toBuffer({ resolveWithObject: true });
      expect(old.equals(redrawn), card.file).toBe(false);
    }
  });
}, 60_000);
