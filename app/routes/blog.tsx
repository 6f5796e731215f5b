import { useEffect, useMemo, useRef } from "react";
import { Link, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/blog";
import {
  ArticleByline,
  ArticleCard,
  ArticleImage,
  CategoryBadge,
  InEnglishBadge,
  SampleArticleBadge,
  useArticleLang,
} from "~/components/ArticleCard";
import { buttonClasses } from "~/components/ButtonLink";
import { ClosingCta } from "~/components/ClosingCta";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { withImage } from "~/lib/article-images.server";
import { blogJsonLd } from "~/lib/article-seo";
import { getArticles } from "~/lib/articles.server";
import {
  blogDescription,
  blogPage,
  categoryNames,
  fillIn,
  withSpanishArticles,
  type BlogPageCopy,
} from "~/content/blog-page";
import {
  articlePath,
  articlesListedIn,
  DEFAULT_BLOG_VIEW,
  FEED_PATHS,
  feedLinkTagsFor,
  summarize,
  readBlogQuery,
  usedCategories,
  writeBlogQuery,
  type ArticleSummary,
  type BlogCategory,
  type BlogView,
} from "~/lib/blog";
import { usePageLang } from "~/lib/page-lang";
import { paginate, type PageWindow } from "~/lib/pagination";
import { useHydrated } from "~/lib/use-hydrated";
import { pageHead } from "~/routes/page-head";
import { site } from "~/facts/site.config";
import { langOfPath, type Lang } from "~/vocabulary/lang";
import { INTERACTIVE } from "~/lib/page-handle";

/**
 * Runs at build time, once for each language's address: the cards' words
 * (never the bodies) travel as data in the HTML, and the filter and the
 * pages are browser state over that list. The articles are in English on
 * both; the page around them speaks the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langOfPath(path);
  const articles = articlesListedIn(getArticles(), lang).map(summarize).map(withImage);
  const hasSpanishArticles = articles.some((article) => article.lang === "es");
  const feedLang = hasSpanishArticles ? "es" : "en";
  const copy: BlogPageCopy =
    lang === "es" && hasSpanishArticles ? { ...blogPage.es, ...withSpanishArticles } : blogPage[lang];
  const head = [
    ...pageHead({
      title: copy.metaTitle,
      description: describeBlog(lang, articles, copy),
      path,
      // The Blog's structured data describes the English list, where the articles are.
      jsonLd: lang === "en" ? [blogJsonLd(articles, describeBlog(lang, articles, copy))] : undefined,
    }),
    // The Spanish feed is named once there is a Spanish article to follow.
    ...feedLinkTagsFor(feedLang),
  ];
  // The spec's list counts every article, the featured newest among them ("Showing 1-6 of 15 articles").
  return { head, copy, articles, categories: usedCategories(articles), feed: FEED_PATHS[feedLang] };
}

/** The topics of the articles written in the list's language; the copy's own words while there are none. */
function describeBlog(lang: Lang, articles: readonly ArticleSummary[], copy: BlogPageCopy): string {
  const written = articles.filter((article) => article.lang === lang);
  return written.length > 0 ? blogDescription(lang, usedCategories(written)) : copy.description;
}

/** "?category=notary-tips&page=2", or nothing for All, page 1. */
function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : "";
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { copy, articles, categories, feed } = loaderData;
  const featured = articles[0];
  const feedLang = feed === FEED_PATHS.es ? "es" : "en";
  const pageLang = usePageLang();
  return (
    <>
      <PageHero
        tone="paper"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={
          <>
            <p>{copy.intro}</p>
            {copy.languageNote && <p className="mt-3">{copy.languageNote}</p>}
          </>
        }
      >
        <a href={feed} hrefLang={feedLang === pageLang ? undefined : feedLang} className={buttonClasses.outline}>
          <RssIcon />
          {copy.rss}
        </a>
      </PageHero>

      {featured && <FeaturedArticle article={featured} copy={copy} />}

      {articles.length > 0 && <ArticleBrowser articles={articles} categories={categories} copy={copy} />}

      <ClosingCta
        title={copy.closing.title}
        text={copy.closing.text}
        primary={copy.closing.primary}
        secondary={copy.closing.secondary}
      />
    </>
  );
}

/** The page loads React for the list's filter and pages (lib/page-handle.ts). */
export const handle = INTERACTIVE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** The list's data does not depend on the query: choosing a category or a page fetches nothing. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const POSTS_ID = "posts";

function FeaturedArticle({ article, copy }: { article: ArticleSummary; copy: BlogPageCopy }) {
  const articleLang = useArticleLang(article);
  return (
    <section aria-labelledby="featured-heading" className="bg-brand-50 px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-8 overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm md:grid-cols-2">
        <ArticleImage image={article.image} use="featured" />
        <div className="p-6 sm:p-10 md:pl-0">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{copy.latest}</p>
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <CategoryBadge category={article.category} />
            <InEnglishBadge article={article} />
            <SampleArticleBadge article={article} />
          </p>
          <h2
            id="featured-heading"
            lang={articleLang}
            className="mt-3 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {article.title}
          </h2>
          <p lang={articleLang} className="mt-3 text-lg text-ink-muted">
            {article.excerpt}
          </p>
          <ArticleByline article={article} className="mt-4 text-sm text-ink-muted" />
          <p className="mt-6">
            <Link to={articlePath(article)} hrefLang={articleLang} className={buttonClasses.secondary}>
              {/* Only one such link on the page, inside a section named by the title: no need to repeat it. */}
              {copy.readArticle}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

const filterClasses = {
  pressed:
    "min-h-11 rounded-full border-2 border-brand-800 bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-sm",
  idle: "min-h-11 rounded-full border-2 border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-800 hover:bg-brand-50",
};

const pageButtonClasses = {
  current: "flex size-11 items-center justify-center rounded-lg bg-brand-800 font-semibold text-white",
  other:
    "flex size-11 items-center justify-center rounded-lg border border-brand-200 bg-white font-semibold text-brand-800 hover:bg-brand-50",
  step: "flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-brand-200 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-brand-100 disabled:text-ink-muted disabled:opacity-70 disabled:hover:bg-white",
};

/**
 * The category filter, the grid and the pages. After a page change the view
 * moves to the top of the list (smoothly, unless the visitor asked for less
 * motion) and focus moves with it, so keyboard and screen reader users start
 * reading the new page instead of staying at the bottom of the old one.
 *
 * The category and the page live in the address (`?category=notary-tips&page=2`),
 * so Back, a reload and a shared link show the same list. The page was
 * prerendered without a query, as All, page 1; the query is applied in the
 * render right after hydration (useHydrated), so the first render matches
 * the HTML. A visitor arriving with a query sees page 1 for that instant.
 */
function ArticleBrowser({
  articles,
  categories,
  copy,
}: {
  articles: readonly ArticleSummary[];
  categories: readonly BlogCategory[];
  copy: BlogPageCopy;
}) {
  const names = categoryNames[usePageLang()];
  const hydrated = useHydrated();
  const { search } = useLocation();
  const navigate = useNavigate();
  // useSearchParams would do, but it costs every page's first load (the router's code is one shared file).
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const pageChanged = useRef(false);

  const inCategory = (chosen: BlogCategory | null) =>
    chosen ? articles.filter((article) => article.category === chosen) : articles;
  const pageCountOf = (chosen: BlogCategory | null) =>
    paginate(inCategory(chosen).length, 1, site.blog.pageSize).pageCount;
  const asked = hydrated ? readBlogQuery(searchParams, categories, pageCountOf) : DEFAULT_BLOG_VIEW;
  const { category } = asked;
  const matching = inCategory(category);
  const view = paginate(matching.length, asked.page, site.blog.pageSize);

  // An address with unknown values shows All, page 1 (or the list's page 1): it is rewritten to say so.
  useEffect(() => {
    if (!hydrated) return;
    const clean = writeBlogQuery(searchParams, { category, page: view.page });
    if (clean.toString() !== searchParams.toString()) {
      void navigate({ search: queryString(clean) }, { replace: true, preventScrollReset: true });
    }
  }, [hydrated, searchParams, navigate, category, view.page]);

  function show(next: BlogView) {
    void navigate({ search: queryString(writeBlogQuery(searchParams, next)) }, { preventScrollReset: true });
  }
  const pages = Array.from({ length: view.pageCount }, (_, index) => index + 1);

  useEffect(() => {
    if (!pageChanged.current) return;
    pageChanged.current = false;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(POSTS_ID)?.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth" });
    const heading = document.getElementById(`${POSTS_ID}-heading`);
    heading?.setAttribute("tabindex", "-1");
    heading?.focus({ preventScroll: true });
  }, [view.page]);

  function chooseCategory(next: BlogCategory | null) {
    if (next === category && view.page === 1) return;
    show({ category: next, page: 1 });
  }

  function goToPage(next: number) {
    if (next === view.page) return;
    pageChanged.current = true;
    show({ category, page: next });
  }

  return (
    <Section id={POSTS_ID} title={copy.listTitle} intro={copy.listIntro}>
      <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap justify-center gap-2">
        {[null, ...categories].map((option) => (
          <button
            key={option ?? "All"}
            type="button"
            aria-pressed={category === option}
            onClick={() => chooseCategory(option)}
            className={category === option ? filterClasses.pressed : filterClasses.idle}
          >
            {option ? names[option] : copy.all}
          </button>
        ))}
      </div>

      {/* The live region tells screen reader users what a filter or a page change did. */}
      <p role="status" className="mt-8 text-center text-ink-muted">
        <span>{describeView(copy, view, matching.length, category ? names[category] : undefined)}</span>
        {view.pageCount > 1 && (
          <span className="sr-only">{fillIn(copy.pageOf, { page: view.page, count: view.pageCount })}</span>
        )}
      </p>

      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {matching.slice(view.start, view.end).map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>

      {view.pageCount > 1 && (
        <nav aria-label={copy.pagesLabel} className="mt-12">
          <ul className="flex flex-wrap items-center justify-center gap-2">
            <li>
              <button
                type="button"
                disabled={view.page === 1}
                onClick={() => goToPage(view.page - 1)}
                className={pageButtonClasses.step}
              >
                <span aria-hidden="true">←</span>
                {/* On a phone the arrow alone keeps the row on one line; the name stays "Previous". */}
                <span className="sr-only sm:not-sr-only">{copy.previous}</span>
              </button>
            </li>
            {pages.map((number) => (
              <li key={number}>
                <button
                  type="button"
                  aria-label={fillIn(copy.page, { page: number })}
                  aria-current={number === view.page ? "page" : undefined}
                  onClick={() => goToPage(number)}
                  className={number === view.page ? pageButtonClasses.current : pageButtonClasses.other}
                >
                  {number}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                disabled={view.page === view.pageCount}
                onClick={() => goToPage(view.page + 1)}
                className={pageButtonClasses.step}
              >
                <span className="sr-only sm:not-sr-only">{copy.next}</span>
                <span aria-hidden="true">→</span>
              </button>
            </li>
          </ul>
        </nav>
      )}
    </Section>
  );
}

/** "Showing 1-6 of 15 articles", plus " in {category}" when the list is filtered, in the page's words. */
function describeView(copy: BlogPageCopy, view: PageWindow, total: number, category?: string): string {
  const range = total === 0 ? "0" : `${view.start + 1}-${view.end}`;
  const noun = total === 1 ? copy.nouns.one : copy.nouns.many;
  const showing = fillIn(copy.showing, { range, total, noun });
  return category ? showing + fillIn(copy.inCategory, { category }) : showing;
}

function RssIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <circle cx="6" cy="18" r="2.2" />
      <path d="M4 10.5a9.5 9.5 0 0 1 9.5 9.5h-3A6.5 6.5 0 0 0 4 13.5zM4 4.5A15.5 15.5 0 0 1 19.5 20h-3A12.5 12.5 0 0 0 4 7.5z" />
    </svg>
  );
}
