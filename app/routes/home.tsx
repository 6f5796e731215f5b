import { Link } from "react-router";
import type { Route } from "./+types/home";
import { BreakAfterAt } from "~/components/BreakAfterAt";
import { AvailabilityClosures } from "~/components/AvailabilityClosures";
import { wallDateAt } from "~/lib/availability";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { CertificationBadges } from "~/components/CertificationBadges";
import { FaqList } from "~/components/FaqList";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroFacts } from "~/components/HeroFacts";
import { PageHero } from "~/components/PageHero";
import { Icon } from "~/components/Icon";
import { PhotoSlot } from "~/components/PhotoSlot";
import { PriceGrid } from "~/components/PriceGrid";
import { Section } from "~/components/Section";
import { ServiceLinkList, toServiceLinkEntry } from "~/components/ServiceLinkList";
import { StepList } from "~/components/StepList";
import { TestimonialCard } from "~/components/TestimonialCard";
import { findFaqItems, homeFaqIds } from "~/content/faq";
import { portraitChoice, portraitPlaceholder, type PlaceholderWords } from "~/content/photo-slots";
import { heroFactsIn } from "~/content/hero-facts";
import { featuredServices, heroFacts, howItWorks, whyChoose } from "~/content/home";
import { pricing, pricingNote, type PriceItem } from "~/content/pricing";
import { services } from "~/content/services";
import { homeTestimonials } from "~/content/testimonials";
import { formatUsd, inSentenceCase } from "~/lib/format";
import { afterHoursPhrase, needQuestion } from "~/lib/hours-words";
import { meetParagraphs } from "~/content/about";
import { actionWords } from "~/content/actions";
import { credentialSummary } from "~/content/credentials";
import { contactHrefs } from "~/lib/contact-links";
import { describeSchedule } from "~/lib/hours";
import type { Photo } from "~/lib/photo";
import { resolveSlotPhoto } from "~/lib/photos.server";
import { pageHead } from "~/routes/page-head";
import { notaryJsonLd } from "~/lib/structured-data";
import { site } from "~/facts/site.config";

/**
 * Runs at build time. The page's words travel as data inside the HTML rather
 * than as JavaScript, which keeps the home page within its script budget.
 */
export function loader() {
  return {
    // Her days off are listed from the day the page is built; the browser drops those over since.
    builtOn: wallDateAt(new Date()),
    head: pageHead({
      title: `Mobile Notary in ${site.serviceArea.region}, ${site.serviceArea.stateCode} | ${site.businessName}`,
      description: `Mobile notary public serving ${site.serviceArea.base} and ${site.serviceArea.region}, ${site.serviceArea.stateCode}. I come to your home, office or hospital, ${inSentenceCase(site.hours.summary)}. Commissioned, bonded and insured.`,
      path: "/",
      jsonLd: [notaryJsonLd()],
    }),
    heroFacts,
    keyFacts: heroFactsIn("en"),
    featuredServices,
    services: services.map(toServiceLinkEntry),
    howItWorks,
    whyChoose,
    pricing,
    pricingNote,
    testimonials: homeTestimonials,
    faq: findFaqItems(homeFaqIds),
    portrait: { photo: resolveSlotPhoto(portraitChoice("en")), placeholder: portraitPlaceholder.en },
    meet: meetParagraphs.en,
    // "evenings and weekends" when she works any; else her own words for her hours.
    heading: `A notary who comes to you, ${afterHoursPhrase(site.hours, "and") ?? site.hours.inSentence}`,
    pricingIntro: `You know the total before we meet. No surprises${
      site.fees.afterHoursSurchargeUsd === 0 && afterHoursPhrase(site.hours, "and") ? ", no after-hours surcharge" : ""
    }.`,
  };
}

/** The home page is English; every Book button on it reads and leads the same. */
const book = actionWords.en.book;

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
    portrait,
    meet,
    heading,
    pricingIntro,
    builtOn,
  } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Mobile Notary Public · ${site.serviceArea.region}, ${site.serviceArea.stateCode}`}
        title={heading}
        aside={<AtAGlance facts={heroFacts} />}
        intro={
          <p>
            Home, office, hospital room or coffee shop: I bring the seal to you anywhere in {site.serviceArea.region}.
            {credentialSummary.en}, with a {formatUsd(site.credentials.suretyBondUsd)} surety bond.
          </p>
        }
        facts={
          <HeroFacts facts={keyFacts} book={{ to: book.to, label: book.label }} identity={false} factsBesideFromMd />
        }
      />

      <section aria-label="Credentials" className="border-b border-brand-100 bg-white px-4 py-6 sm:py-10">
        <CertificationBadges />
      </section>

      <MeetSection portrait={portrait} paragraphs={meet} />

      <Section id="help" eyebrow="Services" title="How I Can Help" tone="muted">
        <FeatureGrid features={featuredServices} columns={3} />
        <section id="services-i-provide" aria-labelledby="services-i-provide-heading" className="mt-8 sm:mt-12">
          <h3 id="services-i-provide-heading" className="text-xl font-bold text-ink sm:text-2xl">
            Services I Provide
          </h3>
          <p className="mt-1 mb-4 text-ink-muted">Choose a service to see how it works and what to bring.</p>
          <ServiceLinkList services={services} />
        </section>
        <p className="mt-8 text-center">
          <ButtonLink to="/services" variant="secondary">
            View All Services
          </ButtonLink>
        </p>
      </Section>

      <Section id="how-it-works" eyebrow="Simple from start to finish" title="How It Works">
        <StepList steps={howItWorks} look="timeline" />
      </Section>

      <Section
        id="why-choose"
        title={`Why Choose ${site.businessName}`}
        tone="muted"
        layout="beside"
        headerExtra={
          <Link to="/about" className="font-semibold text-brand-800 underline underline-offset-4">
            More about me and how I work
          </Link>
        }
      >
        <FeatureGrid features={whyChoose} columns={1} look="rows" />
      </Section>

      <PricingSection pricing={pricing} note={pricingNote} intro={pricingIntro} />

      <Section id="reviews" eyebrow="Reviews" title="What Clients Say">
        <ul className="grid gap-4 sm:gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} featured={index === 0} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center sm:mt-8">
          <Link to="/testimonials" className="font-semibold text-brand-800 underline underline-offset-4">
            Read all reviews
          </Link>
        </p>
      </Section>

      <Section
        id="faq"
        title="Frequently Asked Questions"
        tone="muted"
        layout="beside"
        headerExtra={
          <Link to="/faq" className="font-semibold text-brand-800 underline underline-offset-4">
            See all questions and answers
          </Link>
        }
      >
        <FaqList items={faq} />
      </Section>

      <Section
        id="contact"
        title="Get in Touch"
        layout="beside"
        intro={`The quickest way to book is a call or a text. I answer e-mail within ${site.policies.emailResponseHours} hours.`}
        headerExtra={
          <ButtonLink to={book.to} variant="secondary">
            {actionWords.en.named.online}
          </ButtonLink>
        }
      >
        <ContactList />
        <AvailabilityClosures builtOn={builtOn} />
      </Section>

      <Section id="get-started" title={needQuestion(site.hours, "en")} tone="brand">
        <p className="mx-auto max-w-2xl text-center text-brand-100 sm:text-lg">
          Tell me what you are signing and where you are. I will confirm the time and the total before I set out.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8">
          <ButtonLink to={book.to}>{book.label}</ButtonLink>
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

/**
 * Split picture and words. On a phone the picture is small beside the
 * heading, so the story starts on the same screen; from md it takes the
 * left column.
 */
function MeetSection({
  portrait,
  paragraphs,
}: {
  portrait: { photo?: Photo; placeholder: PlaceholderWords };
  paragraphs: readonly string[];
}) {
  return (
    <section id="meet" aria-labelledby="meet-heading" className="scroll-mt-24 bg-white px-4 py-8 sm:py-20">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_7rem] items-center gap-x-4 gap-y-4 sm:grid-cols-[minmax(0,1fr)_12rem] md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-x-12">
        <h2
          id="meet-heading"
          className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-4xl md:col-start-2 md:row-start-1 md:self-end"
        >
          Meet {site.notary.fullName}
        </h2>
        <div className="col-start-2 row-start-1 w-full md:col-start-1 md:row-span-2 md:max-w-xs md:justify-self-center">
          <PhotoSlot
            name="portrait"
            photo={portrait.photo}
            placeholder={portrait.placeholder}
            shape="portrait"
            sizes="(min-width: 48rem) 20rem, (min-width: 40rem) 12rem, 7rem"
          />
        </div>
        <div className="col-span-2 space-y-4 text-ink-muted sm:text-lg md:col-span-1 md:col-start-2 md:self-start">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <ButtonLink to="/about" variant="outline">
              More About Me
            </ButtonLink>
          </p>
        </div>
      </div>
    </section>
  );
}

function PricingSection({ pricing, note, intro }: { pricing: readonly PriceItem[]; note: string; intro: string }) {
  return (
    <Section id="pricing" eyebrow="Clear pricing" title="Simple, Upfront Pricing" intro={intro} tone="brand">
      <PriceGrid items={pricing} look="band" />
      <p className="mt-6 text-brand-100 sm:mt-8 sm:text-center">{note}</p>
      <p className="mt-4 sm:text-center">
        <Link to="/fees" className="font-semibold text-accent-300 underline underline-offset-4 hover:text-white">
          Estimate your total: every fee, act by act
        </Link>
      </p>
    </Section>
  );
}

/**
 * Phone, e-mail and hours, one under the other. Drawn here rather than with
 * ContactDetails, whose words in both languages the home page would load for
 * three English lines.
 */
function ContactList() {
  const details = [
    { icon: "phone", label: "Call or text", value: site.phone.display, href: contactHrefs.call },
    { icon: "mail", label: "E-mail", value: site.email, href: contactHrefs.email },
    { icon: "clock", label: site.hours.summary, value: describeSchedule() },
  ] as const;
  return (
    <ul className="grid gap-4">
      {details.map((detail) => (
        <li key={detail.icon} className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
            <Icon name={detail.icon} className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm text-ink-muted">{detail.label}</span>
            {"href" in detail ? (
              <a href={detail.href} className="block font-semibold wrap-break-word text-ink hover:underline">
                <BreakAfterAt text={detail.value} />
              </a>
            ) : (
              <span className="block font-semibold text-ink first-letter:uppercase">{detail.value}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
