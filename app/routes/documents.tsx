import type { Route } from "./+types/documents";
import { ActionPair } from "~/components/ActionPair";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { CategoryGrid } from "~/components/CategoryGrid";
import { CheckList } from "~/components/CheckList";
import { ClosingCta } from "~/components/ClosingCta";
import { FaqList } from "~/components/FaqList";
import { FeatureGrid } from "~/components/FeatureGrid";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { StepList } from "~/components/StepList";
import { documentsPage, type Resource } from "~/content/documents";
import { pageHead } from "~/routes/page-head";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { langOfPath } from "~/vocabulary/lang";

/** Runs at build time; the words, in the page's language only, travel as data, not as JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const { seo, crumbs: names, ...page } = documentsPage[langOfPath(path)];
  const crumbs = [
    { name: names.home, path: names.homePath },
    { name: names.page, path },
  ];
  const head = pageHead({
    title: seo.title,
    description: seo.description,
    path,
    jsonLd: [breadcrumbJsonLd(crumbs)],
  });
  return { ...page, crumbs, head };
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  const {
    hero,
    actions,
    intro,
    sections,
    cta,
    notarialActs,
    limits,
    categories,
    whatToBring,
    steps,
    faq,
    resources,
    crumbs,
  } = loaderData;
  return (
    <>
      <PageHero
        tone="paper"
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{intro}</p>}
      >
        <ActionPair book={{ to: actions.contactPath, label: actions.schedule }} tone="onLight" />
      </PageHero>

      <Section id="what-a-notary-can-notarize" title={sections.acts.title} intro={sections.acts.intro}>
        <FeatureGrid features={notarialActs} columns={3} />
        <div className="mx-auto mt-12 max-w-4xl rounded-xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-ink">{sections.acts.limitsTitle}</h3>
          <ul className="mt-5 grid gap-3 md:grid-cols-2">
            {limits.map((limit) => (
              <li key={limit} className="flex gap-3">
                <Icon name="ban" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>{limit}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="document-categories"
        title={sections.categories.title}
        intro={sections.categories.intro}
        tone="muted"
      >
        <CategoryGrid categories={categories} columns={3} />
      </Section>

      <Section id="what-to-bring" title={sections.whatToBring.title}>
        <div className="mx-auto max-w-3xl rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={whatToBring} />
        </div>
      </Section>

      <Section id="process" eyebrow={sections.process.eyebrow} title={sections.process.title} tone="muted">
        <StepList steps={steps} columns={5} />
      </Section>

      <Section id="faq" title={sections.faq.title}>
        <div className="mx-auto max-w-3xl">
          <FaqList items={faq} />
        </div>
      </Section>

      {/* Downloads that are not published yet mean nothing on paper. */}
      <div className="print:hidden">
        <Section id="resources" title={sections.resources.title} intro={sections.resources.intro} tone="muted">
          <ul className="grid gap-6 md:grid-cols-2">
            {resources.map((resource) => (
              <ResourceCard
                key={resource.title}
                resource={resource}
                comingSoon={sections.resources.comingSoon}
                downloadLabel={`${sections.resources.download} ${resource.fileType}`}
                unavailable={sections.resources.unavailable}
              />
            ))}
          </ul>
        </Section>
      </div>

      <ClosingCta
        title={cta.title}
        text={cta.text}
        primary={{ to: actions.contactPath, label: actions.schedule }}
        secondary={{ to: actions.servicesPath, label: actions.allServices }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * A download that isn't published yet: a disabled button, not a link, so it
 * can't be followed, and assistive technology announces it as unavailable.
 */
function ResourceCard({
  resource,
  comingSoon,
  downloadLabel,
  unavailable,
}: {
  resource: Resource;
  comingSoon: string;
  downloadLabel: string;
  unavailable: string;
}) {
  return (
    <li className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
          <Icon name="download" />
        </span>
        <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">{comingSoon}</span>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-ink">{resource.title}</h3>
      <p className="mt-2 flex-1 text-ink-muted">{resource.description}</p>
      <p className="mt-6">
        <button
          type="button"
          disabled
          className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-lg border-2 border-dashed border-brand-200 px-4 font-semibold text-ink-muted"
        >
          {downloadLabel}
          <span className="sr-only">
            : {resource.title}, {unavailable}
          </span>
        </button>
      </p>
    </li>
  );
}
