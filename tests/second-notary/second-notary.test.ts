/**
 * A second notary makes the site hers: her data files, her one article and her
 * portrait laid over a copy of the project (examples/second-notary/), and the
 * site built with `npm run build:host` as Netlify runs it, exactly as the
 * launch guide (docs/launch.md) tells her. Her data is a launch-ready site: the
 * launch check passes it, and the built pages carry no sample label, her
 * number, her form key, her portrait and link-preview pictures drawn for her. Every built page
 * is then read for any fact of the default notary, and the unit tests run
 * again on her data (all but the platform's own, which cannot read it). Her
 * data carries one day off more, a week or more ahead, on which her pages,
 * read in Chromium, neither say she is available nor take a booking.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { factsOnlyFirstHas, maskOwnTowns, readOwnerData, type OwnerData } from "./owner-facts";
import { copyProjectWithOwnerData, listFiles, PROJECT_ROOT, removeCopy, runInCopy, startInCopy } from "./owner-copy";
import { plain } from "../../site-tools/launch/plain-text";
import { dayOffAhead, firstWorkingDayFrom, addDays, forbiddenPhrases, type DayOff } from "../support/closure-day";
import { freePort } from "../support/free-port";
import { chromiumArgs, testChromiumPath } from "../../platform/index.mjs";
import type { Business as BusinessFacts } from "../../app/facts/schemas/business";
import { appointmentFormCopy } from "../../app/content/appointment-copy";
import { availabilityCopy } from "../../app/content/availability-now";
import { shellCopy } from "../../app/content/shell";
import { availabilityAt, describeAvailability, wallDateAt } from "../../app/lib/availability";
import { formatDate } from "../../app/lib/format";
import { counterpartOf } from "../../app/routes/page-paths";
import { LANGS, langOfPath } from "../../app/vocabulary/lang";

const OWNER_FOLDER = join(PROJECT_ROOT, "examples", "second-notary");
/** A key of the form Web3Forms issues; the build only checks its shape. */
const FORM_KEY = "0b6c5d9e-3f1a-4c2b-9e8d-7a6f5e4d3c2b";
/** What a visitor or a crawler can read: pages, their loader data, feeds, robots, the sitemap. */
const READABLE = /\.(html|data|xml|txt|json|webmanifest)$|^_(headers|redirects)$/;

/** What a page says of a sample, in either language, while the owner has not replaced it. */
const SAMPLE_LABEL = /Sample review|Reseña de muestra|Sample figures|Sample story|Sample article|Artículo de muestra/;

/**
 * What her unit run leaves out, each already run on the same code by the main run:
 * - the platform's own tests: the platform imports nothing from the app (a lint rule holds it), so they
 *   cannot see whose data is in place;
 * - the host's build command without a form key (`tests/platform/host-build.test.ts`, the pre-launch
 *   list and masked preview of an unfinished site): a whole site build more, while this file runs the
 *   same command on her finished data, with her key, and reads every page it publishes;
 * - the build's refusals (`tests/platform/build.test.ts`): of a data file broken on purpose, whoever's it
 *   is, and of the template's own samples, which her data has none of;
 * - the project's own structure (`tests/project/`: import layers, decision records), which holds no data.
 */
const LEFT_OUT_OF_HER_UNIT_RUN = [
  "platform/**",
  "tests/platform/host-build.test.ts",
  "tests/platform/build.test.ts",
  "tests/project/**",
];

let copy = "";
let buildOutput = "";
/** The unit tests' run on her data, side by side with her build: neither reads what the other writes. */
let unitRun: ReturnType<typeof startInCopy> | undefined;
let defaults: OwnerData;
let hers: OwnerData;
let pages: { file: string; text: string }[] = [];
/** One more closure in her data (tests/support/closure-day.ts), for the day-off checks at the end. */
let dayOff: DayOff;
/** Her hours as her data file holds them, before the day off. */
let herHours: BusinessFacts["hours"];

function readJson<T>(folder: string, file: string): T {
  return JSON.parse(readFileSync(join(folder, file), "utf8")) as T;
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
  // A day off a week or more ahead, on a day she works: what she would add in the editor's Days off.
  const herFacts = readJson<BusinessFacts>(OWNER_FOLDER, "app/facts/data/business.json");
  herHours = herFacts.hours;
  dayOff = dayOffAhead(herHours);
  const businessFile = join(copy, "app", "facts", "data", "business.json");
  writeFileSync(businessFile, `${JSON.stringify({ ...herFacts, hours: dayOff.hours }, null, 2)}\n`);

  // The main project's unit tests run beside its build too (npm test).
  mkdirSync(join(PROJECT_ROOT, "test-results"), { recursive: true });
  unitRun = startInCopy(
    copy,
    ["test:unit", "--", ...LEFT_OUT_OF_HER_UNIT_RUN.flatMap((pattern) => ["--exclude", pattern])],
    join(PROJECT_ROOT, "test-results", "second-notary-unit.log"),
  );
  // As Netlify builds it from her repository (docs/launch.md, step 7): its command, her key in its settings.
  // netlify.toml's command: with the launch check passing, it is the deploy build.
  const build = runInCopy(copy, ["build:host"], { VITE_WEB3FORMS_ACCESS_KEY: FORM_KEY, NETLIFY: "true" });
  if (build.status !== 0) throw new Error(`npm run build:host refused her site:\n${build.stdout}\n${build.stderr}`);
  buildOutput = build.stdout;

  const client = join(copy, "build", "client");
  pages = listFiles(client)
    .filter((file) => READABLE.test(file.split("/").pop() ?? ""))
    .map((file) => ({ file, text: plain(readFileSync(join(client, file), "utf8")) }));
});

afterAll(async () => {
  await unitRun;
  if (copy) removeCopy(copy);
});

describe("the second notary's site, built with npm run build:host as Netlify builds it", () => {
  test("the launch check passes her data at once: no command to run before the host's build", () => {
    expect(buildOutput).toContain("Launch check passed");
  });

  test("carries no compressed copy, since Netlify compresses for itself", () => {
    const copies = listFiles(join(copy, "build", "client")).filter((file) => /\.(br|gz)$/.test(file));
    expect(copies).toEqual([]);
  });

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

  test("no page labels anything a sample: her reviews, figures, story and article are hers", () => {
    const labelled = pages.filter(({ file, text }) => file.endsWith(".html") && SAMPLE_LABEL.test(text));
    expect(labelled.map(({ file }) => file)).toEqual([]);
  });

  test("the footer's copyright is hers, for the year of the build", () => {
    expect(page("/").replace(/<!-- -->/g, "")).toContain(`© ${new Date().getFullYear()} ${hers.business.businessName}`);
  });

  test("her portrait fills its slot on the home page, as a picture with every width", () => {
    const [portrait] = readJson<{ portrait: { alt: string }[] }>(OWNER_FOLDER, "app/facts/data/photos.json").portrait;
    const slot = /<div data-photo-slot="portrait"[^>]*>([\s\S]*?)<\/div>/.exec(page("/"));
    expect(slot?.[0], "the home page's portrait slot").not.toContain("data-placeholder");
    expect(slot?.[1]).toMatch(/<source type="image\/avif" srcSet="[^"]+ 480w/);
    expect(slot?.[1]).toContain(`alt="${portrait?.alt}"`);
  });

  test("the contact page dials her number and sends the form to the real service with her key", () => {
    const contact = page("/contact");
    expect(contact).toContain(`href="tel:${hers.business.phone}"`);
    expect(contact).toContain('action="https://api.web3forms.com/submit"');
    expect(contact).toContain(`value="${FORM_KEY}"`);
    expect(contact).toMatch(/connect-src 'self' https:\/\/api\.web3forms\.com;/);
  });

  test("the site editor saves to her repository, with no local backend", () => {
    const settings = readJson<{ githubRepository: string }>(OWNER_FOLDER, "site-tools/cms/settings.json");
    const editorConfig = readFileSync(join(copy, "build", "client", "admin", "config.yml"), "utf8");
    expect(editorConfig).toContain(`repo: ${settings.githubRepository}`);
    expect(editorConfig).not.toContain("local_backend");
  });

  test("the unit tests that read the site's data pass on hers", async () => {
    if (!unitRun) throw new Error("the unit run on her data did not start");
    const { status, output } = await unitRun;
    // The failing tests' names first, then the end of the run.
    const failed = output.split("\n").filter((line) => line.includes("FAIL"));
    expect(status, [...failed, ...output.split("\n").slice(-40)].join("\n")).toBe(0);
  });
});

/*
 * Issue 41, closures everywhere: on one of her days off, no page that sells a
 * visit says she is available or offers "call now", with JavaScript, and the
 * form's date field refuses the day. Her built site, served as `npm start`
 * serves it, read in Chromium with its clock set to a time of that day her
 * weekly hours cover.
 */
describe("on the day off added to her data, in Chromium", () => {
  let browser: Browser | undefined;
  let server: ChildProcess | undefined;
  let origin = "";
  const pagesThatSell = LANGS.flatMap((lang) => [shellCopy[lang].home, inLang("/contact", lang)]);

  function inLang(path: string, lang: "en" | "es"): string {
    return lang === "en" ? path : (counterpartOf(path)?.path ?? path);
  }

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(process.execPath, [join(copy, "platform", "cli", "serve.mjs")], {
      cwd: copy,
      stdio: "ignore",
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    });
    origin = `http://127.0.0.1:${port}`;
    // Up as soon as it answers; a minute is a hang's time, not a busy machine's.
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const status = await fetch(`${origin}/robots.txt`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`platform/cli/serve.mjs did not answer at ${origin} within a minute`);
    }
    browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  });

  afterAll(async () => {
    await browser?.close();
    if (server?.exitCode === null) server.kill("SIGTERM");
  });

  /** A new tab at `viewport` on `path`, its clock in her hours of the day off, once every status line is live. */
  async function openOnTheDayOff(path: string, viewport = { width: 375, height: 667 }): Promise<Page> {
    const page = await (browser as Browser).newPage({ viewport });
    await page.clock.setFixedTime(dayOff.duringHerHours);
    await page.goto(origin + path);
    // The page shows her status, and the live one has replaced the weekly hours wherever it shows it.
    await page.locator("[data-availability]").first().waitFor({ state: "attached" });
    await expect.poll(() => page.locator('[data-availability="hours"]').count(), { timeout: 60_000 }).toBe(0);
    return page;
  }

  test("the moment is one her weekly hours cover and the closure does not", () => {
    expect(availabilityAt(dayOff.duringHerHours, herHours).kind).toBe("open");
    expect(availabilityAt(dayOff.duringHerHours, dayOff.hours).kind).not.toBe("open");
    expect(wallDateAt(dayOff.duringHerHours)).toBe(dayOff.day);
  });

  test.each(pagesThatSell)(
    '%s says neither that she is available nor "call now", on a phone and a wide screen',
    async (path) => {
      const lang = langOfPath(path);
      const closedToday = describeAvailability(
        availabilityAt(dayOff.duringHerHours, dayOff.hours),
        availabilityCopy[lang],
      );
      for (const viewport of [
        { width: 375, height: 667 },
        { width: 1280, height: 800 },
      ]) {
        const page = await openOnTheDayOff(path, viewport);
        // Each status line says she is closed today, and when she is next available, in the copy's words.
        for (const status of await page.locator("[data-availability]").all()) {
          expect(await status.getAttribute("data-availability")).toBe("closed");
          expect((await status.textContent())?.trim()).toBe(closedToday);
        }
        const text = await page.locator("body").innerText();
        for (const phrase of forbiddenPhrases(lang, dayOff.hours)) {
          expect(text, `${path} at ${viewport.width} px says ${phrase}`).not.toMatch(phrase);
        }
        await page.close();
      }
    },
  );

  test.each(LANGS.map((lang) => inLang("/contact", lang)))(
    "%s: the form's date field refuses the day off, naming it, and keeps it typed",
    async (path) => {
      const copyOf = appointmentFormCopy[langOfPath(path)];
      const page = await openOnTheDayOff(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const date = page.locator("form").getByLabel(copyOf.labels.date);
      const message = () => date.evaluate((input) => (input as HTMLInputElement).validationMessage);
      await date.fill(dayOff.day);
      expect(await message()).toBe(copyOf.validation.closed.replace("{date}", formatDate(dayOff.day, copyOf.lang)));
      expect(await date.inputValue()).toBe(dayOff.day);
      // The next day she works is accepted.
      await date.fill(firstWorkingDayFrom(addDays(dayOff.day, 1), dayOff.hours));
      expect(await message()).toBe("");
      await page.close();
    },
  );
});
