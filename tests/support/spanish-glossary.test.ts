import { describe, expect, test } from "vitest";
import { rejectedVariants, spanishWordsOf } from "./spanish-glossary";

describe("the glossary's rejected variants", () => {
  const table = `## Rejected variants

| Rejected | Use instead | Why |
|---|---|---|
| de el | del | contraction |
| a unas # millas | a menos de # millas | within |
| Nombre Completo | Nombre completo | sentence case |
`;
  const found = (text: string) =>
    rejectedVariants(table)
      .filter(({ pattern }) => pattern.test(text))
      .map(({ variant }) => variant);

  test("are read from the glossary's table, each with what to use instead", () => {
    expect(rejectedVariants(table).map(({ variant, instead }) => [variant, instead])).toEqual([
      ["de el", "del"],
      ["a unas # millas", "a menos de # millas"],
      ["Nombre Completo", "Nombre completo"],
    ]);
  });

  test("match whole words as written, the first letter in either case, # as a number", () => {
    expect(found("De el condado de Berks")).toEqual(["de el"]);
    expect(found("un vuelo de El Salvador; la casa de ella")).toEqual([]);
    expect(found("a unas 25 millas de Reading")).toEqual(["a unas # millas"]);
    expect(found("Nombre completo")).toEqual([]);
    expect(found("Nombre Completo")).toEqual(["Nombre Completo"]);
  });

  test("are there in docs/spanish-glossary.md", () => {
    expect(rejectedVariants().map(({ variant }) => variant)).toContain("con licencia");
  });
});

describe("spanishWordsOf", () => {
  // jsdom takes a few seconds to start on a busy machine.
  test("reads the title, description, main and footer, leaving out what is marked English", () => {
    const html = `<!doctype html><html lang="es"><head><title>Título</title>
      <meta name="description" content="Descripción"></head>
      <body><header>Menú</header><main><p>Uno</p><p>dos <q lang="en">acknowledged before me</q></p></main>
      <footer><a href="/espanol/condiciones">Condiciones del servicio</a><p lang="en">Notice: I am not an attorney</p></footer></body></html>`;
    const words = spanishWordsOf(html);
    expect(words).toContain("Título");
    expect(words).toContain("Descripción");
    expect(words).toMatch(/Uno dos/u);
    expect(words).not.toContain("acknowledged");
    expect(words).not.toContain("Menú");
    expect(words).toContain("Condiciones del servicio");
    expect(words).not.toContain("attorney");
  });
});
