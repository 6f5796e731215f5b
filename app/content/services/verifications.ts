import { feeFact, photoId, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const verifications = {
  slug: "verifications",
  seo: {
    title: "Verifications and Jurats",
    description: `Verifications on oath or affirmation (jurats) for sworn applications, statements and court papers, notarized at your home or office in ${region}.`,
  },
  hero: {
    intro:
      "When a form says “sworn to and subscribed before me”, it needs a verification. You swear or affirm that the statement is true and sign it in front of me, and I complete the jurat.",
  },
  explanation: {
    title: "What Is a Verification?",
    paragraphs: [
      "A verification on oath or affirmation, completed with a certificate called a jurat, confirms two things: that you swore or affirmed the contents of a document are true, and that you signed it in my presence.",
      "It's easily confused with an acknowledgment. An acknowledgment confirms that a signature is yours and was made willingly, and the document may be signed beforehand. A verification is about the truth of what the document says, so it always needs an oath and a signature made in front of me.",
      "Not sure which your document needs? Look at the certificate wording, or ask whoever gave you the form. I can't choose the type of notarization for you, but I can show you what each one looks like.",
    ],
    facts: [
      { label: "Oath needed?", value: "Yes, an oath or an affirmation" },
      { label: "Sign beforehand?", value: "No: you sign in front of me" },
      feeFact,
    ],
  },
  extras: [
    {
      kind: "categories",
      id: "verification-or-acknowledgment",
      after: "explanation",
      title: "Verification or Acknowledgment?",
      intro: "The certificate on your document tells you which one it needs.",
      items: [
        {
          icon: "clipboard",
          title: "Verification (jurat)",
          description: "You swear that the contents are true.",
          examples: [
            "An oath or affirmation is required",
            "You sign in my presence",
            "Certificate wording: “sworn to (or affirmed) and subscribed before me”",
            "Used for affidavits, sworn applications and statements",
          ],
        },
        {
          icon: "signature",
          title: "Acknowledgment",
          description: "You confirm that the signature is yours and was made willingly.",
          examples: [
            "No oath",
            "You may sign beforehand, but must appear in person",
            "Certificate wording: “acknowledged before me”",
            "Used for deeds, contracts and powers of attorney",
          ],
        },
      ],
    },
  ],
  process: {
    title: "How a Verification Works",
    steps: [
      {
        title: "Identity verification",
        description: "You show a current government-issued photo ID, and I confirm the name matches the document.",
      },
      {
        title: "Oath or affirmation",
        description: "You swear or affirm out loud that the contents of the document are true.",
      },
      {
        title: "Signing in my presence",
        description: "You sign the document while I watch.",
      },
      {
        title: "Jurat and seal",
        description: "I complete the jurat, sign it, apply my official seal and record the act in my journal.",
      },
    ],
  },
  categories: {
    title: "Documents That Need Verifications",
    items: [
      {
        icon: "gavel",
        title: "Legal",
        description: "Sworn papers for courts and attorneys.",
        examples: [
          "Court papers that call for a notarized verification",
          "Answers to interrogatories",
          "Sworn statements for attorneys",
          "Affidavits supporting motions",
        ],
      },
      {
        icon: "briefcase",
        title: "Business",
        description: "Statements a business swears to for a client, a lender or an agency.",
        examples: [
          "Sworn financial statements",
          "License and permit applications",
          "Contractor and bid affidavits",
          "Sworn vendor certifications",
        ],
      },
      {
        icon: "users",
        title: "Personal",
        description: "Forms where you swear the facts you give are true.",
        examples: [
          "Applications that require a sworn statement",
          "Insurance proof-of-loss forms",
          "Residency and identity statements",
          "Financial aid and school forms",
        ],
      },
      {
        icon: "landmark",
        title: "Official",
        description: "Sworn forms for government offices and public bodies.",
        examples: [
          "Government benefit applications",
          "Statements for licensing boards",
          "Sworn reports to agencies",
          "Forms for foreign consulates",
        ],
      },
    ],
  },
  benefits: {
    title: "Why It's Worth Doing Right",
    items: [
      {
        icon: "check",
        title: "The Right Certificate",
        description: "A jurat where a jurat is needed, so your document isn't rejected for the wrong notarization.",
      },
      {
        icon: "shield",
        title: "Accepted the First Time",
        description: "Oath given, signature witnessed and seal applied, with nothing left to send back.",
      },
      {
        icon: "car",
        title: "At Your Location",
        description: "At home, at the office or on site, on weekday evenings and weekends.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [photoId, "The document, complete and unsigned", "Everyone who must swear to it, in person"],
    notesTitle: "Good to know",
    notes: [
      "Don't sign beforehand: a verification must be signed in front of me, after the oath.",
      "Many Pennsylvania court papers are verified by a signed statement made “subject to the penalties of 18 Pa.C.S. § 4904” and need no notary. If yours says that, ask the court or your attorney whether you need me at all.",
      "If the document has no certificate wording, ask the office that wants it which notarization it expects.",
    ],
  },
  closing: {
    title: "Need a document verified?",
    text: "Tell me what the document is and how many people will swear to it, and I'll come to you.",
  },
} satisfies ServicePage;
