import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "./support/test";
import { getArticles } from "../../app/lib/articles.server";
import { articlePath } from "../../app/lib/blog";
import { PHOTO_BUDGET } from "../../platform/vite/photo-pipeline.mjs";

/*
 * Issue 41: every article gives search engines and link previews raster
 * pictures, 1200 px wide in 16:9, 4:3 and 1:1 (Google's Article guidance
 * and Discover), never the SVG drawing its page may show. Each article page
 * is read as the server sends it; each picture is read from the build with
 * sharp. The articles come from the content, whatever they are.
 */

const CLIENT = join(import.meta.dirname, "..", "..", "build", "client");
const RASTER_FORMATS = ["jpeg", "png", "webp"];
/** The three shapes, as width over height. */
const SHAPES = [16 / 9, 4 / 3, 1];

/** The meta tags and the JSON-LD blocks of a page's HTML. */
function headOf(html: string) {
  const meta = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "null") as Record<string, unknown>,
  );
  return { meta, jsonLd };
}

/** The built file an absolute image URL names, its size and its format as sharp reads it. */
async function imageFile(url: string) {
  const file = join(CLIENT, decodeURIComponent(new URL(url).pathname));
  expect(existsSync(file), `${url} is a file in build/client`).toBe(true);
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format, bytes: statSync(file).size };
}

const articles = getArticles();

test("the content has articles to check", () => {
  expect(articles.length).toBeGreaterThan(0);
});

for (const article of articles) {
  const path = articlePath(article);

  test(`${path}: its structured-data images and link-preview image are raster files, 1200 px wide in 16:9, 4:3 and 1:1`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const { meta, jsonLd } = headOf(await response.text());

    const posting = jsonLd.find((data) => data["@type"] === "BlogPosting");
    const images = posting?.image;
    expect(Array.isArray(images), "BlogPosting.image is a list").toBe(true);
    const read = await Promise.all((images as string[]).map(imageFile));
    for (const image of read) {
      expect(RASTER_FORMATS).toContain(image.format);
      expect(image.width).toBe(1200);
      expect(image.bytes).toBeLessThanOrEqual(PHOTO_BUDGET.imageMaxBytes);
    }
    const shapes = read.map((image) => (image.width ?? 0) / (image.height ?? 1));
    for (const shape of SHAPES) {
      expect(
        shapes.some((ratio) => Math.abs(ratio - shape) < 0.01),
        `an image in ${shape.toFixed(2)}:1`,
      ).toBe(true);
    }

    // The link preview: one 16:9 raster picture, its size and type stated as the file has them.
    const [ogImage] = meta.get("og:image") ?? [];
    expect(ogImage).toBeTruthy();
    expect(meta.get("twitter:image")).toEqual([ogImage]);
    const preview = await imageFile(ogImage ?? "");
    expect(RASTER_FORMATS).toContain(preview.format);
    expect(meta.get("og:image:width")).toEqual([String(preview.width)]);
    expect(meta.get("og:image:height")).toEqual([String(preview.height)]);
    expect(meta.get("og:image:type")).toEqual([`image/${preview.format}`]);
    expect((preview.width ?? 0) / (preview.height ?? 1)).toBeCloseTo(16 / 9, 2);
    expect(preview.bytes).toBeLessThanOrEqual(PHOTO_BUDGET.imageMaxBytes);

    expect(meta.get("robots")).toContain("max-image-preview:large");
  });
}
