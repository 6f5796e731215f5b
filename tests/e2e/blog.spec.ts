import type { Page } from "@playwright/test";
import { expect, test } from "./support/shared-tab";
import {
  articleCardCopy,
  blogPage,
  categoryNames,
  fillIn,
  readTimeIn,
  withSpanishArticles,
  type BlogPageCopy,
} from "../../app/content/blog-page";
import {
  articlePath,
  BLOG_CATEGORIES,
  BLOG_PATHS,
  categorySlug,
  FEED_PATHS,
  type BlogCategory,
} from "../../app/lib/blog";
import { formatDate } from "../../app/lib/format";
import { fullTitle } from "../../app/lib/seo";
import { site } from "../../app/facts/site.config";
import { LANGS, type Lang } from "../../app/vocabulary/lang";
import { collectPageErrors, navigateInApp, waitForHydration } from "./support/page-errors";
import { allArticles, sameCategory, type Article } from "./support/article-page";

/*
 * Every expectation below comes from the articles themselves and the blog's
 * rules (the spec's blog list and its states, site.blog in the config), never
 * from today's count: adding, removing or re-dating an article needs no
 * change here.
 */

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The blog has no ${what}`);
  return value;
}

const { pageSize } = site.blog;

/** How many pages a list of `total` articles takes. */
const pagesFor = (total: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * What the list in `lang` shows, stated here: the articles written in its
 * language first, then, on the Spanish list, the English ones (marked there).
 * The English list shows English articles only.
 */
function listedOn(lang: Lang): Article[] {
  const own = allArticles.filter((article) => article.lang === lang);
  return lang === "en" ? own : [...own, ...allArticles.filter((article) => article.lang === "en")];
}

/** The English articles, for the checks of what only the English article pages do. */
const englishArticles = allArticles.filter((article) => article.lang === "en");
const newestEnglish = required(englishArticles[0], "English articles");

/** The articles on a 1-based page of a list. */
function onPage<T>(list: readonly T[], page: number): T[] {
  return list.slice((page - 1) * pageSize, page * pageSize);
}

/** The list's own words and articles, in each language the blog list is shown in. */
const lists = LANGS.map((lang) => {
  const all = listedOn(lang);
  /** The spec's list below the featured article counts every article, the featured newest among them. */
  const articles = all;
  const hasSpanish = lang === "es" && all.some((article) => article.lang === "es");
  const copy: BlogPageCopy = hasSpanish ? { ...blogPage.es, ...withSpanishArticles } : blogPage[lang];
  const usedCategories = BLOG_CATEGORIES.filter((category) =>
    articles.some((article) => article.category === category),
  );
  const inCategory = (category: string) => articles.filter((article) => article.category === category);
  const pageCount = pagesFor(articles.length);
  /** A category that fills more than one page, if any: the address then has both parts. */
  const pagedCategory = usedCategories.find((category) => pagesFor(inCategory(category).length) > 1);
  return {
    lang,
    path: BLOG_PATHS[lang],
    copy,
    card: articleCardCopy[lang],
    names: categoryNames[lang],
    all,
    articles,
    newest: required(all[0], `articles on ${BLOG_PATHS[lang]}`),
    firstListed: required(articles[0], `an article on ${BLOG_PATHS[lang]}`),
    usedCategories,
    inCategory,
    pageCount,
    pagedCategory,
    /** A second category to move to, so Back has somewhere to return from. */
    otherCategory: usedCategories.find((category) => category !== pagedCategory),
    /** The Spanish feed once there are Spanish articles to follow; the English one otherwise. */
    feed: FEED_PATHS[hasSpanish ? "es" : "en"],
    /** Paging needs more than one page of articles; with fewer, "pages the list" below checks that none shows. */
    skipWithoutPages: () =>
      test.skip(pageCount < 2, `all ${articles.length} listed articles fit on one page of ${pageSize}`),
  };
});
type List = (typeof lists)[number];

/** The spec's "Showing X-Y of N articles", with " in {category}" when filtered, for a 1-based page. */
function showingText(list: List, total: number, page: number, category?: BlogCategory): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const range = total === 0 ? "0" : `${first}-${last}`;
  const noun = total === 1 ? list.copy.nouns.one : list.copy.nouns.many;
  const showing = fillIn(list.copy.showing, { range, total, noun });
  return category ? showing + fillIn(list.copy.inCategory, { category: list.names[category] }) : showing;
}

/**
 * A page change scrolls to the list, smoothly unless the visitor asks for less motion, and a click on a
 * page button during that scroll can land where the button was a moment before (seen once: "Page 3"
 * clicked while the list scrolled to page 2 changed nothing). The lists' and addresses' tests ask for
 * less motion, as such a visitor does, so the list moves at once; the scrolling has its own tests.
 */
async function withoutSmoothScrolling({ page }: { page: Page }) {
  await page.emulateMedia({ reducedMotion: "reduce" });
}

function postsSection(page: Page, list: List) {
  return page.getByRole("region", { name: list.copy.listTitle });
}

function cardTitles(page: Page, list: List) {
  return postsSection(page, list).getByRole("article").getByRole("heading", { level: 3 });
}

function pagination(page: Page, list: List) {
  return page.getByRole("navigation", { name: list.copy.pagesLabel });
}

function showing(page: Page, list: List, text: string) {
  return postsSection(page, list).getByText(text, { exact: true });
}

/** Escapes a path for use inside a regular expression. */
function pathPattern(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}$`);
}

for (const list of lists) {
  test.describe(`the blog list at ${list.path}`, () => {
    test.beforeEach(withoutSmoothScrolling);
    const {
      copy,
      card: cardCopy,
      names,
      all,
      articles,
      newest,
      firstListed,
      usedCategories,
      inCategory,
      pageCount,
      skipWithoutPages,
    } = list;
    /** The lang an article's words carry on this list: only where they differ from the page's. */
    const langOn = (article: Article) => (article.lang === list.lang ? null : article.lang);
    const articleLang = langOn(newest);
    const pageName = (number: number) => fillIn(copy.page, { page: number });
    const pageButtonName = new RegExp(`^${fillIn(copy.page, { page: "\\d+" })}$`);

    test("as loaded, features the newest article, lists the rest page by page and offers its feed", async ({
      page,
      request,
    }) => {
      // Six tests' checks on one load of the list, each a step, which a failure names. Each reads the list
      // as loaded; the last opens the further pages at their own addresses, so it comes last.
      test.slow();
      await page.goto(list.path);

      await test.step("features the newest article and links to it", async () => {
        const featured = page.getByRole("region", { name: newest.title });
        await expect(featured.getByRole("heading", { level: 2 })).toHaveText(newest.title);
        if (articleLang) await expect(featured.getByRole("heading", { level: 2 })).toHaveAttribute("lang", articleLang);
        else await expect(featured.getByRole("heading", { level: 2 })).not.toHaveAttribute("lang");
        await expect(featured).toContainText(newest.excerpt);
        // A shipped article the owner has not yet kept or rewritten says so, in the page's language.
        await expect(featured.getByText(cardCopy.sample, { exact: true })).toHaveCount(newest.sample ? 1 : 0);
        const read = featured.getByRole("link", { name: copy.readArticle });
        await expect(read).toHaveAttribute("href", articlePath(newest));
        if (articleLang) await expect(read).toHaveAttribute("hreflang", articleLang);
      });

      await test.step("counts the featured article in the list, as its first card (the spec's floor)", async () => {
        await expect(page.getByRole("region", { name: newest.title })).toBeVisible();
        await expect(
          postsSection(page, list)
            .locator(`a[href="${articlePath(newest)}"]`)
            .first(),
        ).toBeVisible();
        await expect(cardTitles(page, list).first()).toHaveText(newest.title);
        await expect(showing(page, list, showingText(list, all.length, 1))).toBeVisible();
      });

      await test.step("shows the newest articles first, one page at a time, each card complete", async () => {
        await expect(showing(page, list, showingText(list, articles.length, 1))).toBeVisible();
        await expect(cardTitles(page, list)).toHaveText(onPage(articles, 1).map((article) => article.title));

        const samples = onPage(articles, 1).filter((article) => article.sample);
        await expect(postsSection(page, list).getByText(cardCopy.sample, { exact: true })).toHaveCount(samples.length);
        const card = postsSection(page, list).getByRole("article").first();
        await expect(card).toContainText(names[firstListed.category]);
        await expect(card).toContainText(firstListed.excerpt);
        await expect(card).toContainText(`${cardCopy.by} ${firstListed.author}`);
        await expect(card).toContainText(formatDate(firstListed.date, list.lang));
        await expect(card).toContainText(readTimeIn(firstListed.readTime, list.lang));
        const inEnglish = (article: Article) => (article.lang === "en" ? cardCopy.inEnglish : "");
        const readMore = [cardCopy.readMore, cardCopy.about, firstListed.title, inEnglish(firstListed)]
          .filter(Boolean)
          .join(" ");
        const link = card.getByRole("link", { name: readMore });
        await expect(link).toHaveAttribute("href", articlePath(firstListed));
        // An article in another language than the page says so, and marks its words; one in the page's language does not.
        const shown = onPage(articles, 1);
        await expect(postsSection(page, list).getByRole("article")).toHaveCount(shown.length);
        for (const [index, each] of (await postsSection(page, list).getByRole("article").all()).entries()) {
          const article = required(shown[index], `card ${index + 1}`);
          const lang = langOn(article);
          await expect(each.getByRole("link")).toHaveAttribute("href", articlePath(article));
          if (lang) {
            await expect(each).toContainText(cardCopy.inEnglish);
            await expect(each.getByRole("heading", { level: 3 })).toHaveAttribute("lang", lang);
            await expect(each.getByRole("link")).toHaveAttribute("hreflang", lang);
          } else {
            if (cardCopy.inEnglish) await expect(each).not.toContainText(cardCopy.inEnglish);
            await expect(each.getByRole("heading", { level: 3 })).not.toHaveAttribute("lang");
            await expect(each.getByRole("link")).not.toHaveAttribute("hreflang");
          }
        }
      });

      await test.step("offers the RSS feed of its language's articles, visibly and first in the head", async () => {
        await expect(page.getByRole("link", { name: copy.rss })).toHaveAttribute("href", list.feed);
        await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute(
          "href",
          list.feed,
        );
      });

      // The feed of the list's language, read by the browser's own XML parser in the list as loaded.
      const feedPath = FEED_PATHS[list.lang];
      const written = allArticles.filter((article) => article.lang === list.lang);
      await test.step(`${feedPath} parses, is in its language, and lists every article written in it, newest first, at absolute addresses`, async () => {
        const response = await request.get(feedPath);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("xml");
        const feed = await response.text();
        const parsed = await page.evaluate((text) => {
          const xml = new DOMParser().parseFromString(text, "application/xml");
          return {
            errors: xml.getElementsByTagName("parsererror").length,
            version: xml.documentElement.getAttribute("version"),
            language: xml.querySelector("channel > language")?.textContent,
            links: [...xml.querySelectorAll("item > link")].map((link) => link.textContent),
          };
        }, feed);
        expect(parsed.errors).toBe(0);
        expect(parsed.version).toBe("2.0");
        expect(parsed.language?.toLowerCase().startsWith(list.lang)).toBe(true);
        expect(parsed.links).toEqual(written.map((article) => `${site.url}${articlePath(article)}`));
      });

      await test.step("lists every article written in its language before any other", async () => {
        const own = all.filter((article) => article.lang === list.lang);
        expect(own.length, `articles written in ${list.lang}`).toBeGreaterThan(0);
        // Page by page (each page at its own address), the cards are the list's articles in order: its own
        // language's first. Page 1 is the list as loaded above.
        for (let number = 1; number <= pageCount; number++) {
          if (number > 1) await page.goto(`${list.path}?page=${number}`);
          await waitForHydration(page);
          await expect(showing(page, list, showingText(list, articles.length, number))).toBeVisible();
          await expect(cardTitles(page, list)).toHaveText(onPage(articles, number).map((article) => article.title));
        }
      });
    });

    // Each test below changes the list (a click, a page, a category), so each loads it for itself.

    test("pages through to the last page, disabling Previous and Next at the ends", async ({ page }) => {
      skipWithoutPages();
      await page.goto(list.path);
      await waitForHydration(page);
      const pages = pagination(page, list);
      await expect(pages.getByRole("button", { name: pageButtonName })).toHaveText(
        Array.from({ length: pageCount }, (_, index) => String(index + 1)),
      );
      await expect(pages.getByRole("button", { name: copy.previous })).toBeDisabled();
      await expect(pages.getByRole("button", { name: pageName(1) })).toHaveAttribute("aria-current", "page");

      await pages.getByRole("button", { name: copy.next }).click();
      await expect(showing(page, list, showingText(list, articles.length, 2))).toBeVisible();
      await expect(cardTitles(page, list)).toHaveText(onPage(articles, 2).map((article) => article.title));
      await expect(pages.getByRole("button", { name: pageName(2) })).toHaveAttribute("aria-current", "page");
      await expect(pages.getByRole("button", { name: pageName(1) })).not.toHaveAttribute("aria-current");
      await expect(pages.getByRole("button", { name: copy.previous })).toBeEnabled();

      await pages.getByRole("button", { name: pageName(pageCount) }).click();
      await expect(showing(page, list, showingText(list, articles.length, pageCount))).toBeVisible();
      await expect(cardTitles(page, list)).toHaveText(onPage(articles, pageCount).map((article) => article.title));
      await expect(pages.getByRole("button", { name: pageName(pageCount) })).toHaveAttribute("aria-current", "page");
      await expect(pages.getByRole("button", { name: copy.next })).toBeDisabled();

      await pages.getByRole("button", { name: copy.previous }).click();
      await expect(showing(page, list, showingText(list, articles.length, pageCount - 1))).toBeVisible();
      await expect(cardTitles(page, list)).toHaveText(onPage(articles, pageCount - 1).map((article) => article.title));
    });

    test("announces the new page to screen readers", async ({ page }) => {
      skipWithoutPages();
      await page.goto(list.path);
      await waitForHydration(page);
      const status = postsSection(page, list).getByRole("status");
      await expect(status).toHaveText(
        `${showingText(list, articles.length, 1)}${fillIn(copy.pageOf, { page: 1, count: pageCount })}`,
      );
      await pagination(page, list)
        .getByRole("button", { name: pageName(2) })
        .click();
      await expect(status).toHaveText(
        `${showingText(list, articles.length, 2)}${fillIn(copy.pageOf, { page: 2, count: pageCount })}`,
      );
      // Focus follows the view to the top of the list, so reading starts there.
      await expect(page.getByRole("heading", { name: copy.listTitle })).toBeFocused();
    });

    test("choosing a category goes back to page 1 and names the category", async ({ page }) => {
      skipWithoutPages();
      await page.goto(list.path);
      await waitForHydration(page);
      const filters = page.getByRole("group", { name: copy.filterLabel });
      await expect(filters.getByRole("button")).toHaveText([
        copy.all,
        ...usedCategories.map((category) => names[category]),
      ]);
      await expect(filters.getByRole("button", { name: copy.all, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await pagination(page, list)
        .getByRole("button", { name: pageName(2) })
        .click();
      await expect(showing(page, list, showingText(list, articles.length, 2))).toBeVisible();

      // The category of the first card on page 2, so staying on page 2 would show.
      const { category } = required(onPage(articles, 2)[0], "second page");
      await filters.getByRole("button", { name: names[category], exact: true }).click();
      const chosen = inCategory(category);
      await expect(showing(page, list, showingText(list, chosen.length, 1, category))).toBeVisible();
      await expect(cardTitles(page, list)).toHaveText(onPage(chosen, 1).map((article) => article.title));
      await expect(filters.getByRole("button", { name: names[category], exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(filters.getByRole("button", { name: copy.all, exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );

      await filters.getByRole("button", { name: copy.all, exact: true }).click();
      await expect(showing(page, list, showingText(list, articles.length, 1))).toBeVisible();
      await expect(pagination(page, list)).toBeVisible();
    });

    test("pages the list, and each category, only when it fills more than one page", async ({ page }) => {
      await page.goto(list.path);
      await waitForHydration(page);
      const filters = page.getByRole("group", { name: copy.filterLabel });
      await expect(filters.getByRole("button")).toHaveText([
        copy.all,
        ...usedCategories.map((category) => names[category]),
      ]);
      for (const category of [undefined, ...usedCategories]) {
        const shown = category ? inCategory(category) : articles;
        await filters.getByRole("button", { name: category ? names[category] : copy.all, exact: true }).click();
        await expect(showing(page, list, showingText(list, shown.length, 1, category))).toBeVisible();
        await expect(cardTitles(page, list)).toHaveText(onPage(shown, 1).map((article) => article.title));
        await expect(pagination(page, list).getByRole("button", { name: pageButtonName })).toHaveCount(
          pagesFor(shown.length) > 1 ? pagesFor(shown.length) : 0,
        );
        await expect(pagination(page, list)).toHaveCount(pagesFor(shown.length) > 1 ? 1 : 0);
      }
    });

    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      test(`a page change scrolls to the list (${reducedMotion === "reduce" ? "at once, for reduced motion" : "smoothly"})`, async ({
        page,
      }) => {
        skipWithoutPages();
        await page.emulateMedia({ reducedMotion });
        await page.goto(list.path);
        await waitForHydration(page);
        await page.evaluate(() => {
          const calls: (ScrollIntoViewOptions | boolean | undefined)[] = [];
          const original = Element.prototype.scrollIntoView;
          Element.prototype.scrollIntoView = function (options) {
            calls.push(options);
            original.call(this, options);
          };
          (window as unknown as { scrollCalls: typeof calls }).scrollCalls = calls;
        });

        const next = pagination(page, list).getByRole("button", { name: copy.next });
        await next.scrollIntoViewIfNeeded();
        await next.click();

        // A page change is a navigation (the page is in the address), which settles a moment after the click.
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls))
          .toEqual([{ behavior: reducedMotion === "reduce" ? "instant" : "smooth" }]);
        // The list's heading ends up just below the sticky header.
        await expect
          .poll(() =>
            page.getByRole("heading", { name: copy.listTitle }).evaluate((h) => h.getBoundingClientRect().top),
          )
          .toBeLessThan(200);
        await expect
          .poll(() =>
            page.getByRole("heading", { name: copy.listTitle }).evaluate((h) => h.getBoundingClientRect().top),
          )
          .toBeGreaterThan(0);
      });
    }
  });
}

for (const list of lists) {
  test.describe(`the address of the blog list at ${list.path}`, () => {
    test.beforeEach(withoutSmoothScrolling);
    const { copy, names, articles, usedCategories, inCategory, pageCount, pagedCategory, otherCategory } = list;
    const { skipWithoutPages } = list;
    const pageName = (number: number) => fillIn(copy.page, { page: number });
    const filters = (page: Page) => page.getByRole("group", { name: copy.filterLabel });
    const listed = (category?: BlogCategory) => (category ? inCategory(category) : articles);

    /** What the list shows, and which filter and page button say they are chosen. */
    async function expectView(page: Page, page1Based: number, category?: BlogCategory) {
      const shown = listed(category);
      await expect(showing(page, list, showingText(list, shown.length, page1Based, category))).toBeVisible();
      await expect(cardTitles(page, list)).toHaveText(onPage(shown, page1Based).map((article) => article.title));
      await expect(
        filters(page).getByRole("button", { name: category ? names[category] : copy.all, exact: true }),
      ).toHaveAttribute("aria-pressed", "true");
      if (pagesFor(shown.length) > 1) {
        await expect(pagination(page, list).getByRole("button", { name: pageName(page1Based) })).toHaveAttribute(
          "aria-current",
          "page",
        );
      }
    }

    /** The address the list should show for a view: nothing for All, page 1. */
    function addressOf(pageNumber: number, category?: BlogCategory): string {
      const query = new URLSearchParams();
      if (category) query.set("category", categorySlug(category));
      if (pageNumber > 1) query.set("page", String(pageNumber));
      const search = query.toString();
      return search ? `${list.path}?${search}` : list.path;
    }

    async function expectAddress(page: Page, address: string) {
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(address);
    }

    async function expectCanonicalIsTheList(page: Page) {
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
      expect(new URL(canonical, page.url()).pathname).toBe(list.path);
      expect(new URL(canonical, page.url()).search).toBe("");
    }

    test("a category and a page go into the address, and a reload shows them again", async ({ page }) => {
      skipWithoutPages();
      const errors = collectPageErrors(page);
      await page.goto(list.path);
      await waitForHydration(page);
      if (pagedCategory) {
        await filters(page).getByRole("button", { name: names[pagedCategory], exact: true }).click();
        await expectAddress(page, addressOf(1, pagedCategory));
      }
      await pagination(page, list)
        .getByRole("button", { name: pageName(2) })
        .click();
      await expectAddress(page, addressOf(2, pagedCategory));
      await expectView(page, 2, pagedCategory);

      await page.reload();
      await waitForHydration(page);
      await expectAddress(page, addressOf(2, pagedCategory));
      await expectView(page, 2, pagedCategory);
      await expectCanonicalIsTheList(page);

      // And a category alone, when no category fills two pages.
      const category = required(otherCategory ?? pagedCategory, "category");
      await filters(page).getByRole("button", { name: names[category], exact: true }).click();
      await expectAddress(page, addressOf(1, category));
      await page.reload();
      await waitForHydration(page);
      await expectView(page, 1, category);
      expect(errors).toEqual([]);
    });

    test("Back returns to the list as it was, step by step", async ({ page }) => {
      skipWithoutPages();
      await page.goto(list.path);
      await waitForHydration(page);
      await pagination(page, list)
        .getByRole("button", { name: pageName(2) })
        .click();
      await expectView(page, 2);
      const category = required(otherCategory ?? pagedCategory, "category");
      await filters(page).getByRole("button", { name: names[category], exact: true }).click();
      await expectAddress(page, addressOf(1, category));
      await expectView(page, 1, category);

      await page.goBack();
      await expectAddress(page, addressOf(2));
      await expectView(page, 2);
      await page.goBack();
      await expectAddress(page, list.path);
      await expectView(page, 1);
      await page.goForward();
      await expectAddress(page, addressOf(2));
      await expectView(page, 2);
    });

    test("a shared address opens the list in that state, without a hydration error", async ({ page }) => {
      skipWithoutPages();
      const errors = collectPageErrors(page);
      const lastPage = pagesFor(listed(pagedCategory).length);
      await page.goto(addressOf(lastPage, pagedCategory));
      await waitForHydration(page);
      await expectView(page, lastPage, pagedCategory);
      await expectAddress(page, addressOf(lastPage, pagedCategory));
      await expectCanonicalIsTheList(page);
      expect(errors).toEqual([]);
    });

    test("a category alone in the address shows its first page", async ({ page }) => {
      const category = required(usedCategories.at(-1), "category");
      await page.goto(addressOf(1, category));
      await waitForHydration(page);
      await expectView(page, 1, category);
    });

    for (const junk of [
      "category=no-such-topic",
      "category=no-such-topic&page=2",
      "page=abc",
      "page=0",
      `page=${pageCount + 1}`,
      "category=Notary%20Tips&page=-1",
    ]) {
      test(`an address with unknown values (?${junk}) shows All, page 1, and says so`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.goto(`${list.path}?${junk}`);
        await waitForHydration(page);
        await expectView(page, 1);
        await expectAddress(page, list.path);
        await expectCanonicalIsTheList(page);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe("an article page", () => {
  test("has its own title, description, feed link and BlogPosting data", async ({ page }) => {
    const newest = newestEnglish;
    await page.goto(`/blog/${newest.slug}`);
    await expect(page).toHaveTitle(fullTitle(newest.seoTitle, `/blog/${newest.slug}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", newest.metaDescription);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: newest.title,
      datePublished: newest.date,
      dateModified: newest.updated,
      author: { name: site.notary.fullName },
      url: `${site.url}/blog/${newest.slug}`,
    });
  });

  // An article has no React (decision 036): its links are page loads, and each leads to its page.
  test("related articles and links in the text lead to their pages", async ({ page }) => {
    const withRelated = englishArticles.find((article) => sameCategory(article).length > 0);
    test.skip(!withRelated, "no category has two articles, so no article has related ones");
    const article = required(withRelated, "article with related articles");
    await page.goto(`/blog/${article.slug}`);
    await waitForHydration(page);

    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("link", { name: /^Read More/ });
    const href = (await related.first().getAttribute("href")) ?? "";
    await related.first().click();
    await expect(page).toHaveURL(pathPattern(href));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      allArticles.find((other) => articlePath(other) === href)?.title ?? "",
    );

    // Every article links to /contact (articles.test.ts holds them to it).
    await page.getByRole("main").locator('article a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("addresses that are not an article", () => {
  test("/blog/no-such-article loaded directly answers 404, then ends on /blog without a history entry", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto("/faq");
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notary Tips & Local News");
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    // The missing page and its missing data each log a 404; nothing else may complain.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("/blog/no-such-article followed inside the app ends on /blog, and Back skips it", async ({ page }) => {
    // From the fees page, which has React and its router (decision 036).
    await page.goto("/fees");
    await waitForHydration(page);
    await navigateInApp(page, "/blog/no-such-article");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notary Tips & Local News");
    await page.goBack();
    await expect(page).toHaveURL(/\/fees$/);
  });

  test("/blog/ with no slug ends on /blog", async ({ page }) => {
    await page.goto("/blog/");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notary Tips & Local News");
  });

  const mixedCase = `/BLOG/${newestEnglish.slug.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())}`;

  test(`${mixedCase} is redirected to the article's own address`, async ({ page, request }) => {
    const response = await request.get(mixedCase, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/blog/${newestEnglish.slug}`);
    await page.goto(mixedCase);
    await expect(page).toHaveURL(pathPattern(`/blog/${newestEnglish.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestEnglish.title);
  });

  test(`${mixedCase} followed inside the app finds the article at its own address`, async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await navigateInApp(page, mixedCase);
    await expect(page).toHaveURL(pathPattern(`/blog/${newestEnglish.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestEnglish.title);
  });
});

test.describe("the feeds and the sitemap", () => {
  // Each language's feed is parsed in its blog list's test above, on the list's own load.

  test("the sitemap dates every article, in either language, by its last change", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const article of allArticles) {
      expect(sitemap).toContain(`<loc>${site.url}${articlePath(article)}</loc><lastmod>${article.updated}</lastmod>`);
    }
  });
});
