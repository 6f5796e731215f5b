/**
 * The untouched template, built with netlify.toml's command as Netlify runs
 * it (its variables, no form key yet): the build exits 0 and publishes the
 * pre-launch site — every page not indexed, no sample fact, the site editor
 * at /admin saving to the repository Netlify builds from, robots.txt
 * disallowing everything, and the launch check's list on the page.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "smol-toml";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { collectLaunchFacts, findLaunchProblems, sampleFactsInUse } from "../../deploy/launch-facts";
import { CMS_SETTINGS_FILE } from "../../deploy/launch-check";
import { whereToFix, withoutSampleFacts } from "../../deploy/prelaunch-page";
import { editorRepository, PLACEHOLDER_REPOSITORY } from "../../deploy/cms/host-repository";
import { SITE_SOURCES } from "../support/project-files";

const root = join(import.meta.dirname, "..", "..");
const PROJECT_FILES = [...SITE_SOURCES, "netlify.toml"];
/** What Netlify tells every build about the repository it builds from. */
const REPOSITORY = "jane-doe/notary-site";
const NETLIFY_ENV = { NETLIFY: "true", REPOSITORY_URL: `https://github.com/${REPOSITORY}` };
/** Variables that would change what the build does: a form key, another host's marks. */
const HOST_VARIABLES = ["VITE_WEB3FORMS_ACCESS_KEY", "CF_PAGES", "WORKERS_CI", "SITE_DEPLOY", "GITHUB_REPOSITORY"];

const copy = mkdtempSync(join(tmpdir(), "host-build-"));
const client = join(copy, "build", "client");
let build: SpawnSyncReturns<string>;

/** Every file under dir, relative to it. */
function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}
const read = (file: string) => readFileSync(join(client, file), "utf8");

beforeAll(() => {
  for (const file of PROJECT_FILES) cpSync(join(root, file), join(copy, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  const { command } = (parse(readFileSync(join(copy, "netlify.toml"), "utf8")) as { build: { command: string } }).build;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !HOST_VARIABLES.includes(name)));
  build = spawnSync("sh", ["-c", command], {
    cwd: copy,
    env: { ...env, ...NETLIFY_ENV },
    encoding: "utf8",
    timeout: 300_000,
  });
}, 300_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("netlify.toml's command on the untouched template", () => {
  test("exits 0, publishing the pre-launch site", () => {
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(join(client, "index.html"))).toBe(true);
  });

  test("publishes no page, data, script, picture or feed of the site: only its pages, the editor and robots.txt", () => {
    const site = listFiles(client).filter((file) => !file.startsWith("admin/") && file !== "admin.html");
    expect(
      site.filter(
        (file) => !/^(?:[\w/]*404\.html|index\.html|robots\.txt|_headers|_redirects|\.assetsignore)$/.test(file),
      ),
    ).toEqual([]);
    expect(existsSync(join(client, "sitemap.xml"))).toBe(false);
  });

  test("every page asks not to be indexed, in the page and in every answer's headers", () => {
    const pages = listFiles(client).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(read(page), page).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const everyAnswer = /^\/\*\n((?: {2}.+\n)+)/m.exec(read("_headers"))?.[1] ?? "";
    expect(everyAnswer).toContain("X-Robots-Tag: noindex");
    expect(everyAnswer).toContain("Content-Security-Policy: frame-ancestors 'none'");
  });

  test("robots.txt disallows everything", () => {
    expect(read("robots.txt")).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  });

  test("no page of the site shows a sample fact the launch check knows", () => {
    const sampleFacts = sampleFactsInUse(collectLaunchFacts(""));
    // The editor's own page is left out: it is her tool, not the site, and shows her files as they are to fix them.
    for (const page of listFiles(client).filter((file) => file.endsWith(".html") && file !== "admin.html")) {
      const text = read(page);
      for (const fact of sampleFacts) expect(text, `${page}: ${fact}`).not.toContain(fact);
    }
  });

  test("the page lists every problem of the launch check, under the editor's list that fixes it, with the way to the editor", () => {
    vi.stubEnv("REPOSITORY_URL", NETLIFY_ENV.REPOSITORY_URL);
    const facts = collectLaunchFacts("");
    const problems = findLaunchProblems(facts);
    expect(problems.some((problem) => problem.startsWith(CMS_SETTINGS_FILE))).toBe(false);
    const page = read("index.html")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    for (const problem of problems) {
      const { place, text } = whereToFix(problem);
      expect(page).toContain(`<span class="place">${place}</span>${withoutSampleFacts(text, sampleFactsInUse(facts))}`);
    }
    expect(page).toMatch(/<a [^>]*href="\/admin"[^>]*>Open the site editor<\/a>/);
  });

  test("carries the site editor at /admin, saving to the repository Netlify builds unless the settings name one", () => {
    const written = (JSON.parse(readFileSync(join(root, CMS_SETTINGS_FILE), "utf8")) as { githubRepository: string })
      .githubRepository;
    const expected = editorRepository(written, NETLIFY_ENV);
    if (PLACEHOLDER_REPOSITORY.test(written)) expect(expected).toBe(REPOSITORY);
    expect(read("admin.html")).toContain('rel="cms-config-url"');
    expect(read("admin/config.yml")).toContain(`repo: ${expected}`);
    expect(read("admin/config.yml")).not.toContain("local_backend");
  });
});
