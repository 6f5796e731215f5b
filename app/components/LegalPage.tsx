import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactOptions } from "~/components/ContactOptions";
import { PageHero } from "~/components/PageHero";
import { proseClasses } from "~/components/Prose";
import { legalPageLabels, type Block, type LegalDocument, type RichText } from "~/content/legal/document";
import { usePageLang } from "~/lib/page-lang";

interface LegalPageProps {
  title: string;
  /** The short line above the title. */
  eyebrow: string;
  intro: ReactNode;
  document: LegalDocument;
  /** The document's date as words ("June 20, 2025"), formatted by the loader. */
  updatedText: string;
}

/**
 * A long document (privacy policy, terms, accessibility statement): the page's
 * hero with its date, a table of contents, the short version, then each
 * section under its own h2 so that it can be linked to and found by heading.
 */
export function LegalPage({ title, eyebrow, intro, document, updatedText }: LegalPageProps) {
  const labels = legalPageLabels[usePageLang()];
  return (
    <>
      <PageHero tone="paper" title={title} eyebrow={eyebrow} intro={intro}>
        <p className="rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm font-semibold text-ink">
          {document.updatedLabel}: <time dateTime={document.updated}>{updatedText}</time>
        </p>
      </PageHero>

      <div className="px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label={labels.onThisPage} className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-sm font-semibold tracking-wider text-ink-muted uppercase">{labels.onThisPage}</p>
            <ol className="mt-3 grid gap-x-6 border-l-2 border-brand-100 sm:grid-cols-2 lg:grid-cols-1">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-ink-muted hover:border-brand-700 hover:text-brand-800"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="min-w-0 wrap-break-word">
            {document.governingVersion && (
              <p className="mb-8 max-w-3xl rounded-xl border border-brand-100 bg-brand-50 p-4 text-ink [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2">
                <RichTextView text={document.governingVersion} />
              </p>
            )}
            <section
              aria-labelledby="summary-heading"
              className="max-w-3xl rounded-xl border border-accent-300 bg-accent-100 p-6 sm:p-8"
            >
              <h2 id="summary-heading" className="text-xl font-bold text-ink">
                {labels.summary}
              </h2>
              <ul className="mt-4 space-y-3 leading-relaxed text-ink sm:text-lg [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2">
                {document.summary.map((text, index) => (
                  <li key={index} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-700" />
                    <span>
                      <RichTextView text={text} />
                    </span>
                  </li>
                ))}
              </ul>
            </section>

            {document.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="mt-12 max-w-3xl scroll-mt-24 border-t border-brand-100 pt-10"
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  {section.title}
                </h2>
                <div className={proseClasses}>
                  {section.blocks.map((block, index) => (
                    <BlockView key={index} block={block} />
                  ))}
                </div>
                {section.contactOptions && (
                  <div className="mt-6">
                    <ContactOptions options={section.contactOptions} />
                  </div>
                )}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </ul>
      );
    case "subheading":
      return <h3>{block.text}</h3>;
    case "quote":
      return (
        <blockquote>
          <p>{block.text}</p>
        </blockquote>
      );
  }
}

function RichTextView({ text }: { text: RichText }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => {
    if (typeof part === "string") return part;
    return part.href.startsWith("/") ? (
      <Link key={index} to={part.href} hrefLang={part.hrefLang} lang={part.lang}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} hrefLang={part.hrefLang} lang={part.lang}>
        {part.text}
      </a>
    );
  });
}
