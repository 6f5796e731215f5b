import { bondSentence, credentialStatement, hoursFact, photoIdEachSigner, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";
import { formatRange } from "~/lib/format";
import { site } from "~/site.config";

const { policies } = site;
const signingMinutes = formatRange(policies.loanSigningMinutes);
const allowHours = formatRange(policies.loanSigningAllowHours);

export const loanSigningAgent = {
  slug: "loan-signing-agent",
  seo: {
    title: "Loan Signing Agent for Real Estate Closings",
    description: `A trained loan signing agent for purchase, refinance and home equity closings in ${region}, at your kitchen table or office, on weekday evenings and weekends.`,
  },
  hero: {
    intro:
      "Closings at your kitchen table or your office. I handle the signing appointment for your lender or title company: every page signed, dated and initialed where it should be, and the package returned on time.",
  },
  explanation: {
    title: "What a Loan Signing Agent Does",
    paragraphs: [
      "A loan signing agent is a notary trained to handle mortgage closing packages. Lenders, title companies and escrow offices engage me to meet the borrowers, guide them through the signing and notarize the documents that need it, such as the mortgage and the affidavits that go with it.",
      "I tell you what each document is and where it needs a signature, initials or a date. I don't explain or negotiate loan terms, rates or fees, and I can't give legal or financial advice: those questions go to your lender or title officer, and I'll help you reach them during the signing.",
      "When the last page is signed, I check the whole package again, page by page, and return it exactly as the title company instructs, usually the same day.",
    ],
    facts: [
      { label: "Signing time", value: `Usually ${signingMinutes} minutes` },
      { label: "Set aside", value: `${allowHours} hours, so nobody feels rushed` },
      { label: "Where", value: "Your home, office or another place you choose" },
      hoursFact,
    ],
  },
  process: {
    title: "How a Loan Signing Works",
    steps: [
      {
        title: "Pre-signing preparation",
        description:
          "When the documents arrive, I print them, check that every page is there, and confirm the time, place, signers and ID requirements with you and the title company.",
      },
      {
        title: "Document explanation",
        description:
          "At the table, I go through the package in order and tell you what each document is, so nothing is signed blind. Questions about terms go to your lender.",
      },
      {
        title: "Proper execution",
        description:
          "Each borrower signs, initials and dates every place required, with names written exactly as they appear in the documents.",
      },
      {
        title: "Notarization and completion",
        description:
          "I notarize the documents that require it, review the package page by page, and return it the way the lender or title company asks.",
      },
    ],
  },
  categories: {
    title: "Loans and Documents I Sign",
    items: [
      {
        icon: "home",
        title: "Purchase",
        description:
          "Buyer and seller packages, for signers who can't get to the title office or are closing from out of town.",
        examples: [
          "Buyer loan packages",
          "Seller documents and deeds",
          "Cash purchase closings",
          "First-time buyer program documents",
        ],
      },
      {
        icon: "landmark",
        title: "Refinance",
        description:
          "Refinances of your home or an investment property. On a refinance of your main home, federal law usually gives you three business days to cancel after signing.",
        examples: [
          "Rate-and-term refinances",
          "Cash-out refinances",
          "FHA and VA streamline refinances",
          "Investment property refinances",
        ],
      },
      {
        icon: "clipboard",
        title: "Specialized Loans",
        description: "Loans with their own forms and disclosures, handled with the same care.",
        examples: [
          "Home equity loans",
          "Home equity lines of credit (HELOCs)",
          "Reverse mortgages",
          "Loan modifications",
        ],
      },
      {
        icon: "signature",
        title: "Other Real Estate Documents",
        description: "Property paperwork that isn't part of a loan package but still needs a careful notary.",
        examples: [
          "Deeds and property transfers",
          "Title and occupancy affidavits",
          "Powers of attorney for a closing",
          "Leases and installment sale agreements",
        ],
      },
    ],
  },
  benefits: {
    title: "Why Lenders and Borrowers Book Me",
    items: [
      {
        icon: "check",
        title: "Accurate Packages",
        description:
          "Every signature, initial and date checked before the package leaves the table, to avoid delays and re-signings.",
      },
      {
        icon: "calendar",
        title: "Flexible Scheduling",
        description: "Evening and weekend closings at your home, office or another place you choose.",
      },
      {
        icon: "heart",
        title: "Calm, Patient Closings",
        description: "Time to read, ask and understand, with nobody watching the clock.",
      },
    ],
  },
  requirements: {
    title: "Preparing for Your Closing",
    bringTitle: "Bring to the signing",
    items: [
      `${photoIdEachSigner} (some lenders ask for two)`,
      "Any documents your lender or title company asked you to have ready",
      "A cashier's check or wire confirmation for funds to close, if your closing needs them",
    ],
    notesTitle: "Tips for a smooth closing",
    notes: [
      `Allow ${allowHours} hours. Most signings take ${signingMinutes} minutes, but questions deserve time.`,
      "All signers must be present: every borrower, and anyone else the lender or title company names.",
      "Choose a well-lit table with room for two stacks of paper.",
      "Wire fraud is common: confirm wiring instructions by calling your title company on a number you already know, never one from an e-mail.",
    ],
  },
  extras: [
    {
      kind: "credentials",
      id: "credentials",
      after: "explanation",
      title: "Credentials You Can Rely On",
      intro: `A commissioned ${site.commission.state} notary with ${bondSentence}, trained for loan signings.`,
      statement: credentialStatement,
    },
  ],
  closing: {
    title: "Have a closing coming up?",
    text: "Lenders, title companies and borrowers: send me the date, the place and the number of signers, and I'll confirm quickly.",
    action: "Schedule Your Closing",
  },
} satisfies ServicePage;
