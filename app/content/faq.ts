import type { IconName } from "~/components/Icon";
import { formatRange, formatUsd } from "~/lib/format";
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

const { fees, policies, serviceArea } = site;

/**
 * Answers read every fee, hour and distance from the config, so the FAQ can
 * never disagree with the pricing section.
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
