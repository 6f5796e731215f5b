import { feeFact, noLegalAdvice, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";

export const powerOfAttorney = {
  slug: "power-of-attorney",
  seo: {
    title: "Power of Attorney Notarization",
    description: `General, limited, durable and health care powers of attorney notarized at home, in hospital or in a care facility in ${region}, evenings and weekends.`,
  },
  hero: {
    intro:
      "Powers of attorney often need signing in a hurry, and often at a bedside. I come to you, make sure the signer understands and is acting freely, and notarize the document.",
  },
  explanation: {
    title: "Notarizing a Power of Attorney",
    paragraphs: [
      "A power of attorney lets you, the principal, name someone you trust, your agent, to act for you. In Pennsylvania, a power of attorney for money and property generally must be dated, signed by the principal, acknowledged before a notary and witnessed by two adults.",
      "A witness can't be the agent, or someone signing for the principal, and I can't be a witness to a document I notarize. Please arrange your two witnesses before the appointment, or tell me early if that's difficult. The agent doesn't need to be present when the principal signs.",
      "Health care powers of attorney follow different rules: Pennsylvania asks for two adult witnesses, and a notary isn't always required, though many people choose one. Whoever prepared your document can tell you what it needs.",
    ],
    facts: [
      { label: "Witnesses", value: "Usually two adults, neither of them the agent" },
      { label: "Agent present?", value: "Not needed" },
      feeFact,
    ],
  },
  process: {
    title: "How a Power of Attorney Signing Works",
    steps: [
      {
        title: "Document review",
        description:
          "I check that the document is complete, with its notice page and no blank spaces in the signing or notary sections.",
      },
      {
        title: "Identity check",
        description: "The principal, and anyone signing for them, shows a current government-issued photo ID.",
      },
      {
        title: "Capacity and willingness",
        description:
          "I talk with the principal to be sure they know what they are signing and are doing it freely. If I have doubts, I don't notarize.",
      },
      {
        title: "Notarization",
        description:
          "The principal signs before me and the witnesses, and I complete the acknowledgment certificate, seal it and record it in my journal.",
      },
    ],
  },
  categories: {
    title: "Types of Power of Attorney",
    items: [
      {
        icon: "briefcase",
        title: "General",
        description: "Broad authority over your money and property.",
        examples: [
          "Banking and paying bills",
          "Real estate and property",
          "Taxes and government benefits",
          "Business and investment matters",
        ],
      },
      {
        icon: "medical",
        title: "Healthcare",
        description: "Someone to make medical decisions when you can't.",
        examples: [
          "Health care powers of attorney",
          "Combined living will and health care forms",
          "Mental health care powers of attorney",
          "Forms from hospitals and care homes",
        ],
      },
      {
        icon: "clipboard",
        title: "Limited",
        description: "Authority for one task, one account or a set period.",
        examples: [
          "A single real estate closing",
          "A vehicle sale or title transfer",
          "One account or transaction",
          "Acting while you travel or deploy",
        ],
      },
      {
        icon: "shield",
        title: "Durable",
        description:
          "Stays in effect if you lose capacity. In Pennsylvania, a power of attorney is durable unless it says otherwise.",
        examples: [
          "Long-term financial planning",
          "Care planning for aging parents",
          "Powers that start only on incapacity",
          "Planning before surgery or deployment",
        ],
      },
    ],
  },
  benefits: {
    title: "Why Families Call Me",
    items: [
      {
        icon: "hospital",
        title: "At the Bedside",
        description: "Hospitals, care homes and rehabilitation centers, when the principal can't travel.",
      },
      {
        icon: "heart",
        title: "Unhurried Signing",
        description: "Time for the principal to read, ask and sign at their own pace.",
      },
      {
        icon: "check",
        title: "Complete and Correct",
        description:
          "Notice page, witnesses and certificate all in order, so banks and agencies can rely on the document.",
      },
    ],
  },
  requirements: {
    title: "What You Need",
    bringTitle: "Bring with you",
    items: [
      "The principal's current, government-issued photo ID",
      "The complete power of attorney, unsigned",
      "Any witnesses required by state law: two adults for most Pennsylvania powers of attorney, not the agent",
    ],
    notesTitle: "Good to know",
    notes: [
      "The agent doesn't need to be present for the principal's signing.",
      "The principal must be able to understand the document and communicate with me; otherwise I can't notarize.",
      "Don't sign beforehand: the principal signs in front of me and the witnesses.",
      "I can't help choose a form or fill it in. Questions about what it should say go to an attorney.",
    ],
  },
  notice: {
    title: "No Legal Advice",
    text: noLegalAdvice,
  },
  closing: {
    title: "Need a power of attorney notarized?",
    text: "Tell me where the principal is and whether the witnesses are arranged, and I'll find the soonest time.",
  },
} satisfies ServicePage;
