import type { Route } from "./+types/faq";
import { ContactOptions } from "~/components/ContactOptions";
import { EstimateLink } from "~/components/EstimateLink";
import { FaqList } from "~/components/FaqList";
import { FeatureGrid } from "~/components/FeatureGrid";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { faqPage, faqPageCopy, type FaqCategory } from "~/content/faq";
import { absoluteUrl, type JsonLd } from "~/lib/seo";
import { pageHead } from "~/routes/page-head";
import { intlLocales, langOfPath, type Lang } from "~/vocabulary/lang";

/** Runs at build time: the questions and answers, in the page's language only, travel as data, not JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langOfPath(path);
  const words = faqPageCopy[lang];
  const { categories, quickTips } = faqPage[lang];
  return {
    head: pageHead({
      title: words.seo.title,
      description: words.seo.description,
      path,
      jsonLd: [faqPageJsonLd(categories, path, lang)],
    }),
    words,
    categories,
    quickTips,
  };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { words, categories, quickTips } = loaderData;
  return (
    <>
      <PageHero tone="paper" eyebrow={words.eyebrow} title={words.title} intro={<p>{words.intro}</p>} />

      <div className="px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <TopicNav categories={categories} words={words.topics} />
          <div className="min-w-0 space-y-14">
            {categories.map((category) => (
              <CategorySection key={category.id} category={category} />
            ))}
            {/* The answers state her prices; the estimator adds them up for the visitor's documents. */}
            <p>
              <EstimateLink />
            </p>
          </div>
        </div>
      </div>

      <Section
        id="quick-tips"
        eyebrow={words.quickTips.eyebrow}
        title={words.quickTips.title}
        intro={words.quickTips.intro}
        tone="muted"
      >
        <FeatureGrid features={quickTips} />
      </Section>

      <Section
        id="contact-options"
        eyebrow={words.contact.eyebrow}
        title={words.contact.title}
        intro={words.contact.intro}
      >
        <ContactOptions options={["call", "text", "email", "form"]} />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** The questions and answers as schema.org's FAQPage, in the page's language, matching what the page shows. */
function faqPageJsonLd(categories: readonly FaqCategory[], path: string, lang: Lang): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(path),
    inLanguage: intlLocales[lang],
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}

function TopicNav({
  categories,
  words,
}: {
  categories: readonly FaqCategory[];
  words: { label: string; heading: string; questions: string };
}) {
  return (
    <nav aria-label={words.label} className="lg:sticky lg:top-28 lg:self-start">
      <p className="text-sm font-semibold tracking-wider text-ink-muted uppercase">{words.heading}</p>
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
                <span className="sr-only"> {words.questions}</span>
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
