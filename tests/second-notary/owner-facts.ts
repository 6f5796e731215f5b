/**
 * What one notary's data says that another's does not: the words a page of
 * the second notary's site may never contain, worked out from both data sets
 * (app/facts/data/*.json), so swapping either set needs no change here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeRegExp } from "../support/regexp";
import { hoursTruths } from "../../app/vocabulary/opening-hours";

interface Period {
  days: string[];
  opens: string;
  closes: string;
}

interface Business {
  businessName: string;
  formFromName: string;
  phone: string;
  email: string;
  url: string;
  commission: { number: string };
  notary: { fullName: string; firstName: string; speaksSpanish: boolean; veteranOf?: string; veteranOfEs?: string };
  fees: { travelUsd: number };
  hours: { summary: string; schedule: Period[] };
  serviceArea: { base: string; towns: { name: string; slug: string }[] };
}

interface Reviews {
  reviews: { name: string; text: string }[];
}

interface About {
  story: { en: string[]; es: string[] };
}

export interface OwnerData {
  business: Business;
  reviews: Reviews;
  about: About;
}

export function readOwnerData(root: string): OwnerData {
  const read = <T>(name: string): T =>
    JSON.parse(readFileSync(join(root, "app", "facts", "data", `${name}.json`), "utf8")) as T;
  return { business: read("business"), reviews: read("reviews"), about: read("about") };
}

/** A fact of one notary, as a pattern over a page's text. */
export interface Fact {
  label: string;
  pattern: RegExp;
}

const literal = (label: string, text: string, flags = "i"): Fact => ({
  label,
  pattern: new RegExp(escapeRegExp(text), flags),
});
const word = (label: string, text: string, flags = ""): Fact => ({
  label,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, `u${flags}`),
});

/**
 * A place named as a place: the whole word, in its capitals, but not as the
 * first word of a longer proper name ("Reading Hospital", "Kutztown
 * University": landmarks keep their names wherever she works) nor as an
 * ordinary word opening a text ("Reading and signing the transcript").
 */
function placeName(label: string, name: string): Fact {
  return {
    label,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}>"])${escapeRegExp(name)}(?! [\\p{Lu}])(?![\\p{L}\\p{N}])|(?<=[>"])${escapeRegExp(name)}(?! [\\p{Ll}\\p{Lu}])(?![\\p{L}\\p{N}])`,
      "u",
    ),
  };
}

/** Evenings by the form's rule (at least 90 minutes after 5 PM on some day), as every page decides them. */
const worksEvenings = (business: Business) => hoursTruths(business.hours.schedule).evenings;
const worksWeekends = (business: Business) =>
  business.hours.schedule.some((period) => period.days.some((day) => day === "Saturday" || day === "Sunday"));

/** The digits of a North American number, with anything between the groups: "(610) 555-0142", "610.555.0142". */
function phonePattern(e164: string): Fact {
  const digits = e164.replace(/^\+1/, "");
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return { label: `phone ${e164}`, pattern: new RegExp(`${area}\\D{0,3}${exchange}\\D{0,2}${line}`) };
}

/** The longest stretch of a text with no fact token in it: words only that notary wrote. */
function ownWords(text: string): string {
  return text
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), "");
}

/** Every fact of `first` that `second` does not share. */
export function factsOnlyFirstHas(first: OwnerData, second: OwnerData): Fact[] {
  const a = first.business;
  const b = second.business;
  const facts: Fact[] = [];
  const differs = (x: unknown, y: unknown) => JSON.stringify(x) !== JSON.stringify(y);

  if (differs(a.businessName, b.businessName)) facts.push(literal("business name", a.businessName));
  if (differs(a.formFromName, b.formFromName)) facts.push(literal("form sender name", a.formFromName));
  if (differs(a.notary.fullName, b.notary.fullName)) facts.push(literal("notary's name", a.notary.fullName));
  if (differs(a.notary.firstName, b.notary.firstName)) facts.push(word("first name", a.notary.firstName));
  if (differs(a.phone, b.phone)) facts.push(phonePattern(a.phone));
  if (differs(a.email, b.email)) facts.push(literal("e-mail", a.email));
  const hostA = new URL(a.url).hostname.replace(/^www\./, "");
  if (hostA !== new URL(b.url).hostname.replace(/^www\./, "")) facts.push(literal("domain", hostA));
  if (differs(a.commission.number, b.commission.number)) facts.push(word("commission", a.commission.number));
  if (differs(a.fees.travelUsd, b.fees.travelUsd)) {
    facts.push({
      label: `travel fee $${a.fees.travelUsd}`,
      pattern: new RegExp(`\\$\\s?${a.fees.travelUsd}(?![\\d,])`),
    });
  }
  if (differs(a.hours.summary, b.hours.summary)) facts.push(literal("hours in a few words", a.hours.summary));
  if (worksEvenings(a) && !worksEvenings(b)) {
    facts.push(word("evenings", "evening", "i"), word("evenings", "evenings", "i"), word("tardes", "tardes", "i"));
  }
  if (worksWeekends(a) && !worksWeekends(b)) {
    facts.push(
      word("weekends", "weekend", "i"),
      word("weekends", "weekends", "i"),
      literal("fines de semana", "fines de semana"),
    );
  }
  if (a.notary.veteranOf && !b.notary.veteranOf) {
    facts.push(
      literal("military service", a.notary.veteranOf),
      ...(a.notary.veteranOfEs ? [literal("military service (Spanish)", a.notary.veteranOfEs)] : []),
      { label: "veteran", pattern: /\bveteran[oa]?s?\b/i },
      literal("National Guard", "National Guard"),
      literal("Guardia Nacional", "Guardia Nacional"),
    );
  }
  if (a.notary.speaksSpanish && !b.notary.speaksSpanish) {
    facts.push(
      { label: "speaks Spanish", pattern: /(?<!no )hablo español/i },
      { label: "speaks Spanish", pattern: /\bI speak Spanish\b/i },
    );
  }
  const kept = new Set(b.serviceArea.towns.map((town) => town.slug));
  for (const town of a.serviceArea.towns) {
    if (!kept.has(town.slug)) facts.push(literal(`link to ${town.name}'s page`, `/${town.slug}"`));
  }
  if (differs(a.serviceArea.base, b.serviceArea.base)) facts.push(placeName("base town", a.serviceArea.base));
  const secondReviews = new Set(second.reviews.reviews.map((review) => review.text));
  for (const review of first.reviews.reviews) {
    if (!secondReviews.has(review.text)) facts.push(literal(`review by ${review.name}`, review.text.slice(0, 60)));
  }
  const secondStory = new Set([...second.about.story.en, ...second.about.story.es]);
  for (const paragraph of [...first.about.story.en, ...first.about.story.es]) {
    const words = ownWords(paragraph);
    if (!secondStory.has(paragraph) && words.length >= 30) facts.push(literal("About story", words.slice(0, 80)));
  }
  return facts;
}

/**
 * The proper names of the second notary's own towns, masked before looking for
 * a dropped town, so "West Reading" is not read as "Reading".
 */
export function maskOwnTowns(text: string, data: OwnerData): string {
  return data.business.serviceArea.towns
    .map((town) => town.name)
    .sort((x, y) => y.length - x.length)
    .reduce((masked, name) => masked.split(name).join("<own town>"), text);
}
