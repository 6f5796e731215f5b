import { storyIsSample } from "../app/content/about";
import { testimonialsEs } from "../app/content/espanol";
import { testimonials } from "../app/content/testimonials";
import { site } from "../app/site.config";
import type { LaunchFacts } from "./launch-check";

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
    sampleReviews: [
      ...testimonials
        .filter((review) => review.sample)
        .map(({ name }) => ({ name, file: "app/content/testimonials.ts" })),
      ...testimonialsEs.filter((review) => review.sample).map(({ name }) => ({ name, file: "app/content/espanol.ts" })),
    ],
    statsAreSamples: site.statsAreSamples,
    storyIsSample,
  };
}

export { describeLaunchProblems, findLaunchProblems, isDeployBuild } from "./launch-check";
