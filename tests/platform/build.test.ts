import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { findLaunchProblems, SHIPPED_LEGAL_DATE, SHIPPED_SAMPLE_VALUES } from "../../deploy/launch-check";
import { collectLaunchFacts } from "../../deploy/launch-facts";
import { readArticleSources } from "../../app/lib/check-content";
import {
  articleParagraphs,
  fingerprint,
  readOwnerContent,
  readSampleFingerprints,
  statsFingerprint,
} from "../../deploy/sample-content";

const root = join(import.meta.dirname, "..", "..");
const PROJECT_FILES = [
  "app",
  "deploy",
  "scripts",
  "platform",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "platform.config.ts",
];
const ACCESS_KEY = "0b7c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
const today = new Date().toISOString().slice(0, 10);

/** The machine's environment without a form key or a host's variables, which would change what a build does. */
function cleanEnv(env: Record<string, string> = {}) {
  const hostVariables = new Set(["VITE_WEB3FORMS_ACCESS_KEY", "NETLIFY", "CF_PAGES", "WORKERS_CI", "SITE_DEPLOY"]);
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !hostVariables.has(name)));
  return { ...clean, ...env };
}

function runBuild(cwd: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(cwd, "platform", "cli", "build.mjs"), ...args], {
    cwd,
    env: cleanEnv(env),
    encoding: "utf8",
    timeout: 120_000,
  });
}

/** An npm script, as the owner types it. */
function runScript(cwd: string, script: string, env: Record<string, string> = {}) {
  // A whole build takes a minute on an idle machine, several on a busy one.
  return spawnSync("npm", ["run", "--silent", script], { cwd, env: cleanEnv(env), encoding: "utf8", timeout: 300_000 });
}

/** Replaces one sample value in a copied file, failing loudly if the file no longer has it. */
function fillIn(file: string, replacements: [string | RegExp, string][]) {
  let text = readFileSync(file, "utf8");
  for (const [from, to] of replacements) {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${file} no longer contains ${String(from)}: update this fixture.`);
    text = next;
  }
  writeFileSync(file, text);
}

// Parsed JSON a test edits, which no precise type would allow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

/** Edits a copied JSON data file as the site editor would write it, whatever the data in it. */
function editJson(file: string, edit: (data: LooseJson) => void) {
  const data = JSON.parse(readFileSync(file, "utf8")) as LooseJson;
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Replaces what a copied file has, if it has it. */
function replaceIfThere(file: string, from: RegExp, to: string) {
  writeFileSync(file, readFileSync(file, "utf8").replace(from, to));
}

/** A copy of the project to change, with the real node_modules. */
function copyProject(into: string) {
  for (const file of PROJECT_FILES) cpSync(join(root, file), join(into, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(into, "node_modules"));
}

const scratch = mkdtempSync(join(tmpdir(), "deploy-build-"));
const brokenScratch = mkdtempSync(join(tmpdir(), "broken-data-build-"));
const forbiddenScratch = mkdtempSync(join(tmpdir(), "forbidden-words-build-"));
const carelessScratch = mkdtempSync(join(tmpdir(), "careless-owner-build-"));
afterAll(() => {
  for (const dir of [scratch, brokenScratch, forbiddenScratch, carelessScratch]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The article files of a project, from its root, as the content rules read them. */
const articleFiles = (dir: string) => readArticleSources(dir).map(({ file }) => file);

/** The built page of an article file, if it is published (a draft has no slug); a Spanish one lives under espanol/. */
const articlePage = (dir: string, file: string) => {
  const source = readFileSync(join(dir, file), "utf8");
  const slug = /^slug: (\S+)$/m.exec(source)?.[1];
  const folder = /^lang: es$/m.test(source) ? "espanol/blog" : "blog";
  return slug ? [`${folder}/${slug}.html`] : [];
};

/** The lines of the launch check's list, without the bullet. */
const listedProblems = (stderr: string) =>
  stderr
    .split("\n")
    .filter((line) => line.startsWith("  - "))
    .map((line) => line.slice(4));

describe("any build", () => {
  test("refuses broken data files with one message naming each file, field and fix, before building anything", () => {
    copyProject(brokenScratch);
    fillIn(join(brokenScratch, "app/content/data/business.json"), [[/"phone": "[^"]+"/, '"phone": "610-555-0142"']]);
    fillIn(join(brokenScratch, "app/content/data/reviews.json"), [[/"date": "[^"]+"/, '"date": "2999-01-01"']]);
    fillIn(join(brokenScratch, "app/content/data/faq.json"), [["{{fees.travel}}", "{{fees.trvel}}"]]);

    const result = runBuild(brokenScratch, []);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The site's data files have 3 problems");
    expect(result.stderr).toContain('app/content/data/business.json › phone: "610-555-0142"');
    expect(result.stderr).toMatch(/write "\+16105550142"/);
    expect(result.stderr).toContain('app/content/data/reviews.json › reviews[0].date: "2999-01-01" is in the future');
    expect(result.stderr).toMatch(
      /faq\.json › categories\[\d\]\.items\[\d\]\.answer\.(?:en|es): unknown fact token \{\{fees\.trvel\}\}/,
    );
    expect(result.stdout).not.toContain("Finished the build");
  }, 60_000);

  test('refuses "notario" in a data file or an article, like a data mistake, naming the file and the field or line', () => {
    copyProject(forbiddenScratch);
    fillIn(join(forbiddenScratch, "app/content/data/about.json"), [
      [/"es": \[\n(\s*)"/, '"es": [\n$1"Soy notaria pública. '],
    ]);
    const [article = ""] = articleFiles(forbiddenScratch);
    const articlePath = join(forbiddenScratch, article);
    const lines = readFileSync(articlePath, "utf8").trimEnd().split("\n");
    writeFileSync(articlePath, [...lines, "", "Llame a su notario de confianza."].join("\n") + "\n");

    const result = runBuild(forbiddenScratch, []);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The site's content has 2 problems");
    expect(result.stderr).toMatch(
      /app\/content\/data\/about\.json › [\w.]+\.es\[0\]: "notaria pública" in: Soy notaria pública\./,
    );
    expect(result.stderr).toContain(
      `${article} › line ${lines.length + 2}: "notario" in: Llame a su notario de confianza.`,
    );
    expect(result.stderr).toContain("Pennsylvania forbids these words");
    expect(result.stdout).not.toContain("Finished the build");
  }, 60_000);
});

describe("the deploy build", () => {
  test("on the data as it is, lists the sample articles, the first name, sample policies and dates with every other placeholder, in one list", () => {
    // What the launch check finds in the project's data, each line of which the command must list.
    const facts = collectLaunchFacts("");
    const expected = findLaunchProblems(facts);
    const result = runScript(root, "build:deploy");
    expect(result.status).toBe(1);
    const count = `${expected.length} ${expected.length === 1 ? "problem" : "problems"}`;
    expect(result.stderr).toContain(`This site is not ready to go live (${count})`);
    expect(listedProblems(result.stderr)).toEqual(expected);
    expect(result.stdout).not.toContain("Finished the build");

    // Named one by one: the placeholders issue 22 found the check blind to, and the ones it saw.
    const listed = (pattern: RegExp) => expect(result.stderr, String(pattern)).toMatch(pattern);
    listed(/No form access key/);
    for (const article of facts.content.articles.filter((each) => each.sample)) {
      listed(new RegExp(`  - ${article.file}: ".+" is a sample article, published under your name`));
    }
    if (facts.notaryFirstName === SHIPPED_SAMPLE_VALUES.notaryFirstName) {
      listed(new RegExp(`business\\.json: notary\\.firstName is still the sample "${facts.notaryFirstName}"`));
    }
    if (!facts.policiesConfirmed) listed(/business\.json: the policies are the sample's until you confirm them/);
    for (const [field, date] of Object.entries(facts.legalDates)) {
      if (date === SHIPPED_LEGAL_DATE)
        listed(new RegExp(`business\\.json: ${field.replace(".", "\\.")} is still the sample's date`));
    }
    for (const review of facts.content.reviews.filter((each) => each.sample)) {
      listed(new RegExp(`the review by "${review.name}" is a sample`));
    }
  }, 60_000);

  test("refuses the sample reviews, figures, story and articles when a careless owner only turns their flags off", () => {
    copyProject(carelessScratch);
    editJson(join(carelessScratch, "app/content/data/reviews.json"), (data) => {
      data.statsAreSamples = false;
      for (const review of data.reviews) review.sample = false;
    });
    editJson(join(carelessScratch, "app/content/data/about.json"), (data) => (data.storyIsSample = false));
    for (const article of articleFiles(carelessScratch)) {
      replaceIfThere(join(carelessScratch, article), /^sample: true\n/m, "");
    }
    // What is still the shipped sample's words, by the fingerprints, on whatever data the project has.
    const shipped = readSampleFingerprints(root);
    const content = readOwnerContent(root);
    const isShipped = (list: string[], text: string) => list.includes(fingerprint(text));
    const sampleReviews = content.reviews.filter((review) => isShipped(shipped.reviews, review.text));
    const sampleStats = shipped.stats.includes(statsFingerprint(content.stats.values));
    const sampleStory = content.story.paragraphs.some((paragraph) => isShipped(shipped.story, paragraph));
    const sampleArticles = content.articles.filter(
      (article) => !article.kept && articleParagraphs(article.body).some((part) => isShipped(shipped.articles, part)),
    );

    const result = runScript(carelessScratch, "build:deploy");
    expect(result.status).toBe(1);
    for (const review of content.reviews) {
      const refusal = `the review by "${review.name}" is marked as real, but its words are the sample's`;
      if (sampleReviews.includes(review)) expect(result.stderr).toContain(refusal);
      else expect(result.stderr).not.toContain(refusal);
    }
    const statsRefusal =
      /the figures on the reviews page \([^)]+\) are marked as true, but they are still the sample's/;
    if (sampleStats) expect(result.stderr).toMatch(statsRefusal);
    else expect(result.stderr).not.toMatch(statsRefusal);
    const storyRefusal =
      /the About story is marked as yours, but \d+ of its paragraphs \(story, description, introduction or “Meet”\) are still the sample's words/;
    if (sampleStory) expect(result.stderr).toMatch(storyRefusal);
    else expect(result.stderr).not.toMatch(storyRefusal);
    for (const article of content.articles) {
      const refusal = new RegExp(`  - ${article.file}: ".+" is no longer marked as a sample, but \\d+ of its`);
      if (sampleArticles.includes(article)) expect(result.stderr).toMatch(refusal);
      else expect(result.stderr).not.toMatch(refusal);
    }
    expect(result.stderr).not.toMatch(
      /is a sample\. Replace it|figures on the reviews page are samples|story is a sample\./,
    );
  }, 60_000);

  test("builds a filled-in site, with no sample label on any page and the form going to the real service", () => {
    copyProject(scratch);
    editJson(join(scratch, "app/content/data/business.json"), (data) => {
      data.businessName = "Reading Evening Notary";
      data.formFromName = "Dana Alvarez's website";
      data.url = "https://www.readingnotary.com";
      data.phone = "+16105551234";
      data.email = "hello@readingnotary.com";
      data.commission.number = "1398765";
      data.credentials.amountsConfirmedByOwner = true;
      Object.assign(data.notary, {
        fullName: "Dana Alvarez",
        firstName: "Dana",
        languagesConfirmedByOwner: true,
        militaryServiceConfirmedByOwner: true,
      });
      data.policies.confirmedByOwner = true;
      // She has read each legal page and dates it today.
      data.privacyPolicyUpdated = today;
      data.legal.termsUpdated = today;
      data.legal.accessibilityReviewed = today;
    });
    // Her clients' words, her figures, her story: not the sample's.
    editJson(join(scratch, "app/content/data/reviews.json"), (data) => {
      data.statsAreSamples = false;
      for (const review of data.reviews)
        Object.assign(review, { sample: false, text: `In my own words: ${review.text}` });
      for (const stat of data.stats) stat.value = `1${stat.value}`;
    });
    const aboutFile = join(scratch, "app/content/data/about.json");
    const about = JSON.parse(readFileSync(aboutFile, "utf8")) as Record<string, unknown>;
    // Every text of hers in about.json (story, description, introduction, "Meet"), in her own words.
    const inHerWords = (words: unknown, lang: string): unknown =>
      typeof words === "string"
        ? `${lang === "es" ? "Contado a mi manera" : "Told my way"}: ${words}`
        : Array.isArray(words)
          ? words.map((part) => inHerWords(part, lang))
          : words;
    const rewritten = Object.fromEntries(
      Object.entries(about).map(([field, value]) => [
        field,
        value && typeof value === "object" && "en" in value && "es" in value
          ? { en: inHerWords(value.en, "en"), es: inHerWords(value.es, "es") }
          : value,
      ]),
    );
    writeFileSync(aboutFile, JSON.stringify({ ...rewritten, storyIsSample: false }));
    // She has read every shipped article and keeps it.
    for (const article of articleFiles(scratch))
      replaceIfThere(join(scratch, article), /^sample: true$/m, "kept: true");
    editJson(join(scratch, "deploy/cms/settings.json"), (data) => (data.githubRepository = "dana-alvarez/notary-site"));
    // The shipped photo stands in for her portrait: the test needs a real file through the real pipeline.
    const portraitAlt = "Dana Alvarez smiling at a desk with a stack of signed papers";
    editJson(join(scratch, "app/content/data/photos.json"), (data) => {
      data.portrait = [
        {
          file: "photos/signed-papers-on-a-desk.jpg",
          alt: portraitAlt,
          altEs: "Dana Alvarez sonríe en un escritorio con papeles firmados",
        },
      ];
    });

    // Before: the link-preview picture still shows the sample's name, and the check says how to redraw it.
    const stale = runScript(scratch, "build:deploy", { VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY });
    expect(listedProblems(stale.stderr)).toEqual([
      expect.stringMatching(
        /^public\/social-card\.png: .* still shows the old facts \(businessName "[^"]+" → "Reading Evening Notary"[^)]*\)\. Run npm run social-card/,
      ),
    ]);
    const card = runScript(scratch, "social-card");
    expect(card.status, card.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(scratch, "public/social-card.json"), "utf8"))).toMatchObject({
      businessName: "Reading Evening Notary",
    });

    const result = runScript(scratch, "build:deploy", { VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY });
    expect(result.stderr).not.toContain("not ready to go live");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Launch check passed");

    const page = (file: string) => readFileSync(join(scratch, "build/client", file), "utf8");
    const blogPages = [
      "blog.html",
      "espanol/blog.html",
      ...articleFiles(scratch).flatMap((file) => articlePage(scratch, file)),
    ];
    for (const file of ["testimonials.html", "index.html", "espanol.html", "about.html", ...blogPages]) {
      expect(page(file), file).not.toMatch(
        /Sample review|Reseña de muestra|Sample figures|Sample story|Sample article|Artículo de muestra/,
      );
    }
    // The copyright year is the build's (React separates the parts of a text with empty comments).
    expect(page("index.html").replace(/<!-- -->/g, "")).toContain(
      `© ${new Date().getFullYear()} Reading Evening Notary`,
    );
    // The portrait fills its slot on the home page, as a <picture> with every width, not the placeholder.
    const home = page("index.html");
    const slot = /<div data-photo-slot="portrait"[^>]*>([\s\S]*?)<\/div>/.exec(home);
    expect(slot?.[0], "the home page's portrait slot").not.toContain("data-placeholder");
    expect(slot?.[1]).toMatch(/<source type="image\/avif" srcSet="[^"]+ 480w/);
    expect(slot?.[1]).toContain(`alt="${portraitAlt}"`);
    const contact = page("contact.html");
    // The one number in business.json is what every call link dials and every page shows.
    expect(contact).toContain("(610)\u00a0555\u20111234");
    expect(contact).toContain('href="tel:+16105551234"');
    expect(contact).not.toMatch(/555[-\u2011]01\d\d/);
    expect(contact).toContain('action="https://api.web3forms.com/submit"');
    expect(contact).toContain(`value="${ACCESS_KEY}"`);
    expect(contact).toMatch(/connect-src 'self' https:\/\/api\.web3forms\.com;/);
    // The site editor saves to the owner's repository, and a deploy build has no local backend.
    const editorConfig = page("admin/config.yml");
    expect(editorConfig).toContain("repo: dana-alvarez/notary-site");
    expect(editorConfig).not.toContain("local_backend");
  }, 420_000);
});
