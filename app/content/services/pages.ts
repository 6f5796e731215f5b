import type { ServiceSlug } from "~/content/services";
import { acknowledgments } from "~/content/services/acknowledgments";
import { affidavits } from "~/content/services/affidavits";
import { certifiedCopies } from "~/content/services/certified-copies";
import { depositions } from "~/content/services/depositions";
import { i9EmploymentVerification } from "~/content/services/i-9-employment-verification";
import { livingWillsAndDirectives } from "~/content/services/living-wills-and-directives";
import { loanSigningAgent } from "~/content/services/loan-signing-agent";
import { medicalAuthorization } from "~/content/services/medical-authorization";
import { mobileNotary } from "~/content/services/mobile-notary";
import { oaths } from "~/content/services/oaths";
import { powerOfAttorney } from "~/content/services/power-of-attorney";
import { protests } from "~/content/services/protests";
import { remoteOnlineNotary } from "~/content/services/remote-online-notary";
import type { ServicePage } from "~/content/services/types";
import { verifications } from "~/content/services/verifications";
import type { Bilingual, Lang } from "~/vocabulary/lang";

/**
 * Each slug's page in both languages, and both must carry that same slug (the
 * English one: the Spanish address comes from `slugEs` in ./index.ts). The
 * compiler checks all three.
 */
type PagesBySlug = { readonly [Slug in ServiceSlug]: Bilingual<ServicePage & { slug: Slug }> };

/**
 * The full content of the fourteen service pages in both languages, by slug. Only the service
 * route's build-time loader reads this; the summary list in ./index.ts is what
 * cards, the route table and the home page use.
 */
export const servicePages: PagesBySlug = {
  "mobile-notary": mobileNotary,
  "remote-online-notary": remoteOnlineNotary,
  "loan-signing-agent": loanSigningAgent,
  affidavits,
  acknowledgments,
  oaths,
  depositions,
  verifications,
  "certified-copies": certifiedCopies,
  protests,
  "I-9-employment-verification": i9EmploymentVerification,
  "power-of-attorney": powerOfAttorney,
  "medical-authorization": medicalAuthorization,
  "living-wills-and-directives": livingWillsAndDirectives,
};

/** A service's page in one language, from its English slug in any casing. */
export function findServicePage(slug: string, lang: Lang): ServicePage | undefined {
  const key = (Object.keys(servicePages) as ServiceSlug[]).find(
    (candidate) => candidate.toLowerCase() === slug.toLowerCase(),
  );
  return key ? servicePages[key][lang] : undefined;
}
