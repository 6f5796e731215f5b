/**
 * What a deploy build refuses: a site whose form cannot reach the notary, or
 * that still shows the fictional facts and sample content this project ships
 * with. `npm run build:deploy` (and any build on Netlify or Cloudflare) runs
 * this first and stops with every problem listed at once.
 */
import { dataFiles } from "../../app/facts/schemas/data-files";
import {
  articleParagraphs,
  fingerprint,
  statsFingerprint,
  type OwnerContent,
  type SampleFingerprints,
} from "./sample-content";
import { PLACEHOLDER_REPOSITORY } from "../cms/host-repository";

/** The facts and content the check reads, gathered by `collectLaunchFacts`. */
export interface LaunchFacts {
  formAccessKey: string;
  phoneE164: string;
  /** The number clients can message on WhatsApp; empty when she offers none. */
  whatsAppE164: string;
  email: string;
  siteUrl: string;
  businessName: string;
  notaryFullName: string;
  notaryFirstName: string;
  /** The sender's name on each appointment e-mail. */
  formFromName: string;
  commissionNumber: string;
  credentialAmountsConfirmed: boolean;
  /** The badges every page shows, and whether she has kept the shipped ones as true of her. */
  credentialBadges: { en: readonly string[]; es: readonly string[]; confirmed: boolean };
  /** The owner has said whether she holds appointments in Spanish herself. */
  languagesConfirmed: boolean;
  /** The military service the pages state, if any, and whether she has confirmed it is hers. */
  militaryService: { veteranOf: string; confirmed: boolean };
  /** The owner has checked her policies (response time, cancellation, booking ahead) and set policies.confirmedByOwner. */
  policiesConfirmed: boolean;
  /** What the policies say now, for the message. */
  policies: { emailResponseHours: number; cancellationNoticeHours: number };
  /** The dates the legal pages give for their text. */
  legalDates: Record<LegalDateField, string>;
  /** Her reviews, figures, story and articles as written (site-tools/launch/sample-content.ts). */
  content: OwnerContent;
  /** What the shipped samples' words hash to (site-tools/launch/sample-fingerprints.json). */
  sampleFingerprints: SampleFingerprints;
  /** No portrait in photos.json: the home page and About would show the placeholder where her face belongs. */
  portraitMissing: boolean;
  /** The GitHub repository the site editor saves to (site-tools/cms/settings.json). */
  cmsRepository: string;
}

/** The legal pages' dates, by field in business.json, with the page each dates. */
export const LEGAL_DATES = {
  privacyPolicyUpdated: { page: "/privacy-policy", what: "Privacy Policy" },
  "legal.termsUpdated": { page: "/terms-of-service", what: "Terms of Service" },
  "legal.accessibilityReviewed": { page: "/accessibility", what: "Accessibility Statement" },
} as const;
type LegalDateField = keyof typeof LEGAL_DATES;

/**
 * The fictional values the project ships with. The owner replaces them;
 * matching them exactly is how the check knows she has not yet.
 */
export const SHIPPED_SAMPLE_VALUES = {
  businessName: "Berks Mobile Notary",
  notaryFullName: "Alex Rivera",
  notaryFirstName: "Alex",
  formFromName: "Berks Mobile Notary website",
  commissionNumber: "1400000",
} as const;

/** The badges the project ships with: what a Pennsylvania notary may truthfully say, until she checks them. */
export const SHIPPED_BADGES = ["Commissioned", "Bonded", "Insured", "Background-screened"] as const;

/** "Licensed", "Con licencia": a Pennsylvania notary holds a commission from the Department of State, not a license. */
const LICENSE_WORD = /\blicen[cs]|\blicencia/i;

/** The day the shipped legal pages were dated: the owner reads each page and dates it herself. */
export const SHIPPED_LEGAL_DATE = "2025-06-20";

/** The site editor's settings, shipped with a placeholder repository ("YOUR-GITHUB-ACCOUNT/YOUR-REPOSITORY"). */
export const CMS_SETTINGS_FILE = "site-tools/cms/settings.json";

/** Domains reserved for examples and tests (RFC 2606, RFC 6761). */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
/** 555-0100 to 555-0199 in every North American area code is reserved for fiction. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;
/** Web3Forms access keys are UUIDs. */
const ACCESS_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/** Every reason the site may not go live yet, each with what to do about it. */
export function findLaunchProblems(facts: LaunchFacts): string[] {
  const problems: string[] = [];
  const business = dataFiles.business;

  if (!facts.formAccessKey) {
    problems.push(
      "No form access key: appointment requests would go nowhere. Set VITE_WEB3FORMS_ACCESS_KEY (the Web3Forms access key) in the host's environment variables or in .env.",
    );
  } else if (!ACCESS_KEY.test(facts.formAccessKey)) {
    problems.push(
      `VITE_WEB3FORMS_ACCESS_KEY is "${facts.formAccessKey}", which is not a Web3Forms access key (they look like 8-4-4-4-12 hexadecimal digits). Copy it again from the Web3Forms dashboard.`,
    );
  }
  if (FICTIONAL_PHONE.test(facts.phoneE164)) {
    problems.push(
      `${business}: phone ${facts.phoneE164} is a fictional 555-01xx number. Put the business phone there.`,
    );
  }
  // WhatsApp gets the phone's checks: a fictional number there sends a client's chat nowhere.
  if (FICTIONAL_PHONE.test(facts.whatsAppE164)) {
    problems.push(
      `${business}: WhatsApp number ${facts.whatsAppE164} is a fictional 555-01xx number. Put the number that has WhatsApp there, or leave it empty.`,
    );
  }
  if (RESERVED_DOMAIN.test(facts.email.split("@")[1] ?? "")) {
    problems.push(`${business}: e-mail ${facts.email} is an example address. Put the business e-mail there.`);
  }
  const siteHost = hostOf(facts.siteUrl);
  if (!siteHost || RESERVED_DOMAIN.test(siteHost) || !facts.siteUrl.startsWith("https://")) {
    problems.push(
      `${business}: url ${facts.siteUrl} is not the site's real https:// address. Canonical links, the sitemap and link previews use it.`,
    );
  }
  const samples: [keyof typeof SHIPPED_SAMPLE_VALUES, string, string][] = [
    ["businessName", "businessName", facts.businessName],
    ["notaryFullName", "notary.fullName", facts.notaryFullName],
    ["notaryFirstName", "notary.firstName", facts.notaryFirstName],
    ["formFromName", "formFromName", facts.formFromName],
    ["commissionNumber", "commission.number", facts.commissionNumber],
  ];
  for (const [key, field, value] of samples) {
    if (value === SHIPPED_SAMPLE_VALUES[key]) {
      problems.push(`${business}: ${field} is still the sample "${value}". Put the real one there.`);
    }
  }
  if (!facts.credentialAmountsConfirmed) {
    problems.push(
      `${business}: the bond and insurance amounts are not confirmed (credentials.amountsConfirmedByOwner is false). Pennsylvania requires a $10,000 bond; check the figures against the policies, then set it to true.`,
    );
  }
  const badges = facts.credentialBadges;
  for (const badge of [...badges.en, ...badges.es].filter((each) => LICENSE_WORD.test(each))) {
    problems.push(
      `${business}: the badge "${badge}" (Credentials › Badges) calls you licensed. A Pennsylvania notary is commissioned by the Department of State, not licensed: write "Commissioned" (in Spanish "Con comisión del estado").`,
    );
  }
  const shippedBadges =
    badges.en.length === SHIPPED_BADGES.length && badges.en.every((badge, index) => badge === SHIPPED_BADGES[index]);
  if (shippedBadges && !badges.confirmed) {
    problems.push(
      `${business}: the badges ${badges.en.join(", ")} (Credentials › Badges) are the sample's. Every page shows them: keep only those true of you (for "Background-screened", a screening you have had), then turn on "I have checked these badges" (credentials.badgesConfirmedByOwner).`,
    );
  }
  if (facts.militaryService.veteranOf && !facts.militaryService.confirmed) {
    problems.push(
      `${business}: notary.veteranOf says you are a veteran of the ${facts.militaryService.veteranOf}, and the About page and structured data say so, but it is not confirmed (notary.militaryServiceConfirmedByOwner). If you served there, set it to true; if not, leave veteranOf and veteranOfEs empty and take military service out of your story.`,
    );
  }
  if (!facts.languagesConfirmed) {
    problems.push(
      `${business}: whether you hold appointments in Spanish is not confirmed (notary.languagesConfirmedByOwner is false). The Spanish pages say so to every visitor: set notary.speaksSpanish to true or false, then set languagesConfirmedByOwner to true.`,
    );
  }
  if (!facts.policiesConfirmed) {
    const { emailResponseHours, cancellationNoticeHours } = facts.policies;
    problems.push(
      `${business}: the policies are the sample's until you confirm them (policies.confirmedByOwner is false): the site promises a reply to e-mail within ${emailResponseHours} hours, asks ${cancellationNoticeHours} hours' notice to cancel, and states how far ahead to book and how long appointments take. Check each in the Policies group, change what is not yours, then set confirmedByOwner to true.`,
    );
  }
  for (const [field, { page, what }] of Object.entries(LEGAL_DATES) as [
    LegalDateField,
    (typeof LEGAL_DATES)[LegalDateField],
  ][]) {
    if (facts.legalDates[field] === SHIPPED_LEGAL_DATE) {
      problems.push(
        `${business}: ${field} is still the sample's date (${SHIPPED_LEGAL_DATE}). Read the ${what} (${page} in the preview); if it describes your business, set ${field} to today's date (YYYY-MM-DD), or change the text first.`,
      );
    }
  }
  problems.push(...sampleContentProblems(facts.content, facts.sampleFingerprints));
  if (facts.portraitMissing) {
    problems.push(
      `${dataFiles.photos} › portrait: there is no portrait yet, so the home page and About show a placeholder where your face belongs. Add a photo of yourself (site editor: Photos › My portrait), with a sentence on what it shows in English and in Spanish.`,
    );
  }
  if (PLACEHOLDER_REPOSITORY.test(facts.cmsRepository)) {
    problems.push(
      `${CMS_SETTINGS_FILE}: githubRepository is still "${facts.cmsRepository}", so the site editor at /admin could not save anything. A build on Netlify or in GitHub Actions takes the repository it builds from; anywhere else, put the site's GitHub account and repository there, e.g. "jane-doe/notary-site" (README, "The site editor's sign-in").`,
    );
  }
  return problems;
}

/**
 * Sample reviews, figures, story and articles: by their flag, and, flag or
 * not, by their words, which are still the shipped sample's when their
 * fingerprint is one of the samples'. A shipped article the owner has kept
 * (`kept: true`) is hers, whatever its words.
 */
function sampleContentProblems(content: OwnerContent, prints: SampleFingerprints): string[] {
  const problems: string[] = [];
  const known = {
    reviews: new Set(prints.reviews),
    stats: new Set(prints.stats),
    story: new Set(prints.story),
    articles: new Set(prints.articles),
  };
  for (const review of content.reviews) {
    if (review.sample) {
      problems.push(
        `${dataFiles.reviews}: the review by "${review.name}" is a sample. Replace it with a real client's words (with permission), or remove it.`,
      );
    } else if (known.reviews.has(fingerprint(review.text))) {
      problems.push(
        `${dataFiles.reviews}: the review by "${review.name}" is marked as real, but its words are the sample's. Replace them with a real client's words (with permission), or remove the review.`,
      );
    }
  }
  if (content.stats.areSamples) {
    problems.push(
      `${dataFiles.reviews}: the figures on the reviews page are samples. Put true figures there, then set statsAreSamples to false.`,
    );
  } else if (known.stats.has(statsFingerprint(content.stats.values))) {
    problems.push(
      `${dataFiles.reviews}: the figures on the reviews page (${content.stats.values.join(", ")}) are marked as true, but they are still the sample's. Put your own figures there.`,
    );
  }
  if (content.story.isSample) {
    problems.push(
      `${dataFiles.about}: the About story, the About page's description and introduction and the home page's “Meet” paragraphs are samples. Write them in your own words, then set storyIsSample to false.`,
    );
  } else {
    const shipped = content.story.paragraphs.filter((paragraph) => known.story.has(fingerprint(paragraph)));
    if (shipped.length > 0) {
      problems.push(
        `${dataFiles.about}: the About story is marked as yours, but ${shipped.length} of its paragraphs (story, description, introduction or “Meet”) are still the sample's words (the first begins "${shipped[0]?.slice(0, 60)}…"). Tell your own story, in English and in Spanish.`,
      );
    }
  }
  for (const article of content.articles) {
    if (article.kept) continue;
    const keep = `keep it as yours (kept: true in its frontmatter; in the site editor, "I keep this article as mine"), rewrite it in your own words, or delete it`;
    if (article.sample) {
      problems.push(
        `${article.file}: "${article.title}" is a sample article, published under your name. Read it, then ${keep}.`,
      );
      continue;
    }
    const paragraphs = articleParagraphs(article.body);
    const shipped = paragraphs.filter((paragraph) => known.articles.has(fingerprint(paragraph)));
    if (shipped.length > 0) {
      problems.push(
        `${article.file}: "${article.title}" is no longer marked as a sample, but ${shipped.length} of its ${paragraphs.length} paragraphs are still the sample's words. Read it, then ${keep}.`,
      );
    }
  }
  return problems;
}

/** Which of her facts a sample value stands in for. */
export type SampleFactKind =
  "phone" | "whatsApp" | "email" | "siteUrl" | "veteranOf" | keyof typeof SHIPPED_SAMPLE_VALUES | "reviewer";

/** Each fictional fact the site still holds, with the fact it stands in for. */
export function sampleFactsByKind(facts: LaunchFacts): { kind: SampleFactKind; value: string }[] {
  const found: { kind: SampleFactKind; value: string }[] = [];
  for (const kind of ["phone", "whatsApp"] as const) {
    const e164 = kind === "phone" ? facts.phoneE164 : facts.whatsAppE164;
    if (FICTIONAL_PHONE.test(e164)) found.push({ kind, value: e164 });
  }
  if (RESERVED_DOMAIN.test(facts.email.split("@")[1] ?? "")) found.push({ kind: "email", value: facts.email });
  if (RESERVED_DOMAIN.test(hostOf(facts.siteUrl))) found.push({ kind: "siteUrl", value: facts.siteUrl });
  // Military service the owner has not confirmed is the sample's until she does.
  if (facts.militaryService.veteranOf && !facts.militaryService.confirmed) {
    found.push({ kind: "veteranOf", value: facts.militaryService.veteranOf });
  }
  const named = {
    businessName: facts.businessName,
    notaryFullName: facts.notaryFullName,
    notaryFirstName: facts.notaryFirstName,
    formFromName: facts.formFromName,
    commissionNumber: facts.commissionNumber,
  };
  for (const [kind, value] of Object.entries(named) as [keyof typeof SHIPPED_SAMPLE_VALUES, string][]) {
    if (value === SHIPPED_SAMPLE_VALUES[kind]) found.push({ kind, value });
  }
  const sampleReviews = new Set(facts.sampleFingerprints.reviews);
  for (const review of facts.content.reviews) {
    if (review.sample || sampleReviews.has(fingerprint(review.text)))
      found.push({ kind: "reviewer", value: review.name });
  }
  return found;
}

/**
 * The fictional facts the site still holds, word for word: what nothing
 * published before launch may show (site-tools/platform.config.ts, the pre-launch page).
 * The longest first, so that a name inside a longer one is found in it.
 */
export function sampleFactsInUse(facts: LaunchFacts): string[] {
  const found = sampleFactsByKind(facts).flatMap(({ kind, value }) => {
    // A number as the check quotes it, and as a page writes its last seven digits.
    if (kind === "phone" || kind === "whatsApp") return [value, `${value.slice(5, 8)}-${value.slice(8)}`];
    return kind === "siteUrl" ? [value, hostOf(value)] : [value];
  });
  return [...new Set(found)].toSorted((a, b) => b.length - a.length);
}

export function describeLaunchProblems(problems: readonly string[]): string {
  return [
    `This site is not ready to go live (${problems.length} ${problems.length === 1 ? "problem" : "problems"}):`,
    ...problems.map((problem) => `  - ${problem}`),
    "A preview build (npm run build, npm start) works as it is; the deploy build (npm run build:deploy) needs all of the above fixed.",
  ].join("\n");
}
