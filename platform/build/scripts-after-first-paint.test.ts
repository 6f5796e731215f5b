import { createHash } from "node:crypto";
import { parseDocument } from "htmlparser2";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { inlineHashes } from "./content-security-policy.mjs";
import { DEFERRED_MODULE_ATTRIBUTE, LOADER, withScriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";

// What React Router 7's <Scripts> writes into a prerendered page (the links
// hoisted into the head by React, one of them twice), cut down to its shape.
const MODULE_TEXT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
  '</head><body><main id="main-content"><h1>Hi</h1></main>' +
  "<script>window.__reactRouterContext = {};</script>" +
  `<script type="module" async="">${MODULE_TEXT}</script></body></html>`;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

function scriptsOf(html: string) {
  const scripts: { attribs: Record<string, string>; text: string }[] = [];
  const visit = (node: { type?: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }) => {
    if (node.type === "script") {
      const text = (node.children ?? []).map((child) => (child as { data: string }).data).join("");
      scripts.push({ attribs: node.attribs ?? {}, text });
    }
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(parseDocument(html) as unknown as Parameters<typeof visit>[0]);
  return scripts;
}

describe("withScriptsAfterFirstPaint", () => {
  const html = withScriptsAfterFirstPaint(PAGE, "/");

  test("leaves no module preload and no module script in the HTML", () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  test("puts the loader where the module script was, keeping the module text and each file to preload once", () => {
    const scripts = scriptsOf(html);
    expect(scripts).toHaveLength(2);
    const loader = scripts[1];
    expect(loader?.text).toBe(LOADER);
    expect(loader?.attribs[DEFERRED_MODULE_ATTRIBUTE]).toBe(MODULE_TEXT);
    expect(loader?.attribs["data-preloads"]).toBe("/assets/manifest-1.js /assets/entry.client-4.js /assets/root-2.js");
  });

  test("lets the page's script policy allow the loader and the module text it runs", () => {
    const { scriptHashes } = inlineHashes(html);
    expect(scriptHashes).toContain(sha256(LOADER));
    expect(scriptHashes).toContain(sha256(MODULE_TEXT));
  });

  test("stops the build, naming the page, when React Router's output no longer has the expected shape", () => {
    expect(() =>
      withScriptsAfterFirstPaint(PAGE.replace(/<script type="module"[\s\S]*?<\/script>/, ""), "/about"),
    ).toThrow(/\/about: 0 module scripts found/);
    expect(() => withScriptsAfterFirstPaint(PAGE.replaceAll('rel="modulepreload"', 'rel="preload"'), "/faq")).toThrow(
      /\/faq: no <link rel="modulepreload">/,
    );
  });
});

describe("withScriptsAfterFirstPaint with the plain page script (decision 036)", () => {
  const PAGE_SCRIPT = "/assets/page-5.js";
  const WITHOUT_REACT =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head>' +
    '<body><main id="main-content"><h1>Hi</h1></main></body></html>';

  test("leaves a page with React to React's modules, which run the page script themselves", () => {
    expect(withScriptsAfterFirstPaint(PAGE, "/", PAGE_SCRIPT)).toBe(withScriptsAfterFirstPaint(PAGE, "/"));
  });

  test("loads it alone, after the first paint and under the policy, where the route left React out", () => {
    const html = withScriptsAfterFirstPaint(WITHOUT_REACT, "/about", PAGE_SCRIPT);
    const scripts = scriptsOf(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.text).toBe(LOADER);
    expect(scripts[0]?.attribs["data-preloads"]).toBe(PAGE_SCRIPT);
    expect(scripts[0]?.attribs[DEFERRED_MODULE_ATTRIBUTE]).toBe(`import "${PAGE_SCRIPT}";`);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    expect(inlineHashes(html).scriptHashes).toEqual(
      expect.arrayContaining([sha256(LOADER), sha256(`import "${PAGE_SCRIPT}";`)]),
    );
  });

  test("still stops the build when React's output is only half there", () => {
    expect(() =>
      withScriptsAfterFirstPaint(PAGE.replace(/<script type="module"[\s\S]*?<\/script>/, ""), "/about", PAGE_SCRIPT),
    ).toThrow(/\/about: 0 module scripts found/);
  });
});

describe("the loader, in a page", () => {
  /** A page at the loader, its first paint already reported; `parsed` says whether the parser has reached its end. */
  function pageWithLoader(parsed: () => boolean) {
    const { window } = new JSDOM(
      `<!doctype html><head></head><body><script id="loader" ${DEFERRED_MODULE_ATTRIBUTE}="window.hydrated = true" data-preloads="/assets/a.js /assets/b.js"></script></body>`,
      { pretendToBeVisual: true, runScripts: "outside-only" },
    );
    Object.defineProperty(window.document, "readyState", { get: () => (parsed() ? "interactive" : "loading") });
    Object.assign(window, {
      PerformanceObserver: class {
        static supportedEntryTypes: string[] = ["paint"];
        constructor(private readonly report: () => void) {}
        observe() {
          this.report();
        }
      },
    });
    // document.currentScript is the loader's own element in a browser; jsdom's eval has none.
    window.eval(LOADER.replace("document.currentScript", 'document.getElementById("loader")'));
    return {
      window,
      preloads: () => window.document.head.querySelectorAll('link[rel="modulepreload"]').length,
      modules: () =>
        [...window.document.head.querySelectorAll('script[type="module"]')].map((module) => module.textContent),
    };
  }

  test("asks for the files after the first paint, and runs the module only once the page is parsed, as React Router's deferred module would", () => {
    let parsed = false;
    const page = pageWithLoader(() => parsed);
    expect(page.preloads()).toBe(2);
    expect(page.modules(), "React's streamed parts may still follow in the page").toEqual([]);
    parsed = true;
    page.window.document.dispatchEvent(new page.window.Event("DOMContentLoaded"));
    expect(page.modules()).toEqual(["window.hydrated = true"]);
  });

  test("runs the module at once when the page was parsed before its first paint", () => {
    const page = pageWithLoader(() => true);
    expect(page.modules()).toEqual(["window.hydrated = true"]);
  });
});
