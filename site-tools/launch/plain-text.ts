/**
 * A built page's text with the entities and unbreakable characters the site
 * writes made plain, as a reader sees it: what the scans for sample facts and
 * for another notary's facts read.
 */
export function plain(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\u2011/g, "-");
}
