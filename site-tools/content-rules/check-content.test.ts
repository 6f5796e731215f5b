import { describe, expect, test } from "vitest";
import { getArticles } from "~/lib/articles.server";
import type { ArticleSource } from "~/lib/blog";
import {
  ARTICLE_RULES,
  findArticleRuleProblems,
  findContentProblems,
  findForbiddenWordsInArticle,
  findForbiddenWordsInData,
  readArticleSources,
} from "./check-content";
import { listPagePaths } from "~/routes/page-paths";

const today = new Date().toISOString().slice(0, 10);
const pages = new Set(listPagePaths());

/** One of the project's own articles and its file: whatever notary's data this is. */
const [article] = getArticles();
const file = readArticleSources(process.cwd()).find(({ source }) => source.includes(`slug: ${article?.slug}`));

function problemsWith(change: Partial<ArticleSource>, source = file?.source ?? ""): string[] {
  if (!article || !file) throw new Error("the project has no published article");
  const changed = { ...article, ...change };
  return findArticleRuleProblems([changed], [{ file: file.file, source }], pages, today).map(
    ({ file: where, field, message }) => `${where} › ${field}: ${message}`,
  );
}

describe("the forbidden words, in the owner's data and articles", () => {
  test("are found in any field of a data file, naming the field", () => {
    const faq = JSON.stringify({ categories: [{ items: [{ answer: { es: "Soy notaria pública en Reading." } }] }] });
    const [problem] = findForbiddenWordsInData("faq", faq);
    expect(problem).toMatchObject({ file: "app/facts/data/faq.json", field: "categories[0].items[0].answer.es" });
    expect(problem?.message).toMatch(/"notaria pública" in: Soy notaria pública en Reading\. — Pennsylvania forbids/);
    // Without accents too; "notarial" and "notarizar" are not these words.
    expect(
      findForbiddenWordsInData("about", JSON.stringify({ story: { es: ["Visite la notaria publica."] } })),
    ).toHaveLength(1);
    expect(findForbiddenWordsInData("about", JSON.stringify({ story: { es: ["Un poder notarial."] } }))).toEqual([]);
  });

  test("are found on any line of an article, frontmatter included, except inside a notario-fraud warning", () => {
    const source = [
      "---",
      'title: "El notario del condado"',
      "---",
      "",
      "Un texto sin problema.",
      "<aside data-notario-warning>",
      "Un notario público en otros países es abogado.",
      "</aside>",
      "",
      "Llame a la notaría.",
    ].join("\n");
    const problems = findForbiddenWordsInArticle("app/content/blog/x.md", source);
    expect(problems.map((problem) => problem.field)).toEqual(["line 2", "line 10"]);
    expect(problems[1]?.message).toContain('"notaría"');
  });
});

describe("the blog's rules for an article the owner writes", () => {
  test("the project's articles keep them all", () => {
    expect(findContentProblems(process.cwd(), [...pages], today)).toEqual([]);
  });

  test(`refuse one shorter than ${ARTICLE_RULES.minWords} words, and a read time that does not match the length`, () => {
    const words = ARTICLE_RULES.minWords - 1;
    const problems = problemsWith({ wordCount: words, readTime: "9 min read" });
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`body: is ${words} words — write at least`)));
    const minutes = Math.round(words / ARTICLE_RULES.wordsPerMinute);
    expect(problems).toContainEqual(expect.stringContaining(`readTime: "9 min read" does not match`));
    expect(problems).toContainEqual(expect.stringContaining(`write "${minutes} min read"`));
  });

  test("refuse a typed price or distance, a phone number or e-mail, a date after today and a link to no page", () => {
    const source = `${file?.source ?? ""}\nIt costs $60 within 30 miles.\n`;
    const problems = problemsWith(
      {
        date: "2999-01-01",
        html: `${article?.html ?? ""}<p>Call (610) 555-0199 or write to me@example.com today</p><p><a href="/no-such-page">x</a></p>`,
      },
      source,
    );
    for (const expected of [
      /body: "\$60" is typed in — write the fact token/,
      /body: "30 miles" is typed in/,
      /body: "\(610\) 555-0199" — leave phone numbers/,
      /body: "me@example\.com" — leave phone numbers and e-mail addresses out/,
      /date: 2999-01-01 is after today/,
      /body: links to \/no-such-page, which is not a page of this site/,
    ]) {
      expect(problems).toContainEqual(expect.stringMatching(expected));
    }
  });

  test("refuse two articles with the same title, naming the other", () => {
    if (!article || !file) throw new Error("the project has no published article");
    const twin = { ...article, slug: `${article.slug}-again` };
    const twinFile = {
      file: "app/content/blog/twin.md",
      source: file.source.replace(`slug: ${article.slug}`, `slug: ${twin.slug}`),
    };
    const problems = findArticleRuleProblems([article, twin], [file, twinFile], pages, today);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "app/content/blog/twin.md",
        field: "title",
        message: expect.stringContaining(file.file),
      }),
    );
  });
});
