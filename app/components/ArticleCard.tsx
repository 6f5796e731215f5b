import { Link } from "react-router";
import { Photo } from "~/components/Photo";
import { articleCardCopy, categoryNames, readTimeIn } from "~/content/blog-page";
import { articlePath, type ArticleSummary, type BlogCategory } from "~/lib/blog";
import { formatDate } from "~/lib/format";
import { usePageLang, type Lang } from "~/lib/page-lang";

/** An article's read time is written in English ("4 min read"); a page in another language marks it. */
const READ_TIME_LANG = "en";

type BadgeTone = "light" | "dark";

/** Each category keeps its colour wherever it appears; whole strings, so Tailwind sees them. */
const categoryClasses: Record<BlogCategory, string> = {
  "Notary Tips": "bg-brand-100 text-brand-900",
  "Seasonal Notary Services": "bg-accent-100 text-accent-700",
  "Mobile Notary Services": "bg-sky-100 text-sky-900",
  "Real Estate Notarization": "bg-emerald-100 text-emerald-900",
  "Local Notary Services": "bg-violet-100 text-violet-900",
};

const darkBadgeClasses = "bg-accent-400 text-brand-950";

const badgeShape = "inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase";

export function CategoryBadge({ category, tone = "light" }: { category: BlogCategory; tone?: BadgeTone }) {
  const lang = usePageLang();
  return (
    <span className={`${badgeShape} ${tone === "dark" ? darkBadgeClasses : categoryClasses[category]}`}>
      {categoryNames[lang][category]}
    </span>
  );
}

/** "(en inglés)" beside an English article on a page in another language; nothing otherwise. */
export function InEnglishBadge({ article }: { article: Pick<ArticleSummary, "lang"> }) {
  const copy = articleCardCopy[usePageLang()];
  if (!copy.inEnglish || article.lang !== "en") return null;
  return (
    <span className="inline-block rounded-full border border-brand-200 px-3 py-0.5 text-xs font-semibold text-brand-800">
      {copy.inEnglish}
    </span>
  );
}

/**
 * "Sample article" on a shipped article the owner has not yet kept or
 * rewritten, as sample reviews are labelled. Only a preview build can show
 * it: the deploy build refuses sample articles.
 */
export function SampleArticleBadge({ article }: { article: Pick<ArticleSummary, "sample"> }) {
  const copy = articleCardCopy[usePageLang()];
  if (!article.sample) return null;
  return (
    <span className="inline-block rounded bg-accent-100 px-2 py-0.5 text-xs font-bold tracking-wide text-accent-700 uppercase">
      {copy.sample}
    </span>
  );
}

/** The lang attribute for an article's own words on the page on screen: only where they differ. */
export function useArticleLang(article: Pick<ArticleSummary, "lang">): Lang | undefined {
  return article.lang === usePageLang() ? undefined : article.lang;
}

/** Author, date and read time, in the order a reader scans them. */
export function ArticleByline({
  article,
  className = "text-sm text-ink-muted",
}: {
  article: Pick<ArticleSummary, "author" | "date" | "readTime">;
  className?: string;
}) {
  const lang = usePageLang();
  const copy = articleCardCopy[lang];
  const readTime = readTimeIn(article.readTime, lang);
  return (
    <p className={className}>
      <span className="whitespace-nowrap">
        {copy.by} {article.author}
      </span>
      <span aria-hidden="true"> · </span>
      <time dateTime={article.date} className="whitespace-nowrap">
        {formatDate(article.date, lang)}
      </time>
      <span aria-hidden="true"> · </span>
      <span className="whitespace-nowrap" lang={readTime === article.readTime ? readTimeLangOn(lang) : undefined}>
        {readTime}
      </span>
    </p>
  );
}

/**
 * An article as a card: picture, category, title, excerpt, byline and a
 * "Read More" link that covers the whole card, so the card is one tab stop
 * and one large target. The title is an h3: cards sit under a section's h2.
 */
const imageClasses = {
  card: "aspect-video h-auto w-full bg-brand-50 object-cover",
  featured: "aspect-video h-full w-full object-cover",
  article: "h-auto w-full rounded-2xl border border-brand-100",
} as const;

/** How wide each use shows the picture, for the browser to pick a photo's file (see the classes above). */
const imageSizes = {
  // One column on a phone; two from sm; three from lg in the blog's grid (two in related articles).
  card: "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)",
  // Half of the max-w-6xl box from md; full width below.
  featured: "(min-width: 72rem) 36rem, (min-width: 48rem) 50vw, calc(100vw - 2rem)",
  // The article's max-w-3xl column inside px-4 padding.
  article: "(min-width: 50rem) 48rem, calc(100vw - 2rem)",
} as const satisfies Record<keyof typeof imageClasses, string>;

/**
 * An article's picture. A drawing is decorative (alt=""): the category it
 * pictures is always printed beside it. A photo says what it shows on the
 * article's page; on a card, beside the title it illustrates, it is
 * decorative too, so a screen reader going down the list hears each article
 * once. The article's own picture, at the top of its page, and the featured
 * article's, on the blog's first screen, load first (each is that page's
 * largest paint); cards wait until they near the screen.
 */
export function ArticleImage({ image, use }: { image: ArticleSummary["image"]; use: keyof typeof imageClasses }) {
  if (image.kind === "photo") {
    const article = use === "article";
    return (
      <Photo
        photo={article ? image : { ...image, alt: "" }}
        sizes={imageSizes[use]}
        priority={use !== "card"}
        className={imageClasses[use]}
      />
    );
  }
  return (
    <img
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      loading={use === "card" ? "lazy" : undefined}
      decoding="async"
      className={imageClasses[use]}
    />
  );
}

function readTimeLangOn(pageLang: string): typeof READ_TIME_LANG | undefined {
  return pageLang === READ_TIME_LANG ? undefined : READ_TIME_LANG;
}

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const copy = articleCardCopy[usePageLang()];
  const articleLang = useArticleLang(article);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md">
      <ArticleImage image={article.image} use="card" />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
          <InEnglishBadge article={article} />
          <SampleArticleBadge article={article} />
        </p>
        <h3 lang={articleLang} className="mt-3 text-xl font-bold text-balance text-ink">
          {article.title}
        </h3>
        <p lang={articleLang} className="mt-2 flex-1 text-ink-muted">
          {article.excerpt}
        </p>
        <ArticleByline article={article} className="mt-4 text-sm text-ink-muted" />
        <Link
          to={articlePath(article)}
          hrefLang={articleLang}
          className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {copy.readMore}{" "}
          <span className="sr-only">
            {copy.about} <span lang={articleLang}>{article.title}</span>
          </span>
          {copy.inEnglish && article.lang === "en" && ` ${copy.inEnglish}`}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
