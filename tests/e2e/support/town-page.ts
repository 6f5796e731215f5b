import type { Page } from "@playwright/test";
import { shellCopy } from "../../../app/content/shell";
import {
  locationCrumbs,
  locationPaths,
  townPages,
  townWords,
  type TownConfig,
  type TownPage as TownContent,
} from "../../../app/content/towns";
import type { LocationPaths } from "../../../app/content/towns/paths";
import { townSectionCopy } from "../../../app/content/towns/shared";
import { site } from "../../../app/facts/site.config";
import { intlLocales, LANGS, type Lang } from "../../../app/vocabulary/lang";
import { weekdayHours } from "./hours";
import type { PageCheck } from "./page-check";
import { hrefsOf, structuredData } from "./page-reads";
import { expect } from "./test";

/*
 * What each town page holds, checked on the every-page bar's visit of it
 * (support/page-kinds.ts), in either language: its town, areas, services,
 * trail and the sections of its kind. The towns and their words come from the
 * config and the content files. The locations index is locations.spec.ts's.
 */

/** A town page and what it is built from. */
interface TownPage {
  lang: Lang;
  town: TownConfig;
  content: TownContent;
  words: ReturnType<typeof townWords>;
  copy: ReturnType<typeof townSectionCopy>;
  paths: LocationPaths;
}

/** The town page at each address, in either language. */
const townsByPath = new Map<string, TownPage>(
  LANGS.flatMap((lang) =>
    site.serviceArea.towns.map((town) => [
      locationPaths[lang].town(town.slug),
      {
        lang,
        town,
        content: townPages[town.slug][lang],
        words: townWords(town.name, lang),
        copy: townSectionCopy(town.name, lang, town.municipality),
        paths: locationPaths[lang],
      },
    ]),
  ),
);

/** The checks of the town page at `path`; none for another page. */
export function townPageChecks(path: string): PageCheck[] {
  const found = townsByPath.get(path);
  if (!found) return [];
  return [
    {
      title: "opens with the town's name, a call link and a link to book",
      check: (page) => expectTheOpening(page, found),
    },
    {
      title: "shows 8 areas, 8 key locations and the Need Service box",
      check: (page) => expectAreasAndKeyLocations(page, found),
    },
    {
      title: "shows three services, four reasons and closes with phone, e-mail and hours",
      check: (page) => expectServicesReasonsAndClosing(page, found),
    },
    {
      title: "has a breadcrumb, and tells search engines the same trail, the language and the town served",
      check: (page) => expectTheTrail(page, found),
    },
    {
      title: `shows the sections of a ${found.content.kind} town page`,
      check: (page) => expectTheSectionsOfItsKind(page, found),
    },
  ];
}

async function expectTheOpening(page: Page, { lang, content, words, paths }: TownPage): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
  await expect(page.getByText(words.serving, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("img", { name: content.picture.alt })).toBeVisible();

  const schedule = await hrefsOf(page.getByRole("link", { name: words.schedule, exact: true }));
  expect(schedule.length).toBeGreaterThanOrEqual(3);
  expect(schedule, "where each Schedule link leads").toEqual(schedule.map(() => paths.contact));
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: shellCopy[lang].call(site.phone.display) })
      .first(),
  ).toHaveAttribute("href", `tel:${site.phone.e164}`);
}

async function expectAreasAndKeyLocations(page: Page, { content, words, copy }: TownPage): Promise<void> {
  const areas = page.getByRole("region", { name: copy.areas.title });
  await expect(areas.getByRole("listitem")).toHaveText([...content.areas]);
  const keyLocations = page.getByRole("region", { name: copy.keyLocations.title });
  await expect(keyLocations.getByRole("listitem")).toHaveCount(8);
  await expect(page.getByRole("heading", { level: 3, name: words.needServiceHeading })).toBeVisible();
}

async function expectServicesReasonsAndClosing(
  page: Page,
  { lang, content, words, copy, paths }: TownPage,
): Promise<void> {
  const services = page.getByRole("region", { name: copy.services.title });
  await expect(services.getByRole("heading", { level: 3 })).toHaveText(content.services.map((card) => card.title));
  // Each card leads to the page, in the same language, of the service its town file names.
  expect(await hrefsOf(services.getByRole("link"))).toEqual(
    content.services.map((card) => paths.service(card.service)),
  );
  const reasons = page.getByRole("region", { name: copy.reasons.title });
  await expect(reasons.getByRole("heading", { level: 3 })).toHaveText(content.reasons.map((reason) => reason.title));

  const closing = page.getByRole("region", { name: copy.closing.title });
  await expect(closing.getByRole("link", { name: site.phone.display, exact: true })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(closing.getByRole("link", { name: site.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(closing).toContainText(weekdayHours(lang));
  await expect(closing.getByRole("link", { name: words.schedule })).toHaveAttribute("href", paths.contact);
  await expect(closing.getByRole("link", { name: words.allAreas })).toHaveAttribute("href", paths.index);
}

async function expectTheTrail(page: Page, { lang, town, paths }: TownPage): Promise<void> {
  const crumbs = locationCrumbs(lang, town);
  const trail = page.getByRole("navigation", { name: shellCopy[lang].navLabels.breadcrumb });
  for (const crumb of crumbs.slice(0, -1)) {
    await expect(trail.getByRole("link", { name: crumb.name, exact: true })).toHaveAttribute("href", crumb.path);
  }
  await expect(trail.getByText(town.name, { exact: true })).toHaveAttribute("aria-current", "page");

  const blocks = await structuredData(page);
  const notary = blocks.find((block) => block["@type"] === "Notary");
  expect(notary).toMatchObject({ areaServed: { name: `${town.name}, PA` }, telephone: site.phone.e164 });
  const webPage = blocks.find((block) => block["@type"] === "WebPage");
  expect(webPage).toMatchObject({ inLanguage: intlLocales[lang], url: `${site.url}${paths.town(town.slug)}` });
  const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
  expect(breadcrumb?.itemListElement).toEqual(
    crumbs.map((crumb, position) =>
      expect.objectContaining({ position: position + 1, name: crumb.name, item: `${site.url}${crumb.path}` }),
    ),
  );
}

async function expectTheSectionsOfItsKind(page: Page, { content, words, copy, paths }: TownPage): Promise<void> {
  const neighborhoods = page.getByRole("region", { name: copy.neighborhoods.title });
  const landmarks = page.getByRole("region", { name: copy.landmarks.title });
  const serviceTypes = page.getByRole("region", { name: copy.serviceTypes.title });
  const keyLocations = page.getByRole("region", { name: copy.keyLocations.title });
  const needService = { name: words.needServiceHeading } as const;

  if (content.kind === "featured") {
    await expect(neighborhoods.getByRole("heading", { level: 3 })).toHaveText(
      content.neighborhoods.map((place) => place.name),
    );
    await expect(landmarks.getByRole("heading", { level: 3 })).toHaveText(content.landmarks.map((place) => place.name));
    expect(await hrefsOf(serviceTypes.getByRole("link"))).toEqual(
      content.serviceTypes.map((slug) => paths.service(slug)),
    );
  } else {
    await expect(neighborhoods).toHaveCount(0);
    await expect(landmarks).toHaveCount(0);
    await expect(serviceTypes).toHaveCount(0);
  }

  if (content.kind === "university") {
    // The Need Service box moves from the key locations into the university section.
    const university = page.getByRole("region", { name: content.university.heading });
    await expect(university.getByRole("group", { name: words.studentServices }).getByRole("listitem")).toHaveText([
      ...content.university.studentServices,
    ]);
    await expect(university.getByRole("group", { name: words.facultyStaffServices }).getByRole("listitem")).toHaveText([
      ...content.university.facultyStaffServices,
    ]);
    await expect(university.getByRole("heading", { name: content.university.campusNote.title })).toBeVisible();
    await expect(university.getByRole("heading", needService)).toBeVisible();
    await expect(keyLocations.getByRole("heading", needService)).toHaveCount(0);
  } else {
    await expect(page.locator("#university")).toHaveCount(0);
    await expect(keyLocations.getByRole("heading", needService)).toBeVisible();
  }
}
