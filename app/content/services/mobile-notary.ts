import {
  actFee,
  feeFact,
  hoursFact,
  photoIdEachSigner,
  region,
  schedule,
  travelFact,
  travelFee,
  visitLengthFact,
} from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";
import { formatRange } from "~/lib/format";
import { site } from "~/site.config";

const { serviceArea, fees, policies } = site;

export const mobileNotary = {
  slug: "mobile-notary",
  seo: {
    title: "Mobile Notary Service: Home, Office and Hospital Visits",
    description: `A commissioned notary who travels to your home, office, hospital room or a coffee shop in ${region}. ${travelFee} travel within ${fees.travelFeeRadiusMiles} miles, evenings and weekends.`,
  },
  hero: {
    intro: `Tell me where you are and I'll bring the seal, the journal and the certificates. Anywhere within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}, on weekday evenings and weekends.`,
  },
  explanation: {
    title: "What a Mobile Notary Does",
    paragraphs: [
      `A mobile notary performs the same notarial acts as a notary behind an office counter, only at a place and time that suit you. I hold a ${site.commission.state} notary commission, so a notarization at your kitchen table carries exactly the same weight as one done downtown.`,
      "It matters most when getting out is hard: a parent in a care home, a patient recovering in hospital, a business that can't close its doors for an hour, or a family that can only meet after work. I bring everything the notarization needs; you bring the document, your ID and everyone who has to sign.",
      `The price has two parts: the notarial fee, which Pennsylvania caps at ${actFee} per notarial act, and a travel fee of ${travelFee} within ${fees.travelFeeRadiusMiles} miles. Farther out, I quote the travel fee before I set out. Evenings and weekends cost nothing extra, and you know the total before we meet.`,
    ],
    facts: [travelFact, feeFact, visitLengthFact, hoursFact],
  },
  process: {
    title: "How a Mobile Appointment Works",
    steps: [
      {
        title: "You set the appointment",
        description:
          "Call, text or send the appointment form. Tell me the document, how many people will sign and where you'd like to meet, and we agree on a time.",
      },
      {
        title: "I travel to you",
        description:
          "I arrive at the agreed time with my seal, journal and certificates. If anything delays me, you hear from me before the appointment, not after.",
      },
      {
        title: "I verify each signer's ID",
        description:
          "Every signer shows a current government-issued photo ID, and I make sure each person understands the document and signs willingly.",
      },
      {
        title: "Notarization and completion",
        description:
          "You sign where needed, and I complete and seal the notarial certificate and record the act in my journal. Your documents stay with you.",
      },
    ],
  },
  categories: {
    title: "Where We Can Meet",
    intro: "Wherever you're comfortable and the signing can happen calmly, with a table and good light.",
    items: [
      {
        icon: "home",
        title: "Your Home",
        description:
          "The kitchen table is where most of my appointments happen: no parking, no waiting room, and your papers are all at hand.",
        examples: [
          "Houses, apartments and condos",
          "Retirement and senior living communities",
          "A relative's home when the family gathers",
          "Evening visits after work",
        ],
      },
      {
        icon: "building",
        title: "Your Office",
        description:
          "I come to your business so your team doesn't leave the floor, which helps most when there are several signers or documents.",
        examples: [
          "Offices and conference rooms",
          "Shops, warehouses and job sites",
          "Real estate and law offices",
          "Human resources departments",
        ],
      },
      {
        icon: "hospital",
        title: "Healthcare Facilities",
        subtitle: "Including a hospital room",
        description:
          "When a signer can't travel, I notarize at the bedside, working around care schedules and visiting hours.",
        examples: [
          "Hospital rooms",
          "Nursing and personal care homes",
          "Rehabilitation centers",
          "Assisted living and hospice care",
        ],
      },
      {
        icon: "coffee",
        title: "Public Places",
        subtitle: "Such as a coffee shop",
        description:
          "A neutral spot works well between errands or when the signers come from different directions. I'll suggest a quiet table.",
        examples: [
          "Coffee shops and cafés",
          "Public libraries",
          "Campus student centers",
          "Quiet restaurants outside busy hours",
        ],
      },
    ],
  },
  benefits: {
    title: "Why People Choose Mobile Service",
    items: [
      {
        icon: "clock",
        title: "Time Savings",
        description: `No drive, no parking and no line. Most appointments take ${formatRange(policies.appointmentMinutes)} minutes, and you never leave the house.`,
      },
      {
        icon: "calendar",
        title: "Convenience",
        description:
          "Weekday evenings and weekends, at the place you choose, with no surcharge for the hour or the day.",
      },
      {
        icon: "heart",
        title: "Personal Service",
        description:
          "The same notary from your first call to the final seal, who takes the time to explain each step and never rushes a signer.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Have these ready",
    items: [
      photoIdEachSigner,
      "The complete document, with every page",
      "Every person who has to sign, present in person",
      "Witnesses, if your document calls for them",
    ],
    notesTitle: "Tips for a smooth visit",
    notes: [
      "Don't sign beforehand. I need to watch you sign, unless the document only needs an acknowledgment.",
      "Have a well-lit table ready, with room to lay out the pages.",
      "Fill in any blank spaces before I arrive; a notary shouldn't certify an incomplete document.",
      "A signer in hospital or care must be awake and able to talk with me, so I can confirm they understand and are signing willingly.",
    ],
  },
  extras: [
    {
      kind: "categories",
      id: "documents",
      after: "categories",
      title: "Documents I Notarize on Mobile Visits",
      intro: "Twelve of the most common. If yours isn't here, ask: most documents with a notary section qualify.",
      items: [
        {
          icon: "home",
          title: "Property and Money",
          description: "Papers about what you own, what you borrow and what you're owed.",
          examples: [
            "Real estate documents: deeds, transfers and title affidavits",
            "Loan documents: purchase, refinance and home equity packages",
            "Vehicle transfers: bills of sale and forms with a notary section",
            "Pension and retirement forms, including life certificates",
          ],
        },
        {
          icon: "users",
          title: "Family and Planning",
          description: "Documents that look after the people you love.",
          examples: [
            "Powers of attorney",
            "Wills and trusts: self-proving affidavits and trust certifications",
            "Medical directives: living wills and health care powers of attorney",
            "Adoption papers",
          ],
        },
        {
          icon: "briefcase",
          title: "Work, School and Sworn Statements",
          description: "Forms for employers, schools, agencies and courts.",
          examples: [
            "Business documents: contracts, resolutions and vendor forms",
            "Affidavits and sworn statements",
            "School forms: enrollment, residency and transcript requests",
            "Immigration-related affidavits (signatures only, with no immigration advice)",
          ],
        },
      ],
    },
    {
      kind: "serviceArea",
      id: "service-area",
      after: "benefits",
      title: "Service Area, Fees and Availability",
      intro: `Based in ${serviceArea.base}, I travel throughout ${serviceArea.region} and the communities around it.`,
      facts: [
        {
          icon: "pin",
          title: "Service area",
          description: `Within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}; farther by arrangement`,
        },
        {
          icon: "car",
          title: "Travel fee",
          description: `${travelFee} within ${fees.travelFeeRadiusMiles} miles; a custom quote beyond`,
        },
        {
          icon: "clock",
          title: "Availability",
          description: `${schedule}; special arrangements on request`,
        },
      ],
      places: serviceArea.towns.map((town) => ({ name: town.name, to: `/locations/${town.slug}` })),
      link: { to: "/locations", label: "See every area I serve" },
    },
  ],
  closing: {
    title: "Ready for a notary at your door?",
    text: `Tell me where and when. I'll confirm the total, ${travelFee} travel within ${fees.travelFeeRadiusMiles} miles plus the notarial fee, before I set out.`,
  },
} satisfies ServicePage;
