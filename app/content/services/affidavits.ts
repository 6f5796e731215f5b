import { doNotSignNote, feeFact, photoId, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const affidavits = {
  slug: "affidavits",
  seo: {
    title: "Affidavit Notarization Under Oath",
    description: `Affidavits and sworn statements notarized under oath at your home, office or hospital bedside in ${region}. Leave the signature line blank until we meet.`,
  },
  hero: {
    intro:
      "An affidavit is your written statement, sworn to be true. I put you under oath, watch you sign and complete the certificate with my official seal, wherever you are.",
  },
  explanation: {
    title: "What Is an Affidavit?",
    paragraphs: [
      "An affidavit is a written statement of facts that you swear or affirm is true, signed before a notary or another official who can administer oaths. Courts, government agencies, insurers, banks and employers accept affidavits as evidence when you can't be there in person.",
      "My part is to confirm who you are, give you the oath or affirmation, and watch you sign. The certificate I complete, called a jurat, states that you swore to the statement and signed it in my presence.",
      "I don't write affidavits or suggest what to put in one. The office asking for it, or your attorney, can help with the wording.",
    ],
    facts: [
      { label: "Notarial act", value: "Jurat: a verification on oath or affirmation" },
      { label: "Before we meet", value: "Leave the signature line blank" },
      feeFact,
    ],
  },
  process: {
    title: "How an Affidavit Is Notarized",
    steps: [
      {
        title: "Identity verification",
        description: "You show a current government-issued photo ID, and I confirm the name matches the affidavit.",
      },
      {
        title: "Oath or affirmation",
        description:
          "You swear or affirm out loud that the statements in the affidavit are true. You choose which; both are equally binding.",
      },
      {
        title: "Signing in my presence",
        description: "You sign the affidavit while I watch, which is why it must not be signed beforehand.",
      },
      {
        title: "Notarization with seal",
        description: "I complete the jurat, sign it, apply my official seal and record the act in my journal.",
      },
    ],
  },
  categories: {
    title: "Affidavits I Notarize",
    items: [
      {
        icon: "gavel",
        title: "Legal",
        description: "Sworn statements for courts, attorneys and legal proceedings.",
        examples: [
          "Affidavits supporting court filings",
          "Affidavits of service",
          "Statements of fact for an attorney",
          "Affidavits of residence or domicile",
        ],
      },
      {
        icon: "briefcase",
        title: "Business",
        description: "Statements a company, its owners or its officers swear to.",
        examples: [
          "Affidavits of ownership or authority",
          "Contractor and vendor affidavits",
          "Lost stock certificate affidavits",
          "Statements for licenses and permits",
        ],
      },
      {
        icon: "home",
        title: "Real Estate",
        description: "Sworn statements that go with a sale, a loan or a title.",
        examples: [
          "Title and occupancy affidavits",
          "One-and-the-same-person affidavits",
          "Gift letters for a home purchase",
          "Affidavits of heirship for a property",
        ],
      },
      {
        icon: "users",
        title: "Personal",
        description: "Everyday statements about who you are, where you live or what happened.",
        examples: [
          "Name change and identity affidavits",
          "Lost or stolen document affidavits",
          "Affidavits of support or relationship",
          "Residency statements for schools",
        ],
      },
    ],
  },
  benefits: {
    title: "Why a Careful Notarization Matters",
    items: [
      {
        icon: "shield",
        title: "Accepted the First Time",
        description: "A properly sworn and sealed affidavit isn't sent back for a missing oath or a wrong certificate.",
      },
      {
        icon: "car",
        title: "Sworn Where You Are",
        description: "At home, at work or at a hospital bedside, on weekday evenings and weekends.",
      },
      {
        icon: "heart",
        title: "Clear and Unhurried",
        description: "Time to reread your statement before you swear to it, and a plain explanation of each step.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [
      "Your affidavit, complete but unsigned",
      photoId,
      "Any exhibits the affidavit refers to, if they are to be attached",
    ],
    notesTitle: "Before we meet",
    notes: [
      doNotSignNote,
      "An oath or affirmation is required for every affidavit; I can't notarize one without it.",
      "Read the affidavit carefully first: you'll be swearing that every statement in it is true.",
      "If the office that asked for the affidavit gave you its own form, use that form.",
    ],
  },
  notice: {
    title: "Sworn Statements and Perjury",
    text: "When you swear or affirm that an affidavit is true, you are legally bound by it. Knowingly making a false statement under oath can lead to criminal charges in Pennsylvania, including perjury, which is a felony. If you're unsure about anything in your affidavit, talk to the person who prepared it or to an attorney before we meet.",
  },
  closing: {
    title: "Need an affidavit notarized?",
    text: "Tell me what the affidavit is for and how many people will sign it, and I'll come to you.",
  },
} satisfies ServicePage;
