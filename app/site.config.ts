/**
 * Every business fact the site states lives here, and only here.
 *
 * Pages, structured data, the sitemap and the appointment form all read from
 * this object, so changing a phone number, a fee or the hours is one edit.
 * Values marked PLACEHOLDER are fictional stand-ins that the owner replaces
 * before launch (the 555-01xx phone range and example.com are reserved for
 * fiction, so nobody real is ever called or e-mailed by mistake).
 */

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** A 24-hour clock time such as "17:00", as schema.org expects it. */
export type ClockTime = `${number}:${number}`;

export interface OpeningHours {
  label: string;
  days: readonly Weekday[];
  opens: ClockTime;
  closes: ClockTime;
}

export interface NavLink {
  label: string;
  to: string;
  /** Set when the label is in another language than the page around it. */
  lang?: "es";
}

const nav: Record<"header" | "menu" | "footer", readonly NavLink[]> = {
  header: [
    { label: "Home", to: "/" },
    { label: "About", to: "/about" },
    { label: "Services", to: "/services" },
    { label: "Reviews", to: "/testimonials" },
  ],
  menu: [
    { label: "Home", to: "/" },
    { label: "About", to: "/about" },
    { label: "Services", to: "/services" },
    { label: "Reviews", to: "/testimonials" },
    { label: "Blog", to: "/blog" },
    { label: "Documents", to: "/documents" },
    { label: "Español", to: "/espanol", lang: "es" },
    { label: "FAQ", to: "/faq" },
    { label: "Locations", to: "/locations" },
  ],
  footer: [
    { label: "Home", to: "/" },
    { label: "About", to: "/about" },
    { label: "Services", to: "/services" },
    { label: "Reviews", to: "/testimonials" },
    { label: "Contact", to: "/contact" },
    { label: "Privacy Policy", to: "/privacy-policy" },
    { label: "Terms of Service", to: "/terms-of-service" },
    { label: "Accessibility", to: "/accessibility" },
  ],
};

/**
 * Values chosen when the site is built (Vite exposes VITE_* variables). In
 * plain Node, e.g. when the tests read this file, there are none.
 */
const buildEnv: Partial<Record<string, string>> = import.meta.env ?? {};

export const site = {
  /** PLACEHOLDER: the trading name shown in the header, titles and e-mails. */
  businessName: "Berks Mobile Notary",
  /** Short label that the form service puts in the "from" line of each e-mail. */
  formFromName: "Berks Mobile Notary website",
  notary: {
    /** PLACEHOLDER: the notary's name exactly as on the commission. */
    fullName: "Alex Rivera",
    firstName: "Alex",
    /** Spec §1: a veteran of the Pennsylvania National Guard. */
    veteranOf: "Pennsylvania Army National Guard",
    veteranOfEs: "la Guardia Nacional del Ejército de Pensilvania",
  },
  /** PLACEHOLDER: the public address of the site, no trailing slash. */
  url: "https://www.berksmobilenotary.example.com",
  phone: {
    /** PLACEHOLDER: 555-0100 to 555-0199 are reserved for fiction. */
    display: "(610) 555-0142",
    e164: "+16105550142",
  },
  /** PLACEHOLDER: the one business e-mail address (design.md §7). */
  email: "appointments@example.com",
  commission: {
    /** PLACEHOLDER: the Pennsylvania notary commission number. */
    number: "1400000",
    state: "Pennsylvania",
    county: "Berks County",
  },
  credentials: {
    /**
     * PLACEHOLDER until the owner confirms them: Pennsylvania requires a
     * $10,000 notary bond (57 Pa.C.S. § 321(d)); $100,000 is the spec's figure.
     * The deploy build refuses the site while this is false.
     */
    amountsConfirmedByOwner: false,
    suretyBondUsd: 100_000,
    errorsAndOmissionsUsd: 100_000,
    claims: ["Licensed", "Bonded", "Insured", "Background-screened"],
  },
  copyrightYear: 2025,
  privacyPolicyUpdated: "2025-06-20",

  serviceArea: {
    region: "Berks County",
    state: "Pennsylvania",
    stateCode: "PA",
    /** The town the travel radius is measured from. */
    base: "Reading",
    /** Mobile service reaches this far from the base; farther by arrangement. */
    radiusMiles: 25,
    /** Reading is a city; the boroughs and townships are distinct municipalities. */
    towns: [
      { name: "Reading", slug: "reading", municipality: "city" },
      { name: "Wyomissing", slug: "wyomissing", municipality: "borough" },
      { name: "West Reading", slug: "west-reading", municipality: "borough" },
      { name: "Shillington", slug: "shillington", municipality: "borough" },
      { name: "Exeter Township", slug: "exeter-township", municipality: "township" },
      { name: "Muhlenberg Township", slug: "muhlenberg-township", municipality: "township" },
      { name: "Spring Township", slug: "spring-township", municipality: "township" },
      { name: "Sinking Spring", slug: "sinking-spring", municipality: "borough" },
      { name: "Fleetwood", slug: "fleetwood", municipality: "borough" },
      { name: "Kutztown", slug: "kutztown", municipality: "borough" },
    ],
  },

  fees: {
    /** Pennsylvania's maximum for a standard notarial act (the first signer on an acknowledgment). */
    perNotarialActUsd: 5,
    /** Pennsylvania's maximum for each additional signer named in one acknowledgment. */
    additionalSignerUsd: 2,
    /** One flat travel fee (design.md §7 settles the spec's $55/$45 conflict). */
    travelUsd: 55,
    /** The flat travel fee covers this distance; beyond it, a custom quote. */
    travelFeeRadiusMiles: 15,
    remoteOnlineUsd: { min: 25, max: 50 },
    /** No surcharge for evenings or weekends. */
    afterHoursSurchargeUsd: 0,
    paymentMethods: ["cash", "check", "digital payment apps"],
  },

  hours: {
    /** The short promise repeated in the header and on every service page. */
    summary: "Evenings & Weekends",
    schedule: [
      {
        label: "Weekdays",
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "17:00",
        closes: "20:00",
      },
      {
        label: "Weekends",
        days: ["Saturday", "Sunday"],
        opens: "09:00",
        closes: "20:00",
      },
    ] satisfies readonly OpeningHours[],
    timeSlots: {
      morning: { opens: "09:00", closes: "12:00" },
      afternoon: { opens: "12:00", closes: "17:00" },
      evening: { opens: "17:00", closes: "20:00" },
    },
    specialArrangements: true,
  },

  policies: {
    emailResponseHours: 4,
    cancellationNoticeHours: 24,
    /** A late-cancellation fee may apply below this many hours' notice. */
    lateCancellationHours: 2,
    bookAheadHours: { min: 24, max: 48 },
    depositionBookAheadHours: { min: 48, max: 72 },
    appointmentMinutes: { min: 15, max: 30 },
    loanSigningMinutes: { min: 45, max: 60 },
    /** What a borrower should set aside for a closing, with questions and a spare moment. */
    loanSigningAllowHours: { min: 1, max: 2 },
    i9BusinessDays: 3,
  },

  /**
   * Shown on the reviews page (spec §1). PLACEHOLDER: the spec's figures, not
   * the owner's. The preview build labels them as samples; the deploy build
   * refuses them until `statsAreSamples` is false and the figures are true.
   */
  statsAreSamples: true,
  stats: [
    { value: "500+", label: "Documents notarized" },
    { value: "100%", label: "Client satisfaction" },
    { value: "5.0", label: "Average rating" },
    { value: "3+", label: "Years of service" },
  ],

  /** Facts the Privacy Policy, Terms of Service and Accessibility Statement state. */
  legal: {
    /** The day the Terms of Service text last changed (ISO date). */
    termsUpdated: "2025-06-20",
    /** The day the Accessibility Statement was last reviewed (ISO date). */
    accessibilityReviewed: "2025-06-20",
    /** The terms are governed by this state's law... */
    governingLaw: "Pennsylvania",
    /** ...and disputes go to the courts of this county. */
    courtsCounty: "Berks County",
    /** The journal of notarial acts (57 Pa.C.S. § 319) is kept this long after its last entry. */
    journalRetentionYears: 10,
    /** The accessibility standard the site is built and tested to. */
    accessibilityStandard: "WCAG 2.1 level AA",
  },

  blog: {
    /** Article cards per page on /blog (spec §9). */
    pageSize: 6,
    /** At most this many related articles under each article (spec §9). */
    relatedArticles: 2,
  },

  nav,

  /**
   * Appointment requests go to Web3Forms, a form-to-e-mail service
   * (design.md §6). Its access key is public by design; set it when building:
   *   VITE_WEB3FORMS_ACCESS_KEY=... npm run build
   * Without a key the site posts to the local stand-in that `npm start` runs
   * (server/form-stand-in.mjs), so nothing a visitor sends is lost.
   */
  formService: {
    /** Named in the privacy policy, which tells visitors where their details go. */
    name: "Web3Forms",
    website: "https://web3forms.com",
    endpoint: "https://api.web3forms.com/submit",
    accessKey: buildEnv.VITE_WEB3FORMS_ACCESS_KEY ?? "",
    /**
     * Where a preview build (no key) sends requests: the stand-in `npm start`
     * runs. Its key says plainly that it is not a real one, so the request
     * still has the service's exact shape.
     */
    localStandIn: {
      url: `http://127.0.0.1:${buildEnv.VITE_FORM_STANDIN_PORT ?? "3001"}/submit`,
      accessKey: "local-stand-in",
    },
    /** Give up and show the "please call" message after this long. */
    timeoutMs: 15_000,
  },
} as const;

export type Site = typeof site;
export type TownSlug = (typeof site.serviceArea.towns)[number]["slug"];
