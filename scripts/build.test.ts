import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..");
const PROJECT_FILES = [
  "app",
  "deploy",
  "scripts",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const ACCESS_KEY = "0b7c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

function runBuild(cwd: string, args: string[], env: Record<string, string> = {}) {
  // A clean environment: no key or host variables leak in from the machine running the tests.
  const hostVariables = new Set(["VITE_WEB3FORMS_ACCESS_KEY", "NETLIFY", "CF_PAGES", "WORKERS_CI", "SITE_DEPLOY"]);
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !hostVariables.has(name)));
  return spawnSync(process.execPath, [join(cwd, "scripts", "build.mjs"), ...args], {
    cwd,
    env: { ...clean, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
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

/** A copy of the project to change, with the real node_modules. */
function copyProject(into: string) {
  for (const file of PROJECT_FILES) cpSync(join(root, file), join(into, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(into, "node_modules"));
}

const scratch = mkdtempSync(join(tmpdir(), "deploy-build-"));
const brokenScratch = mkdtempSync(join(tmpdir(), "broken-data-build-"));
afterAll(() => {
  for (const dir of [scratch, brokenScratch]) rmSync(dir, { recursive: true, force: true });
});

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
});

describe("the deploy build", () => {
  test("refuses today's placeholders with one message listing every problem, before building anything", () => {
    const result = runBuild(root, ["--deploy"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/This site is not ready to go live \(\d+ problems\)/);
    expect(result.stderr).toContain("No form access key");
    expect(result.stderr).toMatch(/is a fictional 555-01xx number/);
    expect(result.stderr).toMatch(/is a sample/);
    expect(result.stdout).not.toContain("Finished the build");
  }, 60_000);

  test("builds a filled-in site, with no sample label on any page and the form going to the real service", () => {
    copyProject(scratch);
    fillIn(join(scratch, "app/content/data/business.json"), [
      ['"businessName": "Berks Mobile Notary"', '"businessName": "Reading Evening Notary"'],
      ['"fullName": "Alex Rivera"', '"fullName": "Dana Alvarez"'],
      [/"url": "https:\/\/[^"]+"/, '"url": "https://www.readingnotary.com"'],
      [/"phone": "\+161055501\d\d"/, '"phone": "+16105551234"'],
      [/"email": "[^"]+@example\.com"/, '"email": "hello@readingnotary.com"'],
      ['"number": "1400000"', '"number": "1398765"'],
      ['"amountsConfirmedByOwner": false', '"amountsConfirmedByOwner": true'],
      ['"languagesConfirmedByOwner": false', '"languagesConfirmedByOwner": true'],
    ]);
    fillIn(join(scratch, "app/content/data/reviews.json"), [
      ['"statsAreSamples": true', '"statsAreSamples": false'],
      [/"sample": true/g, '"sample": false'],
    ]);
    fillIn(join(scratch, "app/content/data/about.json"), [['"storyIsSample": true', '"storyIsSample": false']]);
    fillIn(join(scratch, "deploy/cms/settings.json"), [
      ["YOUR-GITHUB-ACCOUNT/YOUR-REPOSITORY", "dana-alvarez/notary-site"],
    ]);
    // The shipped photo stands in for her portrait: the test needs a real file through the real pipeline.
    const portraitAlt = "Dana Alvarez smiling at a desk with a stack of signed papers";
    fillIn(join(scratch, "app/content/data/photos.json"), [
      [
        '"portrait": []',
        `"portrait": [{ "file": "photos/signed-papers-on-a-desk.jpg", "alt": "${portraitAlt}", "altEs": "Dana Alvarez sonríe en un escritorio con papeles firmados" }]`,
      ],
    ]);

    const result = runBuild(scratch, ["--deploy"], { VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY });
    expect(result.stderr).not.toContain("not ready to go live");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Launch check passed");

    const page = (file: string) => readFileSync(join(scratch, "build/client", file), "utf8");
    for (const file of ["testimonials.html", "index.html", "espanol.html", "about.html"]) {
      expect(page(file), file).not.toMatch(/Sample review|Reseña de muestra|Sample figures|Sample story/);
    }
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
  }, 150_000);
});
