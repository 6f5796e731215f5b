import { expect, test } from "./support/shared-tab";
import { actionWords } from "../../app/content/actions";
import { faqCategories, homeFaqIds } from "../../app/content/faq";
import { services } from "../../app/content/services";
import { homeTestimonials } from "../../app/content/testimonials";
import { formatUsdRange } from "../../app/lib/format";
import { site } from "../../app/facts/site.config";
import { expectCredentialBand } from "./support/credentials";
import { waitForHydration } from "./support/page-errors";
import { expectExpanded, questionsIn } from "./support/faq";
import { heroCallName } from "./support/first-screen";
import { weekdayHours, weekdays } from "./support/hours";
import { hrefsOf, structuredData } from "./support/page-reads";

/*
 * The home page's sections, each checked as a step of one visit: the steps
 * that only read come first; then the page's length at a phone's width, as
 * loaded; last the FAQ teaser, whose answers it opens.
 */
test("the home page shows each of its sections as the content and the facts say", async ({ page }) => {
  await page.goto("/");

  await test.step("the hero offers scheduling and a call", async () => {
    const hero = page.locator("main > div").first();
    await expect(hero.getByRole("link", { name: actionWords.en.book.label })).toHaveAttribute(
      "href",
      actionWords.en.book.to,
    );
    await expect(hero.getByRole("link", { name: heroCallName("en") })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
  });

  await test.step("on a wide screen the hero states the fee, the travel fee, the hours and the area at a glance", async () => {
    const facts = page.locator("main > div").first().locator("dl");
    await expect(facts).toBeVisible();
    await expect(facts).toContainText(`Up to $${site.fees.perNotarialActUsd}`);
    await expect(facts).toContainText(`$${site.fees.travelUsd} within ${site.fees.travelFeeRadiusMiles} miles`);
    await expect(facts).toContainText(`${weekdays.label} ${weekdayHours("en")}`);
    await expect(facts).toContainText(`within ${site.serviceArea.radiusMiles} miles of ${site.serviceArea.base}`);
  });

  await test.step("shows the four credentials with their figures from the facts and the commission's public record", async () => {
    await expectCredentialBand(page.getByRole("region", { name: "Credentials" }), "en");
  });

  await test.step("the meet section and why-choose block lead to the About page", async () => {
    await expect(page.getByRole("region", { name: `Meet ${site.notary.fullName}` }).getByRole("link")).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(
      page.getByRole("region", { name: `Why Choose ${site.businessName}` }).getByRole("link", { name: /about me/i }),
    ).toHaveAttribute("href", "/about");
  });

  await test.step("three service cards lead on to all services", async () => {
    const help = page.getByRole("region", { name: "How I Can Help" });
    // The cards are the section's first list; the list of every service follows under its own heading.
    await expect(help.getByRole("list").first().getByRole("heading", { level: 3 })).toHaveText([
      "Document Notarization",
      "Real Estate Services",
      "Mobile Service",
    ]);
    await expect(help.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  });

  await test.step("the services grid links to each service page", async () => {
    const links = page.getByRole("region", { name: "Services I Provide" }).getByRole("link");
    await expect(links).toHaveCount(services.length);
    const hrefs = await hrefsOf(links);
    expect(hrefs).toEqual(services.map((service) => `/services/${service.slug}`));
  });

  await test.step("How It Works has four numbered steps", async () => {
    await expect(page.getByRole("region", { name: "How It Works" }).getByRole("listitem")).toHaveCount(4);
  });

  await test.step("pricing quotes the configured fees", async () => {
    const pricing = page.getByRole("region", { name: "Simple, Upfront Pricing" });
    await expect(pricing).toContainText(`$${site.fees.perNotarialActUsd}`);
    await expect(pricing).toContainText(`$${site.fees.travelUsd}`);
    await expect(pricing).toContainText(`within ${site.fees.travelFeeRadiusMiles} miles`);
    await expect(pricing).toContainText(formatUsdRange(site.fees.remoteOnlineUsd));
  });

  await test.step("two sample reviews, each with its rating, link to all reviews", async () => {
    const reviews = page.getByRole("region", { name: "What Clients Say" });
    const cards = reviews.getByRole("figure");
    await expect(cards).toHaveCount(homeTestimonials.length);
    for (const [index, review] of homeTestimonials.entries()) {
      await expect(cards.nth(index)).toContainText(review.name);
      await expect(cards.nth(index).getByText(`Rated ${review.rating} out of 5`, { exact: true })).toBeAttached();
    }
    await expect(reviews.getByRole("link", { name: "Read all reviews" })).toHaveAttribute("href", "/testimonials");
  });

  await test.step("the contact section gives phone, e-mail, hours and the online form", async () => {
    const contact = page.getByRole("region", { name: "Get in Touch" });
    await expect(contact.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(contact.getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(contact).toContainText(weekdayHours("en"));
    await expect(contact.getByRole("link", { name: "Schedule Online" })).toHaveAttribute(
      "href",
      actionWords.en.book.to,
    );
  });

  await test.step("carries Notary structured data built from the config, without ratings", async () => {
    const notary = (await structuredData(page)).find((data) => data["@type"] === "Notary");
    expect(notary).toMatchObject({ name: site.businessName, telephone: site.phone.e164, email: site.email });
    expect(notary?.areaServed).toHaveLength(site.serviceArea.towns.length + 1);
    expect(notary).not.toHaveProperty("aggregateRating");
  });

  await test.step("on a 375 × 812 phone the whole page, header and footer included, is at most ten screens long", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / 812, `the page is ${height} px tall`).toBeLessThanOrEqual(10);
  });

  await test.step("the FAQ teaser opens its five answers independently and links to the FAQ", async () => {
    await waitForHydration(page);
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = questionsIn(faq);
    // The questions the content names for the teaser, looked up here by id rather than through the page's own helper.
    const items = faqCategories.flatMap((category) => category.items);
    await expect(questions).toHaveText(homeFaqIds.map((id) => items.find((item) => item.id === id)?.question ?? id));
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expectExpanded(questions.nth(0), true);
    await expectExpanded(questions.nth(1), false);
    await expectExpanded(questions.nth(2), true);
    await expect(faq.getByRole("link", { name: /all questions/ })).toHaveAttribute("href", "/faq");
  });
});
