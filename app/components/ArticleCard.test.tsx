// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ArticleImage } from "~/components/ArticleCard";
import type { ArticleImage as ArticleImageData } from "~/lib/blog";

const photo: ArticleImageData = {
  kind: "photo",
  alt: "A pen and a notary's stamp on a wooden desk.",
  src: "/assets/desk-2.webp",
  width: 1200,
  height: 675,
  sources: [{ type: "image/avif", srcSet: "/assets/desk-1.avif 480w, /assets/desk-2.avif 1200w" }],
};

const drawing: ArticleImageData = { kind: "drawing", src: "/images/blog/notary-tips.svg", width: 800, height: 450 };

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe("an article's picture", () => {
  test("as a photo on its own page: says what it shows and loads first", () => {
    render(<ArticleImage image={photo} use="article" />);
    const image = screen.getByRole("img", { name: photo.alt });
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image.closest("picture")?.querySelector("source")).toHaveAttribute(
      "sizes",
      "(min-width: 50rem) 48rem, calc(100vw - 2rem)",
    );
  });

  test.each(["card", "featured"] as const)(
    "as a photo on a %s: decorative beside the title, waiting until it nears the screen",
    (use) => {
      const { container } = render(<ArticleImage image={photo} use={use} />);
      const image = container.querySelector("picture img");
      expect(image).toHaveAttribute("alt", "");
      expect(image).toHaveAttribute("loading", "lazy");
      expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    },
  );

  test("as a drawing: a decorative <img> of the SVG", () => {
    const { container } = render(<ArticleImage image={drawing} use="card" />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", drawing.src);
    expect(image).toHaveAttribute("alt", "");
    expect(image?.closest("picture")).toBeNull();
  });
});
