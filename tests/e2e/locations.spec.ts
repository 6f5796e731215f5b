import type { Page } from "@playwright/test";
import { expect, test } from "./support/shared-tab";
import { locationsContent } from "../../app/content/locations";
import { shellCopy } from "../../app/content/shell";
import { locationCrumbs, locationPaths, townPages, townWords } from "../../app/content/towns";
import { townSectionCopy } from "../../app/content/towns/shared";
import { formatClockRange } from "../../app/lib/format";
import { site } from "../../app/site.config";
import { intlLocales, LANGS } from "../../app/vocabulary/lang";
import { waitForHydration } from "./support/page-errors";
import { expectToContainEach } from "./support/static-copy";

/**
 * The towns, what each page holds and how each language words it come from
 * the config and the content files, never from a list here: every check runs
 * on the English pages and on their Spanish counterparts.
 */
const towns = site.serviceArea.towns;

/** The weekday opening hours as the page's language writes them ("5:00 PM–8:00 PM", "5:00 p.m.–8:00 p.m."). */
function weekdayHours(lang: (typeof LANGS)[number]): string {
  const [weekdays] = site.hours.schedule;
  if (!weekdays) throw new Error("The config lists no hours");
  return formatClockRange(weekdays.opens, weekdays.closes, lang);
}

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

async function hrefsOf(links: ReturnType<Page["getByRole"]>): Promise<(string | null)[]> {
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
}

for (const lang of LANGS) {
  const paths = locationPaths[lang];
  const index = locationsContent[lang];

  test(`the locations index (${lang})`, async ({ page }) => {
    // The checks share one load of the page; each is a step, which a failure names. A step that clicks
    // opens a question, scrolls to a section or, as the last step, leaves the page: nothing a later step reads.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(paths.index);

    await test.step("links to every town page, each named for its town", async () => {
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const links = page.getByRole("region", { name: index.sections.towns.title }).getByRole("link");
      await expect(links).toHaveText(towns.map((town) => town.name));
      expect(await hrefsOf(links)).toEqual(towns.map((town) => paths.town(town.slug)));
    });

    await test.step("lists the meeting-place types with their benefits", async () => {
      const places = page.getByRole("region", { name: index.sections.meetingPlaces.title });
      for (const place of index.meetingPlaces) {
        await expect(places.getByRole("heading", { level: 3, name: place.title })).toBeVisible();
      }
      const cards = places.getByRole("list").first().locator(":scope > li");
      await expect(cards).toHaveCount(index.meetingPlaces.length);
      // Every card lists at least two benefits: it holds a second list item.
      await expect(cards.filter({ has: page.getByRole("listitem").nth(1) }), "cards with two benefits").toHaveCount(
        index.meetingPlaces.length,
      );
    });

    await test.step("names the specialized locations", async () => {
      const special = page.getByRole("region", { name: index.sections.specialized.title });
      await expect(special.getByRole("heading", { level: 3 })).toHaveText(
        index.specializedLocations.map((location) => location.title),
      );
    });

    await test.step("gives the radius, travel fee and hours from the config", async () => {
      const travel = page.getByRole("region", { name: index.sections.travel.title });
      await expectToContainEach(travel, [
        ...index.travelFacts.map((fact) => fact.detail),
        String(site.serviceArea.radiusMiles),
        weekdayHours(lang),
      ]);
      await expect(travel.getByRole("img")).toHaveAttribute("alt", index.serviceMapAlt);
    });

    await test.step("leads to the contact page and the mobile service in its own language", async () => {
      const main = page.getByRole("main");
      const schedule = await hrefsOf(main.getByRole("link", { name: index.schedule, exact: true }));
      expect(schedule, "where each Schedule link leads").toEqual(schedule.map(() => paths.contact));
      await expect(main.getByRole("link", { name: index.aboutMobileService.label })).toHaveAttribute(
        "href",
        index.aboutMobileService.to,
      );
    });

    await test.step("a town card opens its page inside the app", async () => {
      const town = towns[towns.length - 1];
      if (!town) throw new Error("The config lists no towns");
      const words = townWords(town.name, lang);
      await waitForHydration(page);
      await page.getByRole("link", { name: town.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.town(town.slug)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
      await expect(page.getByText(words.serving, { exact: true })).toBeVisible();
    });
  });

  for (const town of towns) {
    const content = townPages[town.slug][lang];
    const words = townWords(town.name, lang);
    const copy = townSectionCopy(town.name, lang, town.municipality);

    // One visit per page, its checks as steps: twenty town pages, each loaded once.
    test(`the ${town.name} page (${lang}) shows its town, areas, services, trail and the sections of its kind`, async ({
      page,
    }) => {
      await page.goto(paths.town(town.slug));
      await test.step("opens with the town's name, a call link and a link to book", async () => {
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
      });
      await test.step("shows 8 areas, 8 key locations and the Need Service box", async () => {
        const areas = page.getByRole("region", { name: copy.areas.title });
        await expect(areas.getByRole("listitem")).toHaveText([...content.areas]);
        const keyLocations = page.getByRole("region", { name: copy.keyLocations.title });
        await expect(keyLocations.getByRole("listitem")).toHaveCount(8);
        await expect(page.getByRole("heading", { level: 3, name: words.needServiceHeading })).toBeVisible();
      });
      await test.step("shows three services, four reasons and closes with phone, e-mail and hours", async () => {
        const services = page.getByRole("region", { name: copy.services.title });
        await expect(services.getByRole("heading", { level: 3 })).toHaveText(
          content.services.map((card) => card.title),
        );
        // Each card leads to the page, in the same language, of the service its town file names.
        expect(await hrefsOf(services.getByRole("link"))).toEqual(
          content.services.map((card) => paths.service(card.service)),
        );
        const reasons = page.getByRole("region", { name: copy.reasons.title });
        await expect(reasons.getByRole("heading", { level: 3 })).toHaveText(
          content.reasons.map((reason) => reason.title),
        );

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
      });
      await test.step("has a breadcrumb, and tells search engines the same trail, the language and the town served", async () => {
        const crumbs = locationCrumbs(lang, town);
        const trail = page.getByRole("navigation", { name: shellCopy[lang].navLabels.breadcrumb });
        for (const crumb of crumbs.slice(0, -1)) {
          await expect(trail.getByRole("link", { name: crumb.name, exact: true })).toHaveAttribute("href", crumb.path);
        }
        await expect(trail.getByText(town.name, { exact: true })).toHaveAttribute("aria-current", "page");

        const blocks = await jsonLdBlocks(page);
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
      });
      await test.step(`shows the sections of a ${content.kind} town page`, async () => {
        const neighborhoods = page.getByRole("region", { name: copy.neighborhoods.title });
        const landmarks = page.getByRole("region", { name: copy.landmarks.title });
        const serviceTypes = page.getByRole("region", { name: copy.serviceTypes.title });
        const keyLocations = page.getByRole("region", { name: copy.keyLocations.title });
        const needService = { name: words.needServiceHeading } as const;

        if (content.kind === "featured") {
          await expect(neighborhoods.getByRole("heading", { level: 3 })).toHaveText(
            content.neighborhoods.map((place) => place.name),
          );
          await expect(landmarks.getByRole("heading", { level: 3 })).toHaveText(
            content.landmarks.map((place) => place.name),
          );
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
          await expect(university.getByRole("group", { name: words.studentServices }).getByRole("listitem")).toHaveText(
            [...content.university.studentServices],
          );
          await expect(
            university.getByRole("group", { name: words.facultyStaffServices }).getByRole("listitem"),
          ).toHaveText([...content.university.facultyStaffServices]);
          await expect(university.getByRole("heading", { name: content.university.campusNote.title })).toBeVisible();
          await expect(university.getByRole("heading", needService)).toBeVisible();
          await expect(keyLocations.getByRole("heading", needService)).toHaveCount(0);
        } else {
          await expect(page.locator("#university")).toHaveCount(0);
          await expect(keyLocations.getByRole("heading", needService)).toBeVisible();
        }
      });
    });
  }
}
