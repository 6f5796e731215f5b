import type { Page } from "@playwright/test";
import { expectCredentialBand } from "./support/credentials";
import { expect, test } from "./support/shared-tab";
import { aboutPage, storyIsSample } from "../../app/content/about";
import { appointmentFormCopy, thankYouPaths } from "../../app/content/appointment-copy";
import { contactPage } from "../../app/content/contact";
import { contactWaysCopy } from "../../app/content/contact-ways";
import { credentialList } from "../../app/content/credentials";
import { documentsPage } from "../../app/content/documents";
import { accessibilityStatement } from "../../app/content/legal/accessibility";
import {
  documentLinks,
  legalPageLabels,
  type DocumentSection,
  type LegalDocument,
} from "../../app/content/legal/document";
import { privacyPolicy } from "../../app/content/legal/privacy-policy";
import { termsOfService } from "../../app/content/legal/terms-of-service";
import { absoluteUrl } from "../../app/lib/seo";
import { testimonialsEs } from "../../app/content/espanol";
import { faqPage, faqPageCopy } from "../../app/content/faq";
import { serviceSlugPath, services } from "../../app/content/services";
import { shellCopy } from "../../app/content/shell";
import { notAttorneyNotice } from "../../app/lib/gender-es";
import { reviewCardCopy, reviewsPage, reviewsPageCopy, stats, statsAreSamples } from "../../app/content/testimonials";
import { formatDate, formatUsd } from "../../app/lib/format";
import { counterpartOf, listPagePairs } from "../../app/routes/page-paths";
import { site } from "../../app/facts/site.config";
import { LANGS, type Bilingual, type Lang } from "../../app/vocabulary/lang";
import { waitForHydration } from "./support/page-errors";
import { answerOf, expectExpanded, questionIn, questionsIn } from "./support/faq";
import { escapeRegExp } from "../support/regexp";
import { actionWords } from "../../app/content/actions";
import { literal } from "./support/layout";
import { expectToContainEach } from "./support/static-copy";

/** A page's address in each language, from the route table (English path -> both). */
function pathsOf(englishPath: string): Record<Lang, string> {
  const pair = listPagePairs().find((candidate) => candidate.en === englishPath);
  if (!pair) throw new Error(`No page pair for ${englishPath}`);
  return pair;
}

/** Every service page's address in `lang`. */
function servicePaths(lang: Lang): string[] {
  return services.map((service) => serviceSlugPath(service.slug, lang));
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

for (const lang of LANGS) {
  const path = pathsOf("/about")[lang];
  const words = aboutPage[lang];

  test(`About (${path})`, async ({ page }) => {
    // The checks only read the page, so they share one load; each is a step, which a failure names.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(path);

    await test.step("is in the page's language", async () => {
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });

    await test.step("labels the story as a sample while it is one", async () => {
      await expect(page.getByText(words.story.sampleNote, { exact: true })).toHaveCount(storyIsSample ? 1 : 0);
    });

    await test.step("tells the notary's story, with her military service when she has one", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hero.title);
      const service = lang === "es" ? site.notary.veteranOfEs : site.notary.veteranOf;
      await expectToContainEach(page.getByRole("region", { name: words.story.title }), [
        ...words.story.paragraphs,
        ...(service ? [service] : []),
        site.commission.number,
      ]);
    });

    await test.step("shows four core values, four expertise areas and the service philosophy", async () => {
      const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
      await expect(
        page.getByRole("region", { name: words.values.title }).getByRole("heading", { level: 3 }),
      ).toHaveText(titles(words.values.items));
      const expertise = page.getByRole("region", { name: words.expertise.title });
      await expect(expertise.getByRole("heading", { level: 3 })).toHaveText(titles(words.expertise.items));
      const links = await expertise
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(links).toEqual(words.expertise.items.map((area) => area.link.to));
      for (const href of links) expect(servicePaths(lang)).toContain(href);
      await expect(
        page.getByRole("region", { name: words.philosophy.title }).getByRole("heading", { level: 3 }),
      ).toHaveText(titles(words.philosophy.items));
    });

    await test.step("shows four credentials and four certification badges", async () => {
      const credentials = page.getByRole("region", { name: words.credentials.title });
      await expect(credentials.getByRole("heading", { level: 3 })).toHaveText(
        credentialList[lang].map((credential) => credential.title),
      );
      await expect(credentials).toContainText(formatUsd(site.credentials.suretyBondUsd, lang));
      await expectCredentialBand(credentials, lang);
    });

    await test.step("closes with a call to action to the contact page", async () => {
      const cta = page.getByRole("region", { name: words.cta.title });
      await expect(cta.getByRole("link", { name: words.actions.schedule })).toHaveAttribute(
        "href",
        words.actions.contactPath,
      );
      await expect(cta.getByRole("link", { name: shellCopy[lang].call(site.phone.display) })).toHaveAttribute(
        "href",
        `tel:${site.phone.e164}`,
      );
    });
  });
}

for (const lang of LANGS) {
  const path = pathsOf("/testimonials")[lang];
  const words = reviewsPageCopy[lang];
  const reviews = reviewsPage[lang];

  test(`Reviews (${path})`, async ({ page }) => {
    // The checks only read the page, so they share one load; each is a step, which a failure names.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(path);

    await test.step("shows every review in order, each with its rating in words a screen reader reads", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
      const region = page.getByRole("region", { name: words.reviews.title });
      await expect(region.getByRole("listitem")).toHaveCount(reviews.length);
      const cards = region.getByRole("figure");
      await expect(cards).toHaveCount(reviews.length);
      for (const [index, review] of reviews.entries()) {
        await expect(
          cards.nth(index).getByText(reviewCardCopy[lang].rated(review.rating), { exact: true }),
        ).toBeAttached();
      }
      // One quote in each card, so the quotes' order is the cards'; with the counts pinned, each list below
      // is matched item by item, in order.
      const quotes = cards.getByRole("blockquote");
      await expect(cards.filter({ has: page.getByRole("blockquote") })).toHaveCount(reviews.length);
      await expect(quotes).toHaveCount(reviews.length);
      await expect(quotes).toContainText(reviews.map((review) => review.text));
      await expect(cards).toContainText(reviews.map((review) => review.name));
      // A Spanish page names the service in Spanish where the review gives the words.
      await expect(cards).toContainText(
        reviews.map((review) => (lang === "es" && review.serviceEs ? review.serviceEs : review.service)),
      );
    });

    await test.step("marks each review with the language its client wrote it in", async () => {
      const cards = page.getByRole("region", { name: words.reviews.title }).getByRole("figure");
      // The cards' quotes, one each (the step above holds them to it).
      const languages = await cards
        .getByRole("blockquote")
        .evaluateAll((quotes) => quotes.map((quote) => quote.getAttribute("lang")));
      expect(languages).toEqual(reviews.map((review) => review.language));
      for (const [index, review] of reviews.entries()) {
        await expect(
          cards.nth(index).getByText(reviewCardCopy[lang].writtenIn[review.language], { exact: true }),
        ).toHaveCount(review.language === lang ? 0 : 1);
      }
    });

    await test.step("shows each configured statistic, value and label", async () => {
      const row = page.getByRole("region", { name: words.statsHeading }).getByRole("listitem");
      await expect(row).toHaveText(
        stats[lang].map((stat) => new RegExp(`^\\s*${escapeRegExp(stat.value)}\\s*${escapeRegExp(stat.label)}\\s*$`)),
      );
    });

    await test.step("shows the credentials and leads to the contact page", async () => {
      const credentials = page.getByRole("region", { name: words.credentials.title });
      await expect(credentials.getByRole("heading", { level: 3 })).toHaveCount(credentialList[lang].length);
      await expect(
        page.getByRole("region", { name: words.cta.title }).getByRole("link", { name: words.schedule }),
      ).toHaveAttribute("href", words.contactPath);
    });

    await test.step("labels every sample review and the sample figures as samples, so no screenshot can pass for real", async () => {
      const region = page.getByRole("region", { name: words.reviews.title });
      const samples = reviews.filter((review) => review.sample);
      await expect(region.getByText(reviewCardCopy[lang].sample, { exact: true })).toHaveCount(samples.length);
      await expect(page.getByText(words.statsSampleNote, { exact: true })).toHaveCount(statsAreSamples ? 1 : 0);
    });

    await test.step("carries no review or rating structured data", async () => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      for (const block of blocks) {
        expect(block).not.toMatch(/"(Review|AggregateRating|aggregateRating|review|reviewRating)"/);
      }
    });
  });
}

test("the Spanish page labels its sample reviews in Spanish", async ({ page }) => {
  await page.goto("/espanol");
  const samples = testimonialsEs.filter((testimonial) => testimonial.sample);
  await expect(page.getByText("Reseña de muestra", { exact: true })).toHaveCount(samples.length);
});

for (const lang of LANGS) {
  const path = pathsOf("/faq")[lang];
  const words = faqPageCopy[lang];
  const { categories, quickTips } = faqPage[lang];

  /** Questions are the owner's to add, reword or remove: each step picks them from the FAQ's own data. */
  const withTwoQuestions = categories.filter((category) => category.items.length >= 2);
  function required<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`The FAQ has no ${what}`);
    return value;
  }
  const firstPair = required(withTwoQuestions[0], "category with two questions");
  const lastPair = required(withTwoQuestions.at(-1), "category with two questions");
  const lastCategory = required(categories.at(-1), "categories");

  test(`FAQ (${path})`, async ({ page }) => {
    // The checks share one load of the page; each is a step, which a failure names. A step that opens
    // questions closes them again (the mouse's pair and the keyboard's may be one pair), and the last step
    // jumps to a category: nothing a later step reads.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(path);

    await test.step("has each category with its own questions, all closed, and a topic link to each", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
      for (const category of categories) {
        const region = page.getByRole("region", { name: category.title, exact: true });
        const questions = questionsIn(region);
        await expect(questions).toHaveText(category.items.map((item) => item.question));
        // Each question's answer, in the questions' order: its own words, and none of them shown.
        const answers = answerOf(questions);
        await expect(answers).toHaveText(category.items.map((item) => item.answer));
        await expect(region.locator("details[open]"), `open questions in ${category.title}`).toHaveCount(0);
        await expect(answers.filter({ visible: true }), `answers shown in ${category.title}`).toHaveCount(0);
      }
      const topics = page.getByRole("navigation", { name: words.topics.label }).getByRole("link");
      await expect(topics).toHaveCount(categories.length);
      const hrefs = await topics.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(categories.map((category) => `#${category.id}`));
    });

    await test.step("describes its questions as a FAQPage in the page's language", async () => {
      const faqPages = (await jsonLdOf(page)).filter((block) => block["@type"] === "FAQPage");
      expect(faqPages).toHaveLength(1);
      const [data] = faqPages as [{ inLanguage: string; mainEntity: { name: string }[] }];
      expect(data.inLanguage).toBe(lang === "es" ? "es-US" : "en-US");
      expect(data.mainEntity.map((question) => question.name)).toEqual(
        categories.flatMap((category) => category.items.map((item) => item.question)),
      );
    });

    await test.step("offers four quick tips and four ways to get in touch", async () => {
      await expect(
        page.getByRole("region", { name: words.quickTips.title }).getByRole("heading", { level: 3 }),
      ).toHaveText(quickTips.map((tip) => tip.title));
      const contact = page.getByRole("region", { name: words.contact.title }).getByRole("link");
      const hrefs = await contact.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs).toEqual([
        `tel:${site.phone.e164}`,
        `sms:${site.phone.e164}`,
        `mailto:${site.email}`,
        contactWaysCopy[lang].formPath,
      ]);
    });

    await test.step("opens two questions at once and closes them again", async () => {
      await waitForHydration(page);
      const region = page.getByRole("region", { name: firstPair.title, exact: true });
      const [firstItem, secondItem] = firstPair.items;
      const first = questionIn(region, required(firstItem, "question").question);
      const second = questionIn(region, required(secondItem, "question").question);

      await first.click();
      await second.click();
      await expectExpanded(first, true);
      await expectExpanded(second, true);
      await expect(answerOf(first)).toHaveText(required(firstItem, "answer").answer);
      await expect(answerOf(second)).toHaveText(required(secondItem, "answer").answer);

      await first.click();
      await expectExpanded(first, false);
      await expectExpanded(second, true);
      await second.click();
      await expectExpanded(second, false);
    });

    await test.step("toggles a question from the keyboard with Enter and Space", async () => {
      await waitForHydration(page);
      const region = page.getByRole("region", { name: lastPair.title, exact: true });
      const [firstItem, secondItem] = lastPair.items;
      const question = questionIn(region, required(firstItem, "question").question);

      await question.focus();
      await page.keyboard.press("Enter");
      await expectExpanded(question, true);
      await expect(question).toBeFocused();

      await page.keyboard.press("Space");
      await expectExpanded(question, false);

      // Tab reaches the next question, which Space opens, and closes again.
      await page.keyboard.press("Tab");
      const next = questionIn(region, required(secondItem, "question").question);
      await expect(next).toBeFocused();
      await page.keyboard.press("Space");
      await expectExpanded(next, true);
      await page.keyboard.press("Space");
      await expectExpanded(next, false);
    });

    await test.step("a topic link jumps to its category", async () => {
      await waitForHydration(page);
      // The last category, so the jump has to scroll.
      await page
        .getByRole("navigation", { name: words.topics.label })
        .getByRole("link", { name: new RegExp(escapeRegExp(lastCategory.title)) })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(lastCategory.id)}$`));
      await expect(page.getByRole("heading", { level: 2, name: lastCategory.title, exact: true })).toBeInViewport();
    });
  });
}

for (const lang of LANGS) {
  const path = pathsOf("/documents")[lang];
  const words = documentsPage[lang];

  test(`Documents (${path})`, async ({ page }) => {
    // The checks share one load of the page; each is a step, which a failure names. Only the English
    // page's last step clicks: it opens a question, nothing an earlier step reads.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(path);

    await test.step("says what a notary can and cannot notarize, in the page's language", async () => {
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hero.title);
      const acts = page.getByRole("region", { name: words.sections.acts.title });
      await expect(acts.getByRole("heading", { level: 3 })).toHaveText([
        ...words.notarialActs.map((act) => act.title),
        words.sections.acts.limitsTitle,
      ]);
      await expectToContainEach(acts, words.limits);
    });

    await test.step("leads from each document category to its service page in the same language", async () => {
      const region = page.getByRole("region", { name: words.sections.categories.title });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(words.categories.map((item) => item.title));
      const hrefs = await region
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs).toEqual(words.categories.map((category) => category.link.to));
      for (const href of hrefs) expect(servicePaths(lang)).toContain(href);
    });

    await test.step("lists what to bring, five steps and its questions", async () => {
      await expect(
        page.getByRole("region", { name: words.sections.whatToBring.title }).getByRole("listitem"),
      ).toHaveText(words.whatToBring.map((item) => new RegExp(escapeRegExp(item))));
      await expect(page.getByRole("region", { name: words.sections.process.title }).getByRole("heading", { level: 3 }))
        // Each heading starts with the step's number for screen readers (StepList), then its title.
        .toHaveText(words.steps.map((step) => new RegExp(`${escapeRegExp(step.title)}$`)));
      await expect(questionsIn(page.getByRole("region", { name: words.sections.faq.title }))).toHaveText(
        words.faq.map((item) => item.question),
      );
    });

    await test.step("shows every download as not available yet, never as a link", async () => {
      const region = page.getByRole("region", { name: words.sections.resources.title });
      await expect(region.getByRole("link")).toHaveCount(0);
      const buttons = region.getByRole("button");
      await expect(buttons).toHaveCount(words.resources.length);
      // With the count pinned, the titles are matched button by button, in order.
      await expect(buttons).toContainText(words.resources.map((resource) => resource.title));
      await expect(region.getByRole("button", { disabled: true }), "disabled downloads").toHaveCount(
        words.resources.length,
      );
      await expect(region.getByText(words.sections.resources.comingSoon, { exact: true })).toHaveCount(
        words.resources.length,
      );
    });

    await test.step("has a breadcrumb trail home, in the page and in its structured data", async () => {
      const trail = page.getByRole("navigation", { name: shellCopy[lang].navLabels.breadcrumb });
      await expect(trail.getByRole("link", { name: words.crumbs.home })).toHaveAttribute("href", words.crumbs.homePath);
      await expect(trail.getByText(words.crumbs.page, { exact: true })).toHaveAttribute("aria-current", "page");
      const list = (await jsonLdOf(page)).find((block) => block["@type"] === "BreadcrumbList") as
        { itemListElement: { name: string }[] } | undefined;
      expect(list?.itemListElement.map((item) => item.name)).toEqual([words.crumbs.home, words.crumbs.page]);
    });

    await test.step("leads to the contact page in the same language", async () => {
      await expect(
        page.getByRole("region", { name: words.cta.title }).getByRole("link", { name: words.actions.schedule }),
      ).toHaveAttribute("href", words.actions.contactPath);
    });

    if (lang === "en") await test.step("the document information page", () => expectEnglishDocumentsCopy(page));
  });
}

/** The English document page's own words, and where its links lead. */
async function expectEnglishDocumentsCopy(page: Page) {
  const region = (name: string) => page.getByRole("region", { name, exact: true });

  await test.step("explains what a notary can notarize, and what a notary can't do", async () => {
    const acts = region("What a Notary Can Notarize");
    await expect(acts.getByRole("heading", { level: 3, name: "Acknowledgments" })).toBeVisible();
    await expect(acts.getByRole("heading", { level: 3, name: "What a notary can't do" })).toBeVisible();
    await expect(acts).toContainText("spouse");
  });

  await test.step("links its document categories to the six services", async () => {
    const links = region("Common Documents").getByRole("link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual([
      "/services/loan-signing-agent",
      "/services/acknowledgments",
      "/services/living-wills-and-directives",
      "/services/power-of-attorney",
      "/services/medical-authorization",
      "/services/affidavits",
    ]);
  });

  await test.step("says what to bring and walks through five steps", async () => {
    await expect(region("What to Bring")).toContainText("government-issued photo ID");
    const steps = region("How It Works").getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(region("How It Works")).toContainText(`$${site.fees.travelUsd}`);
  });

  await test.step("shows the downloads as Coming Soon, disabled and not as links", async () => {
    const resources = region("Downloadable Resources");
    await expect(resources.getByRole("link")).toHaveCount(0);
    const downloads = resources.getByRole("button", { name: /Download PDF/ });
    const count = await downloads.count();
    expect(count).toBeGreaterThan(0);
    await expect(resources.getByText("Coming Soon", { exact: true })).toHaveCount(count);
    // Every download is disabled and says so in its name.
    const saysItIsNotAvailable = resources.getByRole("button", {
      name: /coming soon, not available yet/,
      disabled: true,
    });
    await expect(downloads.and(saysItIsNotAvailable), "disabled downloads named coming soon").toHaveCount(count);
  });

  await test.step("ends with phone, e-mail, hours and links to book or browse services", async () => {
    const closing = page.getByRole("region", { name: "Have a document ready to sign?" });
    await expect(closing.getByRole("link", { name: actionWords.en.book.label })).toHaveAttribute(
      "href",
      actionWords.en.book.to,
    );
    await expect(closing.getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/services");
    await expect(closing.getByRole("link", { name: site.email })).toBeVisible();
    await expect(closing).toContainText(literal(site.hours.summary));
  });

  await test.step("answers questions that open one at a time", async () => {
    await waitForHydration(page);
    const questions = questionsIn(region("Document Questions"));
    await expectExpanded(questions.first(), false);
    await questions.first().click();
    await expectExpanded(questions.first(), true);
    await expectExpanded(questions.nth(1), false);
    await expect(
      region("Document Questions")
        .getByText(/acknowledgment/)
        .first(),
    ).toBeVisible();
  });
}

/** Each legal page in both languages: its address and its words, from the content. */
function inBothLanguages<T>(englishPath: string, content: Bilingual<T>) {
  return LANGS.map((lang) => ({
    lang,
    path: lang === "en" ? englishPath : (counterpartOf(englishPath)?.path ?? `no counterpart of ${englishPath}`),
    content: content[lang],
  }));
}

function sectionOf(document: LegalDocument, id: string): DocumentSection {
  const section = document.sections.find((each) => each.id === id);
  if (!section) throw new Error(`No section "${id}"`);
  return section;
}

/** The first paragraph of a section, as plain text. */
function firstParagraph(section: DocumentSection): string {
  const block = section.blocks.find((each) => each.kind === "paragraph");
  if (!block || block.kind !== "paragraph") throw new Error(`No paragraph in "${section.id}"`);
  return typeof block.text === "string"
    ? block.text
    : block.text.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/** On a translation, the line saying which version governs, with its link to the English page. */
async function expectGoverningVersion(page: Page, document: LegalDocument, englishPath: string) {
  const links = documentLinks({ ...document, summary: [], sections: [] });
  if (!document.governingVersion) return;
  expect(links).toHaveLength(1);
  const link = page.getByRole("main").getByRole("link", { name: links[0]?.text, exact: true });
  await expect(link).toHaveAttribute("href", englishPath);
  await expect(link).toHaveAttribute("hreflang", "en");
  await expect(link).toHaveAttribute("lang", "en");
}

for (const { lang, path, content: document } of inBothLanguages("/privacy-policy", privacyPolicy)) {
  test(`Privacy Policy at ${path}`, async ({ page }) => {
    // The checks share one load of the page; each is a step, which a failure names. A step that clicks
    // opens a question, scrolls to a section or, as the last step, leaves the page: nothing a later step reads.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(path);

    await test.step("shows the date it was last updated, from the config", async () => {
      const date = page.locator("time", { hasText: formatDate(site.privacyPolicyUpdated, lang) });
      await expect(date).toBeVisible();
      await expect(date).toHaveAttribute("datetime", site.privacyPolicyUpdated);
      await expect(
        page.getByText(`${document.updatedLabel}: ${formatDate(site.privacyPolicyUpdated, lang)}`),
      ).toBeVisible();
    });

    await test.step("has every section the spec lists", async () => {
      expect(document.sections.map((section) => section.id)).toEqual(privacyPolicy.en.sections.map((s) => s.id));
      for (const section of document.sections) {
        await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
      }
    });

    await test.step("says what the site collects, where it goes, and that there are no cookies", async () => {
      const collectedSection = sectionOf(document, "information-collected");
      const items = collectedSection.blocks.flatMap((block) => (block.kind === "list" ? block.items : []));
      const collected = page.getByRole("region", { name: collectedSection.title });
      await expect(collected.getByRole("listitem")).toHaveCount(items.length);
      await expect(page.getByRole("region", { name: sectionOf(document, "sharing").title })).toContainText(
        site.formService.name,
      );
      const automatic = sectionOf(document, "automatic-collection");
      await expect(page.getByRole("region", { name: automatic.title })).toContainText(firstParagraph(automatic));
      await expect(page.getByRole("region", { name: sectionOf(document, "notarial-records").title })).toContainText(
        String(site.legal.journalRetentionYears),
      );
    });

    await test.step("a table-of-contents link takes the visitor to its section", async () => {
      await waitForHydration(page);
      const children = sectionOf(document, "children");
      await page
        .getByRole("navigation", { name: legalPageLabels[lang].onThisPage })
        .getByRole("link", { name: children.title })
        .click();
      await expect(page).toHaveURL(/#children$/);
      await expect(page.getByRole("heading", { level: 2, name: children.title })).toBeInViewport();
    });

    // The English text is the original; a translation says so.
    if (lang !== "en") {
      await test.step("says the English version governs and links to it as English", async () => {
        await expectGoverningVersion(page, document, "/privacy-policy");
      });
    }
  });
}

for (const { lang, path, content: document } of inBothLanguages("/terms-of-service", termsOfService)) {
  test(`Terms of Service at ${path}`, async ({ page }) => {
    // The checks only read the page, so they share one load; each is a step, which a failure names.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(path);

    await test.step("is governed by Pennsylvania law and the courts of Berks County", async () => {
      const governingLaw = page.getByRole("region", { name: sectionOf(document, "governing-law").title });
      if (lang === "en") {
        await expect(governingLaw).toContainText(`laws of the Commonwealth of ${site.legal.governingLaw}`);
        await expect(governingLaw).toContainText(`courts of ${site.legal.courtsCounty}, ${site.legal.governingLaw}`);
      } else {
        await expect(governingLaw).toContainText(site.serviceArea.stateEs);
        await expect(governingLaw).toContainText(site.serviceArea.regionEs);
      }
    });

    await test.step("has every section the spec lists", async () => {
      expect(document.sections.map((section) => section.id)).toEqual(termsOfService.en.sections.map((s) => s.id));
      await expect(
        page.getByRole("navigation", { name: legalPageLabels[lang].onThisPage }).getByRole("link"),
      ).toHaveText(document.sections.map((section) => section.title));
    });

    await test.step("states the configured fees and the not-an-attorney statement", async () => {
      const fees = page.getByRole("region", { name: sectionOf(document, "fees").title });
      await expect(fees).toContainText(formatUsd(site.fees.perNotarialActUsd, lang));
      await expect(fees).toContainText(
        `${formatUsd(site.fees.travelUsd, lang)} ${lang === "en" ? "within" : "hasta"} ${site.fees.travelFeeRadiusMiles} ${lang === "en" ? "miles" : "millas"}`,
      );
      await expect(
        page.getByRole("region", { name: sectionOf(document, "services").title }).getByRole("blockquote"),
      ).toHaveText(notAttorneyNotice[lang]);
    });

    // The English text is the original; a translation says so.
    if (lang !== "en") {
      await test.step("says the English version governs and links to it as English", async () => {
        await expectGoverningVersion(page, document, "/terms-of-service");
      });
    }
  });
}

for (const { lang, path, content: document } of inBothLanguages("/accessibility", accessibilityStatement)) {
  test(`Accessibility Statement at ${path}`, async ({ page }) => {
    // The checks only read the page, so they share one load; each is a step, which a failure names.
    // Several tests' worth of checks: several tests' time.
    test.slow();
    await page.goto(path);

    await test.step("commits to WCAG 2.1 AA and lists the measures taken", async () => {
      await expect(page.getByRole("region", { name: sectionOf(document, "commitment").title })).toContainText(
        /WCAG 2\.1 (level|nivel) AA/,
      );
      const measures = page.getByRole("region", { name: sectionOf(document, "measures").title });
      expect(await measures.getByRole("listitem").count()).toBeGreaterThanOrEqual(8);
      await expect(measures).toContainText("axe-core");
    });

    await test.step("offers contact cards for phone, e-mail and the appointment form", async () => {
      const ways = contactWaysCopy[lang];
      const feedback = page.getByRole("region", { name: sectionOf(document, "feedback").title });
      await expect(feedback.getByRole("link", { name: site.phone.display })).toHaveAttribute(
        "href",
        `tel:${site.phone.e164}`,
      );
      await expect(feedback.getByRole("link", { name: new RegExp(escapeRegExp(ways.email)) })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(feedback.getByRole("link", { name: new RegExp(escapeRegExp(ways.formName)) })).toHaveAttribute(
        "href",
        ways.formPath,
      );
    });

    // The English text is the original; a translation says so.
    if (lang !== "en") {
      await test.step("says the English version governs and links to it as English", async () => {
        await expectGoverningVersion(page, document, "/accessibility");
      });
    }
  });
}

for (const { lang, path, content: copy } of inBothLanguages("/contact", contactPage)) {
  test(`Contact at ${path}`, async ({ page }) => {
    // The checks share one load of the page; each is a step, which a failure names. The last step opens a question.
    await page.goto(path);

    await test.step("offers a call, a text, the details, the form in the page's language and the urgent call", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      const hero = page.getByRole("main").locator("a", { hasText: copy.text });
      await expect(hero).toHaveAttribute("href", `sms:${site.phone.e164}`);
      // "Call now" while she is available, the plain call otherwise (CallOffer.test.tsx); names read no-break spaces as spaces.
      const urgentCall = page.locator("[data-call-offer]").getByRole("link", {
        name: new RegExp(
          [copy.callNow, copy.call].map((words) => escapeRegExp(words).replace(/\s+/g, "\\s+")).join("|"),
        ),
      });
      await expect(urgentCall).toHaveAttribute("href", `tel:${site.phone.e164}`);
      await expect(page.getByRole("link", { name: site.email }).first()).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      const form = page.locator("form").filter({ has: page.getByLabel(appointmentFormCopy[lang].labels.name) });
      await expect(form.getByRole("button", { name: appointmentFormCopy[lang].submit })).toBeVisible();
      await expect(form.locator('input[name="redirect"]')).toHaveAttribute("value", absoluteUrl(thankYouPaths[lang]));
      for (const paragraph of copy.personalNote) await expect(page.getByText(paragraph)).toBeVisible();
    });

    await test.step("answers the questions people ask before they book", async () => {
      await waitForHydration(page);
      const faq = page.getByRole("region", { name: copy.faqTitle });
      await expect(questionsIn(faq)).toHaveText(copy.faq.map((item) => item.question));
      const first = questionsIn(faq).first();
      await first.click();
      await expectExpanded(first, true);
      await expect(answerOf(first)).toHaveText(copy.faq[0]?.answer ?? "");
    });
  });
}
