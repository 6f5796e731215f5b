import { describe, expect, test } from "vitest";
import { blogDescription } from "~/content/blog-page";
import { getArticles } from "~/lib/articles.server";
import { BLOG_CATEGORIES, usedCategories } from "~/lib/blog";
import { LANGS } from "~/vocabulary/lang";

/*
 * What the blog says it is about follows the articles she keeps: the page, the feed and the
 * structured data name the topics of the categories that have articles, and no other.
 */
describe("the blog's description", () => {
  test("names a topic for each category that has articles, and none for a category without", () => {
    for (const lang of LANGS) {
      const described = (categories: (typeof BLOG_CATEGORIES)[number][]) => blogDescription(lang, categories);
      const all = described([...BLOG_CATEGORIES]);
      for (const category of BLOG_CATEGORIES) {
        const without = described(BLOG_CATEGORIES.filter((each) => each !== category));
        // The words the category adds are gone when its articles are.
        const topicWords = all.split(/[:,.]| and | y /).map((part) => part.trim());
        const missing = topicWords.filter((part) => part && !without.includes(part));
        expect(missing, `${lang}: ${category}`).toHaveLength(1);
      }
    }
  });

  test("fits a search result's description (70-160 characters) for the articles of each language", () => {
    for (const lang of LANGS) {
      const written = getArticles().filter((article) => article.lang === lang);
      if (written.length === 0) continue;
      const description = blogDescription(lang, usedCategories(written));
      expect(description.length, description).toBeGreaterThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});
