import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import type { MaskedPreview } from "../contract";
import { maskPage, writeMaskedPreview } from "./masked-preview.mjs";

/** A site whose one sample fact is the number 555-0100. */
const PREVIEW: MaskedPreview = {
  dataFiles: {},
  maskText: (text, lang) => text.replace(/\+?1?555-?0100/g, lang === "es" ? "[teléfono de muestra]" : "[sample phone]"),
  findSampleFacts: (text) => (text.includes("5550100") ? ["the sample phone"] : []),
  words: {
    en: { title: "Preview", banner: "Not open yet.", listLink: "The list", formNote: "This form sends nothing." },
    es: { title: "Vista previa", banner: "Todavía no.", listLink: "La lista", formNote: "No envía nada." },
  },
};

const page = (lang: string, body: string, head = "") =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>Call 555-0100</title>` +
  `<link rel="canonical" href="https://example.com/about"/><link rel="modulepreload" href="/assets/app.js"/>` +
  `<meta property="og:url" content="https://example.com/about"/>${head}<style>@font-face{src:url(/assets/face.woff2)}</style>` +
  `</head><body>${body}<script type="application/ld+json">{}</script><script>window.x=1</script></body></html>`;

function masked(html: string) {
  const files: string[] = [];
  const out = maskPage(html, {
    preview: PREVIEW,
    isPage: (path) => ["/", "/about", "/contact"].includes(path),
    formOrigin: "https://forms.example",
    onFile: (path) => files.push(path),
  });
  return { out, files };
}

describe("a page of the masked preview", () => {
  test("runs no script and tells no crawler or browser it is the live page", () => {
    const { out } = masked(page("en", "<p>Hi</p>"));
    expect(out).not.toMatch(/<script|modulepreload|rel="canonical"|og:url/);
    expect(out).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
    expect(out).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test("opens with the banner in its language, linking to the list, and its title says Preview", () => {
    expect(masked(page("es", "<p>Hola</p>")).out).toContain(
      '<body><p class="masked-preview-banner" role="note">Todavía no.<a href="/">La lista</a></p><p>Hola</p>',
    );
    expect(masked(page("en", "")).out).toContain("<title>Preview: Call [sample phone]</title>");
  });

  test("keeps its links inside the preview, drops those to what the preview leaves out, and names the files it uses", () => {
    const { out, files } = masked(
      page(
        "en",
        '<a href="/">Home</a><a href="/about#team">About</a><a href="/blog/rss.xml">Feed</a><img src="/assets/a.svg" srcset="/assets/a.svg 1x, /assets/b.svg 2x" alt=""/>',
      ),
    );
    expect(out).toContain('<a href="/preview">Home</a><a href="/preview/about#team">About</a><span>Feed</span>');
    expect(out).toContain('src="/preview/assets/a.svg" srcset="/preview/assets/a.svg 1x, /preview/assets/b.svg 2x"');
    expect(out).toContain("url(/preview/assets/face.woff2)");
    expect([...new Set(files)].toSorted()).toEqual(["/assets/a.svg", "/assets/b.svg", "/assets/face.woff2"]);
  });

  test("masks the sample fact in words and attributes, and a link to it is no link", () => {
    const { out } = masked(page("en", '<a href="tel:+15550100" aria-label="Call 555-0100">555-0100</a>'));
    expect(out).toContain("<span>[sample phone]</span>");
    expect(out).not.toContain("0100");
  });

  test("masks a fact a line-break hint splits", () => {
    expect(masked(page("en", "<p>Call 555-<wbr/>0100 now</p>")).out).toContain("<p>Call [sample phone] now</p>");
  });

  test("its form has no address to send to, a disabled button, no hidden fields, and a note", () => {
    const { out } = masked(
      page(
        "en",
        '<form action="https://forms.example/submit" method="post"><input type="hidden" name="access_key" value="k"/><input name="name"/><button type="submit">Send</button></form>',
      ),
    );
    expect(out).toContain(
      '<form><p class="masked-preview-note" role="note">This form sends nothing.</p><input name="name"><button type="submit" disabled>Send</button></form>',
    );
  });
});

describe("the masked preview of a built site", () => {
  const built = mkdtempSync(join(tmpdir(), "masked-preview-source-"));
  const out = mkdtempSync(join(tmpdir(), "masked-preview-out-"));
  afterAll(() => {
    rmSync(built, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(built, file)), { recursive: true });
    writeFileSync(join(built, file), text);
  };
  write("index.html", page("en", '<a href="/about">About</a><img src="/assets/a.svg" alt=""/>'));
  write("about.html", page("en", "<p>About</p>"));
  write("assets/a.svg", "<svg></svg>");
  write("assets/app.js", "window.x=1");

  test("writes every page under /preview (the home page in its folder too) and the files they use, and no script", () => {
    const result = writeMaskedPreview({
      sourceDir: built,
      pages: ["/", "/about"],
      outDir: out,
      preview: PREVIEW,
      formOrigin: "https://forms.example",
    });
    expect(result).toEqual({ pages: ["/preview", "/preview/about"] });
    for (const file of ["preview.html", "preview/index.html", "preview/about.html", "preview/assets/a.svg"]) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    expect(existsSync(join(out, "preview/assets/app.js"))).toBe(false);
  });

  test("publishes nothing when a file still shows a sample, and says which file and what", () => {
    write("about.html", page("en", "<p>Call 555 0100</p>"));
    const seesSpacedNumber: MaskedPreview = {
      ...PREVIEW,
      findSampleFacts: (text) => (text.includes("555 0100") ? ["the sample phone"] : []),
    };
    const result = writeMaskedPreview({
      sourceDir: built,
      pages: ["/", "/about"],
      outDir: out,
      preview: seesSpacedNumber,
      formOrigin: "https://forms.example",
    });
    expect(result).toEqual({ refused: ["preview/about.html: the sample phone"] });
    expect(existsSync(join(out, "preview"))).toBe(false);
    expect(existsSync(join(out, "preview.html"))).toBe(false);
  });
});
