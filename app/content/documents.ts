import type { Step } from "~/vocabulary/step";
import type { FaqItem } from "~/content/faq";
import { actFee, photoIdEachSigner, region, remoteFee, travelFee } from "~/content/services/shared";
import type { DocumentCategory, Feature } from "~/content/types";
import { formatList } from "~/lib/format";
import { site } from "~/site.config";

/** A download offered on /documents (spec §3 "resource"). */
export interface Resource {
  title: string;
  description: string;
  fileType: "PDF";
  /** Not yet published: shown, but not offered as a link. */
  status: "coming-soon";
}

const { fees } = site;

/** The words of the document information page (/documents). */
export const documentsPage = {
  seo: {
    title: "Document Information",
    description: `Which documents a notary can notarize in Pennsylvania, what to bring to your appointment and how it works, from a mobile notary in ${region}.`,
  },
  intro:
    "What a Pennsylvania notary can notarize, what to have ready and how an appointment goes, so nothing holds up your signing.",

  notarialActs: [
    {
      icon: "signature",
      title: "Acknowledgments",
      description:
        "You confirm that a signature is yours and that you signed willingly. Deeds, contracts and powers of attorney.",
    },
    {
      icon: "handshake",
      title: "Oaths and affirmations",
      description: "A spoken, binding promise that what you say or sign is true, or that you'll carry out a duty.",
    },
    {
      icon: "clipboard",
      title: "Verifications (jurats)",
      description: "You swear a document's contents are true and sign it in front of me. Affidavits and sworn forms.",
    },
    {
      icon: "pen",
      title: "Witnessing a signature",
      description: "I watch you sign and certify that the signature was made in my presence by the person named.",
    },
    {
      icon: "copy",
      title: "Certified copies",
      description:
        "I copy an original you hold and certify the copy is true and complete. Not for vital or public records.",
    },
    {
      icon: "scale",
      title: "Protests",
      description: "A formal certificate that a check, draft or note was presented for payment and refused.",
    },
  ] satisfies readonly Feature[],

  limits: [
    "Give legal advice, choose a form for you or explain what a document will do",
    "Draft, fill in or change a legal document",
    "Notarize a document that my spouse or I am a party to, or benefit from",
    "Certify copies of birth, death or marriage certificates, court records or other public records",
    "Notarize a document with blank spaces, or pages missing",
    "Notarize for anyone who isn't present, can't be identified, or doesn't seem to understand or to be signing willingly",
  ],

  categories: [
    {
      icon: "home",
      title: "Real Estate and Loan Documents",
      description: "Closing packages and property papers, signed at your table with every page checked.",
      examples: [
        "Purchase and refinance packages",
        "Home equity loans and lines of credit",
        "Deeds and title affidavits",
      ],
      link: { to: "/services/loan-signing-agent", label: "Loan signing services" },
    },
    {
      icon: "signature",
      title: "Deeds, Contracts and Agreements",
      subtitle: "Acknowledgments",
      description: "Documents where you confirm your signature and that you signed willingly.",
      examples: ["Deeds and property transfers", "Business contracts and resolutions", "Custody and family agreements"],
      link: { to: "/services/acknowledgments", label: "How acknowledgments work" },
    },
    {
      icon: "care",
      title: "Living Wills and Directives",
      description: "Your wishes for medical care, signed with your witnesses at home or at the bedside.",
      examples: ["Living wills", "Advance health care directives", "Health care agent designations"],
      link: { to: "/services/living-wills-and-directives", label: "Living wills and directives" },
    },
    {
      icon: "users",
      title: "Powers of Attorney",
      description: "Naming someone to act for you, with the witnesses Pennsylvania requires.",
      examples: [
        "General and limited powers of attorney",
        "Durable powers of attorney",
        "Health care powers of attorney",
      ],
      link: { to: "/services/power-of-attorney", label: "Power of attorney signings" },
    },
    {
      icon: "medical",
      title: "Medical Authorizations",
      description: "Permission for someone to see your records or consent to care.",
      examples: ["HIPAA authorizations", "Parental medical consent forms", "Medical powers of attorney"],
      link: { to: "/services/medical-authorization", label: "Medical authorization forms" },
    },
    {
      icon: "document",
      title: "Affidavits and Sworn Statements",
      subtitle: "Jurats",
      description: "Statements you swear are true, signed in front of me after the oath.",
      examples: [
        "Affidavits of identity or residence",
        "Sworn statements for courts and agencies",
        "Gift and heirship affidavits",
      ],
      link: { to: "/services/affidavits", label: "Affidavit notarization" },
    },
  ] satisfies readonly DocumentCategory[],

  whatToBring: [
    photoIdEachSigner,
    "The complete document, every page, unsigned unless it only needs an acknowledgment",
    "Everyone who has to sign, in person",
    "Witnesses, if the document calls for them",
    "Any instructions from the office, lender or employer that asked for the notarization",
    `Payment by ${formatList(fees.paymentMethods, "disjunction")}`,
  ],

  steps: [
    {
      title: "Get in touch",
      description:
        "Call, text or send the form, and tell me the type of document, the number of signers and where you are.",
    },
    {
      title: "Check the document",
      description:
        "Find the notary section and read any instructions that came with the document. Questions about its content go to whoever prepared it.",
    },
    {
      title: "Confirm time and price",
      description: `I confirm the time, the place and the total: up to ${actFee} per notarial act, plus ${travelFee} travel within ${fees.travelFeeRadiusMiles} miles.`,
    },
    {
      title: "Meet and verify",
      description: "I check each signer's ID and make sure everyone understands the document and is signing willingly.",
    },
    {
      title: "Sign and seal",
      description: "You sign, and I complete the notarial certificate, apply my seal and record the act in my journal.",
    },
  ] satisfies readonly Step[],

  faq: [
    {
      id: "documents-already-signed",
      question: "Can you notarize a document I've already signed?",
      answer:
        "Only if it needs an acknowledgment: then you may sign beforehand and confirm the signature to me in person. Affidavits, verifications and other sworn documents must be signed in front of me, so leave them unsigned.",
    },
    {
      id: "documents-which-form",
      question: "Can you tell me which form I need, or help me fill it in?",
      answer:
        "No. A notary who isn't an attorney can't choose a form, prepare or complete a legal document, or explain what it will do. The office asking for the document, or an attorney, can help with that.",
    },
    {
      id: "documents-read-content",
      question: "Will you read my document?",
      answer:
        "I look it over to see that it's complete, with no blank spaces, and that it has a notary section, and I note its title and date in my journal. I don't check the content for accuracy or legality, and I keep what I see confidential.",
    },
    {
      id: "documents-family",
      question: "Can you notarize for a family member?",
      answer:
        "Not for my spouse: Pennsylvania doesn't allow a notary to notarize a document that the notary or the notary's spouse is a party to or benefits from. For other relatives I usually refer you to another notary, so nobody can question the notarization later.",
    },
    {
      id: "documents-other-language",
      question: "My document is in another language. Can you notarize it?",
      answer:
        "Often, yes. The notarial certificate is in English, and I must be able to talk with you, directly or through an interpreter, so I know you understand what you're signing. Some offices also want a certified translation, so check with the one receiving it.",
    },
    {
      id: "documents-expired-id",
      question: "What if my ID has expired?",
      answer:
        "I need a current, government-issued photo ID for each signer. If yours has expired, tell me before we book; in some cases the law allows another way to identify you, such as a credible witness who knows you and can be identified.",
    },
    {
      id: "documents-cost",
      question: "How much will it cost?",
      answer: `Up to ${actFee} per notarial act, the Pennsylvania maximum, plus a travel fee of ${travelFee} within ${fees.travelFeeRadiusMiles} miles. Evenings and weekends cost nothing extra. Remote online sessions are ${remoteFee}, depending on the documents.`,
    },
  ] satisfies readonly FaqItem[],

  resources: [
    {
      title: "Appointment Checklist",
      description: "Everything to have ready before any notary appointment: IDs, signers, witnesses and the document.",
      fileType: "PDF",
      status: "coming-soon",
    },
    {
      title: "Acceptable ID Guide",
      description: "The kinds of identification a notary can accept, and what to do if yours has expired.",
      fileType: "PDF",
      status: "coming-soon",
    },
    {
      title: "Loan Signing Preparation Guide",
      description: "How to get ready for a closing at home, from funds to close to a well-lit table.",
      fileType: "PDF",
      status: "coming-soon",
    },
    {
      title: "Form I-9 Appointment Sheet",
      description: "What a new employee brings when I complete Section 2 as the employer's representative.",
      fileType: "PDF",
      status: "coming-soon",
    },
  ] satisfies readonly Resource[],
};
