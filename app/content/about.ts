import aboutData from "~/content/data/about.json" with { type: "json" };
import type { AboutData } from "~/content/schemas/about";
import { dataFiles } from "~/content/schemas/data-files";
import type { Feature } from "~/content/types";
import { expandFactTokensIn } from "~/lib/fact-tokens";
import { formatRange, formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/site.config";

const { notary, commission, credentials, serviceArea, policies } = site;

const about = expandFactTokensIn(aboutData as AboutData, { file: dataFiles.about });

/**
 * Why the owner became a notary, in the first person, from
 * app/content/data/about.json; facts in it are tokens ("{{notary.fullName}}"),
 * so they follow business.json.
 * PLACEHOLDER: the owner puts this in her own words before launch. The
 * preview build labels it a sample; the deploy build refuses it until
 * `storyIsSample` is false.
 */
export const storyIsSample: boolean = about.storyIsSample;
export const story: readonly string[] = about.story;

export interface Fact {
  label: string;
  value: string;
}

/** The "at a glance" card beside the story. */
export const atAGlance: readonly Fact[] = [
  { label: "Commission", value: `${commission.state} notary public, no. ${commission.number}` },
  { label: "Based in", value: `${serviceArea.base}, serving ${serviceArea.region}` },
  {
    label: "Travel",
    value: `Within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, farther by arrangement`,
  },
  { label: "Hours", value: describeSchedule() },
  {
    label: "Protection",
    value: `${formatUsd(credentials.suretyBondUsd)} surety bond and ${formatUsd(credentials.errorsAndOmissionsUsd)} errors and omissions insurance`,
  },
  { label: "Service", value: `Veteran, ${notary.veteranOf}` },
];

export const coreValues: readonly Feature[] = [
  {
    icon: "care",
    title: "Personal Care",
    description:
      "Every appointment gets my full attention. I listen first, explain each step in plain words, and make sure you are comfortable before anything is signed.",
  },
  {
    icon: "scale",
    title: "Integrity",
    description:
      "I follow Pennsylvania notary law to the letter, check every ID and every certificate, and tell you honestly when something cannot be notarized.",
  },
  {
    icon: "clock",
    title: "Reliability",
    description:
      "When I give you a time, I keep it. If anything changes, you hear from me straight away, not after the fact.",
  },
  {
    icon: "pin",
    title: "Community Focus",
    description: `${serviceArea.region} is where I work and where my clients are. I know its towns, hospitals and care homes, and I am glad to help neighbors get things done.`,
  },
];

/** A kind of work I do often, with examples and the service page that explains it. */
export interface ExpertiseArea extends Feature {
  examples: readonly string[];
  link: { to: string; label: string };
}

export const expertiseAreas: readonly ExpertiseArea[] = [
  {
    icon: "home",
    title: "Real Estate",
    description:
      "Closings and property documents, with each page signed, dated and initialed where the lender expects it.",
    examples: ["Purchase and refinance closings", "Home equity loans", "Deeds and property transfers"],
    link: { to: "/services/loan-signing-agent", label: "Loan signing services" },
  },
  {
    icon: "medical",
    title: "Healthcare Documents",
    description: "Directives and authorizations, notarized at the bedside when the signer cannot come to me.",
    examples: ["Living wills and advance directives", "Healthcare powers of attorney", "HIPAA and medical consents"],
    link: { to: "/services/living-wills-and-directives", label: "Living wills and directives" },
  },
  {
    icon: "briefcase",
    title: "Business Services",
    description: "Contracts, company paperwork and new-hire forms, at your office and after your working day.",
    examples: ["Contracts and agreements", "Corporate resolutions", "Form I-9 as authorized representative"],
    link: { to: "/services/I-9-employment-verification", label: "I-9 employment verification" },
  },
  {
    icon: "document",
    title: "Personal Documents",
    description: "The everyday documents of family life, handled with patience and discretion.",
    examples: ["Powers of attorney", "Affidavits and sworn statements", "School, travel and pension forms"],
    link: { to: "/services/power-of-attorney", label: "Power of attorney" },
  },
];

export const philosophy: readonly Feature[] = [
  {
    icon: "hourglass",
    title: "No Rush Policy",
    description: `Most appointments take ${formatRange(policies.appointmentMinutes)} minutes, but nobody is hurried. Read every page and ask every question: the price is the same however long it takes.`,
  },
  {
    icon: "handshake",
    title: "Personal Touch",
    description:
      "From the first call to the final seal you deal with me, not a call center or a different notary each time, and I remember you if you need me again.",
  },
  {
    icon: "lock",
    title: "Complete Confidentiality",
    description:
      "What I see in your documents stays with me. I record only what Pennsylvania law requires in my notary journal, and I never sell or share your information.",
  },
];
