/**
 * business.json in the site editor: labels and help in the owner's words,
 * the most changed facts (phone, fees, hours) first. The rules come from
 * app/facts/schemas/business.ts (schema-fields.ts).
 */
import type { FieldSpec } from "../schema-fields";
import { date, range, time, words } from "./common";
import { holidayOffer } from "../us-holidays";

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
        hint: "Acknowledgment (first signer), oath, verification, witnessed signature, certified page. At most the legal maximum in the fee schedule below; the site refuses more.",
      },
      additionalSignerUsd: {
        label: "Fee per additional signer (US$)",
        hint: "Each signer after the first on one acknowledgment. At most the legal maximum in the fee schedule below.",
      },
      remoteSurchargeUsd: {
        label: "Extra per act done remotely online (US$)",
        hint: "Added to each act in a remote online session. At most the legal maximum in the fee schedule below.",
      },
      remoteOnlineUsd: range(
        "Remote online notarization, per act (US$)",
        "US$",
        "What one act costs online, extra included, as the pages quote it: at most your fee per act plus your remote extra.",
      ),
      afterHoursSurchargeUsd: { label: "Evening and weekend surcharge (US$)", hint: "0 means no surcharge." },
      paymentMethods: words("Payment methods", "payment method", 'As the pages list them, e.g. "cash".'),
      paymentMethodsEs: words(
        "Payment methods (Spanish)",
        "payment method",
        'The same list in Spanish, in the same order, e.g. "efectivo".',
      ),
    },
  },
  hours: {
    label: "Hours",
    fields: {
      summary: {
        label: "Hours in a few words",
        hint: 'Shown in the header of every page, e.g. "Evenings & Weekends".',
      },
      summaryEs: {
        label: "Hours in a few words (Spanish)",
        hint: 'The same on the Spanish pages, e.g. "Tardes y fines de semana".',
      },
      inSentence: {
        label: "Hours in a sentence",
        hint: 'How your hours read after "I come to you …", e.g. "on weekday evenings and weekends" or "on weekdays, 9 to 5". Words such as evenings, weekends or Saturday must match the opening hours below.',
      },
      inSentenceEs: {
        label: "Hours in a sentence (Spanish)",
        hint: 'The same after "Voy a su casa …", e.g. "por las tardes entre semana y los fines de semana".',
      },
      schedule: {
        label: "Opening hours",
        hint: "The appointment form's time choices (morning, afternoon, evening) and every sentence about your hours follow these: an evening is offered when you work at least an hour and a half after 5 PM.",
        labelSingular: "period",
        summary: "{{fields.label}}: {{fields.opens}}–{{fields.closes}}",
        fields: {
          label: { label: "Name", hint: 'e.g. "Weekdays".' },
          labelEs: { label: "Name (Spanish)", hint: 'e.g. "De lunes a viernes".' },
          days: { label: "Days" },
          opens: time("Opens"),
          closes: time("Closes"),
        },
      },
      // Retired: the form's time choices follow the opening hours. Hidden, so an older file keeps its value unseen.
      timeSlots: { label: "Times clients can ask for (no longer used)", widget: "hidden" },
      specialArrangements: { label: "Other times by arrangement" },
      lastStartMinutesBeforeClose: {
        label: "Last start (minutes before closing)",
        hint: 'The site stops saying "available now" this many minutes before you close: with 30 and closing at 8 PM, it says so until 7:29 PM. 0 means until closing.',
      },
      closures: {
        label: "Days off (holidays, vacations)",
        labelSingular: "day off",
        summary: "{{fields.from}} {{fields.to}} {{fields.note}}",
        hint: `On these days the site says you are closed, with your note, and when you are next available. Leave the list empty when you keep your usual hours. ${holidayOffer(new Date().toISOString().slice(0, 10))}`,
        fields: {
          from: date("From", "The first day off."),
          to: date("To", "The last day off, for a run of days. Empty for one day."),
          note: {
            label: "Note",
            hint: 'A few words shown beside "Closed", e.g. "Thanksgiving" or "Vacation".',
          },
          noteEs: {
            label: "Note in Spanish",
            hint: 'The same on the Spanish pages, e.g. "Día de Acción de Gracias".',
          },
        },
      },
    },
  },
  notary: {
    label: "The notary",
    collapsed: true,
    fields: {
      fullName: { label: "Full name", hint: "Exactly as on your commission." },
      firstName: { label: "First name" },
      veteranOf: {
        label: "Veteran of (English)",
        patternMessage: "Leave it empty if you have not served, rather than writing N/A or none",
        hint: 'e.g. "Pennsylvania Army National Guard". Leave empty if you have not served: the site then says nothing about military service (and your story must not either).',
      },
      veteranOfEs: {
        label: "Veteran of (Spanish)",
        patternMessage: "Leave it empty if you have not served, rather than writing N/A or none",
        hint: 'The same in Spanish, as it reads in a sentence, e.g. "la Guardia Nacional del Ejército de Pensilvania". Empty when the English is empty.',
      },
      speaksSpanish: {
        label: "I hold appointments in Spanish myself",
        hint: "Off: the Spanish pages say an interpreter joins the appointment instead.",
      },
      genderEs: {
        label: "In Spanish, I am…",
        hint: "How the Spanish pages speak of you: “No soy abogada”, “comisionada”, “yo misma” (a woman) or “No soy abogado”, “comisionado”, “yo mismo” (a man). Needed even if you do not speak Spanish: the Spanish pages are always there.",
        optionLabels: { feminine: "a woman: abogada, comisionada", masculine: "a man: abogado, comisionado" },
      },
      languagesConfirmedByOwner: {
        label: "I have checked the Spanish setting above",
        hint: "The site cannot go live until this is on.",
      },
      militaryServiceConfirmedByOwner: {
        label: "The military service above is mine",
        hint: "Needed only when “Veteran of” is filled in: the site cannot go live until this is on. The site came with a sample veteran.",
      },
    },
  },
  whatsApp: {
    label: "WhatsApp number",
    hint: "The number clients can message on WhatsApp, written like the phone: +1 and the ten digits. It may be the same as your phone. Leave empty and the site shows no WhatsApp link.",
    patternMessage: "Write +1 and the ten digits with no spaces or dashes, e.g. +16105550142, or leave it empty",
  },
  bookingUrl: {
    label: "Online booking page",
    hint: "If clients can pick a time on a booking site (Cal.com, Calendly or another), its public link, starting with https://. The contact pages offer it beside the form for planned visits. Leave empty and the site shows no booking link.",
    patternMessage: "Write the whole address, starting with https://, or leave it empty",
  },
  googleBusinessProfileUrl: {
    label: "Google Business Profile",
    hint: "The address from your profile's Share button on Google, starting with https://. The footer links to it. Leave empty if you have none.",
    patternMessage: "Write the whole address, starting with https://, or leave it empty",
  },
  reviewUrl: {
    label: "Review link",
    hint: 'Where clients write a review: on your Google Business Profile, "Ask for reviews" gives this link. The reviews page then invites clients to use it. Leave empty if you have none.',
    patternMessage: "Write the whole address, starting with https://, or leave it empty",
  },
  otherProfiles: {
    label: "Other public profiles",
    labelSingular: "profile",
    collapsed: true,
    summary: "{{fields.name}}",
    hint: "Your pages on other sites (Facebook, LinkedIn, Yelp, the NNA's signing agent directory…), listed in the footer. Only pages about your business, that anyone can open.",
    fields: {
      name: { label: "Site", hint: 'Its short name as visitors know it, e.g. "Facebook".' },
      url: {
        label: "Address of your page",
        hint: "The whole address, starting with https://.",
        patternMessage: "Write the whole address, starting with https://",
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
      publicSearchUrl: {
        label: "The state's notary search",
        hint: "Where visitors can check your commission; the site links your commission number to it.",
      },
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
      badgesConfirmedByOwner: {
        label: "I have checked these badges",
        hint: "Each badge is said on every page: turn this on once each one is true of you, or write your own.",
      },
      backgroundScreenedBy: {
        label: "Background screening done by",
        hint: "The company or body named on your screening report, e.g. the one your signing service used. Leave empty if you have none: the site then names no one.",
      },
      signingAgentCertifiedBy: {
        label: "Signing agent certified by",
        hint: "The organisation named on your signing agent certificate. Leave empty if you have none.",
      },
      claims: words(
        "Badges",
        "badge",
        'Short words shown together, e.g. "Commissioned". A Pennsylvania notary is commissioned, not licensed.',
      ),
      claimsEs: words(
        "Badges (Spanish)",
        "badge",
        'The same badges in Spanish, in the same order, e.g. "Con comisión del estado".',
      ),
    },
  },
  serviceArea: {
    label: "Service area",
    collapsed: true,
    fields: {
      base: { label: "Home town", hint: "Travel distances are measured from here." },
      radiusMiles: { label: "You travel up to (miles)" },
      region: { label: "Region" },
      regionEs: { label: "Region (Spanish)", hint: 'As it reads in a Spanish sentence, e.g. "el condado de Berks".' },
      state: { label: "State" },
      stateEs: { label: "State (Spanish)", hint: 'e.g. "Pensilvania".' },
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
      confirmedByOwner: {
        label: "These policies are mine",
        hint: "They start as the sample's. Check each one above, then turn this on: the site cannot go live until it is.",
      },
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
  feeSchedule: {
    label: "Pennsylvania's fee schedule (the law)",
    collapsed: true,
    hint: "The most a notary may charge, as the Department of State sets it. Change it only when the law changes, with the new date and source. Your own fees above can never exceed it.",
    fields: {
      effective: date("In force since"),
      citation: { label: "Where it is written", hint: 'e.g. "4 Pa. Code § 167.3".' },
      authority: { label: "Law that allows it", hint: 'e.g. "57 Pa.C.S. § 329.1".' },
      sourceUrl: {
        label: "Web page of the schedule",
        patternMessage: "Write the whole address, starting with https://",
      },
      maxUsd: {
        label: "Maximum fees (US$)",
        fields: {
          acknowledgment: { label: "Acknowledgment, first signer" },
          additionalSigner: { label: "Acknowledgment, each additional signer" },
          oathOrAffirmation: { label: "Oath or affirmation (jurat)" },
          verification: { label: "Verification on oath or affirmation" },
          certifiedCopyPage: { label: "Certified copy, per page" },
          signatureWitnessing: { label: "Witnessing a signature" },
          remoteSurcharge: { label: "Extra per act done electronically or remotely" },
        },
      },
    },
  },
  privacyPolicyUpdated: date("Privacy Policy last changed", "Change it whenever the Privacy Policy's text changes."),
  blog: {
    label: "Blog settings",
    collapsed: true,
    fields: {
      pageSize: { label: "Articles per page" },
      relatedArticles: { label: "Related articles under each article" },
      leaveOutSampleArticles: {
        label: "Leave out every sample article I have not kept",
        hint: 'One switch instead of deleting them one by one: on, the site publishes only your own articles and the samples you marked "I keep this article as mine". Links to a left-out article keep their words.',
      },
    },
  },
};
