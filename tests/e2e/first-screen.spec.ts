import { expect, test } from "./support/shared-tab";
import { actionsOf, expectWithinFirstScreen, firstScreenPages, heroOf, onePerKind } from "./support/first-screen";
import { literal, sidewaysOverflow } from "./support/layout";
import { heroFactsByLang } from "../../app/content/hero-facts";
import { formatUsd } from "../../app/lib/format";
import { listPagePaths } from "../../app/routes/page-paths";
import { site } from "../../app/facts/site.config";
import { langOfPath } from "../../app/vocabulary/lang";

/**
 * Issue 13: the first screen sells (support/first-screen.ts). The every-page
 * bar holds every one of these pages to it on a 375 × 812 phone; here, one
 * page of each kind in each language: what the business is, a 320-pixel
 * phone, and a wide screen.
 *
 * Each page is loaded once, on the phone, and resized for the next screen:
 * its first screen is laid out by CSS alone, and no step scrolls. Each screen's
 * checks are a step named "<screen> › <what it checks>".
 */
const built = new Set(listPagePaths());

const PHONE = { width: 375, height: 812 } as const;
const SMALL_PHONE = { width: 320, height: 640 } as const;
const WIDE_SCREEN = { width: 1280, height: 800 } as const;

test("the first-screen pages are pages the build prerenders", () => {
  for (const { path } of firstScreenPages) expect(built, path).toContain(path);
});

test.use({ viewport: PHONE });

for (const { path } of onePerKind) {
  const lang = langOfPath(path);

  test(`${path} on a 375 × 812 phone, a 320 × 640 phone and a 1280 px screen`, async ({ page }) => {
    await page.goto(path);

    await test.step(`on a 375 × 812 phone › ${path} says what the business is on its first screen`, async () => {
      // Either the identity line of the facts or the eyebrow says it, never both.
      const identity = page.getByText(heroFactsByLang[lang].identity, { exact: true });
      const saysItElsewhere = (await identity.count()) === 0;
      const statement = saysItElsewhere
        ? heroOf(page).getByText(lang === "es" ? /notary public a domicilio/i : /mobile notary public/i)
        : identity;
      await expectWithinFirstScreen(page, statement.first(), "what the business is", PHONE.height);
      await expect(statement.first()).toContainText(
        lang === "es" ? site.serviceArea.regionEs.replace(/^el /, "") : site.serviceArea.region,
        { ignoreCase: true },
      );
    });

    await page.setViewportSize(SMALL_PHONE);
    await test.step(`on a 320 × 640 phone › ${path} shows the call and the booking actions without scrolling sideways`, async () => {
      // The hero's own call and booking link: the bottom bar stays away while they are on screen (issue 41).
      const { call, book } = actionsOf(page);
      await expect(page.locator("[data-action-bar]")).toBeHidden();
      await expectWithinFirstScreen(page, call, "the call", SMALL_PHONE.height);
      await expectWithinFirstScreen(page, book, "the booking link", SMALL_PHONE.height);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    });

    await page.setViewportSize(WIDE_SCREEN);
    await test.step(`on a 1280 px screen › ${path} still shows the key facts and both actions in its hero`, async () => {
      const hero = heroOf(page);
      const figures = [formatUsd(site.fees.perNotarialActUsd, lang), formatUsd(site.fees.travelUsd, lang)];
      // The home page holds them in its "at a glance" box beside the heading; every other page in the strip.
      for (const figure of figures) {
        await expect(hero.getByText(literal(figure)).filter({ visible: true }).first(), figure).toBeVisible();
      }
      await expect(
        page.locator("[data-availability]").filter({ visible: true }).first(),
        "when available",
      ).toBeVisible();
      const { call, book } = actionsOf(page);
      await expect(call).toBeVisible();
      await expect(book).toBeVisible();
    });
  });
}
