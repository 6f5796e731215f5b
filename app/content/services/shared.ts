import type { Fact } from "~/content/services/types";
import { formatList, formatRange, formatUsd, formatUsdRange } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/facts/site.config";
import { afterHoursPhrase } from "~/lib/hours-words";

/**
 * Sentences and facts several service pages repeat, built from the config so
 * that a fee or an hour changes everywhere at once.
 */
const { fees, policies, serviceArea, credentials } = site;

export const region = `${serviceArea.region}, ${serviceArea.stateCode}`;

/** "$5": Pennsylvania's cap on a standard notarial act. */
export const actFee = formatUsd(fees.perNotarialActUsd);
export const travelFee = formatUsd(fees.travelUsd);
/** "$25 per notarial act": what one act costs online, the platform and identity checks included. */
export const remoteFee = `${formatUsdRange(fees.remoteOnlineUsd)} per remote notarial act`;

export const feeFact: Fact = {
  label: "Notarial fee",
  value: `Up to ${actFee} per notarial act, the Pennsylvania maximum, plus travel`,
};

export const travelFact: Fact = {
  label: "Travel fee",
  value: `${travelFee} within ${fees.travelFeeRadiusMiles} miles; a quote before I set out beyond that`,
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Weekdays 5:00 PM–8:00 PM and weekends 9:00 AM–8:00 PM". */
export const schedule = capitalize(describeSchedule());

export const hoursFact: Fact = { label: "Availability", value: schedule };

/**
 * When she comes, after a comma: "evenings and weekends" when she works
 * any, else her own words for her hours ("on weekdays, 9 to 5").
 */
export const whenICome: string = afterHoursPhrase(site.hours, "and") ?? site.hours.inSentence;

export const visitLengthFact: Fact = {
  label: "Typical visit",
  value: `${formatRange(policies.appointmentMinutes)} minutes`,
};

export const photoId = "A current, government-issued photo ID, such as a driver's license, state ID card or passport";
export const photoIdEachSigner =
  "A current, government-issued photo ID for every signer, such as a driver's license, state ID card or passport";

export const doNotSignNote =
  "Please don't sign beforehand. You'll sign in front of me, after I've checked your ID and, where needed, given the oath.";

/** "Commissioned, bonded, insured, and background-screened" (the spec says "Licensed"; a Pennsylvania notary is commissioned), from the config's list of claims. */
export const credentialStatement = capitalize(formatList(credentials.claims.map((claim) => claim.toLowerCase())));

export const bondSentence = `a ${formatUsd(credentials.suretyBondUsd)} surety bond`;

export const noLegalAdvice =
  "I am a notary public, not an attorney. I can't prepare your document, choose a form for you, or tell you what it means or whether it suits your situation. Please take those questions to an attorney.";
