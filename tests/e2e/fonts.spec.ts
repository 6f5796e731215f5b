import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import * as fontkit from "fontkit";
import { parseDocument } from "htmlparser2";
import { textContent, findAll } from "domutils";
import { expect, test } from "./support/test";
import { layoutShiftsSincePageBegan } from "./support/layout";
import { listPagePaths } from "../../app/routes/page-paths";
import { getArticles } from "../../app/lib/articles.server";
import { articlePath } from "../../app/lib/blog";
import { counterpartOf } from "../../app/routes/page-paths";
import { FACES } from "../../site-tools/generators/fonts.mjs";

const require = createRequire(import.meta.url);

/**
 * The two typefaces as a visitor's browser gets them: the heading face
 * written into every page, the body face preloaded from 768 px; small,
 * covering every character any page shows, and never moving anything.
 * site-tools/generators/fonts.mjs makes them; decisions 020 and 025.
 */
const FONT_BUDGET_BYTES = 20 * 1024;
const HEADING_FACE = "Roboto Slab";
const BODY_FACE = "Figtree";
/** The <style> that carries the heading face (platform/build/inline-styles.mjs). */
const INLINED_FACES_ID = "inlined-faces";

/** The first family of a computed font-family list, without the quotes a browser may add. */
function firstFamily(list: string): string {
  return (list.split(",")[0] ?? "").trim().replace(/^"|"$/g, "");
}

/** The font files a page preloads, with the media each is for. */
async function fontPreloads(page: Page) {
  return page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute("href") ?? "",
      media: link.getAttribute("media"),
      crossOrigin: link.getAttribute("crossorigin"),
      type: link.getAttribute("type"),
    })),
  );
}

/** Each family the page's own <style> carries, with its font file's bytes from the data: URL. */
function inlinedFaces(css: string) {
  return [
    ...css.matchAll(/@font-face\s*{[^}]*?font-family:\s*"?([^";]+?)"?;[^}]*?url\(data:font\/woff2;base64,([^)]+)\)/g),
  ].map(([, family, base64]) => ({ family: family ?? "", bytes: Buffer.from(base64 ?? "", "base64") }));
}

test("every page carries the heading face and preloads the body face from 768 px, both small woff2 subsets that cover every character any page shows", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const preloads = await fontPreloads(page);
  expect(preloads.map(({ media }) => media)).toEqual(["(min-width: 48rem)"]);
  for (const preload of preloads) {
    expect(preload).toMatchObject({ crossOrigin: "anonymous", type: "font/woff2" });
  }
  const inlined = inlinedFaces(await page.locator(`style#${INLINED_FACES_ID}`).innerHTML());
  expect(inlined.map(({ family }) => family)).toEqual([HEADING_FACE]);

  // What the files hold, read as a browser would get them.
  const files: { name: string; bytes: Buffer }[] = inlined.map(({ family, bytes }) => ({
    name: `${family} (in the page)`,
    bytes,
  }));
  for (const { href } of preloads) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    files.push({ name: href, bytes: await response.body() });
  }
  const faces = [];
  for (const { name, bytes } of files) {
    expect(bytes.subarray(0, 4).toString("latin1"), `${name} is a woff2 file`).toBe("wOF2");
    expect(bytes.length, `${name} is ${bytes.length} bytes`).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    faces.push(fontkit.create(bytes) as fontkit.Font);
  }

  // The full Fontsource files the subsets are cut from: a character they do not draw either
  // comes from the next font in the stack, and no subset could add it.
  const fullFaces = FACES.map(({ source }) => fontkit.create(readFileSync(require.resolve(source))) as fontkit.Font);
  const drawable = (codePoint: number) => fullFaces.every((face) => face.hasGlyphForCodePoint(codePoint));
  const missing = new Map<string, string>();
  const fontsByPage = new Map<string, string>();
  for (const path of listPagePaths()) {
    const html = await (await request.get(path)).text();
    const document = parseDocument(html);
    const [faceStyle] = findAll(
      (node) => node.name === "style" && node.attribs.id === INLINED_FACES_ID,
      document.children,
    );
    fontsByPage.set(
      path,
      [
        ...findAll((node) => node.name === "link" && node.attribs.as === "font", document.children).map(
          (node) => node.attribs.href,
        ),
        faceStyle ? textContent(faceStyle) : "no heading face",
      ].join(" "),
    );
    const [body] = findAll((node) => node.name === "body", document.children);
    const scripts = findAll((node) => node.name === "script" || node.name === "style", body ? [body] : []);
    for (const script of scripts) script.children = [];
    for (const character of new Set(textContent(body ?? document))) {
      if (/\s/u.test(character) || missing.has(character)) continue;
      const codePoint = character.codePointAt(0) ?? 0;
      if (drawable(codePoint) && !faces.every((face) => face.hasGlyphForCodePoint(codePoint))) {
        missing.set(character, path);
      }
    }
  }
  expect(
    [...missing].map(
      ([character, path]) => `"${character}" (U+${character.codePointAt(0)?.toString(16).toUpperCase()}) on ${path}`,
    ),
    "characters the fonts lack: add them to app/fonts/characters.json, then run npm run fonts",
  ).toEqual([]);
  const firstFonts = fontsByPage.get("/");
  for (const [path, fonts] of fontsByPage)
    expect(fonts, `${path} carries and preloads the same fonts`).toBe(firstFonts);
});

const article = getArticles()[0];
const pages = ["/", counterpartOf("/")?.path ?? "/espanol", ...(article ? [articlePath(article)] : [])];

for (const path of pages) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px: headings in ${HEADING_FACE}, body text in ${width < 768 ? "the phone's own sans" : BODY_FACE}, and nothing moves when the fonts arrive`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 812 });
      // The heading face is in the page and the body face preloaded, so on this server both are
      // ready by the first paint. A late swap
      // lands on the metric-matched fallback faces, which need the phone's own Arial, Roboto,
      // Helvetica, Georgia, Noto Serif or Times New Roman; this machine has none of them
      // (only DejaVu), so their overrides are checked in site-tools/generators/fonts.test.ts instead.
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const families = await page.evaluate(() => ({
        heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      }));
      expect(firstFamily(families.heading), families.heading).toBe(HEADING_FACE);
      expect(families.loaded).toContain(HEADING_FACE);
      if (width < 768) {
        expect(families.body).not.toContain(BODY_FACE);
      } else {
        expect(firstFamily(families.body), families.body).toBe(BODY_FACE);
        expect(families.loaded).toContain(BODY_FACE);
      }
      // Every shift since the page began, each naming what moved.
      expect(await layoutShiftsSincePageBegan(page, 300), "layout shifts").toEqual([]);
    });
  }
}

/*
 * What the visitor actually sees, not what the stylesheet asks for: Chromium
 * names the font it drew a node with (CSS.getPlatformFontsForNode). A cheap
 * phone on a slow network is stood in for by a six-times slower processor
 * and a throttled connection, on a first visit with nothing cached; a face
 * whose `font-display` gives up before it is decoded would leave the headings
 * in the machine's serif for the whole visit.
 */
for (const path of pages) {
  test(`${path} on a throttled first visit: the first heading is drawn in ${HEADING_FACE}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(path, { waitUntil: "load" });
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.map((font) => font.familyName)).toEqual([HEADING_FACE]);
  });
}
