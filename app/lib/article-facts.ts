/**
 * Articles are prose, so they repeat business facts (fees, distances, hours)
 * in their own words. This check finds the facts an article states and
 * compares them with the config, so changing a fee in business.json fails a
 * test until every article that quotes it agrees.
 */

export interface ConfiguredFacts {
  perActUsd: number;
  additionalSignerUsd: number;
  travelUsd: number;
  travelFeeRadiusMiles: number;
  serviceRadiusMiles: number;
  /** Every other dollar amount an article may state (online fees, bond...). */
  otherUsd: readonly number[];
  /** Clock times the business keeps, as 24-hour "HH:MM". */
  clockTimes: readonly string[];
}

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

const amount = (text: string) => Number(text.replace(/,/g, ""));

function toClock(hour: string, minutes: string | undefined, meridiem: string): string {
  const h = (Number(hour) % 12) + (/^p/i.test(meridiem) ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${minutes ?? "00"}`;
}

/**
 * Each fact in `text` that disagrees with the config, as a sentence a person
 * can act on. An empty list means the article agrees.
 */
export function findFactMismatches(text: string, facts: ConfiguredFacts): string[] {
  const problems: string[] = [];
  const actAmounts = [facts.perActUsd, facts.additionalSignerUsd];
  const knownAmounts = new Set([facts.travelUsd, ...actAmounts, ...facts.otherUsd]);
  const gap = `[^$.;${BREAK}]`;

  for (const [, value = ""] of text.matchAll(/\$(\d[\d,]*)/g)) {
    if (!knownAmounts.has(amount(value))) problems.push(`$${value} is not an amount the config knows`);
  }

  // "travel fee of $45", "$45 travel fee", "$45 for travel": never crossing another amount.
  const travelPatterns = [
    new RegExp(`travel(?:ing)? (?:fee|charge)${gap}{0,40}?\\$(\\d[\\d,]*)`, "gi"),
    new RegExp(`\\$(\\d[\\d,]*)${gap}{0,25}?\\btravel`, "gi"),
  ];
  for (const pattern of travelPatterns) {
    for (const [match, value = ""] of text.matchAll(pattern)) {
      if (amount(value) !== facts.travelUsd) {
        problems.push(`"${match.trim()}" states a travel fee other than $${facts.travelUsd}`);
      }
    }
  }

  // "$10 per signature", "$10 for each additional signer", "notarial act costs $10" (close by,
  // so "per signature plus the $55 travel fee" does not read as a notarial fee).
  const actPatterns = [
    /\$(\d[\d,]*)\s+(?:per|for each|for every|for a|for the first|a)\s+(?:\w+\s+){0,2}?(?:notarial act|act|signature|signer|notarization|oath|person)\b/gi,
    /(?:notarial act|per act|per signature)(?:\s+(?:is|are|costs?|fee is|fee of|of))?:?\s*\$(\d[\d,]*)/gi,
  ];
  for (const pattern of actPatterns) {
    for (const [match, value = ""] of text.matchAll(pattern)) {
      if (!actAmounts.includes(amount(value))) {
        problems.push(`"${match.trim()}" states a notarial fee other than $${actAmounts.join(" or $")}`);
      }
    }
  }

  for (const [match, value = ""] of text.matchAll(/\b(\d+)[ -]miles?\b/gi)) {
    if (![facts.travelFeeRadiusMiles, facts.serviceRadiusMiles].includes(Number(value))) {
      problems.push(`"${match}" is neither the travel fee's distance nor the service radius`);
    }
  }
  for (const [match, value = ""] of text.matchAll(new RegExp(`travel fee${gap}{0,60}?\\b(\\d+)[ -]miles?`, "gi"))) {
    if (Number(value) !== facts.travelFeeRadiusMiles) {
      problems.push(`"${match}" gives the travel fee a distance other than ${facts.travelFeeRadiusMiles} miles`);
    }
  }

  for (const [match, hour = "", minutes, meridiem = ""] of text.matchAll(
    /\b(\d{1,2})(?::(\d{2}))?\s*(AM|PM|a\.m\.|p\.m\.)/gi,
  )) {
    if (!facts.clockTimes.includes(toClock(hour, minutes, meridiem))) {
      problems.push(`"${match}" is not one of the configured opening or closing times`);
    }
  }

  return problems;
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
