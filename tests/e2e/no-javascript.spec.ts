import { expect, test } from "./support/test";
import { appointmentFormCopy } from "../../app/content/appointment-copy";
import { shellCopy } from "../../app/content/shell";
import { counterpartOf } from "../../app/routes/page-paths";
import { contactHrefs } from "../../app/lib/contact-links";
import { LANGS } from "../../app/vocabulary/lang";
import { answerOf, expectExpanded, questionsIn } from "./support/faq";

/**
 * A phone whose browser runs no JavaScript — or has not run it yet: the
 * page's code comes after the first paint (decision 025), and on a slow
 * connection a visitor taps before it has arrived. The menu, the FAQ, the
 * calls, the language switch and the appointment form still work.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

for (const lang of LANGS) {
  const words = shellCopy[lang];
  const home = lang === "en" ? "/" : (counterpartOf("/")?.path ?? "/");

  test(`in ${lang}, the menu opens and closes, an FAQ answer opens, and the header leads to the form`, async ({
    page,
  }) => {
    await page.goto(home);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    const menuButton = page.locator("header").getByRole("button", { name: words.menu.open });
    const menu = page.getByRole("dialog", { name: words.menu.dialog });
    await menuButton.tap();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: words.menu.close }).tap();
    await expect(menu).toBeHidden();
    await menuButton.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    const question = questionsIn(page.locator("main")).first();
    await expectExpanded(question, false);
    await question.tap();
    await expectExpanded(question, true);
    await expect(answerOf(question)).not.toBeEmpty();

    await expect(page.locator(`a[href="${contactHrefs.call}"]`).filter({ visible: true }).first()).toBeVisible();
    const counterpart = counterpartOf(home)?.path ?? "";
    await expect(page.locator(`header a[href="${counterpart}"]`)).toHaveCount(1);

    // A link in the menu loads its page; the header's booking link, the form.
    const lastLink = words.nav.menu.at(-1);
    await menuButton.tap();
    await menu.getByRole("link", { name: lastLink?.label, exact: true }).tap();
    await expect(page).toHaveURL(lastLink?.to ?? "");
    // Scrolled past the page hero's own call and Book, which stand in for the header's while on screen.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await page.locator("header").getByRole("link", { name: words.contact.short, exact: true }).tap();
    await expect(page).toHaveURL(words.contact.to);
    const form = page.locator("form").filter({ has: page.getByLabel(appointmentFormCopy[lang].labels.name) });
    await expect(form.getByLabel(appointmentFormCopy[lang].labels.name)).toBeEditable();
    await expect(form.getByRole("button", { name: appointmentFormCopy[lang].submit })).toBeVisible();
  });
}

test.describe("before the page's code has arrived", () => {
  test.use({ javaScriptEnabled: true });

  test("a menu and an answer opened early stay open once the page has hydrated, and the menu then reports it", async ({
    page,
  }) => {
    const words = shellCopy.en;
    // Holds the page's code back until the visitor has used the page: React's entry, or, on a page
    // without React, the plain page script (platform/build/page-script.mjs names it page-<hash>.js).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(entry\.client|page)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");

    const question = questionsIn(page.locator("main")).first();
    await question.tap();
    const menuButton = page.locator("header").getByRole("button", { name: words.menu.open });
    await menuButton.tap();
    const menu = page.getByRole("dialog", { name: words.menu.dialog });
    await expect(menu).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menu).toBeVisible();
    await expect(page.locator("header").getByRole("button", { name: words.menu.close })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
    await expectExpanded(question, true);
  });
});
