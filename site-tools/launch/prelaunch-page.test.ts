import { describe, expect, test } from "vitest";
import { dataFiles } from "../../app/facts/schemas/data-files";
import { ARTICLES_LIST, EDITOR_LISTS } from "../cms/decap-config";
import { businessFields } from "../cms/fields/business";
import { fieldLabel, prelaunchPageHtml, whereToFix, withoutSampleFacts } from "./prelaunch-page";

describe("the pre-launch page's list", () => {
  test("puts each problem under the editor's list, and names its field by the editor's label", () => {
    const phoneLabel = businessFields.phone?.label ?? "";
    expect(whereToFix(`${dataFiles.business}: phone +12155550100 is fictional.`)).toEqual({
      place: `Site editor › ${EDITOR_LISTS.business}`,
      text: `“${phoneLabel}” (phone) +12155550100 is fictional.`,
    });
    expect(whereToFix(`${dataFiles.reviews}: the review by "A." is a sample.`)).toEqual({
      place: `Site editor › ${EDITOR_LISTS.reviews}`,
      text: `the review by "A." is a sample.`,
    });
    expect(whereToFix("No form access key: set it.").place).toMatch(/web host's settings/);
  });

  test("labels nested fields through each level, and leaves a path the editor does not label as it is", () => {
    const notary = businessFields.notary;
    expect(fieldLabel(businessFields, "notary.firstName")).toBe(
      `${notary?.label} › ${notary?.fields?.firstName?.label}`,
    );
    expect(fieldLabel(businessFields, "notary.noSuchField")).toBeUndefined();
    expect(whereToFix(`${dataFiles.business}: noSuchField is wrong.`).text).toBe("noSuchField is wrong.");
  });

  test("shows none of the sample facts a problem quotes, the longer first", () => {
    expect(withoutSampleFacts('the sample "Ann Lee", first name "Ann"', ["Ann Lee", "Ann"])).toBe(
      'the sample "(sample)", first name "(sample)"',
    );
  });
});

describe("the pre-launch page's way to the preview", () => {
  const page = (preview: { path: string } | { refused: readonly string[] }) =>
    prelaunchPageHtml({ problems: [], sampleFacts: ["Alex Example"], editorPath: "/admin", preview });

  test("links to the masked preview when it is published", () => {
    expect(page({ path: "/preview" })).toMatch(/<a class="button" href="\/preview">See your site as it will look<\/a>/);
  });

  test("says why there is none, naming what was found, never quoting a sample fact", () => {
    const html = page({ refused: ["preview/about.html: the sample story", "preview/index.html: Alex Example"] });
    expect(html).not.toContain('href="/preview"');
    expect(html).toContain("<li>preview/about.html: the sample story</li>");
    expect(html).toContain("<li>preview/index.html: (sample)</li>");
  });
});

describe("the pre-launch page's list, for a content problem in the editor's words", () => {
  test("files it under the editor's list it names", () => {
    expect(whereToFix(`${ARTICLES_LIST} › “A title” › Reading time: write it.`)).toEqual({
      place: `Site editor › ${ARTICLES_LIST}`,
      text: "“A title” › Reading time: write it.",
    });
    expect(whereToFix(`${EDITOR_LISTS.faq} › A question › Answer (English): reword it.`).place).toBe(
      `Site editor › ${EDITOR_LISTS.faq}`,
    );
  });
});
