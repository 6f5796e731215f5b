import type { Route } from "./+types/testimonials";
import { ActionPair } from "~/components/ActionPair";
import { buttonClasses } from "~/components/ButtonLink";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ClosingCta } from "~/components/ClosingCta";
import { FeatureGrid } from "~/components/FeatureGrid";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { TestimonialCard } from "~/components/TestimonialCard";
import { credentialList } from "~/content/credentials";
import { reviewInvite } from "~/content/public-profiles";
import { reviewsPage, reviewsPageCopy, stats, statsAreSamples, type Stat } from "~/content/testimonials";
import { contactHrefs } from "~/lib/contact-links";
import { pageHead } from "~/routes/page-head";
import { langOfPath } from "~/vocabulary/lang";

/**
 * Runs at build time: the reviews travel as data, not JavaScript. The page
 * deliberately carries no review or rating structured data: search engines
 * treat a business's reviews of itself as self-serving.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langOfPath(path);
  // The sample note travels only while the figures are samples: a launched
  // site carries no trace of it, not even in its route data.
  const { statsSampleNote, ...words } = reviewsPageCopy[lang];
  return {
    head: pageHead({ title: words.seo.title, description: words.seo.description, path }),
    words,
    statsSampleNote: statsAreSamples ? statsSampleNote : "",
    testimonials: reviewsPage[lang],
    stats: stats[lang],
    statsAreSamples,
    credentials: credentialList[lang],
    // Only when the owner has given a page for writing a review (business.json's reviewUrl).
    review: reviewInvite(lang),
  };
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { words, statsSampleNote, testimonials, stats, statsAreSamples, credentials, review } = loaderData;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} intro={<p>{words.intro}</p>}>
        <ActionPair book={{ to: words.contactPath, label: words.schedule }} />
      </PageHero>

      {stats.length > 0 && (
        <StatsBand stats={stats} areSamples={statsAreSamples} heading={words.statsHeading} note={statsSampleNote} />
      )}

      <Section id="reviews" eyebrow={words.reviews.eyebrow} title={words.reviews.title} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={`${testimonial.name} ${testimonial.date}`}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-ink-muted">
          {words.reviews.invite}{" "}
          <a
            href={contactHrefs.email}
            className="font-semibold break-words text-brand-800 underline underline-offset-2"
          >
            {words.reviews.emailMe}
          </a>
          .
        </p>
        {review && (
          <p className="mt-6 text-center">
            <a href={review.href} rel="external noopener" className={buttonClasses.secondary}>
              <Icon name="star" className="size-5" />
              {review.label}
            </a>
          </p>
        )}
      </Section>

      <Section
        id="credentials"
        eyebrow={words.credentials.eyebrow}
        title={words.credentials.title}
        intro={words.credentials.intro}
      >
        <FeatureGrid features={credentials} />
        <div className="mt-12">
          <CertificationBadges size="small" />
        </div>
      </Section>

      <ClosingCta
        title={words.cta.title}
        text={words.cta.text}
        primary={{ to: words.contactPath, label: words.schedule }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function StatsBand({
  stats,
  areSamples,
  heading,
  note,
}: {
  stats: readonly Stat[];
  areSamples: boolean;
  heading: string;
  note: string;
}) {
  return (
    <section aria-labelledby="stats-heading" className="border-b border-brand-100 bg-white px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 id="stats-heading" className="sr-only">
          {heading}
        </h2>
        <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {stats.map((stat) => (
            <li key={stat.label} className="flex flex-col items-center text-center">
              <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                <Icon name={stat.icon} />
              </span>
              <span className="text-4xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">{stat.value}</span>
              <span className="mt-1 text-ink-muted">{stat.label}</span>
            </li>
          ))}
        </ul>
        {areSamples && (
          // Only the preview build can show this: the deploy build refuses sample figures.
          <p className="mt-6 text-center text-sm font-semibold text-accent-700">{note}</p>
        )}
      </div>
    </section>
  );
}
