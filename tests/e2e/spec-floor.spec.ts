import { expect, test } from "./support/shared-tab";
import { credentialFacts } from "../../app/content/credential-facts";
import { listPagePairs } from "../../app/page-paths";
import { site } from "../../app/site.config";
import { LANGS } from "../../app/vocabulary/lang";

/**
 * What the spec names and a redesign could drop without any other test
 * noticing (design.md §14): the header's hours in words beside the call link
 * ("Evenings & Weekends" for the spec's notary, from her data), and the four
 * certification badge images, each with its text alternative, on the pages
 * the spec lists them on.
 */
const BADGE_PAGES = [
  { english: "/", langs: ["en"] },
  { english: "/about", langs: LANGS },
  { english: "/services/loan-signing-agent", langs: LANGS },
  { english: "/contact", langs: LANGS },
] as const;
const pairs = listPagePairs();

test.describe("the desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of LANGS) {
    test(`shows the hours in a few words beside the call link (${lang})`, async ({ page }) => {
      const home = pairs.find((pair) => pair.en === "/")?.[lang] ?? "/";
      await page.goto(home);
      const header = page.getByRole("banner");
      const summary = lang === "es" ? site.hours.summaryEs : site.hours.summary;
      await expect(header.getByText(summary, { exact: true })).toBeVisible();
      await expect(header.getByRole("link", { name: site.phone.display })).toBeVisible();
    });
  }
});

// The Spanish home page is the spec's own "Spanish page", with sections of its own.
for (const { english, langs } of BADGE_PAGES) {
  for (const lang of langs) {
    const path = pairs.find((pair) => pair.en === english)?.[lang];
    test(`${path ?? english} shows four certification badge images, each with its text alternative`, async ({
      page,
    }) => {
      expect(path, `${english} has a ${lang} page`).toBeTruthy();
      await page.goto(path ?? english);
      const badges = page.locator("[data-credential]").getByRole("img");
      await expect(badges).toHaveCount(4);
      for (const [index, fact] of credentialFacts[lang].entries()) {
        await expect(badges.nth(index)).toHaveAccessibleName(fact.badgeAlt);
        await expect(badges.nth(index)).toBeVisible();
      }
    });
  }
}
