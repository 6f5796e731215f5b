/**
 * What each fact token stands for. Prose the owner writes (FAQ answers, her
 * story, articles) names a fact as `{{fees.travel}}` instead of typing "$55",
 * so the words can never disagree with business.json.
 *
 * Every value is computed from the business facts passed in, so the build's
 * data check can test a data file against the business.json on disk before
 * the site itself is loaded; `fact-tokens.ts` applies the table to the site.
 * Relative imports only, for that same check (loaded through site-tools/platform.config.ts).
 */
import type { Business, ClockTime, Weekday } from "../facts/schemas/business";
import { widestWindow, type SlotName } from "../vocabulary/opening-hours";
import { notAttorneyNoticeEn, notAttorneyNoticeEs } from "../vocabulary/legal-notice";
import { herWordEs, herWordsEs, type HerWordEs } from "../vocabulary/gender-es";
import { closestMatches } from "../vocabulary/closest-match";
import type { FactWithSpanishWords } from "../vocabulary/fact-token-languages";
import {
  formatClockRange,
  formatList,
  formatRange,
  formatSchedule,
  formatUsd,
  formatUsdRange,
  formatWithinMiles,
} from "./format";
import { formatPhoneForDisplay } from "../vocabulary/phone";

/** The opening hours that every one of `days` shares, or an error naming the token to use instead. */
function sharedHours(facts: Business, days: readonly Weekday[], which: string): string {
  const periods = new Set(days.map((day) => facts.hours.schedule.find((period) => period.days.includes(day))));
  const [period] = periods;
  if (periods.size !== 1 || !period) {
    throw new Error(`the ${which} do not share one set of hours in hours.schedule — use {{hours.schedule}} instead`);
  }
  return formatClockRange(period.opens, period.closes);
}

/**
 * "9:00 AM–12:00 PM": her hours in that part of the day, the widest any day
 * gives it (as the form's choices show them), or an error when she works none.
 */
function partHours(facts: Business, part: SlotName): string {
  const window = widestWindow(facts.hours.schedule, part);
  if (!window) {
    throw new Error(
      `hours.schedule has no ${part} hours, so nothing may be said about the ${part} — take those words out, or change hours.schedule`,
    );
  }
  return formatClockRange(window.opens as ClockTime, window.closes as ClockTime);
}

/** An optional fact a text names: absent, the text must not speak of it. */
function optionalFact(value: string | undefined, field: string, subject: string): string {
  if (!value) {
    throw new Error(
      `business.json has no ${field}, so nothing may be said about ${subject} — take those words out, or add the field`,
    );
  }
  return value;
}

const WEEKDAYS: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const WEEKEND: readonly Weekday[] = ["Saturday", "Sunday"];

/** Token name -> its words on the page. A token whose fact has no single value throws, saying why. */
export const factTokenTable = {
  "business.name": (facts) => facts.businessName,
  "notary.fullName": (facts) => facts.notary.fullName,
  "notary.firstName": (facts) => facts.notary.firstName,
  "notary.veteranOf": (facts) => optionalFact(facts.notary.veteranOf, "notary.veteranOf", "military service"),
  phone: (facts) => formatPhoneForDisplay(facts.phone),
  email: (facts) => facts.email,
  "commission.number": (facts) => facts.commission.number,
  "commission.state": (facts) => facts.commission.state,
  "commission.county": (facts) => facts.commission.county,
  "credentials.suretyBond": (facts) => formatUsd(facts.credentials.suretyBondUsd),
  "credentials.errorsAndOmissions": (facts) => formatUsd(facts.credentials.errorsAndOmissionsUsd),
  "area.region": (facts) => facts.serviceArea.region,
  "area.state": (facts) => facts.serviceArea.state,
  "area.stateCode": (facts) => facts.serviceArea.stateCode,
  "area.base": (facts) => facts.serviceArea.base,
  "area.radiusMiles": (facts) => String(facts.serviceArea.radiusMiles),
  "area.towns": (facts) => formatList(facts.serviceArea.towns.map((town) => town.name)),
  "fees.notarialAct": (facts) => formatUsd(facts.fees.perNotarialActUsd),
  "fees.additionalSigner": (facts) => formatUsd(facts.fees.additionalSignerUsd),
  "fees.travel": (facts) => formatUsd(facts.fees.travelUsd),
  "fees.travelRadiusMiles": (facts) => String(facts.fees.travelFeeRadiusMiles),
  "fees.remoteOnline": ({ fees }) => formatUsdRange(fees.remoteOnlineUsd),
  /** Reads in a sentence either way: "cost nothing extra" or "cost $10 extra". */
  "fees.afterHours": ({ fees }) =>
    fees.afterHoursSurchargeUsd === 0 ? "nothing extra" : `${formatUsd(fees.afterHoursSurchargeUsd)} extra`,
  "fees.paymentMethods": (facts) => formatList(facts.fees.paymentMethods),
  "hours.summary": (facts) => facts.hours.summary,
  /** "on weekday evenings and weekends": the hours in the middle of a sentence. */
  "hours.inSentence": (facts) => facts.hours.inSentence,
  "hours.schedule": (facts) => formatSchedule(facts.hours.schedule),
  "hours.weekdays": (facts) => sharedHours(facts, WEEKDAYS, "weekdays"),
  "hours.weekends": (facts) => sharedHours(facts, WEEKEND, "weekend days"),
  "hours.morning": (facts) => partHours(facts, "morning"),
  "hours.afternoon": (facts) => partHours(facts, "afternoon"),
  "hours.evening": (facts) => partHours(facts, "evening"),
  "policies.emailResponseHours": (facts) => String(facts.policies.emailResponseHours),
  "policies.cancellationNoticeHours": (facts) => String(facts.policies.cancellationNoticeHours),
  "policies.lateCancellationHours": (facts) => String(facts.policies.lateCancellationHours),
  "policies.bookAheadHours": (facts) => formatRange(facts.policies.bookAheadHours),
  "policies.depositionBookAheadHours": (facts) => formatRange(facts.policies.depositionBookAheadHours),
  "policies.appointmentMinutes": (facts) => formatRange(facts.policies.appointmentMinutes),
  "policies.loanSigningMinutes": (facts) => formatRange(facts.policies.loanSigningMinutes),
  "policies.loanSigningAllowHours": (facts) => formatRange(facts.policies.loanSigningAllowHours),
  "policies.i9BusinessDays": (facts) => String(facts.policies.i9BusinessDays),
  /** The statement 57 Pa.C.S. § 325 requires, word for word: never retyped, so never paraphrased. */
  "notice.notAttorney": () => notAttorneyNoticeEn,

  /*
   * Spanish words for the Spanish side of the owner's prose ("es" in faq.json
   * and about.json). Only the facts that read as English words need one;
   * amounts, counts, ranges and the phone read the same in both languages.
   */
  "notary.veteranOfEs": (facts) => optionalFact(facts.notary.veteranOfEs, "notary.veteranOfEs", "military service"),
  "area.regionEs": (facts) => facts.serviceArea.regionEs,
  "area.stateEs": (facts) => facts.serviceArea.stateEs,
  "area.townsEs": (facts) =>
    formatList(
      facts.serviceArea.towns.map((town) => town.name),
      "conjunction",
      "es",
    ),
  /** Reads in a sentence either way: "es sin cargo adicional" or "lleva un cargo adicional de $10". */
  "fees.afterHoursEs": ({ fees }) =>
    fees.afterHoursSurchargeUsd === 0
      ? "sin cargo adicional"
      : `con un cargo adicional de ${formatUsd(fees.afterHoursSurchargeUsd, "es")}`,
  /** "hasta 15 millas de Reading": how far the flat travel fee reaches, in a Spanish sentence. */
  "fees.travelReachEs": (facts) => formatWithinMiles(facts.fees.travelFeeRadiusMiles, facts.serviceArea.base, "es"),
  "policies.bookAheadHoursEs": (facts) => formatRange(facts.policies.bookAheadHours, "es"),
  "policies.depositionBookAheadHoursEs": (facts) => formatRange(facts.policies.depositionBookAheadHours, "es"),
  "policies.appointmentMinutesEs": (facts) => formatRange(facts.policies.appointmentMinutes, "es"),
  "policies.loanSigningMinutesEs": (facts) => formatRange(facts.policies.loanSigningMinutes, "es"),
  "policies.loanSigningAllowHoursEs": (facts) => formatRange(facts.policies.loanSigningAllowHours, "es"),
  "fees.paymentMethodsEs": (facts) => formatList(facts.fees.paymentMethodsEs, "conjunction", "es"),
  /** The truth about the appointment's language either way (business.json `notary.speaksSpanish`). */
  "notary.spanishEs": (facts) =>
    facts.notary.speaksSpanish
      ? "Yo hablo español, así que la cita puede ser toda en español."
      : "Yo no hablo español, así que un intérprete nos acompaña en la cita para que nos entendamos bien.",
  "hours.summaryEs": (facts) => facts.hours.summaryEs,
  "hours.inSentenceEs": (facts) => facts.hours.inSentenceEs,
  "hours.scheduleEs": (facts) => formatSchedule(facts.hours.schedule, "es"),
  /** The same statement in Spanish, as the law asks for each language the advertisement uses. */
  "notice.notAttorneyEs": (facts) => notAttorneyNoticeEs(facts.notary.genderEs),
  /** Her first-person words in Spanish, in her gender (`notary.genderEs`): "{{es.abogada}}" reads "abogada" or "abogado". */
  ...herWordTokens(),
} satisfies Record<string, (facts: Business) => string>;

function herWordTokens() {
  const names = Object.keys(herWordsEs) as HerWordEs[];
  return Object.fromEntries(
    names.map((name) => [`es.${name}`, (facts: Business) => herWordEs(facts.notary.genderEs, name)]),
  ) as Record<`es.${HerWordEs}`, (facts: Business) => string>;
}

export type FactTokenName = keyof typeof factTokenTable;

// Every token the data check knows to read as English words has its Spanish twin here (a type error otherwise).
({}) as `${FactWithSpanishWords}Es` satisfies FactTokenName;
export const factTokenNames = Object.keys(factTokenTable) as FactTokenName[];

export function isFactTokenName(name: string): name is FactTokenName {
  return Object.hasOwn(factTokenTable, name);
}

/** `{{ name }}`, spaces inside the braces allowed. */
const TOKEN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** One `{{…}}` in a text: what was written, and the name inside it. */
export interface TokenUse {
  written: string;
  name: string;
}

export function findFactTokens(text: string): TokenUse[] {
  return [...text.matchAll(TOKEN)].map(([written, name = ""]) => ({ written, name }));
}

/** Braces left over once every token is taken out: a token typed with one brace too few or too many. */
export function hasStrayBraces(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(TOKEN, ""));
}

/** What to write instead of an unknown token: the likely intended one, then every known one. */
export function unknownTokenAdvice(name: string): string {
  const closest = closestMatches(name, factTokenNames).map((candidate) => `{{${candidate}}}`);
  const guess = closest.length > 0 ? `did you mean ${closest.join(" or ")}? ` : "";
  return `${guess}known tokens: ${factTokenNames.join(", ")}`;
}

/**
 * `text` with every token replaced by its value from `facts`. Throws on an
 * unknown token, a stray brace or a fact with no single value, naming `file`.
 */
export function expandFactTokensWith(facts: Business, text: string, { file }: { file: string }): string {
  if (hasStrayBraces(text)) {
    throw new Error(`A fact token in ${file} is not written as {{name}}: "${text.slice(0, 80)}…"`);
  }
  return text.replace(TOKEN, (written, name: string) => {
    if (!isFactTokenName(name)) {
      throw new Error(`Unknown fact token ${written} in ${file} — ${unknownTokenAdvice(name)}`);
    }
    try {
      return factTokenTable[name](facts);
    } catch (error) {
      throw new Error(`Fact token ${written} in ${file} has no value: ${(error as Error).message}`, { cause: error });
    }
  });
}
