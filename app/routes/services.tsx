import { Link } from "react-router";
import type { Route } from "./+types/services";
import { ActionPair } from "~/components/ActionPair";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ClosingCta } from "~/components/ClosingCta";
import { Icon, type IconName } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { PriceGrid } from "~/components/PriceGrid";
import { Section } from "~/components/Section";
import { ServiceCardGrid } from "~/components/ServiceCardGrid";
import { StepList } from "~/components/StepList";
import { servicesIn, servicesOverviewPath } from "~/content/services";
import { servicesOverview } from "~/content/services/overview";
import { pageHead } from "~/routes/page-head";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { shellCopy } from "~/content/shell";
import { intlLocales, langOfPath } from "~/vocabulary/lang";

/**
 * Runs at build time for /services and /espanol/servicios; the address says
 * which language, and only that language's words travel, as data.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const words = servicesOverview[lang];
  const path = servicesOverviewPath(lang);
  const crumbs = [
    { name: words.home, path: shellCopy[lang].home },
    { name: words.crumb, path },
  ];
  return {
    words,
    services: servicesIn(lang),
    contact: shellCopy[lang].contact.to,
    crumbs,
    head: pageHead({
      title: words.seo.title,
      description: words.seo.description,
      path,
      jsonLd: [{ ...breadcrumbJsonLd(crumbs), inLanguage: intlLocales[lang] }],
    }),
  };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { words, services, contact, crumbs } = loaderData;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={words.eyebrow}
        title={words.title}
        intro={<p>{words.intro}</p>}
      >
        <ActionPair book={{ to: contact, label: words.schedule }} />
      </PageHero>

      <Section id="all-services" eyebrow={words.list.eyebrow} title={words.list.title} intro={words.list.intro}>
        <ServiceCardGrid services={services} />
      </Section>

      <Section id="how-it-works" eyebrow={words.how.eyebrow} title={words.how.title} tone="muted">
        <StepList steps={words.steps} />
      </Section>

      <Section id="fees" title={words.fees.title} intro={words.fees.intro}>
        <PriceGrid items={words.fees.items} />
        <p className="mt-8 text-center">
          <Link to={words.fees.estimate.to} className="font-semibold text-brand-800 underline underline-offset-4">
            {words.fees.estimate.label}
          </Link>
        </p>
      </Section>

      <Section id="more-help" title={words.help.title} tone="muted">
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {words.help.cards.map((card) => (
            <HelpCard key={card.to} {...card} />
          ))}
        </ul>
      </Section>

      <ClosingCta
        title={words.closing.title}
        text={words.closing.text}
        primary={{ to: contact, label: words.schedule }}
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
