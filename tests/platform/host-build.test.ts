/**
 * The untouched template, built with netlify.toml's command as Netlify runs
 * it (its variables, no form key yet): the build exits 0 and publishes the
 * pre-launch site — every page not indexed, no sample fact, the site editor
 * at /admin saving to the repository Netlify builds from, robots.txt
 * disallowing everything, the launch check's list on the page, and the masked
 * preview of the site under /preview/ (a banner on every page, no script, no
 * link out of it). One build serves every test: it is the site's whole build
 * (about two minutes on a busy machine).
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "smol-toml";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { collectLaunchFacts, findLaunchProblems, sampleFactsInUse } from "../../site-tools/launch/launch-facts";
import { PREVIEW_WORDS } from "../../site-tools/launch/masked-preview";
import { dataFiles } from "../../app/facts/schemas/data-files";
import { EDITOR_LISTS } from "../../site-tools/cms/data-file-collections";
import { CMS_SETTINGS_FILE } from "../../site-tools/launch/launch-check";
import { whereToFix, withoutSampleFacts } from "../../site-tools/launch/prelaunch-page";
import { plain } from "../../site-tools/launch/plain-text";
import { editorRepository, PLACEHOLDER_REPOSITORY } from "../../site-tools/cms/host-repository";
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
    timeout: 600_000,
  });
}, 600_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("netlify.toml's command on the untouched template", () => {
  test("exits 0, publishing the pre-launch site", () => {
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(join(client, "index.html"))).toBe(true);
  });

  test("publishes no page, data, script, picture or feed of the site: only its pages, the editor, the preview and robots.txt", () => {
    const site = listFiles(client).filter(
      (file) =>
        !file.startsWith("admin/") && file !== "admin.html" && !file.startsWith("preview/") && file !== "preview.html",
    );
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

  test("no page of the site or its preview shows a sample fact the launch check knows", () => {
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

/** The preview's pages and files, as published. */
const previewFiles = () => listFiles(client).filter((file) => file.startsWith("preview/") || file === "preview.html");
const previewPages = () => previewFiles().filter((file) => file.endsWith(".html"));

describe("the masked preview of the site, published beside the list", () => {
  test("has the site's pages in both languages, and the list page links to it", () => {
    expect(previewPages().length).toBeGreaterThan(20);
    expect(previewPages()).toContain("preview.html");
    expect(previewPages()).toContain("preview/espanol.html");
    expect(read("index.html")).toMatch(/<a [^>]*href="\/preview"[^>]*>See your site as it will look<\/a>/);
  });

  test("every page carries the banner in its language, asks not to be indexed and runs no script", () => {
    for (const page of previewPages()) {
      const html = read(page);
      const lang = /<html lang="(\w+)/.exec(html)?.[1] === "es" ? "es" : "en";
      expect(html, page).toContain(`<p class="masked-preview-banner" role="note">${PREVIEW_WORDS[lang].banner}`);
      expect(html, page).toMatch(/<meta name="robots" content="noindex[^"]*">/);
      expect(html, page).not.toMatch(/<script/i);
      expect(html, page).not.toMatch(/<link rel="canonical"|property="og:/);
    }
    expect(previewFiles().filter((file) => /\.(js|data|xml|json|txt|yml)$/.test(file))).toEqual([]);
  });

  test("every link stays inside the preview and leads to a published file, but the banner's to the list", () => {
    const published = new Set(listFiles(client).map((file) => `/${file}`));
    const resolves = (path: string) =>
      published.has(`${path}.html`) || published.has(path) || published.has(`${path}/index.html`);
    for (const page of previewPages()) {
      const html = read(page).replace(/<p class="masked-preview-banner"[\s\S]*?<\/p>/, "");
      const urls = [...html.matchAll(/\s(?:href|src|srcset|action)="([^"]*)"/g)].flatMap((match) =>
        (match[1] ?? "").split(", ").map((entry) => entry.split(" ")[0] ?? ""),
      );
      for (const url of urls.filter((each) => each.startsWith("/"))) {
        expect(url, page).toMatch(/^\/preview(?:[/?#]|$)/);
        expect(resolves(decodeURIComponent(url.split(/[?#]/)[0] ?? "")), `${page}: ${url}`).toBe(true);
      }
    }
  });

  test("its form sends nothing: no address to send to, its button disabled, a note saying so", () => {
    const withForm = previewPages().filter((page) => read(page).includes("<form"));
    expect(withForm.length).toBeGreaterThan(0);
    for (const page of withForm) {
      const html = read(page);
      expect(html, page).not.toMatch(/<form[^>]*\saction=/);
      expect(html, page).not.toMatch(/<button(?![^>]*\sdisabled)[^>]*type="submit"/);
      expect(html, page).toMatch(/<p class="masked-preview-note" role="note">/);
    }
  });

  test("shows no fictional phone, e-mail, address or name, and none of the sample reviews", () => {
    const facts = collectLaunchFacts("");
    const digits = facts.phoneE164.replace(/^\+1/, "");
    const phone = new RegExp(`${digits.slice(3, 6)}\\D{0,3}${digits.slice(6)}`);
    const reviews = (
      JSON.parse(readFileSync(join(root, dataFiles.reviews), "utf8")) as {
        reviews: { text: string; sample: boolean }[];
      }
    ).reviews.filter((review) => review.sample);
    for (const file of previewFiles().filter((each) => /\.(html|svg|css)$/.test(each))) {
      // With the tags taken out too: a tag inside a fact ("name@<wbr/>example.com") would hide it.
      const text = `${plain(read(file))}\n${plain(read(file)).replace(/<[^>]*>/g, "")}`;
      if (sampleFactsInUse(facts).some((fact) => fact.startsWith("+1"))) expect(text, file).not.toMatch(phone);
      for (const fact of sampleFactsInUse(facts)) expect(text, `${file}: ${fact}`).not.toContain(fact);
      for (const review of reviews) expect(text, file).not.toContain(review.text.slice(0, 60));
      expect(text, file).not.toMatch(/Sample review|Reseña de muestra|Sample article|Artículo de muestra/);
    }
  });

  test("puts a marker in each sample fact's place, saying where hers goes", () => {
    const contact = read("preview/contact.html");
    if (sampleFactsInUse(collectLaunchFacts("")).some((fact) => fact.startsWith("+1"))) {
      expect(contact).toContain(`[sample phone: yours goes in the site editor, ${EDITOR_LISTS.business}]`);
      expect(read("preview/espanol/contacto.html")).toContain(
        `[teléfono de muestra: el suyo va en el editor, ${EDITOR_LISTS.business}]`,
      );
    }
  });
});
