import { expect, test } from "./support/shared-tab";
import { actionsOf, expectWithinFirstScreen, firstScreenPages, heroOf, onePerKind } from "./support/first-screen";
import { literal, sidewaysOverflow } from "./support/layout";
import { heroFactsByLang } from "../../app/content/hero-facts";
import { formatUsd } from "../../app/lib/format";
import { listPagePaths } from "../../app/page-paths";
import { site } from "../../app/site.config";
import { langOfPath } from "../../app/vocabulary/lang";

/**
 * Issue 13: the first screen sells (support/first-screen.ts). The every-page
 * bar holds every one of these pages to it on a 375 × 812 phone; here, one
 * page of each kind in each language: what the business is, a 320-pixel
 * phone, and a wide screen.
 */
const built = new Set(listPagePaths());

test("the first-screen pages are pages the build prerenders", () => {
  for (const { path } of firstScreenPages) expect(built, path).toContain(path);
});

test.describe("on a 375 × 812 phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path } of onePerKind) {
    test(`${path} says what the business is on its first screen`, async ({ page }) => {
      const lang = langOfPath(path);
      await page.goto(path);
      // Either the identity line of the facts or the eyebrow says it, never both.
      const identity = page.getByText(heroFactsByLang[lang].identity, { exact: true });
      const saysItElsewhere = (await identity.count()) === 0;
      const statement = saysItElsewhere
        ? heroOf(page).getByText(lang === "es" ? /notary public a domicilio/i : /mobile notary public/i)
        : identity;
      await expectWithinFirstScreen(page, statement.first(), "what the business is", 812);
      await expect(statement.first()).toContainText(
        lang === "es" ? site.serviceArea.regionEs.replace(/^el /, "") : site.serviceArea.region,
        { ignoreCase: true },
      );
    });
  }
});

test.describe("on a 320 × 640 phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path } of onePerKind) {
    test(`${path} shows the call and the booking actions without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      // On a screen this short the bottom bar is where the call is; the page's own booking link is above it.
      const bar = page.locator("[data-action-bar]");
      await expect(bar.locator(`a[href="tel:${site.phone.e164}"]`)).toBeInViewport({ ratio: 1 });
      const { book } = actionsOf(page);
      await expectWithinFirstScreen(page, book, "the booking link", 640);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    });
  }
});

test.describe("on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path } of onePerKind) {
    test(`${path} still shows the key facts and both actions in its hero`, async ({ page }) => {
      const lang = langOfPath(path);
      await page.goto(path);
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
  }
});
