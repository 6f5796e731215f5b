import { describe, expect, test } from "vitest";
import { inEnglish, splitForeignPhrases, withoutPhraseMarks } from "./foreign-phrases";

describe("English phrases inside Spanish text", () => {
  const sentence = `El certificado dice: “${inEnglish("acknowledged before me")}” y nada más.`;

  test("a marked phrase comes out as its own part in English, the rest as it is", () => {
    const text = `Si dice “${inEnglish("sworn to and subscribed before me")}”, es un jurat.`;
    expect(splitForeignPhrases(text)).toEqual([
      { text: "Si dice “" },
      { text: "sworn to and subscribed before me", lang: "en" },
      { text: "”, es un jurat." },
    ]);
  });

  test("two phrases in one string, and a string with none", () => {
    const text = `${inEnglish("oath")} o ${inEnglish("affirmation")}`;
    expect(splitForeignPhrases(text).map((part) => part.lang ?? "")).toEqual(["en", "", "en"]);
    expect(splitForeignPhrases("Sin juramento")).toEqual([{ text: "Sin juramento" }]);
  });

  test("plain text keeps the words and drops the marks", () => {
    expect(withoutPhraseMarks(sentence)).not.toContain("[[");
    expect(withoutPhraseMarks(sentence)).toContain("acknowledged before me");
  });
});
