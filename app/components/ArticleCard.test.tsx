// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { ArticleCard, ArticleImage } from "~/components/ArticleCard";
import { articleCardCopy, categoryNames, readTimeIn } from "~/content/blog-page";
import type { ArticleImage as ArticleImageData, ArticleSummary } from "~/lib/blog";
import { formatDate } from "~/lib/format";
import { LANGS } from "~/vocabulary/lang";

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

  test("as a photo on the blog's featured article: decorative beside the title, and loads first, as the page's largest paint", () => {
    const { container } = render(<ArticleImage image={photo} use="featured" />);
    const image = container.querySelector("picture img");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  test("as a photo on a card: decorative beside the title, waiting until it nears the screen", () => {
    const { container } = render(<ArticleImage image={photo} use="card" />);
    const image = container.querySelector("picture img");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("fetchpriority");
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  test("as a drawing: a decorative <img> of the SVG", () => {
    const { container } = render(<ArticleImage image={drawing} use="card" />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", drawing.src);
    expect(image).toHaveAttribute("alt", "");
    expect(image?.closest("picture")).toBeNull();
  });
});

const article: ArticleSummary = {
  id: "what-to-bring",
  slug: "what-to-bring",
  title: "What to Bring to Your Notary Appointment",
  excerpt: "A current photo ID, the whole document, unsigned, and every signer.",
  date: "2025-07-14",
  updated: "2025-07-14",
  author: "Alex Rivera",
  category: "Notary Tips",
  readTime: "3 min read",
  image: drawing,
  tags: [],
  sample: false,
  lang: "en",
};

function renderCardAt(path: string) {
  const Stub = createRoutesStub([{ path, Component: () => <ArticleCard article={article} /> }]);
  render(<Stub initialEntries={[path]} />);
}

describe.each(LANGS)("an article's card on a %s page", (lang) => {
  const path = lang === "en" ? "/blog" : "/espanol/blog";
  const copy = articleCardCopy[lang];

  test("speaks the page's language around the article's own words", async () => {
    renderCardAt(path);
    const card = await screen.findByRole("article");
    expect(card).toHaveTextContent(categoryNames[lang][article.category]);
    expect(card).toHaveTextContent(`${copy.by} ${article.author}`);
    expect(card).toHaveTextContent(formatDate(article.date, lang));
    expect(card).toHaveTextContent(readTimeIn(article.readTime, lang));
    const name = [copy.readMore, copy.about, article.title, copy.inEnglish].filter(Boolean).join(" ");
    const link = within(card).getByRole("link");
    expect(link).toHaveAccessibleName(name);
    expect(link).toHaveAttribute("href", `/blog/${article.slug}`);
  });

  test("marks the English article as English only on a page in another language", async () => {
    renderCardAt(path);
    const card = await screen.findByRole("article");
    const heading = within(card).getByRole("heading", { level: 3 });
    const link = within(card).getByRole("link");
    if (lang === "en") {
      expect(heading).not.toHaveAttribute("lang");
      expect(link).not.toHaveAttribute("hreflang");
    } else {
      expect(heading).toHaveAttribute("lang", "en");
      expect(link).toHaveAttribute("hreflang", "en");
      expect(card).toHaveTextContent(copy.inEnglish);
    }
  });
});

describe.each(LANGS)("a sample article's card on a %s page", (lang) => {
  const path = lang === "en" ? "/blog" : "/espanol/blog";

  test("says it is a sample, in the page's language, and only a sample says so", async () => {
    const sample = { ...article, sample: true };
    const Stub = createRoutesStub([
      {
        path,
        Component: () => (
          <>
            <ArticleCard article={sample} />
            <ArticleCard article={{ ...article, slug: "kept", sample: false }} />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={[path]} />);
    const [sampleCard, keptCard] = await screen.findAllByRole("article");
    expect(sampleCard).toHaveTextContent(articleCardCopy[lang].sample);
    expect(keptCard).not.toHaveTextContent(articleCardCopy[lang].sample);
  });
});

describe("the read time on a Spanish page", () => {
  test("is said in Spanish when it has the usual shape, and kept as written otherwise", () => {
    expect(readTimeIn("3 min read", "es")).toBe("3 min de lectura");
    expect(readTimeIn("12 minute read", "es")).toBe("12 min de lectura");
    expect(readTimeIn("a quick read", "es")).toBe("a quick read");
    expect(readTimeIn("3 min read", "en")).toBe("3 min read");
  });
});
