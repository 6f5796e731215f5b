import { photoId, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";
import { formatRange } from "~/lib/format";
import { site } from "~/site.config";

const bookAhead = formatRange(site.policies.depositionBookAheadHours);

export const depositions = {
  slug: "depositions",
  seo: {
    title: "Depositions: Swearing In Witnesses",
    description: `A neutral notary public to swear in deponents and certify the oath for attorneys and parties in ${region}. Book ${bookAhead} hours ahead; expedited when available.`,
  },
  hero: {
    intro:
      "For attorneys and parties: I identify and swear in the witness and certify the oath, at your law office, a courthouse conference room or another agreed location.",
  },
  explanation: {
    title: "A Notary's Role in a Deposition",
    paragraphs: [
      "A deposition is sworn testimony given outside the courtroom, to be used in a lawsuit or another legal matter. Pennsylvania's court rules allow a deposition to be taken before an officer authorized to administer oaths, and a notary public is one.",
      "I confirm the witness's identity, administer the oath or affirmation before any testimony, and afterwards certify that the witness was sworn. The testimony itself is captured by a court reporter or by the audio or video recording the attorneys have arranged.",
      "I have no connection to either side: I'm not related to, employed by or acting for any party or attorney, and I have no interest in the outcome.",
    ],
    facts: [
      { label: "Book ahead", value: `${bookAhead} hours` },
      { label: "Shorter notice", value: "Expedited service when available" },
      { label: "Locations", value: "Law offices, courthouses or another agreed place" },
    ],
  },
  process: {
    title: "How I Handle a Deposition",
    steps: [
      {
        title: "Pre-deposition setup",
        description:
          "I confirm the time, place, parties and recording arrangements with the noticing attorney, and arrive early to set up.",
      },
      {
        title: "Oath",
        description: "On the record, I verify the deponent's identity and administer the oath or affirmation.",
      },
      {
        title: "Testimony record",
        description:
          "Questioning proceeds while the court reporter or the agreed audio or video recording captures every word.",
      },
      {
        title: "Certification",
        description:
          "I complete and seal the certificate stating that the witness was identified and sworn, for the transcript or record.",
      },
    ],
  },
  categories: {
    title: "Deposition Types",
    items: [
      {
        icon: "scale",
        title: "Civil Litigation",
        description: "Testimony gathered before trial in everyday civil cases.",
        examples: [
          "Personal injury and negligence claims",
          "Contract disputes",
          "Landlord and tenant matters",
          "Insurance claims",
        ],
      },
      {
        icon: "briefcase",
        title: "Business Disputes",
        description: "Witnesses from companies, partnerships and their customers.",
        examples: [
          "Partner and shareholder disputes",
          "Employment claims",
          "Construction disputes",
          "Vendor and customer disputes",
        ],
      },
      {
        icon: "users",
        title: "Family Law",
        description: "Testimony in family matters, handled with discretion.",
        examples: [
          "Divorce and property division",
          "Custody matters",
          "Support proceedings",
          "Witness statements in family cases",
        ],
      },
      {
        icon: "shield",
        title: "Criminal Defense",
        description: "Where the rules allow testimony to be taken or preserved out of court.",
        examples: [
          "Testimony preserved by court order",
          "Sworn witness statements for a defense team",
          "Statements of witnesses who can't travel",
        ],
      },
    ],
  },
  benefits: {
    title: "Why Attorneys Call Me",
    items: [
      {
        icon: "scale",
        title: "Neutral and Impartial",
        description: "No ties to any party, attorney or outcome, so the oath can't be questioned on that ground.",
      },
      {
        icon: "clock",
        title: "On Time, Every Time",
        description: "I arrive early and stay as long as the deposition runs.",
      },
      {
        icon: "calendar",
        title: "Evenings and Weekends",
        description: "Depositions scheduled around working witnesses and busy calendars.",
      },
    ],
  },
  requirements: {
    title: "What I Need from You",
    bringTitle: "Before the deposition",
    items: [
      "The case caption and the notice of deposition",
      "The names of the deponent and of the attorneys attending",
      "The recording arrangements: court reporter, audio or video",
      `The deponent's ${photoId.charAt(0).toLowerCase()}${photoId.slice(1)}, on the day`,
    ],
    notesTitle: "Good to know",
    notes: [
      `Book ${bookAhead} hours ahead whenever you can.`,
      "Tell me if an interpreter will attend: interpreters take an oath too.",
      "If the deposition may run long, say so and I'll keep the rest of the day clear.",
    ],
  },
  extras: [
    {
      kind: "categories",
      id: "legal-requirements",
      after: "categories",
      title: "Legal Requirements",
      intro: "What the law expects of the notary and of the person giving testimony.",
      items: [
        {
          icon: "stamp",
          title: "For the notary",
          description: "What the officer who swears the witness must meet.",
          examples: [
            "A current Pennsylvania notary commission",
            "No relationship to, employment by or role for any party or attorney",
            "No financial interest in the outcome",
            "The oath given in the witness's presence, before any testimony",
            "The oath recorded in the notary journal",
          ],
        },
        {
          icon: "users",
          title: "For the deponent",
          description: "What the person giving testimony must do.",
          examples: [
            "A current, government-issued photo ID",
            "An oath or affirmation taken before testifying",
            "Truthful and complete answers",
            "Reading and signing the transcript, unless that is waived",
          ],
        },
      ],
    },
    {
      kind: "features",
      id: "scheduling",
      after: "requirements",
      title: "Scheduling a Deposition",
      items: [
        {
          icon: "calendar",
          title: `Book ${bookAhead} hours ahead`,
          description: "Time to confirm the parties, the place and the reporter, so the day starts on schedule.",
        },
        {
          icon: "timer",
          title: "Expedited service",
          description: "Shorter notice? Call me: expedited service is available whenever my schedule allows.",
        },
        {
          icon: "building",
          title: "Flexible locations",
          description:
            "Law offices, courthouses, conference rooms, or a witness's home or care facility when they can't travel.",
        },
      ],
    },
  ],
  notice: {
    title: "Testimony Under Oath",
    text: "Deposition testimony is given under oath or affirmation. A witness who knowingly gives false material testimony under oath can be charged with perjury, a felony in Pennsylvania. I don't give legal advice to any party or witness.",
  },
  closing: {
    title: "Scheduling a deposition?",
    text: `Send me the date, the place and the case caption. The more notice the better: ${bookAhead} hours is ideal.`,
  },
} satisfies ServicePage;
