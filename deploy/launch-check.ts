/**
 * What a deploy build refuses: a site whose form cannot reach the notary, or
 * that still shows the fictional facts and sample content this project ships
 * with. `npm run build:deploy` (and any build on Netlify or Cloudflare) runs
 * this first and stops with every problem listed at once.
 */
import { dataFiles } from "../app/content/schemas/data-files";

/** The facts and content the check reads, gathered by `collectLaunchFacts`. */
export interface LaunchFacts {
  formAccessKey: string;
  phoneE164: string;
  email: string;
  siteUrl: string;
  businessName: string;
  notaryFullName: string;
  commissionNumber: string;
  credentialAmountsConfirmed: boolean;
  /** The owner has said whether she holds appointments in Spanish herself. */
  languagesConfirmed: boolean;
  sampleReviews: readonly { name: string; file: string }[];
  statsAreSamples: boolean;
  storyIsSample: boolean;
  /** No portrait in photos.json: the home page and About would show the placeholder where her face belongs. */
  portraitMissing: boolean;
  /** The GitHub repository the site editor saves to (deploy/cms/settings.json). */
  cmsRepository: string;
}

/**
 * The fictional values the project ships with. The owner replaces them;
 * matching them exactly is how the check knows she has not yet.
 */
export const SHIPPED_SAMPLE_VALUES = {
  businessName: "Berks Mobile Notary",
  notaryFullName: "Alex Rivera",
  commissionNumber: "1400000",
} as const;

/** The site editor's settings, shipped with a placeholder repository ("YOUR-GITHUB-ACCOUNT/YOUR-REPOSITORY"). */
export const CMS_SETTINGS_FILE = "deploy/cms/settings.json";
const PLACEHOLDER_REPOSITORY = /YOUR-/;

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
  if (!facts.languagesConfirmed) {
    problems.push(
      `${business}: whether you hold appointments in Spanish is not confirmed (notary.languagesConfirmedByOwner is false). The Spanish pages say so to every visitor: set notary.speaksSpanish to true or false, then set languagesConfirmedByOwner to true.`,
    );
  }
  for (const review of facts.sampleReviews) {
    problems.push(
      `${review.file}: the review by "${review.name}" is a sample. Replace it with a real client's words (with permission), or remove it.`,
    );
  }
  if (facts.statsAreSamples) {
    problems.push(
      `${dataFiles.reviews}: the figures on the reviews page are samples. Put true figures there, then set statsAreSamples to false.`,
    );
  }
  if (facts.storyIsSample) {
    problems.push(
      `${dataFiles.about}: the About story is a sample. Write it in your own words, then set storyIsSample to false.`,
    );
  }
  if (facts.portraitMissing) {
    problems.push(
      `${dataFiles.photos} › portrait: there is no portrait yet, so the home page and About show a placeholder where your face belongs. Add a photo of yourself (site editor: Photos › My portrait), with a sentence on what it shows in English and in Spanish.`,
    );
  }
  if (PLACEHOLDER_REPOSITORY.test(facts.cmsRepository)) {
    problems.push(
      `${CMS_SETTINGS_FILE}: githubRepository is still "${facts.cmsRepository}", so the site editor at /admin could not save anything. Put the site's GitHub account and repository there, e.g. "jane-doe/notary-site" (README, "The site editor's sign-in").`,
    );
  }
  return problems;
}

export function describeLaunchProblems(problems: readonly string[]): string {
  return [
    `This site is not ready to go live (${problems.length} ${problems.length === 1 ? "problem" : "problems"}):`,
    ...problems.map((problem) => `  - ${problem}`),
    "A preview build (npm run build, npm start) works as it is; the deploy build (npm run build:deploy) needs all of the above fixed.",
  ].join("\n");
}

/** A build on a host's own machines always deploys, whatever command it was given. */
export function isDeployBuild(env: Partial<Record<string, string>>): boolean {
  return env.SITE_DEPLOY === "1" || env.NETLIFY === "true" || env.CF_PAGES === "1" || env.WORKERS_CI === "1";
}
