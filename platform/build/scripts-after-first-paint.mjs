// Keeps the page's JavaScript out of its first paint (decision 025).
//
// React Router's <Scripts> asks for every module of the page at once: a
// <link rel="modulepreload"> per file (React hoists them into the <head>)
// and, at the end of the body, a module script that imports the route
// modules and the client entry. A browser fetches those at high priority as
// soon as it reads them, so on a slow phone the JavaScript shares the
// connection with the HTML the visitor is waiting to see, and Lighthouse
// counts it against the first paint.
//
// This step, run on every prerendered page, takes the links out and turns
// the module script into a small classic script (LOADER) that waits for the
// first paint, then adds the same links in one go (so the files still
// download side by side, not one import after another) and runs the same
// module text. The element stays where it was, a <script>, so hydration
// matches (<Scripts> marks it suppressHydrationWarning); React 19 skips the
// links and the script added to the <head>. The policy step that follows
// (content-security-policy.mjs) allows the module text by its hash.
//
// A page whose route left React out (decision 036) has neither: it gets the
// same loader for the site's plain page script alone (the contract's
// `pageScript`, bundled by page-script.mjs), so both kinds of page load their
// code after the first paint, in the same way. (Where React is on the page,
// its own modules run the page script: the site imports it.)
//
// If React Router's output stops looking like this, the build fails here
// rather than shipping a page that never hydrates.

/** Where the loader keeps the module text and the files to preload. */
export const DEFERRED_MODULE_ATTRIBUTE = "data-module";
const PRELOADS_ATTRIBUTE = "data-preloads";

/**
 * Runs in the browser, once per page; its text is the same on every page, so
 * its hash in the policy is too. It waits for the browser's own report that
 * the page has painted: a frame callback comes before the frame is shown on
 * screen, and Chromium's paint time (when the frame is shown) was measured 20
 * to 45 ms after code asked for from there. A hidden tab paints nothing, so
 * it loads the code straight away; a browser without paint timing waits for
 * a frame; and whatever happens, the code is asked for within 3 seconds.
 * The module itself runs once the whole page is parsed, as React Router's
 * own module script (parser-inserted, so deferred) would: React's streamed
 * parts come after it in the page, and an added module runs as soon as its
 * files arrive, from the cache before the parser has reached them, and
 * hydration then fails on a page it has not read to the end.
 */
export const LOADER = `(function (script) {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    script.getAttribute("${PRELOADS_ATTRIBUTE}").split(" ").forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    function hydrate() {
      var module = document.createElement("script");
      module.type = "module";
      module.textContent = script.getAttribute("${DEFERRED_MODULE_ATTRIBUTE}");
      document.head.appendChild(module);
    }
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hydrate);
    else hydrate();
  }
  if (document.visibilityState !== "visible") return run();
  setTimeout(run, 3000);
  if ((PerformanceObserver.supportedEntryTypes || []).indexOf("paint") !== -1) {
    new PerformanceObserver(run).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(run, 0); });
  }
})(document.currentScript);`;

const MODULEPRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

const escapeAttribute = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const loaderFor = (preloads, moduleText) =>
  `<script ${PRELOADS_ATTRIBUTE}="${escapeAttribute(preloads.join(" "))}" ` +
  `${DEFERRED_MODULE_ATTRIBUTE}="${escapeAttribute(moduleText)}">${LOADER}</script>`;

/**
 * The page with its module preloads and module script replaced by the
 * loader; with `pageScript` (a URL path), a page without React's scripts
 * gets a loader for the page script alone.
 * @param {string} html
 * @param {string} [page] the page's path, for a failure's message
 * @param {string} [pageScript]
 */
export function withScriptsAfterFirstPaint(html, page = "a page", pageScript) {
  const preloads = [...new Set([...html.matchAll(MODULEPRELOAD_LINK)].map((match) => match[1]))];
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  if (pageScript && preloads.length === 0 && modules.length === 0) {
    if (!html.includes("</body>")) throw new Error(`${page}: no </body> to put the page script before`);
    return html.replace("</body>", () => `${loaderFor([pageScript], `import ${JSON.stringify(pageScript)};`)}</body>`);
  }
  const problem = (what) =>
    new Error(
      `${page}: ${what}. React Router's <Scripts> output has changed; ` +
        "update platform/build/scripts-after-first-paint.mjs (docs/decisions/025-javascript-after-the-first-paint.md).",
    );
  if (preloads.length === 0) throw problem('no <link rel="modulepreload"> found');
  if (modules.length !== 1) throw problem(`${modules.length} module scripts found, expected 1`);
  const [moduleScript, moduleText] = modules[0];
  if (!moduleText.includes("window.__reactRouterRouteModules") || !/\bimport\(/.test(moduleText))
    throw problem("the module script no longer sets window.__reactRouterRouteModules and imports the entry");

  const loader = loaderFor(preloads, moduleText);
  return html.replace(MODULEPRELOAD_LINK, "").replace(moduleScript, () => loader);
}
