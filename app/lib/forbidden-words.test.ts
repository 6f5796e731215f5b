import { describe, expect, test } from "vitest";
import { findForbiddenWords } from "./forbidden-words";

describe("the forbidden-word check", () => {
  test("finds notario, notaria and notaría in any case and number, with the sentence", () => {
    for (const text of [
      "Soy notario.",
      "Un Notario Público le ayuda.",
      "Los notarios públicos de aquí.",
      "Visite nuestra notaría hoy.",
      "Las NOTARIAS del pueblo.",
      "Notaria Rivera, a su servicio.",
    ]) {
      expect(findForbiddenWords(text), text).toHaveLength(1);
    }
    expect(findForbiddenWords("Primera frase. Soy notario en Reading. Otra frase.")).toEqual([
      '"notario" in: Soy notario en Reading.',
    ]);
  });

  test("lets through the words the Spanish pages do use", () => {
    for (const text of [
      "Un poder notarial y otros actos notariales.",
      "Puedo notarizar su documento; la notarización es rápida.",
      "Soy notary public en Pensilvania.",
      "/espanol/servicios/poder-notarial",
    ]) {
      expect(findForbiddenWords(text), text).toEqual([]);
    }
  });
});
