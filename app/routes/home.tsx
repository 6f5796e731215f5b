import { Link } from "react-router";
import type { Route } from "./+types/home";
import meetIllustration from "~/assets/meet-illustration.svg";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { CertificationBadges } from "~/components/CertificationBadges";
import { FaqList } from "~/components/FaqList";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroFacts } from "~/components/HeroFacts";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { PriceGrid } from "~/components/PriceGrid";
import { Section } from "~/components/Section";
import { ServiceCardGrid } from "~/components/ServiceCardGrid";
import { StepList } from "~/components/StepList";
import { TestimonialCard } from "~/components/TestimonialCard";
import { findFaqItems, homeFaqIds } from "~/content/faq";
import { heroFactsIn } from "~/content/hero-facts";
import { featuredServices, heroFacts, howItWorks, whyChoose } from "~/content/home";
import { pricing, pricingNote, type PriceItem } from "~/content/pricing";
import { services } from "~/content/services";
import { homeTestimonials } from "~/content/testimonials";
import { contactHrefs } from "~/lib/contact-links";
import { formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { pageHead } from "~/page-head";
import { notaryJsonLd } from "~/lib/structured-data";
import { site } from "~/site.config";

/**
 * Runs at build time. The page's words travel as data inside the HTML rather
 * than as JavaScript, which keeps the home page within its script budget.
 */
export function loader() {
  return {
    head: pageHead({
      title: `Mobile Notary in ${site.serviceArea.region}, ${site.serviceArea.stateCode} | ${site.businessName}`,
      description: `Mobile notary public serving ${site.serviceArea.base} and ${site.serviceArea.region}, ${site.serviceArea.stateCode}. I come to your home, office or hospital, ${site.hours.summary.toLowerCase()}. Licensed, bonded and insured.`,
      path: "/",
      jsonLd: [notaryJsonLd()],
    }),
    heroFacts,
    keyFacts: heroFactsIn("en"),
    featuredServices,
    services,
    howItWorks,
    whyChoose,
    pricing,
    pricingNote,
    testimonials: homeTestimonials,
    faq: findFaqItems(homeFaqIds),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    heroFacts,
    keyFacts,
    featuredServices,
    services,
    howItWorks,
    whyChoose,
    pricing,
    pricingNote,
    testimonials,
    faq,
  } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Mobile Notary Public · ${site.serviceArea.region}, ${site.serviceArea.stateCode}`}
        title="A notary who comes to you, evenings and weekends"
        aside={<AtAGlance facts={heroFacts} />}
        intro={
          <p>
            Home, office, hospital room or coffee shop: I bring the seal to you anywhere in {site.serviceArea.region}.
            Licensed, bonded, insured and background-screened, with a {formatUsd(site.credentials.suretyBondUsd)} surety
            bond.
          </p>
        }
        facts={
          <HeroFacts
            facts={keyFacts}
            book={{ to: "/contact", label: "Schedule an Appointment" }}
            identity={false}
            factsBesideFromMd
          />
        }
      />

      <section aria-label="Credentials" className="border-b border-brand-100 bg-white px-4 py-10">
        <CertificationBadges />
      </section>

      <MeetSection />

      <Section id="help" eyebrow="Services" title="How I Can Help" tone="muted">
        <FeatureGrid features={featuredServices} columns={3} />
        <p className="mt-8 text-center">
          <ButtonLink to="/services" variant="secondary">
            View All Services
          </ButtonLink>
        </p>
      </Section>

      <Section
        id="services-i-provide"
        title="Services I Provide"
        intro="Choose a service to see how it works and what to bring."
      >
        <ServiceCardGrid services={services} />
      </Section>

      <Section id="how-it-works" eyebrow="Simple from start to finish" title="How It Works" tone="muted">
        <StepList steps={howItWorks} />
      </Section>

      <Section id="why-choose" title={`Why Choose ${site.businessName}`}>
        <FeatureGrid features={whyChoose} />
        <p className="mt-8 text-center">
          <Link to="/about" className="font-semibold text-brand-800 underline underline-offset-4">
            More about me and how I work
          </Link>
        </p>
      </Section>

      <PricingSection pricing={pricing} note={pricingNote} />

      <Section id="reviews" eyebrow="Reviews" title="What Clients Say">
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to="/testimonials" className="font-semibold text-brand-800 underline underline-offset-4">
            Read all reviews
          </Link>
        </p>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" tone="muted">
        <div className="mx-auto max-w-3xl">
          <FaqList items={faq} />
          <p className="mt-8 text-center">
            <Link to="/faq" className="font-semibold text-brand-800 underline underline-offset-4">
              See all questions and answers
            </Link>
          </p>
        </div>
      </Section>

      <ContactSection />

      <Section id="get-started" title="Need something notarized this week?" tone="brand">
        <p className="mx-auto max-w-2xl text-center text-lg text-brand-100">
          Tell me what you are signing and where you are. I will confirm the time and the total before I set out.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/contact">Schedule an Appointment</ButtonLink>
          <CallLink variant="outlineOnDark" />
        </div>
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function AtAGlance({ facts }: { facts: readonly { term: string; detail: string }[] }) {
  return (
    <dl className="w-80 space-y-4 rounded-2xl border border-brand-700 bg-brand-950/60 p-6">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{fact.term}</dt>
          <dd className="mt-1 text-white">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function MeetSection() {
  return (
    <Section id="meet" title={`Meet ${site.notary.fullName}`}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <img
          src={meetIllustration}
          alt="Illustration of a signed document beside a notary's seal and pen"
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl"
        />
        <div className="space-y-4 text-lg text-ink-muted">
          <p>
            I am a commissioned {site.commission.state} notary public and a veteran of the {site.notary.veteranOf}. I
            started this service because I saw how hard it is to find a notary after working hours, and how much it
            matters when the signer is in a hospital bed or a closing can't wait.
          </p>
          <p>
            You deal with me, not a call centre. I explain each step, check every page, and never rush anyone through a
            signature.
          </p>
          <p>
            <ButtonLink to="/about" variant="outline">
              More About Me
            </ButtonLink>
          </p>
        </div>
      </div>
    </Section>
  );
}

function PricingSection({ pricing, note }: { pricing: readonly PriceItem[]; note: string }) {
  return (
    <Section
      id="pricing"
      eyebrow="Clear pricing"
      title="Simple, Upfront Pricing"
      intro="You know the total before we meet. No surprises, no after-hours surcharge."
    >
      <PriceGrid items={pricing} />
      <p className="mt-8 text-center text-ink-muted">{note}</p>
      <p className="mt-4 text-center">
        <Link to="/fees" className="font-semibold text-brand-800 underline underline-offset-4">
          Estimate your total: every fee, act by act
        </Link>
      </p>
    </Section>
  );
}

function ContactSection() {
  const details = [
    { icon: "phone", label: "Call or text", value: site.phone.display, href: contactHrefs.call },
    { icon: "mail", label: "E-mail", value: site.email, href: contactHrefs.email },
  ] as const;

  return (
    <Section
      id="contact"
      title="Get in Touch"
      intro="The quickest way to book is a call or a text. I answer e-mail the same day."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {details.map((detail) => (
          <a
            key={detail.label}
            href={detail.href}
            className="flex items-center gap-4 rounded-xl border border-brand-100 p-6 shadow-sm hover:border-brand-200"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <Icon name={detail.icon} />
            </span>
            <span>
              <span className="block text-sm text-ink-muted">{detail.label}</span>
              <span className="block font-semibold break-all text-ink">{detail.value}</span>
            </span>
          </a>
        ))}
        <div className="flex items-center gap-4 rounded-xl border border-brand-100 p-6 shadow-sm">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
            <Icon name="clock" />
          </span>
          <span>
            <span className="block text-sm text-ink-muted">Availability</span>
            <span className="block font-semibold text-ink first-letter:uppercase">{describeSchedule()}</span>
          </span>
        </div>
      </div>
      <p className="mt-8 text-center">
        <ButtonLink to="/contact" variant="secondary">
          Schedule Online
        </ButtonLink>
      </p>
    </Section>
  );
}
