import { describe, expect, test } from "vitest";
import { testimonialsEs } from "../app/content/espanol";
import { testimonials } from "../app/content/testimonials";
import { findLaunchProblems, isDeployBuild, type LaunchFacts } from "./launch-check";
import { collectLaunchFacts } from "./launch-facts";

/** A site the owner has filled in: what a deploy build must accept. */
const filledIn: LaunchFacts = {
  formAccessKey: "0b7c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
  phoneE164: "+16105551234",
  email: "hello@readingnotary.com",
  siteUrl: "https://www.readingnotary.com",
  businessName: "Reading Evening Notary",
  notaryFullName: "Dana Alvarez",
  commissionNumber: "1398765",
  credentialAmountsConfirmed: true,
  languagesConfirmed: true,
  sampleReviews: [],
  statsAreSamples: false,
  storyIsSample: false,
  portraitMissing: false,
  cmsRepository: "dana-alvarez/notary-site",
};

describe("the launch check", () => {
  test("accepts a filled-in site", () => {
    expect(findLaunchProblems(filledIn)).toEqual([]);
  });

  test("refuses today's placeholders, naming each one", () => {
    const problems = findLaunchProblems(collectLaunchFacts(""));
    const expectFound = (pattern: RegExp) =>
      expect(
        problems.some((problem) => pattern.test(problem)),
        String(pattern),
      ).toBe(true);
    expectFound(/No form access key/);
    expectFound(/phone \+1\d{3}55501\d\d is a fictional/);
    expectFound(/e-mail \S+@example\.com is an example address/);
    expectFound(/url https:\/\/\S+example\.com is not the site's real/);
    expectFound(/businessName is still the sample/);
    expectFound(/notary\.fullName is still the sample/);
    expectFound(/commission\.number is still the sample/);
    expectFound(/bond and insurance amounts are not confirmed/);
    expectFound(/whether you hold appointments in Spanish is not confirmed/);
    expectFound(/figures on the reviews page are samples/);
    expectFound(/About story is a sample/);
    expectFound(/photos\.json › portrait: there is no portrait yet/);
    expectFound(/githubRepository is still "YOUR-GITHUB-ACCOUNT\/YOUR-REPOSITORY", so the site editor/);
    const sampleReviews = [...testimonials, ...testimonialsEs].filter((review) => review.sample);
    for (const review of sampleReviews) expectFound(new RegExp(`review by "${review.name}" is a sample`));
    // One line per problem: thirteen facts plus every sample review.
    expect(problems).toHaveLength(13 + sampleReviews.length);
  });

  test("refuses reserved phone ranges, e-mail domains and site addresses wherever they appear", () => {
    const with555 = findLaunchProblems({ ...filledIn, phoneE164: "+12155550199" });
    expect(with555).toEqual([expect.stringMatching(/fictional 555-01xx number/)]);
    for (const email of ["a@example.org", "a@mail.example", "a@site.test"]) {
      expect(findLaunchProblems({ ...filledIn, email }), email).toEqual([expect.stringMatching(/example address/)]);
    }
    for (const siteUrl of ["http://www.readingnotary.com", "https://notary.example", "not a url"]) {
      expect(findLaunchProblems({ ...filledIn, siteUrl }), siteUrl).toEqual([expect.stringMatching(/real https:\/\//)]);
    }
  });

  test("refuses a key that is not a Web3Forms access key, saying where to get one", () => {
    expect(findLaunchProblems({ ...filledIn, formAccessKey: "local-stand-in" })).toEqual([
      expect.stringMatching(/not a Web3Forms access key .* Web3Forms dashboard/),
    ]);
  });

  test("counts any build on a host's own machines as a deploy build", () => {
    expect(isDeployBuild({})).toBe(false);
    expect(isDeployBuild({ CI: "true" })).toBe(false);
    expect(isDeployBuild({ SITE_DEPLOY: "1" })).toBe(true);
    expect(isDeployBuild({ NETLIFY: "true" })).toBe(true);
    expect(isDeployBuild({ CF_PAGES: "1" })).toBe(true);
    expect(isDeployBuild({ WORKERS_CI: "1" })).toBe(true);
  });
});
