import type { Step } from "~/vocabulary/step";
import type { Feature } from "~/content/types";
import { capitalized, formatClockRange, formatUsd } from "~/lib/format";
import { afterHoursPhrase, outsideWorkingHours } from "~/lib/hours-words";
import { site } from "~/facts/site.config";

const { credentials, serviceArea } = site;

/** The three cards under "How I Can Help". */
export const featuredServices: readonly Feature[] = [
  {
    icon: "signature",
    title: "Document Notarization",
    description:
      "Affidavits, acknowledgments, powers of attorney, healthcare directives and everyday forms, notarized correctly the first time.",
  },
  {
    icon: "home",
    title: "Real Estate Services",
    description:
      "Loan signings, refinances, deeds and closing packages, walked through page by page at your kitchen table.",
  },
  {
    icon: "car",
    title: "Mobile Service",
    description: `I come to your home, office, hospital or a coffee shop anywhere in ${serviceArea.region}, so you don't have to take time off.`,
  },
];

export const howItWorks: readonly Step[] = [
  {
    title: "Get in touch",
    description: "Call, text or send the appointment form. Tell me what the document is and how many people will sign.",
  },
  {
    title: "Confirm the details",
    description: "I confirm the time, the place and the total price, and tell you exactly what to have ready.",
  },
  {
    title: "I come to you",
    description: "I arrive on time at your home, office, care facility or a public place that suits you.",
  },
  {
    title: "Sign and done",
    description: "I check each signer's ID, watch you sign, and complete the notarial certificate with my seal.",
  },
];

export const whyChoose: readonly Feature[] = [
  hoursReason(),
  {
    icon: "shield",
    title: "Commissioned, bonded and insured",
    description: `A commissioned ${site.commission.state} notary with a ${formatUsd(credentials.suretyBondUsd)} surety bond, background-screened.`,
  },
  {
    icon: "heart",
    title: "Patient, personal service",
    description: "You deal with me from the first call to the last stamp, and nobody is rushed through a signature.",
  },
  {
    icon: "pin",
    title: "Local to Berks County",
    description: `Based in ${serviceArea.base} and serving the towns around it, so I know where I am going.`,
  },
];

/** The facts a visitor in a hurry looks for first, beside the home page's headline. */
export const heroFacts: readonly { term: string; detail: string }[] = [
  {
    term: "Notarial act",
    detail: `Up to ${formatUsd(site.fees.perNotarialActUsd)}, the Pennsylvania maximum`,
  },
  {
    term: "Travel",
    detail: `${formatUsd(site.fees.travelUsd)} within ${site.fees.travelFeeRadiusMiles} miles${site.fees.afterHoursSurchargeUsd === 0 && afterHoursPhrase(site.hours, "and") ? ", no after-hours surcharge" : ""}`,
  },
  {
    term: "Hours",
    detail: site.hours.schedule
      .map((period) => `${period.label} ${formatClockRange(period.opens, period.closes)}`)
      .join(" · "),
  },
  {
    term: "Area",
    detail: `${serviceArea.region}, within ${serviceArea.radiusMiles} miles of ${serviceArea.base}`,
  },
];

/** The hours reason: the evenings and weekends she works, and what they cost; else her hours in her words. */
function hoursReason(): Feature {
  const when = afterHoursPhrase(site.hours, "and");
  const outside = outsideWorkingHours(site.hours, "en");
  if (!when || !outside) {
    return {
      icon: "clock",
      title: site.hours.summary,
      description: `Appointments ${site.hours.inSentence}, at the place you choose.`,
    };
  }
  const free = site.fees.afterHoursSurchargeUsd === 0;
  return {
    icon: "clock",
    title: capitalized(when),
    description: `Appointments ${outside}${free ? ", with no surcharge for the hour" : ""}.`,
  };
}
