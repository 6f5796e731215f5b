import { feeFact, region, visitLengthFact } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const medicalAuthorization = {
  slug: "medical-authorization",
  seo: {
    title: "Medical Authorization Notarization",
    description: `HIPAA authorizations, medical powers of attorney and parental medical consent forms notarized at home, at work or in hospital, anywhere in ${region}.`,
  },
  hero: {
    intro:
      "The forms that let someone speak with your doctors, or consent to care for your child. I notarize them where you are, including at the hospital, on evenings and weekends.",
  },
  explanation: {
    title: "Notarizing Medical Authorizations",
    paragraphs: [
      "A medical authorization gives another person permission to receive your health information, or to make or consent to care decisions. Hospitals, insurers, schools and camps often ask for the signature to be notarized so they can rely on it.",
      "My role is limited and important: I confirm who is signing, that they understand what the document is, and that they sign willingly.",
      "I don't give advice on medical choices or on which form to use. Your doctor, the facility or an attorney can help with those.",
    ],
    facts: [{ label: "Where", value: "Home, school, office or bedside" }, visitLengthFact, feeFact],
  },
  process: {
    title: "How It Works",
    steps: [
      {
        title: "Document review",
        description: "I check that the form is complete and ready to sign, with any witness lines in place.",
      },
      {
        title: "Identity",
        description: "Each signer shows a current government-issued photo ID that matches the name on the form.",
      },
      {
        title: "Voluntary confirmation",
        description: "A short conversation so I'm sure each signer understands the form and is signing by choice.",
      },
      {
        title: "Notarization",
        description: "The signers sign, and I complete the certificate, apply my seal and record it in my journal.",
      },
    ],
  },
  categories: {
    title: "Medical Documents I Notarize",
    items: [
      {
        icon: "medical",
        title: "Medical Power of Attorney",
        description: "Naming someone to make health care decisions if you can't.",
        examples: [
          "Health care powers of attorney",
          "Mental health care powers of attorney",
          "Forms from hospitals and care homes",
        ],
      },
      {
        icon: "lock",
        title: "HIPAA Authorization Forms",
        description: "Permission for providers to share your health information.",
        examples: [
          "Authorizations to share records with family",
          "Releases to insurers and attorneys",
          "Requests to send records to another provider",
        ],
      },
      {
        icon: "users",
        title: "Parental Medical Authorizations",
        description: "Letting another adult consent to care for your child.",
        examples: [
          "Consent for a grandparent or caregiver to seek treatment",
          "School, sports and camp medical forms",
          "Consent for care while a child travels",
        ],
      },
      {
        icon: "document",
        title: "Other Medical Documents",
        description: "Health-related paperwork with a notary section.",
        examples: [
          "Disability and leave paperwork",
          "Insurance claim forms",
          "Affidavits for medical or disability benefits",
        ],
      },
    ],
  },
  benefits: {
    title: "Why It Helps",
    items: [
      {
        icon: "care",
        title: "Care Without Delay",
        description: "The right person can talk to doctors or consent to treatment when it matters.",
      },
      {
        icon: "hospital",
        title: "Bedside Visits",
        description: "At the hospital, a care home or your kitchen table, when getting out is hard.",
      },
      {
        icon: "lock",
        title: "Discreet and Confidential",
        description: "Your health information stays between you and the people you choose.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [
      "A current, government-issued photo ID for each signer",
      "The form, filled in but unsigned",
      "Witnesses, if the form asks for them",
    ],
    notesTitle: "Good to know",
    notes: [
      "Fill in names, dates of birth and what the authorization covers before we meet, but don't sign.",
      "For a parental authorization, each parent who has to sign should be present.",
      "At a hospital, check visiting hours and let the nurses know I'm coming.",
    ],
  },
  notice: {
    title: "No Legal or Medical Advice",
    text: "I can notarize your signature, but I can't give legal or medical advice, choose a form for you or explain what it will allow. Please ask your doctor, the facility or an attorney.",
  },
  closing: {
    title: "Need a medical form notarized?",
    text: "Tell me what the form is and where you are, and I'll come to you, at the bedside if need be.",
  },
} satisfies ServicePage;
