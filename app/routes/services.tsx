import { Link } from "react-router";
import type { Route } from "./+types/services";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { ClosingCta } from "~/components/ClosingCta";
import { Icon, type IconName } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { PriceGrid } from "~/components/PriceGrid";
import { Section } from "~/components/Section";
import { ServiceCardGrid } from "~/components/ServiceCardGrid";
import { StepList } from "~/components/StepList";
import { pricing } from "~/content/pricing";
import { services } from "~/content/services";
import { servicesOverview } from "~/content/services/overview";
import { pageHead } from "~/page-head";
import { breadcrumbJsonLd } from "~/lib/structured-data";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

/** Runs at build time; the words travel as data, not as JavaScript. */
export function loader() {
  return {
    ...servicesOverview,
    services,
    pricing,
    crumbs,
    head: pageHead({
      title: servicesOverview.seo.title,
      description: servicesOverview.seo.description,
      path: "/services",
      jsonLd: [breadcrumbJsonLd(crumbs)],
    }),
  };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { intro, services, steps, pricing, crumbs } = loaderData;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="What I do"
        title="Notary Services"
        intro={<p>{intro}</p>}
      >
        <ButtonLink to="/contact">Schedule an Appointment</ButtonLink>
        <CallLink variant="outlineOnDark" />
      </PageHero>

      <Section
        id="all-services"
        eyebrow={`${services.length} services`}
        title="All Notary Services"
        intro="Each service has its own page: how it works, what to bring and what it costs."
      >
        <ServiceCardGrid services={services} />
      </Section>

      <Section id="how-it-works" eyebrow="Four simple steps" title="How It Works" tone="muted">
        <StepList steps={steps} />
      </Section>

      <Section
        id="fees"
        title="Clear, Upfront Fees"
        intro="You know the total before we meet, and the hour never changes the price."
      >
        <PriceGrid items={pricing} />
      </Section>

      <Section id="more-help" title="Not Sure What You Need?" tone="muted">
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          <HelpCard
            icon="document"
            to="/documents"
            title="Document information"
            text="What a notary can and can't notarize, what to bring, and how an appointment goes."
          />
          <HelpCard
            icon="message"
            to="/faq"
            title="Frequently asked questions"
            text="Fees, hours, travel, ID and everything else clients ask before booking."
          />
        </ul>
      </Section>

      <ClosingCta
        title="Ready to get your documents notarized?"
        text="Tell me what you're signing and where you are, and I'll confirm the time and the total before I set out."
        primary={{ to: "/contact", label: "Schedule an Appointment" }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function HelpCard({ icon, to, title, text }: { icon: IconName; to: string; title: string; text: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full gap-4 rounded-xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
          <Icon name={icon} />
        </span>
        <span>
          <span className="block text-lg font-semibold text-ink">{title}</span>
          <span className="mt-1 block text-ink-muted">{text}</span>
        </span>
      </Link>
    </li>
  );
}
