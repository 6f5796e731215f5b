// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { DEFAULT_PHOTO_SIZES, Photo } from "~/components/Photo";
import type { Photo as PhotoData } from "~/lib/photo";

const photo: PhotoData = {
  alt: "A pen and a notary's stamp on a wooden desk.",
  src: "/assets/desk-3.webp",
  width: 1200,
  height: 675,
  sources: [
    { type: "image/avif", srcSet: "/assets/desk-1.avif 480w, /assets/desk-2.avif 800w, /assets/desk-3.avif 1200w" },
    { type: "image/webp", srcSet: "/assets/desk-1.webp 480w, /assets/desk-2.webp 800w, /assets/desk-3.webp 1200w" },
  ],
};

function renderPhoto(props: Partial<Parameters<typeof Photo>[0]> = {}) {
  render(<Photo photo={photo} {...props} />);
  const image = screen.getByRole("img", { name: photo.alt });
  const picture = image.parentElement;
  if (picture?.tagName !== "PICTURE") throw new Error("The <img> is not inside a <picture>");
  return { image, sources: [...picture.querySelectorAll("source")] };
}

function preloads() {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
}

// React adds preloads to the head and leaves them there when a test's tree goes.
afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe("Photo", () => {
  test("offers AVIF first, then WebP, each at every width, and the widest WebP to the <img>", () => {
    const { image, sources } = renderPhoto();
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual(photo.sources.map((s) => s.srcSet));
    expect(image).toHaveAttribute("src", "/assets/desk-3.webp");
  });

  test("gives the size to reserve and the alt text", () => {
    const { image } = renderPhoto();
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "675");
    expect(image).toHaveAccessibleName(photo.alt);
  });

  test("tells the browser how wide the layout shows it, by default the content column", () => {
    expect(renderPhoto().sources.map((source) => source.getAttribute("sizes"))).toEqual([
      DEFAULT_PHOTO_SIZES,
      DEFAULT_PHOTO_SIZES,
    ]);
    cleanup();
    const sizes = "(min-width: 50rem) 48rem, 100vw";
    expect(renderPhoto({ sizes }).sources.map((source) => source.getAttribute("sizes"))).toEqual([sizes, sizes]);
  });

  test("waits until it nears the screen, and decodes off the main thread, unless told otherwise", () => {
    const { image } = renderPhoto({ className: "w-full" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
    expect(image).toHaveClass("w-full");
    expect(preloads()).toHaveLength(0);
  });

  test("on the first screen, loads at once and first, and is announced in the head", () => {
    const { image } = renderPhoto({ priority: true, sizes: "100vw" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("decoding");
    const [link] = preloads();
    expect(link).toHaveAttribute("type", "image/avif");
    expect(link).toHaveAttribute("imagesrcset", photo.sources[0]?.srcSet);
    expect(link).toHaveAttribute("imagesizes", "100vw");
    expect(link).toHaveAttribute("fetchpriority", "high");
  });

  test("on the first screen, is announced in the head of the prerendered page", () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Photo photo={photo} priority />
        </body>
      </html>,
    );
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
    expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+"/);
    expect(head).toContain(photo.sources[0]?.srcSet);
    expect(head).toContain(`imageSizes="${DEFAULT_PHOTO_SIZES}"`);
  });
});
