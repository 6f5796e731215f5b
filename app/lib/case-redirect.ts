/**
 * The not-found page's own way to the right address. A static host that
 * cannot redirect other casings (Netlify, Cloudflare and GitHub Pages, for
 * casings `_redirects` does not list) answers /ABOUT or /about/ with
 * 404.html. This script, inline in that page, sends the visitor on to
 * /about before the app starts; it finds nothing to do for a truly unknown
 * address. Our own servers and nginx answer such addresses with a 301.
 */
export function caseRedirectScript(pagePaths: readonly string[]): string {
  const canonicalByLowerCase = Object.fromEntries(pagePaths.map((path) => [path.toLowerCase(), path]));
  return (
    "(function(pages){" +
    'var path=location.pathname.replace(/(\\/index\\.html|\\.html|\\/+)$/i,"")||"/";' +
    "var canonical=pages[path.toLowerCase()];" +
    "if(canonical&&canonical!==location.pathname)location.replace(canonical+location.search+location.hash);" +
    `})(${JSON.stringify(canonicalByLowerCase)})`
  );
}
