import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, redirect, replace, useNavigate } from "react-router";
import type { Route } from "./+types/post";
import { ArticleByline, ArticleCard, ArticleImage, CategoryBadge, SampleArticleBadge } from "~/components/ArticleCard";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ButtonLink } from "~/components/ButtonLink";
import { ClosingCta } from "~/components/ClosingCta";
import { PageHero } from "~/components/PageHero";
import { proseClasses } from "~/components/Prose";
import { Section } from "~/components/Section";
import { withImage } from "~/lib/article-images.server";
import { shareImagesOf } from "~/lib/share-images.server";
import { blogPostingJsonLd } from "~/lib/article-seo";
import { findArticle, getArticles } from "~/lib/articles.server";
import { articlePath, BLOG_PATHS, feedLinkTagsFor, pickRelated, summarize } from "~/lib/blog";
import { categoryNames, postPage } from "~/content/blog-page";
import { usePageLang } from "~/lib/page-lang";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import { pageHead } from "~/routes/page-head";
import { site } from "~/facts/site.config";
import { intlLocales, langOfPath, SPANISH_ROOT } from "~/vocabulary/lang";

/** Home, the blog and the article: the Spanish page's trail, in Spanish. */
function crumbsOf(article: { title: string; slug: string; lang: "en" | "es" }): Crumb[] {
  const copy = postPage[article.lang];
  return [
    { name: copy.home, path: article.lang === "es" ? SPANISH_ROOT : "/" },
    { name: copy.blog, path: BLOG_PATHS[article.lang] },
    { name: article.title, path: articlePath(article) },
  ];
}

/**
 * Runs at build time, once for each article the build prerenders: English
 * articles at /blog/{slug}, Spanish ones at /espanol/blog/{slug}.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const found = findArticle(params.slug, lang);
  if (!found) throw data(null, { status: 404 });
  const article = withImage(found);
  const related = pickRelated(getArticles(), found, site.blog.relatedArticles).map(summarize).map(withImage);
  const crumbs = lang === "es" ? crumbsOf(article) : [];
  const shareImages = shareImagesOf(found.image);
  const [preview] = shareImages;
  const head = [
    // pageHead names the article in the other language on the same question, when one does (frontmatter `counterpart`).
    ...pageHead({
      title: article.seoTitle,
      description: article.metaDescription,
      path: articlePath(article),
      type: "article",
      // The 16:9 crop: the shape link previews show.
      ...(preview && { image: { ...preview, alt: articleImageAlt(article) } }),
      largeImagePreview: true,
      jsonLd: [
        blogPostingJsonLd(article, shareImages, categoryNames[article.lang][article.category]),
        ...(crumbs.length > 0 ? [{ ...breadcrumbJsonLd(crumbs), inLanguage: intlLocales[lang] }] : []),
      ],
    }),
    { property: "article:published_time", content: article.date },
    { property: "article:modified_time", content: article.updated },
    { property: "article:section", content: categoryNames[article.lang][article.category] },
    ...feedLinkTagsFor(lang),
  ];
  return { article, related, head, crumbs };
}

/**
 * Runs in the browser whenever the page was not part of the HTML it got: on
 * in-site navigation, and when a host answered an unknown article address
 * with 404.html. The router matches paths in any casing but keeps the casing
 * in the params, so an odd casing first moves to the canonical address (as
 * the server's redirect does). An article that does not exist has no data
 * file: the visitor lands on the blog list, and the dead address is never
 * left in the history for Back to return to.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  // When the page loads at this address, the address is already in the
  // history: replace it. On a navigation inside the app it never got there,
  // and a plain redirect keeps the page the visitor came from under Back.
  const leaveFor = window.location.pathname === pathname ? replace : redirect;
  const slug = params.slug.toLowerCase();
  const blog = BLOG_PATHS[langOfPath(pathname.toLowerCase())];
  if (slug !== params.slug || !pathname.startsWith(`${blog}/`)) {
    throw leaveFor(`${blog}/${encodeURIComponent(slug)}`);
  }
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) throw leaveFor(blog);
    throw error;
  }
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const { article, related, crumbs } = loaderData;
  const copy = postPage[usePageLang()];
  const blog = BLOG_PATHS[article.lang];
  return (
    <>
      <article>
        <PageHero
          tone="paper"
          above={
            <div className="flex flex-col items-start gap-5">
              {crumbs.length > 0 ? (
                <Breadcrumbs crumbs={crumbs} />
              ) : (
                <Link
                  to={blog}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline print:hidden"
                >
                  <span aria-hidden="true">←</span> {copy.backToBlog}
                </Link>
              )}
              <p className="flex flex-wrap items-center gap-2">
                <CategoryBadge category={article.category} />
                <SampleArticleBadge article={article} />
              </p>
            </div>
          }
          title={article.title}
          intro={
            <>
              <ArticleByline article={article} className="text-base text-ink-muted" />
              <p className="mt-5">{article.excerpt}</p>
            </>
          }
        />
        <div className="px-4 py-12 sm:py-16 print:p-0">
          <div className="mx-auto max-w-3xl">
            <div className="print:hidden">
              <ArticleImage image={article.image} use="article" />
            </div>
            <ArticleBody html={article.html} />
            <TagList tags={article.tags} heading={copy.tags} />
          </div>
        </div>
      </article>

      {related.length > 0 && (
        <div className="print:hidden">
          <Section id="related" title={copy.related} tone="muted">
            <ul className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
              {related.map((other) => (
                <li key={other.slug}>
                  <ArticleCard article={other} />
                </li>
              ))}
            </ul>
            <p className="mt-10 text-center">
              <ButtonLink to={blog} variant="outline">
                {copy.seeAll}
              </ButtonLink>
            </p>
          </Section>
        </div>
      )}

      <ClosingCta title={copy.closing.title} text={copy.closing.text} primary={copy.closing.primary} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The article's HTML, built from Markdown at build time. Its links to other
 * pages of the site are followed inside the app, like any <Link>, instead of
 * reloading the whole site.
 */
/** Tables arrive wrapped in a scrolling section (see wrapTables); on a phone they scroll sideways. */
const bodyClasses =
  "mt-10 print:mt-4 [&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll_table]:mt-0 [&_.table-scroll_table]:text-sm sm:[&_.table-scroll_table]:text-lg [&_.table-scroll_td]:align-top";

function ArticleBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    function followInSite(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const href = link?.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//") || link?.target) return;
      event.preventDefault();
      void navigate(href);
    }
    element.addEventListener("click", followInSite);
    return () => element.removeEventListener("click", followInSite);
  }, [navigate]);

  return <div ref={body} className={`${bodyClasses} ${proseClasses}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

function TagList({ tags, heading }: { tags: readonly string[]; heading: string }) {
  return (
    <section aria-labelledby="tags-heading" className="mt-12 border-t border-brand-100 pt-6 print:hidden">
      <h2 id="tags-heading" className="text-sm font-semibold tracking-wider text-ink-muted uppercase">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the link preview's picture shows: the photo's own words, or for a category drawing, the article it heads. */
function articleImageAlt(article: { title: string; image: { kind: string; alt?: string } }): string {
  return article.image.kind === "photo" && article.image.alt ? article.image.alt : article.title;
}
