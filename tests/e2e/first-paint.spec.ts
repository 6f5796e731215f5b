import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";
import { layoutShiftsSincePageBegan } from "./support/layout";
import { NOT_FOUND_PATHS } from "../../app/lib/special-paths";

/**
 * The first paint waits for the whole page (support/first-paint.ts reads how
 * from the HTML). Here a slow network is played: each not-found page, shorter
 * than a wide screen so that its footer sits on the screen's bottom edge, is
 * sent in two parts with a pause just inside the footer. The page must paint
 * once, whole, after the pause: a paint before it draws a footer that then
 * grows upward over the page.
 */
const PAUSE_MS = 1_000;
const WIDE_SCREEN = { width: 1280, height: 800 } as const;

/** Serves `path` with a pause after `pauseAt` characters, and every other address as the site's server answers it. */
function slowPageServer(origin: string, path: string, html: string, pauseAt: number) {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === path) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, pauseAt));
      setTimeout(() => response.end(html.slice(pauseAt)), PAUSE_MS);
      return;
    }
    fetch(new URL(request.url ?? "/", origin)).then(
      async (answer) => {
        response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => response.writeHead(502).end(),
    );
  });
}

test.use({ viewport: WIDE_SCREEN });

for (const path of Object.values(NOT_FOUND_PATHS)) {
  test(`${path}, its footer sent after a pause, paints only once the page is whole, and nothing moves`, async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(path)).text();
    const footerStart = html.indexOf("<footer");
    expect(footerStart, "the page's footer").toBeGreaterThan(0);
    const pauseAt = html.indexOf(">", footerStart) + 1;

    const server = slowPageServer(baseURL ?? "", path, html, pauseAt);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}${path}`);
      // The paint may come after the load event: wait for the browser to record it.
      const firstPaint = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const paint = list.getEntriesByName("first-contentful-paint")[0];
              if (paint) resolve(paint.startTime);
            }).observe({ type: "paint", buffered: true });
          }),
      );
      expect(firstPaint, "the first paint, in ms after the page was asked for").toBeGreaterThanOrEqual(PAUSE_MS);
      expect(await layoutShiftsSincePageBegan(page), "layout shifts").toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
}
