import { storyIsSample } from "../app/content/about";
import { portraitMissing } from "../app/content/photo-slots";
import { dataFiles } from "../app/content/schemas/data-files";
import { statsAreSamples, testimonials, testimonialsEs } from "../app/content/testimonials";
import { site } from "../app/site.config";
import { readFileSync } from "node:fs";
import { CMS_SETTINGS_FILE, type LaunchFacts } from "./launch-check";

/** Today's facts and content, as the launch check reads them. */
export function collectLaunchFacts(formAccessKey: string): LaunchFacts {
  return {
    formAccessKey,
    phoneE164: site.phone.e164,
    email: site.email,
    siteUrl: site.url,
    businessName: site.businessName,
    notaryFullName: site.notary.fullName,
    commissionNumber: site.commission.number,
    credentialAmountsConfirmed: site.credentials.amountsConfirmedByOwner,
    languagesConfirmed: site.notary.languagesConfirmedByOwner,
    sampleReviews: [...testimonials, ...testimonialsEs]
      .filter((review) => review.sample)
      .map(({ name }) => ({ name, file: dataFiles.reviews })),
    statsAreSamples,
    storyIsSample,
    portraitMissing,
    cmsRepository: cmsSettings().githubRepository,
  };
}

/** The site editor's settings, from the project root. */
function cmsSettings(): { githubRepository: string } {
  return JSON.parse(readFileSync(new URL(`../${CMS_SETTINGS_FILE}`, import.meta.url), "utf8"));
}

export { describeLaunchProblems, findLaunchProblems, isDeployBuild } from "./launch-check";
