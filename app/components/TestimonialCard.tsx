import { reviewCardCopy } from "~/content/review-card";
import type { Testimonial } from "~/content/testimonials";
import { usePageLang, type Lang } from "~/lib/page-lang";

function StarRating({ rating, lang }: { rating: number; lang: Lang }) {
  return (
    <p className="flex gap-0.5 text-accent-700">
      <span className="sr-only">{reviewCardCopy[lang].rated(rating)}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill={index < rating ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
        </svg>
      ))}
    </p>
  );
}

const plainLook = {
  figure: "flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6",
  quote: "mt-3 flex-1 text-ink sm:mt-4 sm:text-lg",
};

const featuredLook = {
  figure:
    "relative flex h-full flex-col overflow-hidden rounded-xl border-l-4 border-accent-400 bg-accent-100 p-5 sm:p-8",
  quote: "relative mt-3 flex-1 font-medium text-ink sm:mt-4 sm:text-2xl",
};

/**
 * One client review: stars, the words, who said it and for which service.
 * The client's words and the service keep the language they were written in
 * (`lang`), so a screen reader pronounces them right; on a page in the other
 * language, a label says so before the words.
 */
export function TestimonialCard({
  testimonial,
  lang: langProp,
  featured = false,
}: {
  testimonial: Testimonial;
  lang?: Lang;
  /** The review a section leads with: larger words on a warm ground, a quotation mark drawn behind. */
  featured?: boolean;
}) {
  const pageLang = usePageLang();
  const lang = langProp ?? pageLang;
  const written = testimonial.language;
  const look = featured ? featuredLook : plainLook;
  return (
    <figure className={look.figure}>
      {featured && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-2 right-4 font-serif text-9xl text-accent-300 select-none"
        >
          ”
        </span>
      )}
      {testimonial.sample && (
        // Only the preview build can show this: the deploy build refuses sample reviews.
        <p className="mb-3 self-start rounded bg-accent-100 px-2 py-0.5 text-xs font-bold tracking-wide text-accent-700 uppercase">
          {reviewCardCopy[lang].sample}
        </p>
      )}
      <StarRating rating={testimonial.rating} lang={lang} />
      {written !== lang && (
        <p className="mt-3 text-sm font-semibold text-ink-muted">{reviewCardCopy[lang].writtenIn[written]}</p>
      )}
      <blockquote lang={written} className={look.quote}>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="relative mt-4 sm:mt-6">
        <span className="block font-semibold text-ink">{testimonial.name}</span>
        <span className="block text-sm text-ink-muted">
          {testimonial.location} ·{" "}
          {lang === "es" && testimonial.serviceEs ? (
            testimonial.serviceEs
          ) : (
            <span lang={written}>{testimonial.service}</span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
