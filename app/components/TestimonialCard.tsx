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

/**
 * One client review: stars, the words, who said it and for which service.
 * The client's words and the service keep the language they were written in
 * (`lang`), so a screen reader pronounces them right; on a page in the other
 * language, a label says so before the words.
 */
export function TestimonialCard({ testimonial, lang: langProp }: { testimonial: Testimonial; lang?: Lang }) {
  const pageLang = usePageLang();
  const lang = langProp ?? pageLang;
  const written = testimonial.language;
  return (
    <figure className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
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
      <blockquote lang={written} className="mt-4 flex-1 text-lg text-ink">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold text-ink">{testimonial.name}</span>
        <span className="block text-sm text-ink-muted">
          {testimonial.location} · <span lang={written}>{testimonial.service}</span>
        </span>
      </figcaption>
    </figure>
  );
}
