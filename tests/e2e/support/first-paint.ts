import { expect, type Page } from "@playwright/test";

/**
 * What a page's HTML, as the server sends it, does before its first paint.
 *
 * It holds the paint until the whole page is parsed: a `<link rel="expect"
 * blocking="render">` names the page's last element, after the footer, with
 * nothing after it but scripts. Without it, a busy phone paints while its
 * parser is still inside the header or the hero, and the row fills in
 * afterwards: a layout shift. Chromium lets the paint go as soon as the named
 * element begins, so an element with content still to come (the footer, on a
 * page shorter than the screen) is painted half-built and grows.
 *
 * It asks for no script before it has painted (decision 025): no module
 * preload and no script file anywhere in the HTML, and no script that runs
 * before the content (JSON-LD is data, not a script; the not-found page's
 * casing redirect is the one exception).
 */
export function expectFirstPaintWaitsForTheContent(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const expectLink = /<link rel="expect" href="#([^"]+)" blocking="render"\/?>/.exec(head);
  expect(expectLink, 'a <link rel="expect" blocking="render"> in the head').not.toBeNull();
  const target = html.indexOf(`id="${expectLink?.[1]}"`);
  const mainEnd = html.indexOf("</main>");
  expect(mainEnd, "the page's </main>").toBeGreaterThan(0);
  const footerEnd = html.indexOf("</footer>", mainEnd);
  expect(footerEnd, "the page's </footer>, after </main>").toBeGreaterThan(mainEnd);
  expect(target, `the element #${expectLink?.[1]} the first paint waits for, after the footer`).toBeGreaterThan(
    footerEnd,
  );
  // After it, only what takes no room: scripts, and the templates and hidden elements React streams them in.
  const afterTarget = html.slice(html.indexOf(">", target) + 1).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  const drawnAfterTarget = (afterTarget.match(/<[a-z][^>]*>/g) ?? []).filter(
    (tag) => !/^<template\b/.test(tag) && !/\shidden[\s=>]/.test(tag),
  );
  expect(drawnAfterTarget, `elements after #${expectLink?.[1]}, which the first paint does not wait for`).toEqual([]);

  expect(html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [], "module preloads in the HTML").toEqual([]);
  expect(html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? [], "script files in the HTML").toEqual([]);
  expect(html.match(/<script[^>]*type="module"[^>]*>/g) ?? [], "module scripts in the HTML").toEqual([]);
  const scriptsBeforeContent = (html.slice(0, mainEnd).match(/<script\b[^>]*>/g) ?? []).filter(
    // The not-found page's address-casing redirect must run before it paints,
    // and the heading face's early load is what makes the first paint use it
    // (platform/build/inlined-faces-early.mjs); both are inline and ask for no file.
    (tag) =>
      !tag.includes('type="application/ld+json"') &&
      !tag.includes("data-case-redirect") &&
      !tag.includes("data-inlined-faces"),
  );
  expect(scriptsBeforeContent, "scripts before the end of the main content").toEqual([]);
}

/** The JavaScript files the page fetched that were asked for before it had first painted, by the browser's own clock. */
export function scriptsAskedForBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js") && entry.startTime < paint)
      .map((entry) => `${new URL(entry.name).pathname} at ${Math.round(entry.startTime)} ms, paint at ${paint} ms`);
  });
}
