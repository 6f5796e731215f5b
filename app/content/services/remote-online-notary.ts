import { hoursFact, remoteFee } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";
import { site } from "~/site.config";

export const remoteOnlineNotary = {
  slug: "remote-online-notary",
  seo: {
    title: "Remote Online Notarization by Secure Video",
    description: `Have documents notarized over a secure, recorded video session with a commissioned ${site.commission.state} notary, from wherever you are. ${remoteFee} depending on the documents.`,
  },
  hero: {
    intro:
      "Sign from your own desk, wherever you are. We meet on a secure, recorded platform built for notarization: your identity is checked online and your document is signed and sealed electronically.",
  },
  explanation: {
    title: "How Remote Notarization Works in Pennsylvania",
    paragraphs: [
      `Since 2020, ${site.commission.state} law has allowed a commissioned notary to perform notarial acts over live audio and video for a signer who is somewhere else. I'm in ${site.commission.state} for every session; you can be at home, at work, in another state and, in some cases, outside the United States.`,
      "Instead of ink, you sign electronically, and I add my electronic signature and seal. The certificate states that the notarial act involved communication technology, and the whole session is recorded and stored securely, as Pennsylvania requires. Ordinary video calls don't qualify; we use an approved notarization platform.",
      "A remote notarization is a Pennsylvania notarial act with the same legal effect as one done in person, and notarial acts performed under one state's law are recognized in the others. Even so, check before we book that whoever receives your document accepts electronic notarization: a few recorders' offices, courts and foreign agencies still want ink on paper.",
    ],
    facts: [
      {
        label: "Fee",
        value: `${remoteFee}, depending on the documents; covers the notarial act, the platform and the identity checks`,
      },
      { label: "Where you can be", value: "Anywhere with a camera and a steady connection" },
      hoursFact,
    ],
  },
  process: {
    title: "Your Remote Session, Step by Step",
    steps: [
      {
        title: "Schedule and get a secure link",
        description:
          "We agree on a time and you upload your document in advance. You then receive a private link to the session by e-mail.",
      },
      {
        title: "Verify your ID",
        description:
          "The platform checks your photo ID and asks a few knowledge-based authentication questions drawn from public records, to confirm you are who you say.",
      },
      {
        title: "Sign in a live video session",
        description:
          "We meet face to face on camera. I confirm that you understand the document and are signing willingly, then watch you sign electronically.",
      },
      {
        title: "Seal and delivery",
        description:
          "I add my electronic signature and seal, and you download the completed document, ready to send on or print.",
      },
    ],
  },
  categories: {
    title: "Documents Suited to Remote Notarization",
    intro:
      "Most documents can be notarized remotely, as long as the person receiving them accepts electronic notarization.",
    items: [
      {
        icon: "home",
        title: "Real Estate and Finance",
        description: "Many lenders and title companies accept remote signings. Ask yours before we book.",
        examples: [
          "Seller documents signed from out of town",
          "Refinance documents, where the lender allows",
          "Title and occupancy affidavits",
          "Account and beneficiary forms",
        ],
      },
      {
        icon: "briefcase",
        title: "Business",
        description: "Keep deals moving when the signers are in different places.",
        examples: [
          "Contracts and vendor agreements",
          "Corporate resolutions and certificates",
          "Affidavits for licenses and registrations",
          "Sworn statements for agencies",
        ],
      },
      {
        icon: "users",
        title: "Personal and Family",
        description: "Everyday paperwork, without arranging a visit.",
        examples: [
          "Powers of attorney",
          "Travel consent letters for minors",
          "Affidavits and sworn statements",
          "School and pension forms",
        ],
      },
      {
        icon: "globe",
        title: "Signers Away from Home",
        description: `When the person who has to sign can't get to ${site.serviceArea.region}.`,
        examples: [
          "Students studying in another state",
          "Service members stationed away",
          "Family members who have moved away",
          "Travelers who can't wait to get back",
        ],
      },
    ],
  },
  benefits: {
    title: "Why Sign Online",
    items: [
      {
        icon: "laptop",
        title: "Sign from Anywhere",
        description: "Your home, your office or a hotel room: all you need is a device, your ID and a quiet spot.",
      },
      {
        icon: "timer",
        title: "Faster Turnaround",
        description: "No travel, no printer and no courier. A finished document can be in your inbox the same evening.",
      },
      {
        icon: "lock",
        title: "Secure and Recorded",
        description:
          "Identity checks, tamper-evident electronic seals and a recorded session protect everyone involved.",
      },
    ],
  },
  requirements: {
    title: "What You Need for a Remote Session",
    bringTitle: "Equipment and documents",
    items: [
      "A computer, tablet or phone with a working camera and microphone",
      "A stable internet connection",
      "A current, government-issued photo ID",
      "An e-mail address for the secure link and the finished document",
      "Your document as a file that can be uploaded before the session",
    ],
    notesTitle: "Before the session",
    notes: [
      "Choose a quiet, well-lit room where your face and your ID show clearly on camera.",
      "Your ID must be unexpired, and the platform needs a sharp picture of it: avoid glare.",
      "Each signer verifies their own identity; if several people sign, each one joins the session.",
      "Ask whoever will receive the document whether they accept electronic notarization before we book.",
    ],
  },
  closing: {
    title: "Ready to sign online?",
    text: `Send me the document type and a time that suits you. Remote sessions cost ${remoteFee}, depending on the documents, and you know the price before we start.`,
  },
} satisfies ServicePage;
