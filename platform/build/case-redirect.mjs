// The not-found page's own way to the right address. A static host that
// cannot redirect other casings (Netlify, Cloudflare and GitHub Pages, for
// casings `_redirects` does not list) answers /ABOUT or /about/ with
// 404.html. This script, placed in that page's <head> by the build, sends the
// visitor on to /about before the app starts; for a truly unknown address it
// does nothing. nginx and `npm start` answer such addresses with a 301.
// It lives outside the React tree, so hydration never sees it.

/** The inline script, for these canonical page paths. */
function caseRedirectScript(pagePaths) {
  const canonicalByLowerCase = Object.fromEntries(pagePaths.map((path) => [path.toLowerCase(), path]));
  return (
    "(function(pages){" +
    'var path=location.pathname.replace(/(\\/index\\.html|\\.html|\\/+)$/i,"")||"/";' +
    "var canonical=pages[path.toLowerCase()];" +
    "if(canonical&&canonical!==location.pathname)location.replace(canonical+location.search+location.hash);" +
    `})(${JSON.stringify(canonicalByLowerCase)})`
  );
}

const CHARSET_META = '<meta charSet="utf-8"/>';

/** The not-found page with the script first in its <head>. */
export function withCaseRedirect(html, pagePaths) {
  const at = html.indexOf(CHARSET_META);
  if (at === -1) throw new Error(`The not-found page lacks ${CHARSET_META}, after which its redirect script goes.`);
  const end = at + CHARSET_META.length;
  return `${html.slice(0, end)}<script data-case-redirect="">${caseRedirectScript(pagePaths)}</script>${html.slice(end)}`;
}
