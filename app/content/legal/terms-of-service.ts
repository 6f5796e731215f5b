import { link, list, paragraph, quote, type LegalDocument } from "~/content/legal/document";
import { notAttorneyNotice } from "~/vocabulary/legal-notice";
import { formatList, formatRange, formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/site.config";

const { legal, notary, commission, fees, policies, serviceArea } = site;

const afterHours =
  fees.afterHoursSurchargeUsd === 0
    ? "There is no extra charge for evening or weekend appointments."
    : `Evening and weekend appointments carry a surcharge of ${formatUsd(fees.afterHoursSurchargeUsd)}.`;

/** The Terms of Service: what a client and the notary can expect of each other. */
export const termsOfService: LegalDocument = {
  updated: legal.termsUpdated,
  updatedLabel: "Last updated",
  summary: [
    "A form, text or e-mail asks for an appointment; it is booked once I confirm it with you.",
    "I notarize signatures. I do not give legal advice, prepare documents, or guarantee that someone else will accept a document.",
    `You know every fee before we meet. These terms are governed by ${legal.governingLaw} law.`,
  ],
  sections: [
    {
      id: "services",
      title: "My Services",
      blocks: [
        paragraph(
          `These terms apply when you use this website or ask me, ${notary.fullName}, to perform notarial services as ${site.businessName}. By booking an appointment or using the site, you accept them. Please read them together with the `,
          link("Privacy Policy", "/privacy-policy"),
          ", which explains how I handle your information.",
        ),
        paragraph(
          `I am a notary public commissioned by the Commonwealth of ${commission.state} (commission no. ${commission.number}). I perform notarial acts, such as acknowledgments, oaths and affirmations, verifications and certified copies, in person at a place we agree on, and by live video where Pennsylvania law permits. I also act as a loan signing agent and, at an employer's request, complete Form I-9 as its authorized representative. The `,
          link("Services page", "/services"),
          " describes each one.",
        ),
        paragraph(
          "A notarial act confirms who signed a document and that they did so knowingly and willingly. It does not make a document true, lawful or effective, and it does not mean that I have read or approved its contents.",
        ),
        paragraph("As Pennsylvania law requires of every notary who is not an attorney, I state:"),
        quote(notAttorneyNotice.en),
      ],
    },
    {
      id: "scheduling",
      title: "Scheduling and Cancellation",
      blocks: [
        paragraph(
          "Sending the appointment form, a text or an e-mail is a request, not a booking. An appointment is booked when I confirm its date, time, place and total price with you.",
        ),
        paragraph(
          `I see clients ${describeSchedule()}, and can make special arrangements when those hours do not suit. Please book ${formatRange(policies.bookAheadHours)} hours ahead where you can, and ${formatRange(policies.depositionBookAheadHours)} hours ahead for a deposition. I welcome urgent requests by phone but cannot guarantee a same-day visit.`,
        ),
        paragraph(
          `If you need to cancel or reschedule, please give me at least ${policies.cancellationNoticeHours} hours' notice. If you cancel less than ${policies.lateCancellationHours} hours before the appointment, a late-cancellation fee may apply. If I am delayed or have to cancel, I will tell you as early as I can and offer you another time.`,
        ),
      ],
    },
    {
      id: "fees",
      title: "Fees and Payment",
      blocks: [
        list(
          `Notarial fees: up to ${formatUsd(fees.perNotarialActUsd)} per notarial act (${formatUsd(fees.additionalSignerUsd)} for each additional signer on an acknowledgment), never more than Pennsylvania regulations allow.`,
          `Travel: a flat ${formatUsd(fees.travelUsd)} within ${fees.travelFeeRadiusMiles} miles of ${serviceArea.base}. Farther than that, I quote the travel fee before you book.`,
          `Remote online notarization: ${formatUsd(fees.remoteOnlineUsd.min)}–${formatUsd(fees.remoteOnlineUsd.max)}, depending on the number of documents and signatures.`,
        ),
        paragraph(
          `${afterHours} Notarial fees and travel fees are separate charges, and I state each of them before the appointment. I accept ${formatList(fees.paymentMethods)}.`,
        ),
      ],
    },
    {
      id: "document-requirements",
      title: "Document Requirements",
      blocks: [
        paragraph("For me to notarize a document:"),
        list(
          "every signer must appear before me, in person or on live video for a remote notarization, and present a current, government-issued photo ID;",
          "the document must be complete, with no blank spaces, and include all its pages;",
          "signers must not sign beforehand, unless the document only needs an acknowledgment; a sworn statement must be signed in front of me;",
          "each signer must understand the document and sign it willingly, and be willing to swear or affirm its truth when the act requires it;",
          "notarial certificates are completed in English, and I must be able to communicate with every signer, in English or through a translator.",
        ),
        paragraph(
          "You are responsible for the content of your document, for choosing the right document and the kind of notarization it needs, and for arranging any witnesses it requires. If you are unsure, ask whoever will receive it, or an attorney.",
        ),
      ],
    },
    {
      id: "limits",
      title: "Limits of My Services",
      blocks: [
        paragraph("I will decline or stop a notarization if:"),
        list(
          "I cannot satisfactorily identify a signer;",
          "a signer does not seem to understand the document, or to be signing of their own free will;",
          "the document is incomplete, or appears altered or fraudulent;",
          "I or my spouse is a party to the document or has a direct or financial interest in it;",
          "the act would break Pennsylvania law or the rules of my commission.",
        ),
        paragraph("Declining in these cases is part of my duty as a notary, not a judgment of you."),
        paragraph(
          "I do not give legal, tax, immigration, financial or medical advice, prepare or choose documents, or explain their legal effect. I cannot guarantee that a court, agency, lender or foreign authority will accept a notarized document, so please check their requirements first, including whether they accept remote notarization. A document for use abroad may also need an apostille from the Pennsylvania Department of State, which a notary cannot issue.",
        ),
      ],
    },
    {
      id: "website-use",
      title: "Use of This Website",
      blocks: [
        paragraph(
          "This website gives general information about my services. Nothing on it is legal advice, and it may change without notice. If the website and the confirmation of your appointment differ, the confirmation applies.",
        ),
        paragraph(
          "Please use the website and its form only for genuine requests: do not send false information, another person's details without their permission, unlawful content or automated submissions, and do not try to disrupt the site.",
        ),
        paragraph(
          `The text, design and graphics of this website belong to ${site.businessName} or are used with permission, and may not be copied for commercial use without my written consent. Links to other websites are provided for convenience; I am not responsible for their content or their practices.`,
        ),
      ],
    },
    {
      id: "warranty",
      title: "Disclaimer of Warranties",
      blocks: [
        paragraph(
          "I perform notarial acts with the care that Pennsylvania law requires. Beyond that, and to the extent the law allows, this website and its information are provided “as is”, without any warranty that they are complete, current or always available, and I make no warranty, express or implied, about any document I notarize, its contents or its legal effect.",
        ),
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      blocks: [
        paragraph(
          "To the fullest extent the law allows, I am not liable for indirect, incidental or consequential losses, such as a missed deadline or a rejected filing, arising from this website or my services, and my total liability for any claim about an appointment is limited to the fees you paid for it.",
        ),
        paragraph(
          "Nothing in these terms limits any liability that the law does not allow to be limited, or any right you have against a notary's bond under Pennsylvania law.",
        ),
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      blocks: [
        paragraph(
          "If you give me false information or identification, present a forged or fraudulent document, or misuse this website, and a claim is made against me as a result, you agree to cover the losses and reasonable costs, including attorney's fees, that I incur because of it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        paragraph(
          "I may update these terms from time to time; the date at the top of this page shows when they last changed. The terms in force when you book an appointment apply to that appointment.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      blocks: [
        paragraph(
          `These terms are governed by the laws of the Commonwealth of ${legal.governingLaw}. Any dispute about them, this website or my services will be decided by the courts of ${legal.courtsCounty}, ${legal.governingLaw}, and you and I both agree to the jurisdiction of those courts.`,
        ),
      ],
    },
    {
      id: "severability",
      title: "Severability",
      blocks: [
        paragraph(
          "If a court finds any part of these terms invalid or unenforceable, that part will be enforced as far as the law allows, and the rest of the terms remain in full effect.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Me",
      blocks: [paragraph("If you have a question about these terms, please ask before you book:")],
      contactOptions: ["call", "email", "form"],
    },
  ],
};
