import { portraitMissing } from "../../app/content/photo-slots";
import { site } from "../../app/facts/site.config";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CMS_SETTINGS_FILE, type LaunchFacts } from "./launch-check";
import { readOwnerContent, readSampleFingerprints } from "./sample-content";
import { editorRepository } from "../cms/host-repository";

/** The project's root, where the owner's files are. */
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Today's facts and content, as the launch check reads them. */
export function collectLaunchFacts(formAccessKey: string): LaunchFacts {
  return {
    formAccessKey,
    phoneE164: site.phone.e164,
    whatsAppE164: site.whatsApp ?? "",
    email: site.email,
    siteUrl: site.url,
    businessName: site.businessName,
    notaryFullName: site.notary.fullName,
    notaryFirstName: site.notary.firstName,
    formFromName: site.formFromName,
    commissionNumber: site.commission.number,
    credentialAmountsConfirmed: site.credentials.amountsConfirmedByOwner,
    credentialBadges: {
      en: site.credentials.claims,
      es: site.credentials.claimsEs,
      confirmed: site.credentials.badgesConfirmedByOwner,
    },
    languagesConfirmed: site.notary.languagesConfirmedByOwner,
    militaryService: {
      veteranOf: site.notary.veteranOf ?? "",
      confirmed: site.notary.militaryServiceConfirmedByOwner === true,
    },
    policiesConfirmed: site.policies.confirmedByOwner,
    policies: site.policies,
    legalDates: {
      privacyPolicyUpdated: site.privacyPolicyUpdated,
      "legal.termsUpdated": site.legal.termsUpdated,
      "legal.accessibilityReviewed": site.legal.accessibilityReviewed,
    },
    content: readOwnerContent(root),
    sampleFingerprints: readSampleFingerprints(root),
    portraitMissing,
    cmsRepository: editorRepository(cmsSettings().githubRepository, process.env),
  };
}

/** The site editor's settings, from the project root. */
function cmsSettings(): { githubRepository: string } {
  return JSON.parse(readFileSync(new URL(`../../${CMS_SETTINGS_FILE}`, import.meta.url), "utf8"));
}

export { describeLaunchProblems, findLaunchProblems, sampleFactsInUse } from "./launch-check";
// The build loads its checks in one go: each module loaded apart from a plain
// script costs a second.
export { describeContentProblems, findContentProblems } from "../content-rules/check-content";
export { listPagePaths } from "../../app/routes/page-paths";
