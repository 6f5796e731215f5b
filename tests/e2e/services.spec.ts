import { expect, test } from "./support/shared-tab";
import { servicePath, servicesIn, servicesOverviewPath } from "../../app/content/services";
import { servicesOverview } from "../../app/content/services/overview";
import { servicePages } from "../../app/content/services/pages";
import { shellCopy } from "../../app/content/shell";
import { formatUsd } from "../../app/lib/format";
import { site } from "../../app/facts/site.config";
import { intlLocales, LANGS } from "../../app/vocabulary/lang";
import { collectPageErrors, waitForHydration } from "./support/page-errors";
import { hrefsOf, structuredData } from "./support/page-reads";
import { region } from "./support/service-page";
import { expectToContainEach } from "./support/static-copy";

/*
 * The services overview in each language. Each service page's own checks (its
 * layout, links, structured data and, in English, what it says) run on the
 * every-page bar's visit of it: support/service-page.ts.
 */

for (const lang of LANGS) {
  const words = servicesOverview[lang];
  const shell = shellCopy[lang];
  const list = servicesIn(lang);

  test(`the services overview (${lang})`, async ({ page }) => {
    // The checks share one load of the page; each is a step, which a failure names. A step that clicks
    // opens a question, scrolls to a section or, as the last step, leaves the page: nothing a later step reads.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(servicesOverviewPath(lang));

    await test.step("has a card for every service, each linking to its own page in the same language", async () => {
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
      const cards = region(page, words.list.title).getByRole("link");
      await expect(cards).toHaveCount(list.length);
      const hrefs = await hrefsOf(cards);
      expect(hrefs).toEqual(list.map((service) => servicePath(service, lang)));
      for (const [index, service] of list.entries()) {
        await expect(cards.nth(index).getByText(service.title, { exact: true })).toBeVisible();
      }
    });

    await test.step("explains the four-step process in order", async () => {
      const steps = region(page, words.how.title).getByRole("listitem");
      await expect(steps).toHaveCount(words.steps.length);
      const label = lang === "es" ? "Paso" : "Step";
      // A heading in each step, so the headings' order is the steps'.
      await expect(steps.filter({ has: page.getByRole("heading") })).toHaveCount(words.steps.length);
      await expect(steps.getByRole("heading")).toHaveText(
        words.steps.map((step, index) => `${label} ${index + 1}: ${step.title}`),
      );
    });

    await test.step("quotes the configured fees and ends with a call to action", async () => {
      await expectToContainEach(region(page, words.fees.title), [
        formatUsd(site.fees.perNotarialActUsd, lang),
        formatUsd(site.fees.travelUsd, lang),
        ...words.fees.items.map((item) => item.title),
      ]);
      const closing = region(page, words.closing.title);
      await expect(closing.getByRole("link", { name: words.schedule })).toHaveAttribute("href", shell.contact.to);
      await expect(closing.getByRole("link", { name: site.phone.display, exact: true })).toHaveAttribute(
        "href",
        `tel:${site.phone.e164}`,
      );
    });

    await test.step("points an unsure visitor to help in the same language", async () => {
      const help = region(page, words.help.title).getByRole("link");
      const hrefs = await hrefsOf(help);
      expect(hrefs).toEqual(words.help.cards.map((card) => card.to));
    });

    await test.step("has its breadcrumbs and structured data in its language", async () => {
      const trail = page.getByRole("navigation", { name: shell.navLabels.breadcrumb });
      await expect(trail.getByRole("link", { name: words.home })).toHaveAttribute("href", shell.home);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(words.crumb);
      const breadcrumbs = (await structuredData(page)).find((block) => block["@type"] === "BreadcrumbList");
      expect(breadcrumbs).toMatchObject({ inLanguage: intlLocales[lang] });
      expect(breadcrumbs?.itemListElement).toHaveLength(2);
    });

    await test.step("a card opens its service page inside the app", async () => {
      // Any service will do: the last card, the one furthest down the page.
      const target = list[list.length - 1];
      if (!target) throw new Error("no services to open");
      const content = servicePages[target.slug][lang];
      const errors = collectPageErrors(page);
      await waitForHydration(page);
      await region(page, words.list.title)
        .getByRole("link", { name: new RegExp(target.title) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${servicePath(target, lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
      await expect(region(page, content.process.title)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
