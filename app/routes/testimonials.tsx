import type { Route } from "./+types/testimonials";
import { ButtonLink } from "~/components/ButtonLink";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ClosingCta } from "~/components/ClosingCta";
import { FeatureGrid } from "~/components/FeatureGrid";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { TestimonialCard } from "~/components/TestimonialCard";
import { credentialList } from "~/content/credentials";
import { stats, statsAreSamples, testimonials, type Stat } from "~/content/testimonials";
import { contactHrefs } from "~/lib/contact-links";
import { pageHead } from "~/page-head";
import { site } from "~/site.config";

/**
 * Runs at build time: the reviews travel as data, not JavaScript. The page
 * deliberately carries no review or rating structured data: search engines
 * treat a business's reviews of itself as self-serving.
 */
export function loader() {
  return {
    head: pageHead({
      title: "Client Reviews",
      description: "What clients in Reading and across Berks County say about their mobile notary appointments.",
      path: "/testimonials",
    }),
    testimonials,
    stats,
    statsAreSamples,
    credentials: credentialList,
  };
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials, stats, statsAreSamples, credentials } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Reviews"
        title="Client Reviews"
        intro={
          <p>
            Families, homeowners, students and employers across {site.serviceArea.region} on what it is like to have a
            notary come to them.
          </p>
        }
      >
        <ButtonLink to="/contact">Schedule an Appointment</ButtonLink>
      </PageHero>

      <StatsBand stats={stats} areSamples={statsAreSamples} />

      <Section id="reviews" eyebrow="In their words" title="What Clients Say" tone="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-ink-muted">
          Have I notarized something for you? I would be glad to hear how it went:{" "}
          <a
            href={contactHrefs.email}
            className="font-semibold break-words text-brand-800 underline underline-offset-2"
          >
            e-mail me at {site.email}
          </a>
          .
        </p>
      </Section>

      <Section
        id="credentials"
        eyebrow="Why clients trust me"
        title="Licensed, Bonded and Insured"
        intro={`Every appointment is handled by a commissioned ${site.commission.state} notary public, in person.`}
      >
        <FeatureGrid features={credentials} />
        <div className="mt-12">
          <CertificationBadges size="small" />
        </div>
      </Section>

      <ClosingCta
        title="Ready to Book Your Appointment?"
        text="Tell me what you are signing and where you are. I will confirm the time and the total before I set out."
        primary={{ to: "/contact", label: "Schedule an Appointment" }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function StatsBand({ stats, areSamples }: { stats: readonly Stat[]; areSamples: boolean }) {
  return (
    <section aria-labelledby="stats-heading" className="border-b border-brand-100 bg-white px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 id="stats-heading" className="sr-only">
          By the numbers
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
          <p className="mt-6 text-center text-sm font-semibold text-accent-700">
            Sample figures: the owner replaces them with her own before launch.
          </p>
        )}
      </div>
    </section>
  );
}
