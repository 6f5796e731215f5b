import { feeFact, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const acknowledgments = {
  slug: "acknowledgments",
  seo: {
    title: "Acknowledgments for Deeds, Contracts and Agreements",
    description: `Notarized acknowledgments for deeds, mortgages, contracts, powers of attorney and trusts in ${region}: I confirm who signed and that they signed willingly.`,
  },
  hero: {
    intro:
      "The notarization most deeds, contracts and agreements call for. I confirm who you are and that you signed willingly, then complete the certificate with my official seal.",
  },
  explanation: {
    title: "What Is an Acknowledgment?",
    paragraphs: [
      "In an acknowledgment, you declare to me that the signature on a document is yours and that you signed it willingly, for the purpose the document states. It's the most common notarial act on deeds, mortgages, contracts and powers of attorney.",
      "Unlike an affidavit, an acknowledgment needs no oath, and you may sign the document before we meet. What you can't skip is appearing in person: I have to see you, check your ID and hear you acknowledge the signature yourself.",
      "I don't judge whether a document is fair, legal or right for you; I confirm who signed and that they signed freely. Questions about what the document means belong with whoever prepared it, or with your attorney.",
    ],
    facts: [
      { label: "Sign beforehand?", value: "Allowed, but you must still appear in person" },
      { label: "Oath needed?", value: "No" },
      feeFact,
    ],
  },
  process: {
    title: "How an Acknowledgment Works",
    steps: [
      {
        title: "Identity verification",
        description:
          "You show a current government-issued photo ID, and I compare it with you and with the name on the document.",
      },
      {
        title: "Document review",
        description:
          "I check that the document is complete, with no blank spaces, and that any signature already made matches your ID.",
      },
      {
        title: "Voluntary confirmation",
        description:
          "You confirm that you signed, or now sign, of your own free will, and that you know what the document is.",
      },
      {
        title: "Certificate and seal",
        description:
          "I complete the acknowledgment certificate, sign it, apply my official seal and record the act in my journal.",
      },
    ],
  },
  categories: {
    title: "Documents That Need Acknowledgments",
    items: [
      {
        icon: "home",
        title: "Real Estate",
        description: "Recorders of deeds won't record most property documents without an acknowledgment.",
        examples: ["Deeds", "Mortgage documents", "Real estate contracts", "Property transfers"],
      },
      {
        icon: "briefcase",
        title: "Business",
        description: "Agreements where the other side needs to know exactly who signed.",
        examples: ["Corporate resolutions", "Partnership agreements", "Business contracts", "Operating agreements"],
      },
      {
        icon: "signature",
        title: "Personal",
        description: "Documents that give someone authority or settle your affairs.",
        examples: ["Powers of attorney", "Wills and trust documents", "Personal contracts", "Legal agreements"],
      },
      {
        icon: "heart",
        title: "Family",
        description: "Agreements between family members, signed with care.",
        examples: ["Custody agreements", "Adoption papers", "Prenuptial and marriage contracts", "Family trusts"],
      },
    ],
  },
  benefits: {
    title: "Why Acknowledgments Matter",
    items: [
      {
        icon: "shield",
        title: "Legal Protection",
        description:
          "A notarized acknowledgment is strong evidence that you, and nobody else, signed: protection if the signature is ever challenged.",
      },
      {
        icon: "check",
        title: "Document Validity",
        description:
          "Recorders, banks and courts require an acknowledgment on many documents. Without it, a deed can't be recorded.",
      },
      {
        icon: "id",
        title: "Fraud Prevention",
        description:
          "Checking ID face to face stops forged signatures and impostors before they reach your property or accounts.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [
      "A valid government-issued photo ID that is current",
      "The document, with every page",
      "An understanding of what the document says and does",
    ],
    notesTitle: "Good to know",
    notes: [
      "You may sign before the meeting, but you must still appear before me in person to acknowledge the signature.",
      "You must acknowledge that you signed voluntarily. If anyone is pressuring you, I won't complete the notarization.",
      "Everyone whose signature needs acknowledging must be present, each with their own ID.",
      "Haven't signed yet? Wait and sign in front of me; it's the simplest way.",
    ],
  },
  closing: {
    title: "Need a signature acknowledged?",
    text: "Tell me what the document is and how many people signed it, and we'll find a time that suits you.",
  },
} satisfies ServicePage;
