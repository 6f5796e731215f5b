import { expect, test } from "./support/shared-tab";
import { credentialFacts } from "../../app/content/credential-facts";
import { THANK_YOU_PATHS } from "../../app/lib/special-paths";
import { listPagePairs } from "../../app/routes/page-paths";
import { site } from "../../app/facts/site.config";
import { LANGS } from "../../app/vocabulary/lang";
import { allArticles } from "./support/article-page";

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

// The spec's blog list: the featured article is the newest of the list, and "Showing X-Y of N articles"
// counts every article, the featured one among them (a redesign once dropped it from the count).
test("the blog list counts every article, the featured newest among them, in the spec's words", async ({ page }) => {
  const english = allArticles.filter((article) => article.lang === "en");
  const total = english.length;
  const { pageSize } = site.blog;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const newest = english[0];
  await page.goto("/blog");
  await expect(page.getByRole("region", { name: newest?.title })).toBeVisible();
  await expect(page.getByText(`Showing 1-${Math.min(pageSize, total)} of ${total} articles`)).toBeVisible();
  await expect(page.getByRole("article").getByRole("heading", { level: 3 }).first()).toHaveText(newest?.title ?? "");
  if (lastPage > 1) {
    await page.goto(`/blog?page=${lastPage}`);
    await expect(
      page.getByText(`Showing ${(lastPage - 1) * pageSize + 1}-${total} of ${total} articles`),
    ).toBeVisible();
  }
});

test("the page after a form sent without JavaScript opens with the spec's success message", async ({ page }) => {
  const spec = {
    en: "Thank you for your message! I will contact you shortly to confirm your appointment details.",
    es: "¡Gracias por su mensaje! Me pondré en contacto con usted pronto para confirmar los detalles de su cita.",
  };
  for (const lang of LANGS) {
    await page.goto(THANK_YOU_PATHS[lang]);
    await expect(page.getByRole("main")).toContainText(spec[lang]);
  }
});
