import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/shared-tab";
import { getArticles } from "../../app/lib/articles.server";
import { articlePath, articlesListedIn, type ArticleSource } from "../../app/lib/blog";
import { site } from "../../app/facts/site.config";
import { collectPageErrors, waitForHydration } from "./support/page-errors";

/**
 * Photos in the browser: the article pages whose picture is a photo, and the
 * blog list that shows them on cards. Which articles those are comes from the
 * content, so a new photo is tested as soon as an article uses it.
 */
type WithPhoto = ArticleSource & { image: Extract<ArticleSource["image"], { kind: "photo" }> };

const articles = getArticles();
const withPhotos = articles.filter((article): article is WithPhoto => article.image.kind === "photo");

/** The URLs and widths of a srcset: "a.avif 480w, b.avif 800w" → [["a.avif", 480], ["b.avif", 800]]. */
function candidates(srcSet: string | null): [string, number][] {
  return (srcSet ?? "").split(",").map((candidate) => {
    const [url = "", width = ""] = candidate.trim().split(/\s+/);
    return [url, Number.parseInt(width, 10)];
  });
}

/** The <source> elements of the <picture> an image is in, as type, srcset and sizes. */
async function pictureSources(image: Locator) {
  return image.evaluate((img) => {
    if (img.parentElement?.tagName !== "PICTURE") return undefined;
    return [...img.parentElement.querySelectorAll("source")].map((source) => ({
      type: source.type,
      srcSet: source.getAttribute("srcset"),
      sizes: source.getAttribute("sizes"),
    }));
  });
}

async function loadedWidth(image: Locator): Promise<number> {
  return image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
}

/** Every image file the page asks the server for, from now on. */
function collectImageRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

for (const article of withPhotos.slice(0, 1)) {
  test.describe(`an article with a photo: ${article.slug}`, () => {
    const path = articlePath(article);
    const cover = (page: Page) => page.getByRole("main").getByRole("img", { name: article.image.alt, exact: true });

    test("shows the photo as a <picture>: AVIF then WebP, each at every width, with its size and alt text", async ({
      page,
      request,
    }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const image = cover(page);
      await expect(image).toBeVisible();

      const sources = await pictureSources(image);
      expect(sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      for (const source of sources ?? []) {
        const files = candidates(source.srcSet);
        expect(files.length, source.type).toBeGreaterThanOrEqual(2);
        expect(files.map(([, width]) => width)).toEqual(files.map(([, width]) => width).toSorted((a, b) => a - b));
        expect(source.sizes).toBeTruthy();
        for (const [url] of files) {
          // Files of the site itself (img-src 'self'), never inline data.
          expect(url).toMatch(/^\/assets\/[\w-]+\.(avif|webp)$/);
          const file = await request.get(url);
          expect(file.status(), url).toBe(200);
          expect(file.headers()["content-type"], url).toBe(source.type);
        }
      }

      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect.poll(() => loadedWidth(image)).toBeGreaterThan(0);
      const { width, height, naturalWidth, naturalHeight, currentSrc } = await image.evaluate(
        (img: HTMLImageElement) => ({
          width: img.width,
          height: img.height,
          naturalWidth: img.naturalWidth,
          naturalHeight: img.naturalHeight,
          currentSrc: img.currentSrc,
        }),
      );
      // The reserved box has the photo's proportions, so nothing moves when it arrives.
      expect(width / height).toBeCloseTo(naturalWidth / naturalHeight, 1);
      // Chromium reads AVIF, so it takes the first source.
      expect(currentSrc).toMatch(/\.avif$/);
      expect(errors).toEqual([]);
    });

    test("asks for the photo first: eager, high priority and preloaded from the head, one file only", async ({
      page,
    }) => {
      const requested = collectImageRequests(page);
      await page.goto(path, { waitUntil: "load" });
      const image = cover(page);
      await expect(image).toHaveAttribute("loading", "eager");
      await expect(image).toHaveAttribute("fetchpriority", "high");

      const [avif] = (await pictureSources(image)) ?? [];
      const preload = page.locator('head link[rel="preload"][as="image"][imagesrcset]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute("type", "image/avif");
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      await expect(preload).toHaveAttribute("imagesrcset", avif?.srcSet ?? "");
      await expect(preload).toHaveAttribute("imagesizes", avif?.sizes ?? "");

      // The preload and the <picture> choose the same file: the photo is downloaded once.
      await expect.poll(() => loadedWidth(image)).toBeGreaterThan(0);
      const files = new Set(
        ((await pictureSources(image)) ?? []).flatMap((source) => candidates(source.srcSet).map(([url]) => url)),
      );
      const currentSrc = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(requested.filter((url) => files.has(url))).toEqual([new URL(currentSrc).pathname]);
    });

    test("describes the photo to search engines in its BlogPosting data, as raster crops of that photo", async ({
      page,
    }) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "BlogPosting");
      // The cover's file name without its build hash and type ("signed-papers-on-a-desk"): each crop carries it.
      const src = (await cover(page).getAttribute("src")) ?? "";
      const photoName =
        src
          .split("/")
          .at(-1)
          ?.replace(/-[\w-]{8}\.\w+$/, "") ?? "";
      expect(photoName).not.toBe("");
      const images = posting?.image as string[];
      expect(images).toHaveLength(3);
      for (const image of images) {
        expect(image.startsWith(`${site.url}/assets/${photoName}-`), image).toBe(true);
      }
    });
  });
}

test.describe("photos on the blog list", () => {
  // The English list: its newest article featured on top, and every article, that one first, as cards below.
  const listed = articlesListedIn(articles, "en");
  const featured = listed[0];
  const featuredPhoto = featured?.image.kind === "photo";
  const cardPhotosOnFirstPage = listed.slice(0, site.blog.pageSize).filter((article) => article.image.kind === "photo");

  test("the featured one loads first, as the page's largest paint; the cards' wait until they near the screen; beside their titles all are decorative", async ({
    page,
  }) => {
    await page.goto("/blog");
    const featuredImage = page.getByRole("region", { name: featured?.title }).locator("picture img");
    await expect(featuredImage).toHaveCount(featuredPhoto ? 1 : 0);
    if (featuredPhoto) {
      await expect(featuredImage).toHaveAttribute("loading", "eager");
      await expect(featuredImage).toHaveAttribute("fetchpriority", "high");
      await expect(featuredImage).toHaveAttribute("alt", "");
    }
    await expect(page.locator('head link[rel="preload"][imagesrcset]')).toHaveCount(featuredPhoto ? 1 : 0);

    const cards = page.getByRole("region", { name: "All Articles" }).locator("picture img");
    await expect(cards).toHaveCount(cardPhotosOnFirstPage.length);
    for (const photo of await cards.all()) {
      await expect(photo).toHaveAttribute("loading", "lazy");
      await expect(photo).not.toHaveAttribute("fetchpriority");
      await expect(photo).toHaveAttribute("alt", "");
    }
  });

  test("a card's photo loads when scrolled to, and still shows after moving to its article in the app", async ({
    page,
  }) => {
    // The first card with a photo, on the page of the list that holds it.
    const index = listed.findIndex((article) => article.image.kind === "photo");
    const article = listed[index];
    const listPage = Math.floor(index / site.blog.pageSize) + 1;
    await page.goto(listPage > 1 ? `/blog?page=${listPage}` : "/blog");
    await waitForHydration(page);
    if (!article || article.image.kind !== "photo") {
      // No article in the list has a photo: no card shows one.
      await expect(page.getByRole("region", { name: "All Articles" }).locator("picture img")).toHaveCount(0);
      return;
    }
    const cardPhoto = page
      .getByRole("region", { name: "All Articles" })
      .getByRole("link", { name: `Read More about ${article.title}` })
      .locator("xpath=ancestor::*[.//picture][1]")
      .locator("picture img");
    await cardPhoto.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedWidth(cardPhoto)).toBeGreaterThan(0);

    await page
      .getByRole("region", { name: "All Articles" })
      .getByRole("link", { name: `Read More about ${article.title}` })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const cover = page.getByRole("main").getByRole("img", { name: article.image.alt, exact: true });
    await expect.poll(() => loadedWidth(cover)).toBeGreaterThan(0);
  });
});
