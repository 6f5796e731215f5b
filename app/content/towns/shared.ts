import type { Feature } from "~/content/types";
import { formatUsd } from "~/lib/format";
import { site } from "~/site.config";

/**
 * Sentences every town page needs, built from the config so a change of fee,
 * radius or hours reaches all ten pages at once.
 */
const { fees, serviceArea, hours, credentials, commission, policies } = site;

/** "Evenings & Weekends", as a heading. */
export const hoursTitle = hours.summary;

/** "evenings & weekends", for the middle of a sentence. */
export const hoursPhrase = hours.summary.toLowerCase();

/** How the price changes after hours; the config says it does not. */
export const afterHoursPhrase =
  fees.afterHoursSurchargeUsd === 0
    ? "at the same price as any other time"
    : `for ${formatUsd(fees.afterHoursSurchargeUsd)} extra`;

/** The travel fee, its radius and what happens beyond it, for the middle of a sentence. */
export const travelFeePhrase = `${formatUsd(fees.travelUsd)} within ${fees.travelFeeRadiusMiles} miles of ${serviceArea.base}, and a fee quoted up front beyond that`;

/** The text of the "Need Service at a Specific Location" box. */
export function needServiceText(townName: string): string {
  return `A hospital room, an office, a care home, a relative's house or a coffee shop: if it is in ${townName} or anywhere within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, I can meet you there. Tell me the address and who will sign when you book, and I will confirm the time, the parking and the travel fee (${travelFeePhrase}) before I set out.`;
}

/** The sentence of the closing call to action. */
export function closingText(townName: string): string {
  return `Call, text or send the form with what you are signing and where you are in ${townName}. I answer e-mail within ${policies.emailResponseHours} hours and confirm the total before the appointment.`;
}

/** The credentials reason, worded for the town. */
export function credentialsReason(title: string): Feature {
  return {
    icon: "shield",
    title,
    description: `A commissioned ${commission.state} notary public with a ${formatUsd(credentials.suretyBondUsd)} surety bond, insured and background-screened.`,
  };
}

export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The headings of a town page's sections, worded for the town. */
export function townSectionCopy(townName: string) {
  return {
    areas: {
      eyebrow: "Service area",
      title: `Areas I Serve in and around ${townName}`,
      intro: "I come to your address in any of these communities, and to the streets in between.",
    },
    neighborhoods: {
      eyebrow: "Neighborhoods",
      title: `${townName} Neighborhoods I Serve`,
      intro: "Home visits in every part of town, including these neighborhoods.",
    },
    services: { eyebrow: "Services", title: `How I Help in ${townName}` },
    serviceTypes: {
      title: `Notary Services Popular in ${townName}`,
      intro: "Choose a service to see how it works and what to bring.",
    },
    keyLocations: {
      eyebrow: "Key locations",
      title: `Places I Visit in ${townName}`,
      intro: "Public offices, schools, shops and other places where clients often ask to meet.",
    },
    landmarks: {
      eyebrow: "Landmarks",
      title: `Around ${townName}'s Landmarks`,
      intro: "Places everyone knows, and handy reference points when we choose where to meet.",
    },
    reasons: { eyebrow: "Why choose me", title: `Why ${townName} Clients Call Me` },
    closing: { title: `Need a Notary in ${townName}?` },
  } satisfies Record<string, SectionCopy>;
}
