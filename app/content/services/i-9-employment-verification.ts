import { hoursFact, region } from "~/content/services/shared";
import type { ServicePage } from "~/content/services/types";
import { site } from "~/site.config";

const days = site.policies.i9BusinessDays;

export const i9EmploymentVerification = {
  slug: "I-9-employment-verification",
  seo: {
    title: "Form I-9 Authorized Representative",
    description: `Employers: I complete Section 2 of Form I-9 as your authorized representative, examining your new hire's original documents in person in ${region}.`,
  },
  hero: {
    intro:
      "Hiring someone who lives far from your office? I meet your new employee, examine their original documents in person and complete Section 2 of Form I-9 for you, as your authorized representative.",
  },
  explanation: {
    title: "Form I-9 and the Authorized Representative",
    paragraphs: [
      "Every U.S. employer must complete Form I-9 for each new hire, to verify the person's identity and authorization to work. The employee completes Section 1 no later than the first day of work. The employer, or someone acting for the employer, completes Section 2 after examining the employee's original documents.",
      `Section 2 is due within ${days} business days of the employee's first day of work. When nobody from the company can meet the employee in person, the employer may name an authorized representative to do it for them. That's the role I fill.`,
      "Acting as an authorized representative is not a notarial act. I don't notarize the form, and no notary seal or stamp goes on it: I sign Section 2 as the employer's representative, and the employer stays responsible for the form and for any errors in it.",
      "Employers enrolled in E-Verify may be able to examine documents over live video under the Department of Homeland Security's alternative procedure. If you'd rather have the documents examined in person, I'm here to do it.",
    ],
    facts: [
      { label: "Deadline", value: `Within ${days} business days of the first day of work` },
      { label: "Notary seal", value: "None: this is not a notarial act" },
      { label: "I act for", value: "The employer, as its authorized representative" },
      hoursFact,
    ],
  },
  process: {
    title: "How I Complete Section 2",
    steps: [
      {
        title: "Document review",
        description:
          "Before we meet, I go over the employer's instructions, and at the start I check that the employee has completed and signed Section 1.",
      },
      {
        title: "Physical examination",
        description:
          "The employee presents the original documents of their choice, and I examine them in person to see that they reasonably appear genuine and relate to the employee.",
      },
      {
        title: "Completing Section 2",
        description:
          "I record each document's title, issuing authority, number and expiration date, and the employee's first day of employment.",
      },
      {
        title: "Certification",
        description:
          "I sign the certification as the employer's authorized representative, not as a notary, and return the form as the employer instructs.",
      },
    ],
  },
  categories: {
    title: "Acceptable Documents",
    intro:
      "The employee chooses which documents to present: one document from List A, or one from List B together with one from List C. Every document must be unexpired.",
    items: [
      {
        icon: "id",
        title: "List A",
        subtitle: "Proves identity and work authorization",
        description: "One of these is enough on its own.",
        examples: [
          "U.S. passport or U.S. passport card",
          "Permanent Resident Card (Form I-551)",
          "Employment Authorization Document with a photo (Form I-766)",
          "Foreign passport with a temporary I-551 stamp or printed notation",
          "Foreign passport with a Form I-94 showing status that authorizes this work",
        ],
      },
      {
        icon: "users",
        title: "List B",
        subtitle: "Proves identity",
        description: "Presented together with one document from List C.",
        examples: [
          "Driver's license or ID card issued by a U.S. state or territory",
          "ID card issued by a federal, state or local government agency",
          "School ID card with a photo",
          "Voter registration card",
          "U.S. military card, draft record or military dependent's ID card",
          "Native American tribal document",
          "Driver's license issued by a Canadian government authority",
        ],
      },
      {
        icon: "badge",
        title: "List C",
        subtitle: "Proves authorization to work",
        description: "Presented together with one document from List B.",
        examples: [
          "U.S. Social Security card without employment restrictions",
          "Birth certificate issued by a U.S. state, county, municipality or territory, with an official seal",
          "Certification of report of birth from the U.S. Department of State",
          "Native American tribal document",
          "U.S. Citizen ID Card (Form I-197)",
          "Employment authorization document issued by the Department of Homeland Security",
        ],
      },
    ],
  },
  benefits: {
    title: "Benefits for Employers",
    items: [
      {
        icon: "calendar",
        title: "Meet the Deadline",
        description: `Section 2 completed within the ${days}-business-day window, including on evenings and weekends.`,
      },
      {
        icon: "car",
        title: "No Travel for Your Team",
        description: "Your new hire meets me near home; nobody from your company has to make the trip.",
      },
      {
        icon: "clipboard",
        title: "Careful, Complete Entries",
        description: "Every field filled in accurately and legibly, following your instructions.",
      },
      {
        icon: "lock",
        title: "Discreet Handling",
        description:
          "Documents are examined and handed straight back. I make copies only if you instruct me to, and send them only to you.",
      },
    ],
  },
  requirements: {
    title: "What the Employee Needs",
    bringTitle: "Bring to the appointment",
    items: [
      "Form I-9 with Section 1 completed and signed",
      "Acceptable original documents: one from List A, or one from List B and one from List C",
      "Any instructions or forms the employer sent",
    ],
    notesTitle: "Good to know",
    notes: [
      "Every document must be unexpired.",
      "Photocopies, scans and pictures on a phone are not accepted. A certified birth certificate issued by a government office counts as an original.",
      "The employee must be physically present with the documents.",
      `Verification must be completed within ${days} business days of the first day of work.`,
      "The choice of documents belongs to the employee; I can't ask for particular ones.",
      "This is a summary. The full, current list of acceptable documents comes with Form I-9 from U.S. Citizenship and Immigration Services.",
    ],
  },
  extras: [
    {
      kind: "categories",
      id: "who-needs-it",
      after: "benefits",
      title: "Who Needs This Service",
      items: [
        {
          icon: "building",
          title: "Employers",
          description: "Businesses that need Section 2 completed in person, on time.",
          examples: [
            `Companies hiring remote staff who live in or near ${site.serviceArea.region}`,
            "Staffing agencies and HR firms with new hires far from an office",
            "Small businesses without HR staff on site",
            "Employers who need a reverification completed in person",
          ],
        },
        {
          icon: "users",
          title: "Employees",
          description: "People asked by their employer to meet an authorized representative.",
          examples: [
            "New hires whose employer asked them to meet an authorized representative",
            "Remote employees starting a new job",
            "Employees whose work authorization needs reverification",
          ],
        },
      ],
    },
  ],
  notice: {
    title: "Not a Notarization",
    text: "Completing Form I-9 as an authorized representative is not a notarial act, so no notary seal or stamp is used. I can't give advice about immigration status or tell the employee which documents to present, and the employer remains responsible for the completed form.",
  },
  closing: {
    title: "Need Section 2 completed?",
    text: `Employers: send me the new hire's name, start date and your instructions, and I'll arrange a time within the ${days}-business-day window.`,
  },
} satisfies ServicePage;
