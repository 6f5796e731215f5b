/**
 * Reading an article's rendered text the way a visitor does, for checks that
 * prose keeps what belongs elsewhere out of articles (phone numbers and
 * e-mail addresses live in the facts and on the contact page). Fees, hours
 * and distances need no such check any more: articles name them by fact
 * token ({{fees.travel}}), which the build expands from business.json.
 */

/** Element boundaries become a separator no pattern reaches across. */
const BREAK = "¶";

/** The visible text of article HTML, with a break wherever a block or a table cell ends. */
export function textOf(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|td|th|tr|blockquote)>|<br\s*\/?>/gi, ` ${BREAK} `)
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ");
}

/** Phone numbers and e-mail addresses belong to the config and the contact page, not to articles. */
export function findContactDetails(text: string): string[] {
  const found = [
    ...text.matchAll(/\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g),
    ...text.matchAll(/[\w.+-]+@[\w-]+\.[\w.]+/g),
    ...text.matchAll(/\b(?:tel|sms|mailto):[^\s"]+/g),
  ];
  return found.map(([match]) => match);
}
