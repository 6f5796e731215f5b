/**
 * How the owner's data files look in the site editor: labels and help in
 * her words. The rules (required, patterns, limits, choices) come from the
 * schemas in app/content/schemas; schema-fields.ts refuses a field that is
 * labelled here but not in the schema, or the other way round.
 */
import type { FieldSpec } from "./schema-fields";

const date = (label: string, hint?: string): FieldSpec => ({ label, hint, widget: "date" });
const time = (label: string): FieldSpec => ({
  label,
  patternMessage: 'Write a 24-hour time with a colon, e.g. "09:00" for 9 AM or "17:00" for 5 PM',
  hint: "24-hour time: 17:00 is 5 PM.",
});
const times = (label: string): FieldSpec => ({
  label,
  fields: { opens: time("Opens"), closes: time("Closes") },
});
const range = (label: string, unit: string, hint?: string): FieldSpec => ({
  label,
  hint,
  fields: { min: { label: `From (${unit})` }, max: { label: `To (${unit})` } },
});
const words = (label: string, itemLabel: string, hint?: string): FieldSpec => ({
  label,
  hint,
  labelSingular: itemLabel,
  item: { label: itemLabel },
});

export const businessFields: Record<string, FieldSpec> = {
  phone: {
    label: "Phone",
    hint: "+1 and the ten digits, no spaces or dashes: (610) 555-0142 is +16105550142. Every page shows it the usual way.",
    patternMessage: "Write +1 and the ten digits with no spaces or dashes, e.g. +16105550142 for (610) 555-0142",
  },
  email: {
    label: "E-mail",
    hint: "The one address clients write to.",
    patternMessage: "Write an e-mail address such as name@yourdomain.com",
  },
  fees: {
    label: "Fees",
    fields: {
      travelUsd: {
        label: "Travel fee (US$)",
        hint: "One flat fee for coming to the client within the travel-fee distance below.",
      },
      travelFeeRadiusMiles: { label: "Travel fee covers (miles)", hint: "Farther than this, you quote a price." },
      perNotarialActUsd: {
        label: "Fee per notarial act (US$)",
        hint: "Pennsylvania's maximum is $5; the site refuses more.",
      },
      additionalSignerUsd: {
        label: "Fee per additional signer (US$)",
        hint: "Pennsylvania's maximum is $2; the site refuses more.",
      },
      remoteOnlineUsd: range("Remote online notarization (US$)", "US$"),
      afterHoursSurchargeUsd: { label: "Evening and weekend surcharge (US$)", hint: "0 means no surcharge." },
      paymentMethods: words("Payment methods", "payment method", 'As the pages list them, e.g. "cash".'),
    },
  },
  hours: {
    label: "Hours",
    fields: {
      summary: {
        label: "Hours in a few words",
        hint: 'Shown in the header of every page, e.g. "Evenings & Weekends".',
      },
      schedule: {
        label: "Opening hours",
        labelSingular: "period",
        summary: "{{fields.label}}: {{fields.opens}}–{{fields.closes}}",
        fields: {
          label: { label: "Name", hint: 'e.g. "Weekdays".' },
          days: { label: "Days" },
          opens: time("Opens"),
          closes: time("Closes"),
        },
      },
      timeSlots: {
        label: "Times clients can ask for (appointment form)",
        collapsed: true,
        fields: { morning: times("Morning"), afternoon: times("Afternoon"), evening: times("Evening") },
      },
      specialArrangements: { label: "Other times by arrangement" },
    },
  },
  notary: {
    label: "The notary",
    collapsed: true,
    fields: {
      fullName: { label: "Full name", hint: "Exactly as on your commission." },
      firstName: { label: "First name" },
      veteranOf: { label: "Veteran of (English)", hint: 'e.g. "Pennsylvania Army National Guard".' },
      veteranOfEs: {
        label: "Veteran of (Spanish)",
        hint: 'The same in Spanish, as it reads in a sentence, e.g. "la Guardia Nacional del Ejército de Pensilvania".',
      },
    },
  },
  businessName: { label: "Business name" },
  formFromName: { label: "Sender name of appointment e-mails", hint: "Appointment requests arrive from this name." },
  url: {
    label: "Site address",
    hint: "https:// and the domain, nothing after it.",
    patternMessage: "Write https:// and the domain, with no slash at the end, e.g. https://www.yourdomain.com",
  },
  commission: {
    label: "Commission",
    collapsed: true,
    fields: {
      number: {
        label: "Commission number",
        patternMessage: "Write the digits of the commission number only",
      },
      state: { label: "State" },
      county: { label: "County" },
    },
  },
  credentials: {
    label: "Bond and insurance",
    collapsed: true,
    fields: {
      suretyBondUsd: { label: "Surety bond (US$)", hint: "Pennsylvania requires at least $10,000." },
      errorsAndOmissionsUsd: { label: "Errors and omissions insurance (US$)" },
      amountsConfirmedByOwner: {
        label: "I have checked these amounts",
        hint: "The site cannot go live until this is on.",
      },
      claims: words("Badges", "badge", 'Short words shown together, e.g. "Licensed".'),
    },
  },
  serviceArea: {
    label: "Service area",
    collapsed: true,
    fields: {
      base: { label: "Home town", hint: "Travel distances are measured from here." },
      radiusMiles: { label: "You travel up to (miles)" },
      region: { label: "Region" },
      state: { label: "State" },
      stateCode: { label: "State code", patternMessage: 'Two capital letters, e.g. "PA"' },
      towns: {
        label: "Towns with a page",
        labelSingular: "town",
        collapsed: true,
        summary: "{{fields.name}}",
        hint: "Each town needs its own page, which the developer writes first.",
        fields: {
          name: { label: "Name" },
          slug: { label: "Page" },
          municipality: {
            label: "Kind",
            optionLabels: { city: "City", borough: "Borough", township: "Township" },
          },
        },
      },
    },
  },
  policies: {
    label: "Policies",
    collapsed: true,
    fields: {
      emailResponseHours: { label: "You answer e-mails within (hours)" },
      cancellationNoticeHours: { label: "Cancellation notice (hours)" },
      lateCancellationHours: { label: "Late cancellation fee below (hours of notice)" },
      bookAheadHours: range("Book ahead", "hours"),
      depositionBookAheadHours: range("Book depositions ahead", "hours"),
      appointmentMinutes: range("A usual appointment takes", "minutes"),
      loanSigningMinutes: range("A loan signing takes", "minutes"),
      loanSigningAllowHours: range("Clients should set aside for a loan signing", "hours"),
      i9BusinessDays: { label: "I-9 verification within (business days)" },
    },
  },
  legal: {
    label: "Legal pages",
    collapsed: true,
    fields: {
      termsUpdated: date("Terms of Service last changed"),
      accessibilityReviewed: date("Accessibility Statement last reviewed"),
      governingLaw: { label: "Governing law (state)" },
      courtsCounty: { label: "Courts of (county)" },
      journalRetentionYears: { label: "Journal kept for (years)" },
      accessibilityStandard: { label: "Accessibility standard" },
    },
  },
  privacyPolicyUpdated: date("Privacy Policy last changed", "Change it whenever the Privacy Policy's text changes."),
  copyrightYear: { label: "Copyright year" },
  blog: {
    label: "Blog settings",
    collapsed: true,
    fields: {
      pageSize: { label: "Articles per page" },
      relatedArticles: { label: "Related articles under each article" },
    },
  },
};

export const reviewsFields: Record<string, FieldSpec> = {
  reviews: {
    label: "Reviews",
    labelSingular: "review",
    hint: "Only real clients' words, with their permission. New reviews go at the top.",
    addToTop: true,
    collapsed: true,
    summary: "{{fields.name}} · {{fields.date}} · {{fields.language}}",
    fields: {
      name: { label: "Name", hint: 'As the client agreed to be named, e.g. "Maria G.".' },
      location: { label: "Town", hint: 'e.g. "Reading, PA".' },
      language: {
        label: "Language",
        hint: "English reviews appear on the English pages, Spanish ones on the Spanish page.",
        optionLabels: { en: "English", es: "Spanish" },
        default: "en",
      },
      text: { label: "Review", widget: "text", hint: "The client's own words, in the language chosen above." },
      rating: {
        label: "Stars",
        optionLabels: { "1": "1 star", "2": "2 stars", "3": "3 stars", "4": "4 stars", "5": "5 stars" },
      },
      service: { label: "Service", hint: 'In the review\'s language, e.g. "Loan Signing" or "Poder notarial".' },
      date: date("Date", "When the client wrote it; not in the future."),
      sample: {
        label: "Sample (invented) review",
        hint: "Leave off for a real client's review. The site will not go live while a sample is left.",
        default: false,
      },
    },
  },
  statsAreSamples: {
    label: "The figures are samples",
    hint: "Turn off once the figures below are true. The site will not go live before.",
  },
  stats: {
    label: "Figures on the reviews page",
    labelSingular: "figure",
    collapsed: true,
    summary: "{{fields.value}} {{fields.label}}",
    fields: {
      value: { label: "Figure", hint: 'As shown, e.g. "500+" or "5.0".' },
      label: { label: "Says", hint: 'e.g. "Documents notarized".' },
      icon: { label: "Icon" },
    },
  },
};

/** Facts written as {{tokens}} in prose follow business.json; the owner guide lists them. */
const FACT_HINT =
  "Write a fee, the phone or the hours as a fact such as {{fees.travel}} or {{phone}}, so the answer changes when the facts do.";

export function faqFields(questions: readonly { id: string; question: string }[]): Record<string, FieldSpec> {
  const id: FieldSpec = {
    label: "Id",
    hint: "Lower-case words joined by hyphens; part of the page's address, so keep it once published.",
    patternMessage: 'Use lower-case letters, digits and single hyphens, e.g. "travel-fee"',
  };
  return {
    categories: {
      label: "Categories",
      labelSingular: "category",
      collapsed: true,
      summary: "{{fields.title}}",
      fields: {
        title: { label: "Title" },
        id,
        icon: { label: "Icon" },
        items: {
          label: "Questions",
          labelSingular: "question",
          collapsed: true,
          summary: "{{fields.question}}",
          fields: {
            question: { label: "Question", patternMessage: "End the question with a question mark" },
            answer: { label: "Answer", widget: "text", hint: FACT_HINT },
            id,
          },
        },
      },
    },
    homePicks: {
      label: "Questions on the home page",
      hint: "Pick exactly five. A question added today can be picked after the next publish.",
      options: questions.map(({ id: value, question }) => ({ label: question, value })),
    },
    quickTips: {
      label: "Quick tips (FAQ page)",
      labelSingular: "tip",
      collapsed: true,
      summary: "{{fields.title}}",
      fields: {
        title: { label: "Title" },
        description: { label: "Tip", widget: "text", hint: FACT_HINT },
        icon: { label: "Icon" },
      },
    },
  };
}

export const aboutFields: Record<string, FieldSpec> = {
  story: {
    label: "My story",
    labelSingular: "paragraph",
    hint: "One entry per paragraph, in your own words.",
    item: { label: "Paragraph", widget: "text", hint: FACT_HINT },
  },
  storyIsSample: {
    label: "This story is the sample",
    hint: "Turn off once the story is yours. The site will not go live before.",
  },
};
