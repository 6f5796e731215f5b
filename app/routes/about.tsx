import type { Route } from "./+types/about";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { CategoryGrid } from "~/components/CategoryGrid";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ClosingCta } from "~/components/ClosingCta";
import { FeatureGrid } from "~/components/FeatureGrid";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { atAGlance, coreValues, expertiseAreas, philosophy, story, storyIsSample, type Fact } from "~/content/about";
import { credentialList } from "~/content/credentials";
import { pageHead } from "~/page-head";
import { site } from "~/site.config";

/** Runs at build time: the page's words travel as data, not JavaScript. */
export function loader() {
  return {
    head: pageHead({
      title: "About",
      description:
        "Meet the commissioned Pennsylvania notary and National Guard veteran behind this mobile notary service in Berks County.",
      path: "/about",
    }),
    story,
    storyIsSample,
    atAGlance,
    coreValues,
    expertiseAreas,
    credentials: credentialList,
    philosophy,
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { story, storyIsSample, atAGlance, coreValues, expertiseAreas, credentials, philosophy } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Meet ${site.notary.fullName}`}
        title="About Your Berks County Notary"
        intro={
          <p>
            A commissioned {site.commission.state} notary public and {site.notary.veteranOf} veteran who brings the seal
            to you, on weekday evenings and weekends, anywhere in {site.serviceArea.region}.
          </p>
        }
      >
        <ButtonLink to="/contact">Schedule an Appointment</ButtonLink>
        <CallLink variant="outlineOnDark" />
      </PageHero>

      <Section id="story" eyebrow="My story" title="Why I Became a Notary">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-5 text-lg leading-relaxed text-ink-muted">
            {storyIsSample && (
              // Only the preview build can show this: the deploy build refuses the sample story.
              <p className="rounded bg-accent-100 px-3 py-2 text-sm font-semibold text-accent-700">
                Sample story: the owner tells her own before launch.
              </p>
            )}
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="font-semibold text-ink">{site.notary.fullName}, Notary Public</p>
          </div>
          <AtAGlance facts={atAGlance} />
        </div>
      </Section>

      <Section
        id="values"
        eyebrow="What I stand for"
        title="My Core Values"
        intro="Four promises behind every appointment, whether it is a single affidavit or a full closing."
        tone="muted"
      >
        <FeatureGrid features={coreValues} />
      </Section>

      <Section
        id="expertise"
        eyebrow="Experience"
        title="Areas of Expertise"
        intro="The documents I notarize most often, and where to read more about each kind."
      >
        <CategoryGrid categories={expertiseAreas} />
      </Section>

      <Section
        id="credentials"
        eyebrow="Peace of mind"
        title="Credentials and Certifications"
        intro={`Licensed, bonded, insured and background-screened. Anyone can confirm a ${site.commission.state} notary's commission with the Department of State's online notary search.`}
        tone="muted"
      >
        <FeatureGrid features={credentials} />
        <div className="mt-12">
          <CertificationBadges />
        </div>
      </Section>

      <Section id="philosophy" eyebrow="How I work" title="My Service Philosophy">
        <FeatureGrid features={philosophy} columns={3} />
      </Section>

      <ClosingCta
        title="Let's Get Your Documents Signed"
        text="Tell me what you are signing and where you are. I will confirm the time and the total before I set out."
        primary={{ to: "/contact", label: "Schedule an Appointment" }}
        secondary={{ to: "/services", label: "All Services" }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function AtAGlance({ facts }: { facts: readonly Fact[] }) {
  return (
    <div className="self-start rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h3 className="text-lg font-bold text-ink">At a glance</h3>
      <dl className="mt-4 divide-y divide-brand-100">
        {facts.map((fact) => (
          <div key={fact.label} className="py-3">
            <dt className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{fact.label}</dt>
            <dd className="mt-1 text-ink first-letter:uppercase">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
