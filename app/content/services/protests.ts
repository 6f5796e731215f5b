import { feeFact, photoId, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const protests = {
  slug: "protests",
  seo: {
    title: "Notarial Protests of Dishonored Instruments",
    description: `A notary public to note the protest of a dishonored check, draft or promissory note and prepare the certificate of protest, in ${region}.`,
  },
  hero: {
    intro:
      "When a check, draft or promissory note is refused, a notarial protest puts the dishonor on formal record. I review the instrument and the facts and prepare the certificate of protest under seal.",
  },
  explanation: {
    title: "What Is a Notarial Protest?",
    paragraphs: [
      "A protest is a certificate, made by a notary, stating that a negotiable instrument such as a check, draft, bill of exchange or promissory note was presented for payment or acceptance and was dishonored, that is, refused. Noting a protest is one of the notarial acts Pennsylvania law allows.",
      "Protests are rare in everyday life. Banks and businesses use them, most often for international drafts, where the parties or a foreign court expect a formal certificate as evidence of the dishonor.",
      "Timing is strict: the deadlines for presentment, protest and notice of dishonor are short, and they depend on the instrument and the law that governs it. I can't tell you whether you need a protest or what your deadline is; your bank or attorney can. Contact me as soon as you know you need one.",
    ],
    facts: [
      { label: "Notarial act", value: "Noting a protest of a negotiable instrument" },
      { label: "Timing", value: "Strict: contact me as soon as payment is refused" },
      feeFact,
    ],
  },
  process: {
    title: "How a Protest Is Made",
    steps: [
      {
        title: "Instrument review",
        description:
          "I examine the original instrument and note the parties, the amount, the dates and the terms of payment.",
      },
      {
        title: "Presentment and dishonor",
        description:
          "You show me the record of presentment and of the refusal, such as the bank's return notice or a letter of refusal.",
      },
      {
        title: "Certificate of protest",
        description:
          "I prepare the certificate stating when, where and by whom the instrument was presented and dishonored, and the reason if one was given.",
      },
      {
        title: "Seal and record",
        description:
          "I sign and seal the certificate, record the act in my journal, and return it with the instrument for you to use or send on.",
      },
    ],
  },
  categories: {
    title: "Instruments That Can Be Protested",
    items: [
      {
        icon: "landmark",
        title: "Checks",
        description: "Checks returned unpaid by the bank they were drawn on.",
        examples: ["Business checks", "Personal checks", "Checks drawn on out-of-state banks", "Cashier's checks"],
      },
      {
        icon: "globe",
        title: "Drafts and Bills of Exchange",
        description: "Orders to pay, often in international trade, refused on presentment.",
        examples: [
          "Commercial drafts",
          "Sight and time drafts",
          "International bills of exchange",
          "Trade acceptances",
        ],
      },
      {
        icon: "pen",
        title: "Promissory Notes",
        description: "Written promises to pay that weren't honored when due.",
        examples: ["Business promissory notes", "Demand notes", "Installment notes"],
      },
      {
        icon: "document",
        title: "Other Negotiable Instruments",
        description: "Any instrument payable to order or to bearer that was dishonored.",
        examples: ["Negotiable certificates of deposit", "Other instruments payable to order or bearer"],
      },
    ],
  },
  benefits: {
    title: "Why a Formal Protest Helps",
    items: [
      {
        icon: "stamp",
        title: "Formal Evidence",
        description: "A certificate of protest is recognized evidence that the instrument was dishonored.",
      },
      {
        icon: "timer",
        title: "Prompt Service",
        description: "Because timing matters, I fit protests in as quickly as my schedule allows.",
      },
      {
        icon: "clipboard",
        title: "Careful Records",
        description: "Every protest is recorded in my notary journal, with the details you'll need later.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [
      "The original instrument",
      "Documentation of presentment and dishonor, such as the bank's return notice",
      photoId,
      "The details of the dishonor: dates, places, the parties and any reason given",
    ],
    notesTitle: "Good to know",
    notes: [
      "Timing is strict. Contact me as soon as the instrument is dishonored.",
      "Bring the original, not a copy: the protest describes the instrument itself.",
      "Ask your bank or attorney whether a protest is needed and by when.",
    ],
  },
  notice: {
    title: "No Legal Advice",
    text: "I can note a protest, but I can't tell you whether one is required, which deadline applies or what rights it protects. I am not an attorney: please ask your bank or an attorney about your situation.",
  },
  closing: {
    title: "Need a protest noted?",
    text: "Call as soon as payment is refused, with the instrument and the bank's notice in hand.",
  },
} satisfies ServicePage;
