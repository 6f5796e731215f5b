/**
 * A second notary makes the site hers: her data files, her one article and her
 * portrait laid over a copy of the project (examples/second-notary/), the
 * link-preview picture redrawn and the site built with `npm run build:deploy`,
 * exactly as the README tells her. Every built page is then read for any fact
 * of the default notary, and the unit tests run again on her data.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { factsOnlyFirstHas, maskOwnTowns, readOwnerData, type OwnerData } from "./owner-facts";
import { copyProjectWithOwnerData, listFiles, PROJECT_ROOT, removeCopy, runInCopy } from "./owner-copy";

const OWNER_FOLDER = join(PROJECT_ROOT, "examples", "second-notary");
/** A key of the form Web3Forms issues; the build only checks its shape. */
const FORM_KEY = "0b6c5d9e-3f1a-4c2b-9e8d-7a6f5e4d3c2b";
/** What a visitor or a crawler can read: pages, their loader data, feeds, robots, the sitemap. */
const READABLE = /\.(html|data|xml|txt|json|webmanifest)$|^_(headers|redirects)$/;

/** The one unit test left out of the run in her copy (tests/platform/build.test.ts). */
const FILLED_IN_BUILD_TEST = "builds a filled-in site";

let copy = "";
let defaults: OwnerData;
let hers: OwnerData;
let pages: { file: string; text: string }[] = [];

/** The page's text with the entities and unbreakable characters the site writes made plain. */
function plain(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\u2011/g, "-");
}

function page(path: string): string {
  const file = path === "/" ? "index.html" : `${path.slice(1)}.html`;
  const found = pages.find((entry) => entry.file === file);
  if (!found) throw new Error(`${path}: no ${file} in the second notary's build`);
  return found.text;
}

beforeAll(() => {
  defaults = readOwnerData(PROJECT_ROOT);
  hers = readOwnerData(OWNER_FOLDER);
  copy = copyProjectWithOwnerData(OWNER_FOLDER);

  const card = runInCopy(copy, ["social-card"]);
  if (card.status !== 0) throw new Error(`npm run social-card failed:\n${card.stdout}\n${card.stderr}`);
  const build = runInCopy(copy, ["build:deploy"], { VITE_WEB3FORMS_ACCESS_KEY: FORM_KEY });
  if (build.status !== 0) throw new Error(`npm run build:deploy refused her site:\n${build.stdout}\n${build.stderr}`);

  const client = join(copy, "build", "client");
  pages = listFiles(client)
    .filter((file) => READABLE.test(file.split("/").pop() ?? ""))
    .map((file) => ({ file, text: plain(readFileSync(join(client, file), "utf8")) }));
});

afterAll(() => {
  if (copy) removeCopy(copy);
});

describe("the second notary's site, built with npm run build:deploy", () => {
  test("has pages to read", () => {
    expect(pages.filter((entry) => entry.file.endsWith(".html")).length).toBeGreaterThan(20);
  });

  test("no built page carries a fact of the default notary", () => {
    const facts = factsOnlyFirstHas(defaults, hers);
    expect(facts.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { file, text } of pages) {
      const masked = maskOwnTowns(text, hers);
      for (const fact of facts) {
        const match = fact.pattern.exec(masked);
        if (match) {
          const around = masked.slice(Math.max(0, match.index - 60), match.index + match[0].length + 60);
          found.push(`${file}: ${fact.label} — …${around.replace(/\s+/g, " ")}…`);
        }
      }
    }
    // The whole list, for the engineer who has to fix them: a failure message shows only the first few.
    mkdirSync(join(PROJECT_ROOT, "test-results"), { recursive: true });
    writeFileSync(join(PROJECT_ROOT, "test-results", "second-notary-findings.txt"), found.join("\n") + "\n");
    expect(found).toEqual([]);
  });

  test("her name, phone, hours and towns are on her home page, and her e-mail on the contact page", () => {
    const home = page("/");
    const { business } = hers;
    expect(home).toContain(business.businessName);
    expect(home).toContain(business.notary.fullName);
    expect(home).toMatch(new RegExp(business.phone.slice(2, 5) + "\\D{0,3}" + business.phone.slice(5, 8)));
    expect(home).toContain(`<link rel="canonical" href="${business.url}`);
    expect(page("/contact")).toContain(business.email);
    const locations = page("/locations");
    for (const town of business.serviceArea.towns) expect(locations).toContain(town.name);
  });

  test("her review is on the reviews page and her article is listed and has its page", () => {
    expect(page("/testimonials")).toContain(hers.reviews.reviews[0]?.text.slice(0, 60));
    const articles = listFiles(join(OWNER_FOLDER, "app", "content", "blog"));
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const slug = /^slug:\s*(\S+)/m.exec(readFileSync(join(OWNER_FOLDER, "app", "content", "blog", article), "utf8"));
      expect(slug?.[1], article).toBeTruthy();
      expect(page("/blog")).toContain(`/blog/${slug?.[1]}`);
      expect(page(`/blog/${slug?.[1]}`)).toContain(hers.business.notary.fullName);
    }
  });

  test("the unit tests pass on her data", () => {
    // All but the one that builds a filled-in site: her copy was just built
    // for launch by build:deploy above, and a second build would only double
    // the minute it takes.
    const unit = runInCopy(copy, ["test:unit", "--", "--testNamePattern", `^(?!.*${FILLED_IN_BUILD_TEST})`]);
    const output = `${unit.stdout}\n${unit.stderr}`;
    writeFileSync(join(PROJECT_ROOT, "test-results", "second-notary-unit.log"), output);
    // The failing tests' names first, then the end of the run.
    const failed = output.split("\n").filter((line) => line.includes("FAIL"));
    expect(unit.status, [...failed, ...output.split("\n").slice(-40)].join("\n")).toBe(0);
  });
});
