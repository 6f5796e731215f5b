import { ESLint } from "eslint";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";

/**
 * The one-way import rule of eslint.config.js, checked on imports written
 * the ways the code writes them (alias and relative), so that loosening the
 * rule by mistake fails here rather than in a later review.
 */
const eslint = new ESLint({ cwd: join(import.meta.dirname, "..", "..") });

async function importProblems(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import "${specifier}";\n`, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((m) => m.message);
}

// The first lint loads the whole configuration and its plugins.
beforeAll(async () => {
  await eslint.lintText("", { filePath: "app/lib/format.ts" });
}, 60_000);

describe("imports run one way: pages → components → content → logic → facts → vocabulary", () => {
  test.each([
    ["app/components/Card.tsx", "~/routes/home"],
    ["app/content/faq.ts", "~/components/Icon"],
    ["app/content/services/oaths.ts", "../../components/StepList"],
    ["app/lib/format.ts", "~/content/faq"],
    ["app/lib/seo.ts", "../components/Icon"],
    ["app/lib/seo.ts", "~/routes/page-paths"],
    ["app/facts/site.config.ts", "../lib/format"],
    ["app/facts/site.config.ts", "~/content/faq"],
    ["app/facts/schemas/business.ts", "../../content/faq"],
    ["app/vocabulary/step.ts", "~/facts/site.config"],
    ["app/vocabulary/step.ts", "../lib/format"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([expect.stringMatching(/layer above it/)]);
  });

  test.each([
    ["app/routes/home.tsx", "~/components/Icon"],
    ["app/components/Icon.tsx", "~/vocabulary/icon-names"],
    ["app/content/faq.ts", "~/lib/format"],
    ["app/content/faq.ts", "~/facts/site.config"],
    ["app/lib/format.ts", "../facts/site.config"],
    ["app/lib/format.ts", "~/facts/data/business.json"],
    ["app/lib/seo.ts", "~/facts/schemas/business"],
    ["app/routes/home.tsx", "./page-head"],
    ["app/facts/site.config.ts", "../vocabulary/lang"],
    ["app/content/faq.test.ts", "~/components/Icon"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([]);
  });
});

describe("the app imports nothing of the site's build side, the platform or the tests", () => {
  test.each([
    ["app/lib/articles.server.ts", "../../site-tools/content-rules/check-content"],
    ["app/routes/post.tsx", "../../platform/vite/photo-pipeline.mjs"],
    ["app/facts/site.config.ts", "../../tests/support/regexp"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([expect.stringMatching(/app imports nothing/)]);
  });

  test("its tests may", async () => {
    expect(
      await importProblems("app/facts/schemas/closures.test.ts", "../../../site-tools/content-rules/check-data-files"),
    ).toEqual([]);
  });
});

describe("the platform imports nothing from the site", () => {
  test.each([
    ["platform/build/finish-build.mjs", "../../app/routes/page-paths"],
    ["platform/cli/build.mjs", "../../site-tools/launch/launch-facts"],
    ["platform/vite/photo-pipeline.mjs", "../../site-tools/generators/fonts.mjs"],
    ["platform/serve/static-server.mjs", "../../site-tools/platform.config"],
    ["platform/index.mjs", "../app/facts/site.config"],
    ["platform/hosts/nginx.test.ts", "../../tests/support/article-files"],
    ["platform/build/flatten-pages.mjs", "~/routes/page-paths"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([expect.stringMatching(/platform imports nothing/)]);
  });

  test.each([
    ["platform/build/finish-build.mjs", "../hosts/nginx.mjs"],
    ["platform/cli/build.mjs", "../project-module.mjs"],
    ["react-router.config.ts", "./platform/index.mjs"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([]);
  });
});

describe("the site's build side and the tools' configuration reach the platform through its one entry", () => {
  test.each([
    ["site-tools/cms/write-admin.ts", "../../platform/editor/admin-page.mjs"],
    ["vite.config.ts", "./platform/vite/photo-pipeline.mjs"],
    ["site-tools/platform.config.ts", "../platform/site-layout.mjs"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([expect.stringMatching(/through its entry/)]);
  });

  test.each([
    ["site-tools/cms/write-admin.ts", "../../platform/index.mjs"],
    ["site-tools/platform.config.ts", "../platform/contract"],
    ["playwright.config.ts", "./platform/index.mjs"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([]);
  });
});

describe("no style props: the page's policy blocks inline style attributes", () => {
  async function styleProblems(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: file });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === "no-restricted-syntax")
      .map((m) => m.message);
  }

  test("refuses a style prop in a component or a route", async () => {
    for (const file of ["app/components/Box.tsx", "app/routes/box.tsx"]) {
      const problems = await styleProblems(file, 'export const Box = () => <div style={{ color: "red" }} />;\n');
      expect(problems, file).toEqual([expect.stringMatching(/Content-Security-Policy/)]);
    }
  });

  test("accepts a class", async () => {
    expect(
      await styleProblems("app/components/Box.tsx", 'export const Box = () => <div className="p-2" />;\n'),
    ).toEqual([]);
  });
});
