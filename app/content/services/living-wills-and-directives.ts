import { feeFact, noLegalAdvice, photoId, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const livingWillsAndDirectives = {
  slug: "living-wills-and-directives",
  seo: {
    title: "Living Wills and Advance Directives",
    description: `Living wills, advance health care directives and health care proxies notarized at home, in a care home or at the hospital bedside in ${region}.`,
  },
  hero: {
    intro:
      "Putting your wishes for medical care in writing is a kindness to the people you love. I'll help you get the document signed properly, at home or at the bedside, without rushing anyone.",
  },
  explanation: {
    title: "Advance Directives in Pennsylvania",
    paragraphs: [
      "An advance directive tells doctors and family what care you want if you can't speak for yourself. In Pennsylvania that usually means a living will, a health care power of attorney naming someone to decide for you, or one document that does both.",
      "Pennsylvania requires these documents to be signed by you and by two adult witnesses. Notarization isn't always required by law, but many people choose it, and some facilities and other states ask for it.",
      "I confirm who is signing and that they do so willingly, then notarize the signatures. What the directive should say is a conversation for you, your family, your doctor and your attorney.",
    ],
    facts: [
      { label: "Witnesses", value: "Two adults, in Pennsylvania" },
      { label: "Where", value: "Home, care home or hospital" },
      feeFact,
    ],
  },
  process: {
    title: "How It Works",
    steps: [
      {
        title: "Document review",
        description: "I check that the directive is complete and ready to sign, with its witness lines in place.",
      },
      {
        title: "Identity",
        description: "You show a current government-issued photo ID that matches the name on the document.",
      },
      {
        title: "Voluntary confirmation",
        description: "We talk briefly so I can be sure you understand the document and are signing by choice.",
      },
      {
        title: "Notarization",
        description: "You and your witnesses sign, and I complete the certificate, apply my seal and record it.",
      },
    ],
  },
  categories: {
    title: "Documents I Notarize",
    items: [
      {
        icon: "document",
        title: "Living Wills",
        description: "Your instructions about end-of-life care.",
        examples: [
          "Living will declarations",
          "Instructions about life-sustaining treatment",
          "Preferences for comfort care",
          "Updated or replacement living wills",
        ],
      },
      {
        icon: "care",
        title: "Healthcare Directives",
        description: "Forms that combine your instructions and your choice of agent.",
        examples: [
          "Combined advance directive forms",
          "Forms from hospitals and health systems",
          "Directives from other states",
          "Mental health care declarations",
        ],
      },
      {
        icon: "users",
        title: "Healthcare Proxies",
        description: "Naming the person who will speak for you.",
        examples: [
          "Health care powers of attorney",
          "Health care agent designations",
          "Proxy forms from other states",
          "Successor agent designations",
        ],
      },
      {
        icon: "clipboard",
        title: "Related Documents",
        subtitle: "HIPAA, DNR, POLST and organ donation",
        description:
          "Papers that travel with a directive. A POLST or an out-of-hospital DNR order is a medical order signed by your doctor and may need no notary; where a form has a notary section, I can complete it.",
        examples: [
          "HIPAA authorizations",
          "Do-not-resuscitate (DNR) paperwork",
          "POLST paperwork",
          "Organ donor cards and forms",
        ],
      },
    ],
  },
  benefits: {
    title: "Why It's Worth Doing Now",
    items: [
      {
        icon: "heart",
        title: "Peace of Mind",
        description: "Your wishes are written down and signed, so your family doesn't have to guess.",
      },
      {
        icon: "hospital",
        title: "At the Bedside",
        description: "I come to homes, care homes and hospital rooms, evenings and weekends.",
      },
      {
        icon: "clock",
        title: "No Rush",
        description: "Time to read the document again, ask questions and sign when you're ready.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [
      photoId,
      "Your directive, complete but unsigned",
      "Witnesses, if state law requires them: two adults for Pennsylvania living wills and health care powers of attorney",
    ],
    notesTitle: "Good to know",
    notes: [
      "A witness can't be the person who signs on your behalf, and many facilities don't let their staff act as witnesses, so plan ahead.",
      "Don't sign before the appointment.",
      "A signer in hospital needs to be awake and able to communicate with me.",
    ],
  },
  notice: {
    title: "No Legal Advice",
    text: noLegalAdvice,
  },
  closing: {
    title: "Ready to sign your directive?",
    text: "Tell me where you are and whether your witnesses are arranged, and I'll find a calm time to come.",
  },
} satisfies ServicePage;
