import { feeFact, photoId, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const oaths = {
  slug: "oaths",
  seo: {
    title: "Oaths and Affirmations Administered",
    description: `A notary public to administer oaths and affirmations in ${region}: sworn statements, oaths of office and witness oaths, at your home, office or venue.`,
  },
  hero: {
    intro:
      "A solemn promise, made out loud before a notary, that what you say or sign is true. Swear or affirm: the choice is yours, and both carry the same legal weight.",
  },
  explanation: {
    title: "What Is an Oath?",
    paragraphs: [
      "An oath is a solemn, spoken promise that a statement is true, or that you will faithfully carry out a duty. As a notary I can administer one on its own, for example an oath of office, or together with a written statement you then sign.",
      "An affirmation is the same promise made on your personal honor instead of with reference to God. The law treats the two alike: an affirmation binds you exactly as an oath does, and you may choose either one without giving a reason.",
      "When the oath goes with a document, you sign after taking it, in my presence, and I complete a jurat: the certificate stating that the statement was sworn or affirmed and signed before me.",
    ],
    facts: [
      { label: "Your choice", value: "An oath or an affirmation: equally binding" },
      { label: "Certificate", value: "A jurat, when a document is signed" },
      feeFact,
    ],
  },
  extras: [
    {
      kind: "categories",
      id: "oath-or-affirmation",
      after: "explanation",
      title: "Oath or Affirmation?",
      intro: "Two ways to make the same binding promise. You choose, and I never ask why.",
      items: [
        {
          icon: "handshake",
          title: "Oath",
          description: "A solemn promise sworn with reference to God.",
          examples: [
            "Usually begins “Do you solemnly swear…”",
            "Often made with the right hand raised",
            "Legally binding: a knowingly false statement is a crime",
          ],
        },
        {
          icon: "heart",
          title: "Affirmation",
          description: "The same promise, made on your personal honor.",
          examples: [
            "Usually begins “Do you solemnly affirm…”",
            "No religious reference at all",
            "Exactly as binding as an oath",
          ],
        },
      ],
    },
  ],
  process: {
    title: "How an Oath Is Administered",
    steps: [
      {
        title: "Identity verification",
        description: "You show a current government-issued photo ID, and I confirm your name matches the document.",
      },
      {
        title: "Oath administration",
        description:
          "You swear or affirm out loud that your statement is true, or that you'll faithfully perform your duties.",
      },
      {
        title: "Signing after the oath",
        description: "If there's a document, you sign it after taking the oath, while I watch.",
      },
      {
        title: "Notarization with a jurat",
        description: "I complete the jurat, sign and seal it, and record the oath in my journal.",
      },
    ],
  },
  categories: {
    title: "Oaths I Administer",
    items: [
      {
        icon: "document",
        title: "Sworn Statements",
        description: "A written statement you swear is true, completed with a jurat.",
        examples: [
          "Affidavits",
          "Verifications and sworn applications",
          "Sworn declarations for agencies",
          "Statements for insurance claims",
        ],
      },
      {
        icon: "gavel",
        title: "Legal Proceedings",
        description: "Oaths for people giving testimony outside a courtroom.",
        examples: [
          "Deposition witnesses",
          "Arbitration and hearing witnesses",
          "Interpreters' oaths",
          "Sworn statements for attorneys",
        ],
      },
      {
        icon: "landmark",
        title: "Official Appointments",
        description: "Oaths of office, where the law allows a notary to administer them.",
        examples: [
          "Municipal and school board members",
          "Appointed boards and commissions",
          "Officers of volunteer fire and ambulance companies",
          "Officers of clubs and associations",
        ],
      },
      {
        icon: "award",
        title: "Specialized Oaths",
        description: "Oaths that licensing bodies and other organizations ask for.",
        examples: [
          "Professional licensing applications",
          "Translators' oaths of accuracy",
          "Sworn inventories and accountings",
          "Statements for foreign consulates",
        ],
      },
    ],
  },
  benefits: {
    title: "What You Can Expect",
    items: [
      {
        icon: "heart",
        title: "Your Beliefs Respected",
        description: "Swear or affirm, as you prefer. The words are said with care and without comment.",
      },
      {
        icon: "check",
        title: "Done Correctly",
        description: "The right words, the right certificate and a journal record, so the oath stands up later.",
      },
      {
        icon: "car",
        title: "Wherever You Need It",
        description: "At a meeting, an office or your home, on weekday evenings and weekends.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [
      photoId,
      "The unsigned document, if the oath goes with one",
      "The wording of the oath, if an agency or organization prescribes it",
    ],
    notesTitle: "Good to know",
    notes: [
      "Decide whether you'd like to swear or affirm. Either is fine, and you needn't explain.",
      "Don't sign the document before the oath; you'll sign right after it.",
      "For a group swearing-in, send me the names in advance so each person's ID check goes quickly.",
    ],
  },
  notice: {
    title: "False Statements Are Perjury",
    text: "An oath or affirmation is legally binding. Knowingly making a false statement under oath or affirmation is a crime in Pennsylvania: perjury or false swearing, depending on the circumstances. If you're unsure about something you're about to swear to, stop and ask the person who prepared the document or an attorney.",
  },
  closing: {
    title: "Need an oath administered?",
    text: "Tell me what it's for and how many people will take it, and I'll come to you.",
  },
} satisfies ServicePage;
