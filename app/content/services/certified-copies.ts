import { actFee, photoId, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const certifiedCopies = {
  slug: "certified-copies",
  seo: {
    title: "Notary-Certified Copies of Original Documents",
    description: `Certified true copies of diplomas, passports, contracts and other originals you hold, made and certified by a notary at your location in ${region}.`,
  },
  hero: {
    intro:
      "Need a copy that an office will accept as true to the original? I make the copy from your original, compare it page by page and certify it under my official seal.",
  },
  explanation: {
    title: "What Is a Certified Copy?",
    paragraphs: [
      "A notary-certified copy is a copy that a notary has compared with the original and certified, under seal, as full, true and accurate. Schools, employers, banks and foreign offices often ask for one so that you can keep your original safe.",
      "Pennsylvania lets a notary certify copies of many documents, but not of vital records or other public records. Birth, death and marriage certificates, divorce decrees and court records must be certified by the office that keeps them; the list below says where to go.",
      "The original has to be in front of me. I can't certify a copy of a copy, a scan or a fax.",
    ],
    facts: [
      { label: "Original needed", value: "Yes, in person" },
      { label: "Several copies", value: "Certified in one visit, each with its own certificate" },
      { label: "Fee", value: `Up to ${actFee} per certificate, the Pennsylvania maximum, plus travel` },
    ],
  },
  process: {
    title: "How Certified Copies Are Made",
    steps: [
      {
        title: "Document review",
        description:
          "I look at the original to confirm it's a document a notary may copy, and that it's complete and legible.",
      },
      {
        title: "Copy creation",
        description: "I make the copy myself, or watch it being made, so it comes straight from the original.",
      },
      {
        title: "Certification",
        description:
          "I compare the copy with the original page by page and complete a certificate stating that it is full, true and accurate.",
      },
      {
        title: "Notarization",
        description:
          "I sign and apply my official seal, record the act in my journal, and hand back your original with the copies.",
      },
    ],
  },
  categories: {
    title: "Documents I Can Certify",
    intro: "Originals you hold that aren't public or vital records.",
    items: [
      {
        icon: "graduation",
        title: "Educational",
        description: "For admissions, credential evaluations and jobs, at home or abroad.",
        examples: [
          "Diplomas and degree certificates",
          "Transcripts and report cards",
          "Course completion certificates",
          "Letters from schools",
        ],
      },
      {
        icon: "briefcase",
        title: "Business",
        description: "Company records you need to share without letting go of the original.",
        examples: [
          "Signed contracts and agreements",
          "Corporate minutes and records",
          "Leases",
          "Business letters and invoices",
        ],
      },
      {
        icon: "id",
        title: "Personal",
        description: "Everyday papers for banks, consulates and agencies.",
        examples: [
          "Passport photo and data pages",
          "Medical and vaccination records",
          "Bank and financial statements",
          "Personal letters",
        ],
      },
      {
        icon: "scale",
        title: "Legal",
        description: "Signed originals of private legal documents in your keeping.",
        examples: [
          "Signed powers of attorney",
          "Trust agreements",
          "Settlement agreements",
          "Other signed originals you hold",
        ],
      },
    ],
  },
  benefits: {
    title: "Why Use a Certified Copy",
    items: [
      {
        icon: "lock",
        title: "Keep Your Original Safe",
        description: "Send a certified copy and keep the diploma or passport where it belongs.",
      },
      {
        icon: "copy",
        title: "Several Copies at Once",
        description: "Certify as many copies as you need in one visit, each with its own certificate.",
      },
      {
        icon: "check",
        title: "Checked Page by Page",
        description: "Every page compared with the original before I sign, so the copy is complete.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: ["The original document, not a copy", photoId, "Payment for each certified copy"],
    notesTitle: "Good to know",
    notes: [
      "The original must be present; I can't certify from a scan, a fax or another copy.",
      "The document must be complete and legible. Torn, faded or altered pages may not copy faithfully.",
      "Multiple copies can be certified at the same appointment.",
      "Sending the copy abroad? Ask the receiving office whether it also needs an apostille, which the Pennsylvania Department of State issues.",
    ],
  },
  extras: [
    {
      kind: "features",
      id: "cannot-certify",
      after: "categories",
      title: "Documents I Cannot Certify",
      intro:
        "These are vital or public records, or already copies. Order a certified copy from the office that keeps the original.",
      items: [
        {
          icon: "ban",
          title: "Birth and death certificates",
          description:
            "From vital records: the Pennsylvania Department of Health's Division of Vital Records, or the vital records office of the state where the birth or death happened.",
        },
        {
          icon: "ban",
          title: "Marriage certificates",
          description:
            "From the county office that issued the marriage license; in Pennsylvania, the Register of Wills or Clerk of the Orphans' Court.",
        },
        {
          icon: "ban",
          title: "Divorce decrees",
          description: "From the court: the Prothonotary of the county where the divorce was granted.",
        },
        {
          icon: "ban",
          title: "Court records",
          description: "From the clerk of the court that holds the record.",
        },
        {
          icon: "ban",
          title: "Documents that are already copies",
          description: "I can only certify a copy made from the original itself.",
        },
      ],
    },
  ],
  closing: {
    title: "Need certified copies?",
    text: "Tell me what the documents are and how many copies you need, and I'll bring everything to make them.",
  },
} satisfies ServicePage;
