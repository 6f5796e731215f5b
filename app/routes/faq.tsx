import type { Route } from "./+types/faq";
import { ContactOptions } from "~/components/ContactOptions";
import { FaqList } from "~/components/FaqList";
import { FeatureGrid } from "~/components/FeatureGrid";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { faqCategories, faqQuickTips, type FaqCategory } from "~/content/faq";
import { pageHead } from "~/page-head";

/** Runs at build time: the questions and answers travel as data, not JavaScript. */
export function loader() {
  return {
    head: pageHead({
      title: "FAQ",
      description:
        "Answers about mobile and online notarization in Berks County: costs, scheduling, ID requirements and how to prepare.",
      path: "/faq",
    }),
    categories: faqCategories,
    quickTips: faqQuickTips,
  };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { categories, quickTips } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro={<p>Costs, scheduling, ID requirements and how to prepare, answered in plain words.</p>}
      />

      <div className="px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <TopicNav categories={categories} />
          <div className="min-w-0 space-y-14">
            {categories.map((category) => (
              <CategorySection key={category.id} category={category} />
            ))}
          </div>
        </div>
      </div>

      <Section
        id="quick-tips"
        eyebrow="Before we meet"
        title="Four Quick Tips"
        intro="Most appointments that go wrong do so for one of these reasons. Check them the day before."
        tone="muted"
      >
        <FeatureGrid features={quickTips} />
      </Section>

      <Section
        id="contact-options"
        eyebrow="Still have a question?"
        title="Ask Me Directly"
        intro="If your question is not answered here, I am happy to help. Choose whichever way suits you."
      >
        <ContactOptions options={["call", "text", "email", "form"]} />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function TopicNav({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <nav aria-label="FAQ topics" className="lg:sticky lg:top-28 lg:self-start">
      <p className="text-sm font-semibold tracking-wider text-ink-muted uppercase">Topics</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              className="flex items-center gap-3 rounded-lg border border-brand-100 px-3 py-2.5 font-medium text-ink hover:border-brand-200 hover:bg-brand-50"
            >
              <Icon name={category.icon} className="size-5 shrink-0 text-brand-800" />
              <span className="flex-1">{category.title}</span>
              <span className="text-sm text-ink-muted">
                {category.items.length}
                <span className="sr-only"> questions</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategorySection({ category }: { category: FaqCategory }) {
  const headingId = `${category.id}-heading`;
  return (
    <section id={category.id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="mb-5 flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-white">
          <Icon name={category.icon} />
        </span>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {category.title}
        </h2>
      </div>
      <FaqList items={category.items} />
    </section>
  );
}
