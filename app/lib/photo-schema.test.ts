import { describe, expect, test } from "vitest";
import { photoAltSchema, photoFileSchema } from "~/facts/schemas/photo-fields";
import { photoChoiceSchema } from "~/lib/photo-schema";

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("a photo's file, as content names it", () => {
  test.each(["photos/hospital-visit.jpg", "photos/portrait.jpeg", "photos/reading-2025.png", "photos/kutztown.webp"])(
    "accepts %s",
    (file) => {
      expect(photoFileSchema.parse(file)).toBe(file);
    },
  );

  test.each([
    ["a camera's name", "photos/IMG_1234.JPG"],
    ["spaces", "photos/my photo.jpg"],
    ["a leading slash", "/photos/portrait.jpg"],
    ["a sub-folder", "photos/towns/reading.jpg"],
    ["an iPhone's HEIC", "photos/portrait.heic"],
    ["a drawing", "photos/seal.svg"],
    ["no folder", "portrait.jpg"],
  ])("refuses %s, saying how to name it", (_, file) => {
    expect(issues(photoFileSchema.safeParse(file))).toEqual([
      expect.stringMatching(/like photos\/hospital-visit\.jpg/),
    ]);
  });
});

describe("a photo's alt text", () => {
  test("is required", () => {
    expect(issues(photoAltSchema.safeParse(undefined))).toEqual([expect.stringMatching(/^is required for a photo/)]);
  });

  test("is a trimmed sentence of 10 to 160 characters", () => {
    expect(photoAltSchema.parse("  The notary at a kitchen table with a client.  ")).toBe(
      "The notary at a kitchen table with a client.",
    );
    expect(issues(photoAltSchema.safeParse("A desk"))).toEqual([expect.stringMatching(/at least 10 characters/)]);
    expect(issues(photoAltSchema.safeParse("x".repeat(161)))).toEqual([expect.stringMatching(/at most 160/)]);
  });

  test.each(["Photo of the notary", "An image of a desk with a pen", "picture of Reading's Pagoda"])(
    'does not start by saying it is an image: "%s"',
    (alt) => {
      expect(issues(photoAltSchema.safeParse(alt))).toEqual([expect.stringMatching(/must not start with "Photo of"/)]);
    },
  );
});

describe("a photo chosen in a data file", () => {
  test("names the file and says what it shows, and nothing else", () => {
    const choice = { file: "photos/portrait.jpg", alt: "The notary smiling at her desk in Reading." };
    expect(photoChoiceSchema.parse(choice)).toEqual(choice);
    const result = photoChoiceSchema.safeParse({ ...choice, caption: "Me" });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(["unrecognized_keys"]);
  });
});
