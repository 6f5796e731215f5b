import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ARTICLES_FOLDER, dataFiles } from "../../app/facts/schemas/data-files";
import {
  findLaunchProblems,
  LEGAL_DATES,
  SHIPPED_LEGAL_DATE,
  SHIPPED_BADGES,
  SHIPPED_SAMPLE_VALUES,
  type LaunchFacts,
} from "./launch-check";
import { collectLaunchFacts } from "./launch-facts";
import {
  articleParagraphs,
  fingerprint,
  fingerprintsOfSamples,
  readOwnerContent,
  type OwnerContent,
} from "./sample-content";

const projectRoot = join(import.meta.dirname, "..", "..");

/** The project's facts and content as they are, whatever notary's they are. */
const loaded = collectLaunchFacts("");
const today = new Date().toISOString().slice(0, 10);

/** The shipped samples: what the owner starts from, as recorded in the fingerprints. */
const shipped = loaded.sampleFingerprints;

/** Content the owner has made hers: every text reworded, every flag off, every shipped article kept. */
function rewritten(content: OwnerContent): OwnerContent {
  return {
    reviews: content.reviews.map((review) => ({ ...review, sample: false, text: `${review.text} (in my own words)` })),
    stats: { values: content.stats.values.map((value) => `${value}1`), areSamples: false },
    story: { isSample: false, paragraphs: content.story.paragraphs.map((paragraph) => `${paragraph} Told my way.`) },
    articles: content.articles.map((article) => ({ ...article, sample: false, kept: true })),
  };
}

/** The loaded data, filled in by the owner: what a deploy build must accept. */
const filledIn: LaunchFacts = {
  ...loaded,
  formAccessKey: "0b7c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
  phoneE164: "+16105551234",
  whatsAppE164: "+16105551234",
  email: "hello@readingnotary.com",
  siteUrl: "https://www.readingnotary.com",
  businessName: "Reading Evening Notary",
  notaryFullName: "Dana Alvarez",
  notaryFirstName: "Dana",
  formFromName: "Dana Alvarez's website",
  commissionNumber: "1398765",
  credentialAmountsConfirmed: true,
  credentialBadges: { ...loaded.credentialBadges, confirmed: true },
  languagesConfirmed: true,
  militaryService: { veteranOf: loaded.militaryService.veteranOf, confirmed: true },
  policiesConfirmed: true,
  legalDates: { privacyPolicyUpdated: today, "legal.termsUpdated": today, "legal.accessibilityReviewed": today },
  content: rewritten(loaded.content),
  portraitMissing: false,
  cmsRepository: "dana-alvarez/notary-site",
};

/** The one problem a change to the filled-in facts brings, or fails naming them all. */
function onlyProblem(change: Partial<LaunchFacts>): string {
  const problems = findLaunchProblems({ ...filledIn, ...change });
  expect(problems, "exactly one problem").toHaveLength(1);
  return problems[0] ?? "";
}

/**
 * The content as the project holds it. On the shipped data it is the
 * samples; the careless owner of issue 22 turns every flag off and changes
 * nothing else.
 */
const shippedContent = loaded.content;

describe("the launch check", () => {
  test("accepts a filled-in site", () => {
    expect(findLaunchProblems(filledIn)).toEqual([]);
  });

  test("refuses every placeholder of the loaded data, naming each one", () => {
    const problems = findLaunchProblems(loaded);
    const expected = [
      ...(loaded.formAccessKey ? [] : [/No form access key/]),
      ...(loaded.notaryFirstName === SHIPPED_SAMPLE_VALUES.notaryFirstName
        ? [/notary\.firstName is still the sample "[^"]+"/]
        : []),
      ...(loaded.formFromName === SHIPPED_SAMPLE_VALUES.formFromName ? [/formFromName is still the sample/] : []),
      ...(loaded.policiesConfirmed ? [] : [/policies are the sample's until you confirm them/]),
      ...(loaded.credentialBadges.confirmed ? [] : [/the badges .* are the sample's/]),
      ...Object.entries(loaded.legalDates)
        .filter(([, date]) => date === SHIPPED_LEGAL_DATE)
        .map(([field]) => new RegExp(`${field.replace(".", "\\.")} is still the sample's date`)),
      ...loaded.content.reviews
        .filter((review) => review.sample)
        .map((review) => new RegExp(`review by "${review.name}" is a sample`)),
      ...loaded.content.articles
        .filter((article) => article.sample && !article.kept)
        .map((article) => new RegExp(`^${article.file}: .* is a sample article, published under your name`)),
    ];
    for (const pattern of expected) {
      expect(
        problems.some((problem) => pattern.test(problem)),
        String(pattern),
      ).toBe(true);
    }
  });

  test("refuses the sample first name and the sample sender name of the form's e-mails", () => {
    expect(onlyProblem({ notaryFirstName: SHIPPED_SAMPLE_VALUES.notaryFirstName })).toMatch(
      /business\.json: notary\.firstName is still the sample .* Put the real one there/,
    );
    expect(onlyProblem({ formFromName: SHIPPED_SAMPLE_VALUES.formFromName })).toMatch(
      /business\.json: formFromName is still the sample/,
    );
  });

  test("refuses policies she has not confirmed, quoting what they promise", () => {
    const problem = onlyProblem({ policiesConfirmed: false });
    expect(problem).toMatch(/policies\.confirmedByOwner is false/);
    expect(problem).toContain(`within ${loaded.policies.emailResponseHours} hours`);
    expect(problem).toContain(`${loaded.policies.cancellationNoticeHours} hours' notice`);
  });

  test("refuses each legal page still dated with the sample's date, saying which page to read", () => {
    for (const [field, { page }] of Object.entries(LEGAL_DATES)) {
      const problem = onlyProblem({ legalDates: { ...filledIn.legalDates, [field]: SHIPPED_LEGAL_DATE } });
      expect(problem).toContain(`${field} is still the sample's date`);
      expect(problem).toContain(page);
      expect(problem).toMatch(/set .* to today's date/);
    }
  });

  test("refuses a sample article by its file until she keeps, rewrites or deletes it", () => {
    const [first] = filledIn.content.articles;
    expect(first, "the data has an article").toBeDefined();
    if (!first) return;
    const asSample = { ...first, sample: true, kept: false };
    const problem = onlyProblem({ content: { ...filledIn.content, articles: [asSample] } });
    expect(problem).toMatch(new RegExp(`^${first.file}: ".+" is a sample article`));
    expect(problem).toContain("kept: true");
    // Rewritten: the flag dropped and the words her own.
    const ownWords = {
      ...asSample,
      sample: false,
      body: "My own paragraph, written for my own clients in my own town, about my own work. ".repeat(3),
    };
    expect(findLaunchProblems({ ...filledIn, content: { ...filledIn.content, articles: [ownWords] } })).toEqual([]);
  });

  test("the fingerprints know every sample in the shipped content", () => {
    const now = fingerprintsOfSamples(shippedContent);
    for (const key of ["reviews", "stats", "story", "articles"] as const) {
      for (const print of now[key])
        expect(shipped[key], `${key}: run node site-tools/generators/sample-fingerprints.mjs`).toContain(print);
    }
  });

  test("refuses the shipped words with every sample flag turned off and nothing else changed", () => {
    const careless: OwnerContent = {
      reviews: shippedContent.reviews.map((review) => ({ ...review, sample: false })),
      stats: { ...shippedContent.stats, areSamples: false },
      story: { ...shippedContent.story, isSample: false },
      articles: shippedContent.articles.map((article) => ({ ...article, sample: false, kept: false })),
    };
    const problems = findLaunchProblems({ ...filledIn, content: careless });
    const sampleReviews = shippedContent.reviews.filter((review) => review.sample);
    const sampleArticles = shippedContent.articles.filter((article) => article.sample);
    for (const review of sampleReviews) {
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(`review by "${review.name}" is marked as real, but its words are the sample's`),
        ),
      );
    }
    if (shippedContent.stats.areSamples) {
      expect(problems).toContainEqual(expect.stringMatching(/figures on the reviews page .* are still the sample's/));
    }
    if (shippedContent.story.isSample) {
      expect(problems).toContainEqual(
        expect.stringMatching(/About story is marked as yours, but \d+ of its paragraphs/),
      );
    }
    for (const article of sampleArticles) {
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${article.file}: .* no longer marked as a sample, but \\d+ of its \\d+ paragraphs`),
        ),
      );
    }
    const refused = sampleReviews.length + sampleArticles.length;
    expect(problems).toHaveLength(
      refused + Number(shippedContent.stats.areSamples) + Number(shippedContent.story.isSample),
    );
  });

  test("accepts a shipped article she keeps, and one paragraph of her own words in a story is not enough", () => {
    // Shipped words made up here and fingerprinted as samples, so the rule holds on any notary's data.
    const shippedParagraph = "A paragraph this project shipped as a sample, long enough to be told apart from others.";
    const shippedStory = ["The first paragraph of a sample story, as this project shipped it.", "And its second one."];
    const prints = {
      ...filledIn.sampleFingerprints,
      articles: [fingerprint(shippedParagraph)],
      story: shippedStory.map(fingerprint),
    };
    const article = {
      file: "app/content/blog/shipped.md",
      title: "Shipped",
      sample: false,
      kept: true,
      body: shippedParagraph,
    };
    expect(articleParagraphs(article.body)).toHaveLength(1);
    const facts = { ...filledIn, sampleFingerprints: prints };
    expect(findLaunchProblems({ ...facts, content: { ...facts.content, articles: [article] } })).toEqual([]);
    expect(
      findLaunchProblems({ ...facts, content: { ...facts.content, articles: [{ ...article, kept: false }] } }),
    ).toEqual([
      expect.stringMatching(
        /^app\/content\/blog\/shipped\.md: "Shipped" is no longer marked as a sample, but 1 of its/,
      ),
    ]);

    const partly = { isSample: false, paragraphs: [`${shippedStory[0]} Mine.`, shippedStory[1] ?? ""] };
    expect(findLaunchProblems({ ...facts, content: { ...facts.content, story: partly } })).toEqual([
      expect.stringMatching(
        /but 1 of its paragraphs \(story, description, introduction or “Meet”\) are still the sample's words/,
      ),
    ]);
  });

  test("refuses reserved phone ranges, e-mail domains and site addresses wherever they appear", () => {
    expect(onlyProblem({ phoneE164: "+12155550199" })).toMatch(/fictional 555-01xx number/);
    expect(onlyProblem({ whatsAppE164: "+16105550142" })).toMatch(/WhatsApp number .* fictional 555-01xx/);
    expect(findLaunchProblems({ ...filledIn, whatsAppE164: "" })).toEqual([]);
    for (const email of ["a@example.org", "a@mail.example", "a@site.test"]) {
      expect(onlyProblem({ email }), email).toMatch(/example address/);
    }
    for (const siteUrl of ["http://www.readingnotary.com", "https://notary.example", "not a url"]) {
      expect(onlyProblem({ siteUrl }), siteUrl).toMatch(/real https:\/\//);
    }
  });

  test("refuses the other shipped names and every unconfirmed claim", () => {
    expect(onlyProblem({ businessName: SHIPPED_SAMPLE_VALUES.businessName })).toMatch(
      /businessName is still the sample/,
    );
    expect(onlyProblem({ notaryFullName: SHIPPED_SAMPLE_VALUES.notaryFullName })).toMatch(
      /notary\.fullName is still the sample/,
    );
    expect(onlyProblem({ commissionNumber: SHIPPED_SAMPLE_VALUES.commissionNumber })).toMatch(
      /commission\.number is still the sample/,
    );
    expect(onlyProblem({ credentialAmountsConfirmed: false })).toMatch(/bond and insurance amounts are not confirmed/);
    const shipped = { en: [...SHIPPED_BADGES], es: loaded.credentialBadges.es, confirmed: false };
    expect(onlyProblem({ credentialBadges: shipped })).toMatch(/the badges .* are the sample's/);
    // Her own badges, written in the editor, are hers: nothing to confirm.
    expect(
      findLaunchProblems({ ...filledIn, credentialBadges: { ...shipped, en: ["Commissioned", "Bonded"] } }),
    ).toEqual([]);
    for (const badge of ["Licensed", "State-licensed"]) {
      expect(onlyProblem({ credentialBadges: { ...shipped, en: [badge], confirmed: true } }), badge).toMatch(
        /calls you licensed.*write "Commissioned"/,
      );
    }
    expect(onlyProblem({ credentialBadges: { ...shipped, es: ["Con licencia"], confirmed: true } })).toMatch(
      /"Con licencia" .* calls you licensed/,
    );
    expect(onlyProblem({ languagesConfirmed: false })).toMatch(/appointments in Spanish is not confirmed/);
    expect(onlyProblem({ militaryService: { veteranOf: "United States Coast Guard", confirmed: false } })).toMatch(
      /notary\.veteranOf says you are a veteran of the United States Coast Guard, .* not confirmed/,
    );
    // No military service stated: nothing to confirm.
    expect(findLaunchProblems({ ...filledIn, militaryService: { veteranOf: "", confirmed: false } })).toEqual([]);
    expect(onlyProblem({ portraitMissing: true })).toMatch(/photos\.json › portrait: there is no portrait yet/);
    expect(onlyProblem({ cmsRepository: "YOUR-GITHUB-ACCOUNT/YOUR-REPOSITORY" })).toMatch(
      /githubRepository is still "YOUR-GITHUB-ACCOUNT\/YOUR-REPOSITORY", so the site editor/,
    );
  });

  test("refuses a key that is not a Web3Forms access key, saying where to get one", () => {
    expect(onlyProblem({ formAccessKey: "local-stand-in" })).toMatch(
      /not a Web3Forms access key .* Web3Forms dashboard/,
    );
    expect(onlyProblem({ formAccessKey: "" })).toMatch(/No form access key/);
  });
});

describe("the switch that leaves out every sample article she has not kept", () => {
  /** A copy of the project's data files and articles, with the switch set as given. */
  function projectWithSwitch(leaveOut: boolean): string {
    const root = mkdtempSync(join(tmpdir(), "launch-content-"));
    cpSync(join(projectRoot, "app", "facts", "data"), join(root, "app", "facts", "data"), { recursive: true });
    cpSync(join(projectRoot, ARTICLES_FOLDER), join(root, ARTICLES_FOLDER), { recursive: true });
    const businessFile = join(root, dataFiles.business);
    const business = JSON.parse(readFileSync(businessFile, "utf8"));
    business.blog.leaveOutSampleArticles = leaveOut;
    writeFileSync(businessFile, JSON.stringify(business));
    return root;
  }

  test("takes the samples it leaves out off the launch list, and only those", () => {
    const unkept = (root: string) =>
      readOwnerContent(root).articles.filter((article) => article.sample && !article.kept);
    const [off, on] = [projectWithSwitch(false), projectWithSwitch(true)];
    try {
      const all = readOwnerContent(off).articles;
      expect(unkept(on)).toEqual([]);
      expect(readOwnerContent(on).articles).toEqual(all.filter((article) => !(article.sample && !article.kept)));
    } finally {
      rmSync(off, { recursive: true, force: true });
      rmSync(on, { recursive: true, force: true });
    }
  });
});
