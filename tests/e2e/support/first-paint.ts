import { expect } from "@playwright/test";

/**
 * What a page's HTML, as the server sends it, does before its first paint.
 *
 * It holds the paint until its content is parsed: a `<link rel="expect"
 * blocking="render">` names an element that begins after `</main>`. Without
 * it, a busy phone paints while its parser is still inside the header or
 * the hero, and the row fills in afterwards: a layout shift.
 */
export function expectFirstPaintWaitsForTheContent(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const expectLink = /<link rel="expect" href="#([^"]+)" blocking="render"\/?>/.exec(head);
  expect(expectLink, 'a <link rel="expect" blocking="render"> in the head').not.toBeNull();
  const target = html.indexOf(`id="${expectLink?.[1]}"`);
  const mainEnd = html.indexOf("</main>");
  expect(mainEnd, "the page's </main>").toBeGreaterThan(0);
  expect(target, `the element #${expectLink?.[1]} the first paint waits for, after </main>`).toBeGreaterThan(mainEnd);
}
