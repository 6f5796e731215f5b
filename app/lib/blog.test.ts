import { describe, expect, test } from "vitest";
import {
  BLOG_CATEGORIES,
  categorySlug,
  DEFAULT_BLOG_VIEW,
  pickRelated,
  readBlogQuery,
  writeBlogQuery,
  summarize,
  usedCategories,
  type Article,
  type ArticleSummary,
  type BlogCategory,
} from "~/lib/blog";

function article(id: string, category: BlogCategory, date: string, tags: string[] = []): ArticleSummary {
  return {
    id,
    slug: id,
    title: `Title ${id}`,
    excerpt: "Excerpt",
    date,
    updated: date,
    author: "Author",
    category,
    readTime: "3 min read",
    image: { kind: "drawing", src: "/images/blog/x.svg", width: 800, height: 450 },
    tags,
    sample: false,
    lang: "en",
  };
}

describe("pickRelated", () => {
  const current = article("current", "Notary Tips", "2025-08-15", ["fees", "ID"]);
  const articles = [
    current,
    article("other-category", "Local Notary Services", "2025-08-15", ["fees", "ID"]),
    article("far", "Notary Tips", "2025-07-01"),
    article("near", "Notary Tips", "2025-08-20"),
    article("one-tag", "Notary Tips", "2025-10-30", ["id"]),
    article("two-tags", "Notary Tips", "2025-07-02", ["Fees", "ID"]),
  ];

  test("takes at most the number asked for, from the same category, never the article itself", () => {
    const related = pickRelated(articles, current, 2);
    expect(related).toHaveLength(2);
    for (const other of related) {
      expect(other.category).toBe("Notary Tips");
      expect(other.id).not.toBe("current");
    }
  });

  test("prefers shared tags (in any casing), then the nearest date", () => {
    expect(pickRelated(articles, current, 4).map((other) => other.id)).toEqual(["two-tags", "one-tag", "near", "far"]);
  });

  test("breaks a tie in tags and distance in favor of the newer article", () => {
    const middle = article("middle", "Notary Tips", "2025-08-15");
    const before = article("before", "Notary Tips", "2025-08-10");
    const after = article("after", "Notary Tips", "2025-08-20");
    expect(pickRelated([before, middle, after], middle, 1).map((other) => other.id)).toEqual(["after"]);
  });

  test("returns fewer, or none, when the category has fewer", () => {
    const lonely = article("lonely", "Seasonal Notary Services", "2025-08-01");
    expect(pickRelated([...articles, lonely], lonely, 2)).toEqual([]);
    expect(pickRelated(articles, current, 0)).toEqual([]);
  });
});

describe("usedCategories", () => {
  test("lists the categories that have articles, in the filter's fixed order", () => {
    const articles = [
      article("a", "Local Notary Services", "2025-08-01"),
      article("b", "Notary Tips", "2025-08-02"),
      article("c", "Local Notary Services", "2025-08-03"),
    ];
    expect(usedCategories(articles)).toEqual(["Notary Tips", "Local Notary Services"]);
  });

  test("knows the spec's five categories", () => {
    expect(BLOG_CATEGORIES).toEqual([
      "Notary Tips",
      "Seasonal Notary Services",
      "Mobile Notary Services",
      "Real Estate Notarization",
      "Local Notary Services",
    ]);
  });
});

describe("summarize", () => {
  test("leaves out the body and the page-only fields", () => {
    const full: Article = {
      ...article("a", "Notary Tips", "2025-08-01"),
      seoTitle: "Title",
      metaDescription: "Description",
      html: "<p>Body</p>",
      wordCount: 1,
      kept: false,
    };
    const summary = summarize(full);
    expect(summary).not.toHaveProperty("html");
    expect(summary).not.toHaveProperty("metaDescription");
    expect(summary).not.toHaveProperty("seoTitle");
    expect(summary).toEqual(article("a", "Notary Tips", "2025-08-01"));
  });
});

describe("the list's address", () => {
  const categories = [...BLOG_CATEGORIES];
  // Two pages for All, three for Notary Tips, one for the rest.
  const pageCountOf = (category: BlogCategory | null) => (category === null ? 2 : category === "Notary Tips" ? 3 : 1);
  const read = (query: string) => readBlogQuery(new URLSearchParams(query), categories, pageCountOf);

  test("names each category by a readable slug made from its name, one per category", () => {
    expect(categorySlug("Notary Tips")).toBe("notary-tips");
    expect(categorySlug("Real Estate Notarization")).toBe("real-estate-notarization");
    const slugs = BLOG_CATEGORIES.map(categorySlug);
    expect(new Set(slugs).size).toBe(BLOG_CATEGORIES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test("reads a category and a page", () => {
    expect(read("")).toEqual(DEFAULT_BLOG_VIEW);
    expect(read("category=notary-tips&page=3")).toEqual({ category: "Notary Tips", page: 3 });
    expect(read("page=2")).toEqual({ category: null, page: 2 });
    expect(read("category=local-notary-services")).toEqual({ category: "Local Notary Services", page: 1 });
  });

  test("falls back to All, page 1, for an unknown category", () => {
    for (const query of ["category=nope", "category=Notary%20Tips", "category=", "category=nope&page=2"]) {
      expect(read(query)).toEqual(DEFAULT_BLOG_VIEW);
    }
  });

  test("falls back to the list's page 1 for a page that is not one of its pages", () => {
    for (const page of ["0", "-1", "2.5", "abc", "", "3", "01", "1e1", "99999999999"]) {
      expect(read(`page=${page}`)).toEqual({ category: null, page: 1 });
    }
    expect(read("category=local-notary-services&page=2")).toEqual({ category: "Local Notary Services", page: 1 });
  });

  test("only offers the categories in use", () => {
    expect(readBlogQuery(new URLSearchParams("category=notary-tips"), ["Local Notary Services"], pageCountOf)).toEqual(
      DEFAULT_BLOG_VIEW,
    );
  });

  test("writes the view without its defaults, keeping other parameters", () => {
    const write = (query: string, view: Parameters<typeof writeBlogQuery>[1]) =>
      writeBlogQuery(new URLSearchParams(query), view).toString();
    expect(write("", DEFAULT_BLOG_VIEW)).toBe("");
    expect(write("", { category: "Notary Tips", page: 2 })).toBe("category=notary-tips&page=2");
    expect(write("category=notary-tips&page=2", { category: null, page: 1 })).toBe("");
    expect(write("utm_source=flyer&page=3", { category: null, page: 2 })).toBe("utm_source=flyer&page=2");
  });

  test("reads back what it writes", () => {
    for (const view of [
      DEFAULT_BLOG_VIEW,
      { category: "Notary Tips", page: 3 },
      { category: null, page: 2 },
    ] as const) {
      expect(readBlogQuery(writeBlogQuery(new URLSearchParams(), view), categories, pageCountOf)).toEqual(view);
    }
  });
});
