import { expect, test } from "./support/shared-tab";
import { locationsContent } from "../../app/content/locations";
import { locationPaths, townWords } from "../../app/content/towns";
import { site } from "../../app/facts/site.config";
import { LANGS } from "../../app/vocabulary/lang";
import { waitForHydration } from "./support/page-errors";
import { expectToContainEach } from "./support/static-copy";
import { weekdayHours } from "./support/hours";
import { hrefsOf } from "./support/page-reads";

/**
 * The locations index in each language. The towns, and how each language
 * words them, come from the config and the content files, never from a list
 * here. Each town page's own checks run on the every-page bar's visit of it:
 * support/town-page.ts.
 */
const towns = site.serviceArea.towns;

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
}
