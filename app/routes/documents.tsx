import type { Route } from "./+types/documents";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
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
import { pageHead } from "~/page-head";
import { breadcrumbJsonLd } from "~/lib/structured-data";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Document Information", path: "/documents" },
];

/** Runs at build time; the words travel as data, not as JavaScript. */
export function loader() {
  const head = pageHead({
    title: documentsPage.seo.title,
    description: documentsPage.seo.description,
    path: "/documents",
    jsonLd: [breadcrumbJsonLd(crumbs)],
  });
  return { ...documentsPage, crumbs, head };
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  const { intro, notarialActs, limits, categories, whatToBring, steps, faq, resources, crumbs } = loaderData;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Document information"
        title="Documents I Can Notarize"
        intro={<p>{intro}</p>}
      >
        <ButtonLink to="/contact">Schedule an Appointment</ButtonLink>
        <CallLink variant="outlineOnDark" />
      </PageHero>

      <Section
        id="what-a-notary-can-notarize"
        title="What a Notary Can Notarize"
        intro="A Pennsylvania notary performs six kinds of notarial act. The certificate on your document says which one it needs."
      >
        <FeatureGrid features={notarialActs} columns={3} />
        <div className="mx-auto mt-12 max-w-4xl rounded-xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-ink">What a notary can&apos;t do</h3>
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
        title="Common Documents"
        intro="The documents I'm asked to notarize most often, with the service that covers each."
        tone="muted"
      >
        <CategoryGrid categories={categories} columns={3} />
      </Section>

      <Section id="what-to-bring" title="What to Bring">
        <div className="mx-auto max-w-3xl rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={whatToBring} />
        </div>
      </Section>

      <Section id="process" eyebrow="Five steps" title="How It Works" tone="muted">
        <StepList steps={steps} columns={5} />
      </Section>

      <Section id="faq" title="Document Questions">
        <div className="mx-auto max-w-3xl">
          <FaqList items={faq} />
        </div>
      </Section>

      <Section
        id="resources"
        title="Downloadable Resources"
        intro="Printable guides are on the way. Until then, call or e-mail and I'll answer the same questions."
        tone="muted"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {resources.map((resource) => (
            <ResourceCard key={resource.title} resource={resource} />
          ))}
        </ul>
      </Section>

      <ClosingCta
        title="Have a document ready to sign?"
        text="Tell me what it is and where you are. I'll tell you what to bring and confirm the total before I set out."
        primary={{ to: "/contact", label: "Schedule an Appointment" }}
        secondary={{ to: "/services", label: "All Services" }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * A download that isn't published yet: a disabled button, not a link, so it
 * can't be followed, and assistive technology announces it as unavailable.
 */
function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <li className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
          <Icon name="download" />
        </span>
        <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">Coming Soon</span>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-ink">{resource.title}</h3>
      <p className="mt-2 flex-1 text-ink-muted">{resource.description}</p>
      <p className="mt-6">
        <button
          type="button"
          disabled
          className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-lg border-2 border-dashed border-brand-200 px-4 font-semibold text-ink-muted"
        >
          Download {resource.fileType}
          <span className="sr-only">: {resource.title}, coming soon, not available yet</span>
        </button>
      </p>
    </li>
  );
}
