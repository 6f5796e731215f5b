import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { findLaunchProblems, SHIPPED_LEGAL_DATE, SHIPPED_SAMPLE_VALUES } from "../../site-tools/launch/launch-check";
import { collectLaunchFacts } from "../../site-tools/launch/launch-facts";
import { readArticleSources } from "../../site-tools/content-rules/check-content";
import {
  articleParagraphs,
  fingerprint,
  readOwnerContent,
  readSampleFingerprints,
  statsFingerprint,
} from "../../site-tools/launch/sample-content";
import { listedProblems } from "../support/launch-check-output";
import { SITE_SOURCES } from "../support/project-files";

const root = join(import.meta.dirname, "..", "..");

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
  for (const file of SITE_SOURCES) cpSync(join(root, file), join(into, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(into, "node_modules"));
}

const brokenScratch = mkdtempSync(join(tmpdir(), "broken-data-build-"));
const forbiddenScratch = mkdtempSync(join(tmpdir(), "forbidden-words-build-"));
const carelessScratch = mkdtempSync(join(tmpdir(), "careless-owner-build-"));
afterAll(() => {
  for (const dir of [brokenScratch, forbiddenScratch, carelessScratch]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The article files of a project, from its root, as the content rules read them. */
const articleFiles = (dir: string) => readArticleSources(dir).map(({ file }) => file);

describe("any build", () => {
  test("refuses broken data files with one message naming each file, field and fix, before building anything", () => {
    copyProject(brokenScratch);
    fillIn(join(brokenScratch, "app/facts/data/business.json"), [[/"phone": "[^"]+"/, '"phone": "610-555-0142"']]);
    fillIn(join(brokenScratch, "app/facts/data/reviews.json"), [[/"date": "[^"]+"/, '"date": "2999-01-01"']]);
    fillIn(join(brokenScratch, "app/facts/data/faq.json"), [["{{fees.travel}}", "{{fees.trvel}}"]]);

    const result = runBuild(brokenScratch, []);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The site's data files have 3 problems");
    // Each named as the editor shows it: list, entry, the item by its name or counted from 1, the field's label.
    expect(result.stderr).toContain('Business facts › Phone: "610-555-0142"');
    expect(result.stderr).toMatch(/write "\+16105550142"/);
    const [firstReview] = (
      JSON.parse(readFileSync(join(brokenScratch, "app/facts/data/reviews.json"), "utf8")) as LooseJson
    ).reviews;
    expect(result.stderr).toContain(
      `Reviews › Reviews and figures › ${firstReview.name} › Date: "2999-01-01" is in the future`,
    );
    expect(result.stderr).toMatch(
      /Questions \(FAQ\) › Questions and answers › [^›\n]+ › question [1-9]\d* › Answer \((?:English|Spanish)\): unknown fact token \{\{fees\.trvel\}\}/,
    );
    expect(result.stderr, "no zero-based path").not.toMatch(/\[\d+\]/);
    expect(result.stdout).not.toContain("Finished the build");
  }, 60_000);

  test(`refuses "notario" in a data file or an article, like a data mistake, naming the editor's entry and field, or the article and its line`, () => {
    copyProject(forbiddenScratch);
    fillIn(join(forbiddenScratch, "app/facts/data/about.json"), [
      [/"es": \[\n(\s*)"/, '"es": [\n$1"Soy notaria pública. '],
    ]);
    const [article = ""] = articleFiles(forbiddenScratch);
    const articlePath = join(forbiddenScratch, article);
    const lines = readFileSync(articlePath, "utf8").trimEnd().split("\n");
    writeFileSync(articlePath, [...lines, "", "Llame a su notario de confianza."].join("\n") + "\n");

    const result = runBuild(forbiddenScratch, []);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The site's content has 2 problems");
    // Named as the editor shows them: her story's paragraph, and the article by its title and line.
    expect(result.stderr).toMatch(/About me › [^\n]+ › paragraph 1: "notaria pública" in: Soy notaria pública\./);
    const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(lines.join("\n"))?.[1] ?? "";
    expect(result.stderr).toContain(
      `Articles › “${title}” › line ${lines.length + 2} of its file: "notario" in: Llame a su notario de confianza.`,
    );
    expect(result.stderr, "no file path or zero-based path").not.toMatch(/\.json ›|\[\d+\]/);
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
    editJson(join(carelessScratch, "app/facts/data/reviews.json"), (data) => {
      data.statsAreSamples = false;
      for (const review of data.reviews) review.sample = false;
    });
    editJson(join(carelessScratch, "app/facts/data/about.json"), (data) => (data.storyIsSample = false));
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
});
