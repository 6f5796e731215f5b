import { describe, expect, test } from "vitest";
import { PHOTO_FILE } from "../../app/vocabulary/photo-file";
import { suggestName } from "../../platform/vite/photo-pipeline.mjs";
import { photoFileName } from "../../platform/editor/photo-name.js";

/** Names as phones, cameras and people give them, each with what the site stores it as. */
const UPLOADS: [string, string][] = [
  ["IMG_2041.JPG", "img-2041.jpg"],
  ["_DSC0042.JPEG", "dsc0042.jpeg"],
  ["PXL_20250614_181502123.jpg", "pxl-20250614-181502123.jpg"],
  ["Reading Pagoda (2).PNG", "reading-pagoda-2.png"],
  ["Señora Café.webp", "senora-cafe.webp"],
  ["photo.final.JPG", "photo-final.jpg"],
  ["kitchen-table-signing.jpg", "kitchen-table-signing.jpg"],
  ["___.jpg", "photo.jpg"],
];

describe("the name the site editor stores an uploaded photo under", () => {
  test.each(UPLOADS)("%s is stored as %s, a name the build accepts", (uploaded, stored) => {
    expect(photoFileName(uploaded)).toBe(stored);
    expect(`photos/${stored}`).toMatch(PHOTO_FILE);
  });

  test("is left as it is by Decap, which keeps letters, digits, hyphens and dots of a lower-case name", () => {
    for (const [uploaded] of UPLOADS) expect(photoFileName(uploaded)).toMatch(/^[a-z0-9.-]+$/);
  });

  test("keeps another kind's extension, so the build can say what the file is instead of a JPG that is not", () => {
    expect(photoFileName("IMG_2041.HEIC")).toBe("img-2041.heic");
    expect(`photos/${photoFileName("IMG_2041.HEIC")}`).not.toMatch(PHOTO_FILE);
  });

  test("is the name the build suggests for a photo added by hand", () => {
    for (const [uploaded, stored] of UPLOADS) expect(suggestName(uploaded)).toBe(stored);
    expect(suggestName("IMG_2041.HEIC")).toBe("img-2041.jpg");
  });
});
