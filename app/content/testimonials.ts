import type { IconName } from "~/vocabulary/icon-names";
import { site } from "~/site.config";

/**
 * Client reviews.
 * PLACEHOLDER: these are sample reviews written to show the layout. Replace
 * them with real clients' words, used with their permission, before launch;
 * publishing invented reviews would mislead visitors.
 */
export interface Testimonial {
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  service: string;
  /**
   * True for the invented reviews this project ships with. The preview build
   * labels them "Sample review"; the deploy build refuses any still present.
   * Set to false (or remove the review) only for a real client's words.
   */
  sample: boolean;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Maria G.",
    location: "Reading, PA",
    rating: 5,
    text: "My father needed a power of attorney signed at his bedside in the hospital. The notary came that same evening, was patient with him, and explained each step so we all felt at ease.",
    service: "Power of Attorney",
    sample: true,
  },
  {
    name: "Dan K.",
    location: "Wyomissing, PA",
    rating: 5,
    text: "We refinanced while both of us work weekdays. The signing happened at our kitchen table on a Saturday morning, every page was flagged in advance, and it took under an hour.",
    service: "Loan Signing",
    sample: true,
  },
  {
    name: "Jasmine T.",
    location: "Exeter Township, PA",
    rating: 5,
    text: "I needed two affidavits for an insurance claim and could not leave work during the day. We met at my office after hours, the oaths were explained before I signed anything, and I was back at my desk in twenty minutes.",
    service: "Affidavits",
    sample: true,
  },
  {
    name: "Robert H.",
    location: "Shillington, PA",
    rating: 5,
    text: "My mother's advance directive had to be notarized before the weekend. We met at her care home, the notary spoke to her directly and gently, and made sure she understood every page before she signed.",
    service: "Living Will",
    sample: true,
  },
  {
    name: "Priya N.",
    location: "Kutztown, PA",
    rating: 5,
    text: "I had never used a notary before. A text the night before told me exactly what to bring for my study-abroad paperwork, and we were finished in a quiet corner of a coffee shop near campus.",
    service: "Student Documents",
    sample: true,
  },
  {
    name: "Mike D.",
    location: "Muhlenberg Township, PA",
    rating: 5,
    text: "We hire seasonal staff on weekends. Having the I-9 paperwork completed on site, on our schedule, meant we did not have to pull new hires off the floor during the week.",
    service: "I-9 Verification",
    sample: true,
  },
];

/** The two reviews the home page shows before linking to all of them. */
export const homeTestimonials = testimonials.slice(0, 2);

/** A figure from the statistics row (spec §3: number, label, icon). */
export interface Stat {
  value: string;
  label: string;
  icon: IconName;
}

type StatLabel = (typeof site.stats)[number]["label"];

/** Each configured figure's icon; a new figure in the config fails the typecheck here until it has one. */
const statIcons: Record<StatLabel, IconName> = {
  "Documents notarized": "stamp",
  "Client satisfaction": "smile",
  "Average rating": "star",
  "Years of service": "award",
};

/** The figures come from the config; this adds only their icons. */
export const stats: readonly Stat[] = site.stats.map((stat) => ({ ...stat, icon: statIcons[stat.label] }));
