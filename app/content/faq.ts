import type { IconName } from "~/vocabulary/icon-names";
import { notAttorneyNotice } from "~/content/legal-notice";
import type { Feature } from "~/content/types";
import { formatList, formatRange, formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/site.config";

export interface FaqItem {
  /** Stable and unique across the site: the disclosure's id is built from it. */
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  icon: IconName;
  items: readonly FaqItem[];
}

const { commission, credentials, fees, policies, serviceArea } = site;

const townNames = formatList(serviceArea.towns.map((town) => town.name));

const afterHoursAnswer =
  fees.afterHoursSurchargeUsd === 0
    ? "No. Evening and weekend appointments are the whole point of the service, and they cost the same as any other: there is no surcharge for the hour."
    : `Yes: evening and weekend appointments carry a surcharge of ${formatUsd(fees.afterHoursSurchargeUsd)}, which I include in the total I quote when you book.`;

/**
 * Answers read every fee, hour and distance from the config, so the FAQ can
 * never disagree with the pricing section. `faq.test.ts` fails if a dollar
 * amount, a distance or a number of hours creeps in by hand.
 */
export const faqCategories: readonly FaqCategory[] = [
  {
    id: "general",
    title: "General Questions",
    icon: "document",
    items: [
      {
        id: "what-does-a-notary-do",
        question: "What does a notary public actually do?",
        answer:
          "A notary is an impartial witness appointed by the Commonwealth. I confirm the identity of each signer, make sure they sign willingly and understand what they are signing, and complete the notarial certificate with my official seal. I do not check whether a document is legally correct, and I cannot give legal advice.",
      },
      {
        id: "legal-advice",
        question: "Can you give me legal advice or help me fill in my document?",
        answer: `No. ${notAttorneyNotice.en} So I can't choose a form for you, tell you what to write in it, or explain what it will do. If you are unsure which document or which kind of notarization you need, ask the office that will receive it, or an attorney, before we meet.`,
      },
      {
        id: "family-members",
        question: "Can you notarize documents for my family?",
        answer:
          "For most relatives, yes, as long as the document gives neither me nor my spouse anything. Pennsylvania law does not allow a notary to notarize a record that the notary or the notary's spouse is a party to or has a direct or financial interest in, so I never notarize for my spouse, or on a document that benefits either of us.",
      },
      {
        id: "other-languages",
        question: "Can you notarize a document written in another language?",
        answer:
          "Often, yes. The notarial certificate I complete is always in English, and I must be able to communicate with every signer, in English or through a translator. If your document is not in English, tell me when you book so that we can settle the certificate wording and the translator beforehand.",
      },
      {
        id: "credentials",
        question: "Are you licensed, bonded and insured?",
        answer: `Yes. I am a notary public commissioned by the Commonwealth of ${commission.state} (commission no. ${commission.number}), with a ${formatUsd(credentials.suretyBondUsd)} surety bond and ${formatUsd(credentials.errorsAndOmissionsUsd)} of errors and omissions insurance, and I am background-screened. Anyone can confirm a Pennsylvania notary's commission with the Department of State's online notary search.`,
      },
    ],
  },
  {
    id: "mobile-online",
    title: "Mobile & Online Services",
    icon: "car",
    items: [
      {
        id: "do-you-come-to-me",
        question: "Do you really come to me?",
        answer: `Yes. I travel to homes, offices, hospitals, care homes, campuses and public places such as a coffee shop or library, anywhere within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}, and farther by arrangement.`,
      },
      {
        id: "which-towns",
        question: "Which towns do you serve?",
        answer: `Communities across ${serviceArea.region}, including ${townNames}. If your town is not on that list but is within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}, I will still come; farther than that, ask and I will tell you what I can arrange.`,
      },
      {
        id: "hospital-care-home",
        question: "Can you come to a hospital room or a care home?",
        answer:
          "Yes. Please check that the facility allows visitors at the time we choose, and that the signer will be awake and alert: I must be satisfied that they understand the document and are signing willingly, and I cannot notarize if they are not. The signer still needs a current photo ID, so find it before I arrive.",
      },
      {
        id: "remote-online",
        question: "What is remote online notarization?",
        answer: `Instead of meeting in person, you sign in a live video session with me. The notarization platform verifies your identity, you sign electronically, and I apply my electronic seal. You need a computer or phone with a camera and microphone, a steady internet connection, your photo ID and an e-mail address. It costs ${formatUsd(fees.remoteOnlineUsd.min)}–${formatUsd(fees.remoteOnlineUsd.max)}, depending on the number of documents and signatures.`,
      },
      {
        id: "remote-accepted",
        question: "Will an online notarization be accepted?",
        answer:
          "Pennsylvania law authorizes remote online notarization, and documents notarized this way are widely accepted. Some recipients still insist on ink signatures, though, so ask whoever will receive your document before you book. If they want paper, I can come to you instead.",
      },
    ],
  },
  {
    id: "costs",
    title: "Costs & Payment",
    icon: "scale",
    items: [
      {
        id: "how-much",
        question: "How much does a mobile notarization cost?",
        answer: `Two parts: the notarial fee, which Pennsylvania caps at ${formatUsd(fees.perNotarialActUsd)} for a standard notarial act, and a travel fee of ${formatUsd(fees.travelUsd)} within ${fees.travelFeeRadiusMiles} miles. Farther than that, I quote the travel fee before I set out. Evenings and weekends cost nothing extra, and you always know the total before we meet.`,
      },
      {
        id: "per-signature",
        question: "Is the notarial fee charged per document or per signature?",
        answer: `Per notarial act, which usually means per signer: up to ${formatUsd(fees.perNotarialActUsd)}, the most Pennsylvania allows. On an acknowledgment, each additional signer named in the same certificate is ${formatUsd(fees.additionalSignerUsd)}. When you tell me what you are signing, I add it up for you, so the total is settled before I arrive.`,
      },
      {
        id: "after-hours",
        question: "Do evening and weekend appointments cost more?",
        answer: afterHoursAnswer,
      },
      {
        id: "payment-methods",
        question: "How can I pay?",
        answer: `I accept ${formatList(fees.paymentMethods)}. Tell me which suits you when you book, and I will make sure it works on the day.`,
      },
      {
        id: "cancellation-fee",
        question: "Is there a cancellation fee?",
        answer: `Only for very late changes. Please give me ${policies.cancellationNoticeHours} hours' notice if you need to cancel or reschedule, so that I can offer the time to someone else. If you cancel less than ${policies.lateCancellationHours} hours before we meet, a late-cancellation fee may apply.`,
      },
    ],
  },
  {
    id: "scheduling",
    title: "Appointment & Scheduling",
    icon: "calendar",
    items: [
      {
        id: "when-available",
        question: "When are you available?",
        answer: `I see clients ${describeSchedule()}, and can make special arrangements when those hours do not work. Booking ${formatRange(policies.bookAheadHours)} hours ahead is best, but call if it is urgent: same-day visits are often possible.`,
      },
      {
        id: "book-ahead",
        question: "How far ahead should I book?",
        answer: `${formatRange(policies.bookAheadHours)} hours ahead is ideal for most appointments, and ${formatRange(policies.depositionBookAheadHours)} hours for a deposition. For anything urgent, call or text rather than sending the form, so that I can tell you straight away whether I can fit you in.`,
      },
      {
        id: "how-long",
        question: "How long does an appointment take?",
        answer: `Most take ${formatRange(policies.appointmentMinutes)} minutes. A loan signing takes longer, usually ${formatRange(policies.loanSigningMinutes)} minutes, because there are many pages to sign and I go through each one with you.`,
      },
      {
        id: "reply-time",
        question: "How quickly will you reply?",
        answer: `I answer e-mails and appointment requests within ${policies.emailResponseHours} hours. For the quickest answer, call or text ${site.phone.display}.`,
      },
      {
        id: "form-is-a-request",
        question: "Does sending the appointment form book my appointment?",
        answer: `It sends me your request. I then contact you to confirm the time, the place and the total price, and the appointment is booked once we have both agreed. If you have not heard from me within ${policies.emailResponseHours} hours, please call.`,
      },
    ],
  },
  {
    id: "requirements",
    title: "Requirements & Preparation",
    icon: "id",
    items: [
      {
        id: "what-to-bring",
        question: "What do I need to have ready?",
        answer:
          "A current, government-issued photo ID for every signer (a driver's license, state ID or passport), the complete document, and every person who has to sign. Please do not sign beforehand unless the document only needs an acknowledgment; I have to watch most signatures happen.",
      },
      {
        id: "acceptable-id",
        question: "Which forms of ID do you accept?",
        answer:
          "A current, unexpired, government-issued ID with your photo, such as a driver's license, a state ID card, a passport or a military ID. The name on it should match the name on your document. If a signer has no acceptable ID, call me before booking and we will talk about whether there is another way to proceed.",
      },
      {
        id: "sign-beforehand",
        question: "Should I sign before you arrive?",
        answer:
          "No, please wait. For affidavits and other sworn statements I have to watch you sign. The exception is an acknowledgment: you may sign beforehand, but you must still appear before me and confirm that the signature is yours and that you signed willingly. If you are unsure which your document needs, leave it unsigned.",
      },
      {
        id: "all-signers-present",
        question: "Does everyone who signs have to be there?",
        answer:
          "Yes. Every person whose signature is being notarized must appear before me, in person or on the video call for an online notarization, with their own ID. Someone named in the document who is not signing, such as the agent in a power of attorney, does not need to be there.",
      },
      {
        id: "blank-spaces",
        question: "Can you notarize a document with blank spaces?",
        answer:
          "No. Fill in every blank before the appointment, or ask whoever gave you the document how each space should be completed. A blank could be filled in after I have sealed the document, which is why I will not notarize one that is incomplete.",
      },
      {
        id: "form-i-9",
        question: "Can you help with Form I-9?",
        answer: `Yes. An employer can ask me to complete Section 2 as its authorized representative. I examine the new employee's original, unexpired documents in person (one from List A, or one from List B and one from List C) and complete and sign the section, which must be done within ${policies.i9BusinessDays} business days of the employee's first day of work. It is not a notarization, so no seal is used.`,
      },
    ],
  },
];

/** The five questions the home page shows before linking to the full FAQ. */
export const homeFaqIds = [
  "do-you-come-to-me",
  "how-much",
  "when-available",
  "what-to-bring",
  "what-does-a-notary-do",
] as const;

export function findFaqItems(ids: readonly string[]): FaqItem[] {
  const all = faqCategories.flatMap((category) => category.items);
  return ids.map((id) => {
    const item = all.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`No FAQ item with id "${id}"`);
    return item;
  });
}

/** The four quick tips on the FAQ page. */
export const faqQuickTips: readonly Feature[] = [
  {
    icon: "id",
    title: "Check every ID",
    description: "Each signer needs a current, government-issued photo ID. Check the expiry dates the day before.",
  },
  {
    icon: "pen",
    title: "Don't sign in advance",
    description: "Leave the signature lines blank until I am there, unless your document only needs an acknowledgment.",
  },
  {
    icon: "users",
    title: "Gather every signer",
    description: "Everyone whose signature will be notarized must be present, each with their own ID.",
  },
  {
    icon: "clipboard",
    title: "Complete every page",
    description: "Fill in every blank and bring all the pages. I cannot notarize a document with empty spaces.",
  },
];
