import type { ReactNode } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/service";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ButtonLink } from "~/components/ButtonLink";
import { CategoryGrid } from "~/components/CategoryGrid";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ClosingCta } from "~/components/ClosingCta";
import { Drawing } from "~/components/Drawing";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroFacts } from "~/components/HeroFacts";
import { Icon, type IconName } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { PhotoSlot } from "~/components/PhotoSlot";
import { Section, type SectionTone } from "~/components/Section";
import { StepList } from "~/components/StepList";
import { TextWithPhrases } from "~/components/TextWithPhrases";
import { heroFactsIn } from "~/content/hero-facts";
import { servicePhotoChoice, workSlotOf } from "~/content/photo-slots";
import { shellCopy } from "~/content/shell";
import { servicePath, servicesIn, servicesOverviewPath } from "~/content/services";
import { serviceFrame, type ServiceFrame } from "~/content/services/frame";
import { findServicePage } from "~/content/services/pages";
import type { CoreSection, Fact, ServiceExtra, ServicePage } from "~/content/services/types";
import { resolveSlotPhoto } from "~/lib/photos.server";
import { pageHead } from "~/routes/page-head";
import { breadcrumbJsonLd, serviceJsonLd } from "~/lib/structured-data";
import { intlLocales, langOfPath, type Lang } from "~/vocabulary/lang";

/**
 * Runs at build time: one module serves all fourteen service pages in both
 * languages, and the path says which service (its English `slug` or its
 * Spanish `slugEs`) and which language. Only that language's words arrive,
 * as loader data, not JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const lang = langOfPath(pathname);
  const segment = pathname.split("/").filter(Boolean).pop() ?? "";
  const summary = servicesIn(lang).find((candidate) =>
    lang === "es" ? candidate.slugEs === segment : candidate.slug.toLowerCase() === segment.toLowerCase(),
  );
  const page = summary && findServicePage(summary.slug, lang);
  if (!page || !summary) throw data(null, { status: 404 });

  const frame = serviceFrame[lang];
  const path = servicePath(summary, lang);
  const crumbs = [
    { name: frame.home, path: shellCopy[lang].home },
    { name: frame.services, path: servicesOverviewPath(lang) },
    { name: summary.title, path },
  ];
  return {
    summary,
    page,
    frame,
    crumbs,
    facts: heroFactsIn(lang),
    work: workSlotIn(summary.slug, lang),
    links: { contact: shellCopy[lang].contact.to, services: servicesOverviewPath(lang) },
    head: pageHead({
      title: page.seo.title,
      description: page.seo.description,
      path,
      jsonLd: [
        {
          ...serviceJsonLd({ name: summary.title, description: page.seo.description, path }),
          inLanguage: intlLocales[lang],
        },
        { ...breadcrumbJsonLd(crumbs), inLanguage: intlLocales[lang] },
      ],
    }),
  };
}

const coreOrder: readonly CoreSection[] = ["explanation", "process", "categories", "benefits", "requirements"];

export default function Service({ loaderData }: Route.ComponentProps) {
  const { summary, page, frame, crumbs, facts, links, work } = loaderData;

  // Bands alternate white and tinted whatever optional sections a page has.
  const bands: ReactNode[] = [];
  const nextTone = (): SectionTone => (bands.length % 2 === 0 ? "plain" : "muted");
  for (const core of coreOrder) {
    bands.push(<CoreBand key={core} section={core} page={page} frame={frame} tone={nextTone()} work={work} />);
    for (const extra of page.extras?.filter((candidate) => candidate.after === core) ?? []) {
      bands.push(<ExtraBand key={extra.id} extra={extra} frame={frame} tone={nextTone()} />);
    }
  }

  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={frame.eyebrow}
        title={summary.title}
        intro={
          <p>
            <TextWithPhrases text={page.hero.intro} />
          </p>
        }
        aside={<HeroSeal icon={summary.icon} alt={frame.sealAlt} />}
        facts={<HeroFacts facts={facts} book={{ to: links.contact, label: frame.schedule }} />}
      />

      {bands}

      <ClosingCta
        title={page.closing.title}
        text={page.closing.text}
        primary={{ to: links.contact, label: page.closing.action ?? frame.schedule }}
        secondary={{ to: links.services, label: frame.allServices }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function HeroSeal({ icon, alt }: { icon: IconName; alt: string }) {
  return (
    <div className="relative flex size-56 items-center justify-center rounded-full bg-brand-800 ring-8 ring-brand-800/40">
      <Drawing name="logo-mark" size={64} label={alt} className="size-40" />
      <span className="absolute right-1 bottom-3 flex size-16 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-lg ring-4 ring-brand-900">
        <Icon name={icon} className="size-8" />
      </span>
    </div>
  );
}

interface BandProps {
  tone: SectionTone;
  /** The words every service page shares, in the page's language. */
  frame: ServiceFrame;
}

type WorkSlot = ReturnType<typeof workSlotIn>;

/** The on-the-job photo slot of the services that have one, with the owner's photo when she has added it. */
function workSlotIn(slug: string, lang: Lang) {
  const slot = workSlotOf(slug, lang);
  return slot && { ...slot, photo: resolveSlotPhoto(servicePhotoChoice(slug, lang)) };
}

function CoreBand({
  section,
  page,
  frame,
  tone,
  work,
}: BandProps & { section: CoreSection; page: ServicePage; work: WorkSlot }) {
  switch (section) {
    case "explanation":
      return (
        <Section id="about-this-service" title={page.explanation.title} tone={tone}>
          <div className="grid gap-10 lg:grid-cols-3">
            <div className="space-y-4 text-lg leading-relaxed text-ink lg:col-span-2">
              {page.explanation.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="space-y-6">
              {work && (
                <PhotoSlot
                  name={work.name}
                  photo={work.photo}
                  placeholder={work.placeholder}
                  shape="landscape"
                  sizes="(min-width: 72rem) 22rem, (min-width: 64rem) 30vw, 100vw"
                />
              )}
              <FactCard facts={page.explanation.facts} label={frame.atAGlance} />
            </div>
          </div>
        </Section>
      );
    case "process":
      return (
        <Section
          id="process"
          eyebrow={frame.processEyebrow}
          title={page.process.title}
          intro={page.process.intro}
          tone={tone}
        >
          <StepList steps={page.process.steps} />
        </Section>
      );
    case "categories":
      return (
        <Section id="categories" title={page.categories.title} intro={page.categories.intro} tone={tone}>
          <CategoryGrid categories={page.categories.items} columns={page.categories.items.length === 3 ? 3 : 2} />
        </Section>
      );
    case "benefits":
      return (
        <Section id="benefits" title={page.benefits.title} intro={page.benefits.intro} tone={tone}>
          <FeatureGrid features={page.benefits.items} columns={page.benefits.items.length === 4 ? 4 : 3} />
        </Section>
      );
    case "requirements":
      return <RequirementsBand requirements={page.requirements} notice={page.notice} frame={frame} tone={tone} />;
  }
}

function FactCard({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <aside aria-label={label} className="self-start rounded-xl border border-brand-100 bg-brand-50 p-6">
      <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{label}</p>
      <dl className="mt-4 space-y-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-ink-muted">{fact.label}</dt>
            <dd className="font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

interface RequirementsBandProps extends BandProps {
  requirements: ServicePage["requirements"];
  /** The legal notice, when the service has one, closes the section. */
  notice: ServicePage["notice"];
}

function RequirementsBand({ requirements, notice, tone }: RequirementsBandProps) {
  const cards = [
    { icon: "clipboard", mark: "check", title: requirements.bringTitle, items: requirements.items },
    { icon: "lightbulb", mark: "info", title: requirements.notesTitle, items: requirements.notes },
  ] as const;
  return (
    <Section id="what-you-need" title={requirements.title} intro={requirements.intro} tone={tone}>
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <div key={card.icon} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-ink">
              <Icon name={card.icon} className="size-6 text-brand-800" />
              {card.title}
            </h3>
            <ul className="mt-5 space-y-3">
              {card.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name={card.mark} className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  <span>
                    <TextWithPhrases text={item} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {notice && (
        <aside
          aria-labelledby="notice-heading"
          className="mx-auto mt-10 flex max-w-3xl gap-4 rounded-xl border-l-4 border-accent-400 bg-accent-100 p-6 shadow-sm"
        >
          <Icon name="alert" className="mt-1 size-7 shrink-0 text-accent-700" />
          <div>
            <h3 id="notice-heading" className="text-xl font-bold">
              {notice.title}
            </h3>
            <p className="mt-2 text-lg">{notice.text}</p>
          </div>
        </aside>
      )}
    </Section>
  );
}

function ExtraBand({ extra, frame, tone }: BandProps & { extra: ServiceExtra }) {
  return (
    <Section id={extra.id} title={extra.title} intro={extra.intro} tone={tone}>
      <ExtraContent extra={extra} frame={frame} />
    </Section>
  );
}

function ExtraContent({ extra, frame }: { extra: ServiceExtra; frame: ServiceFrame }) {
  switch (extra.kind) {
    case "categories":
      return <CategoryGrid categories={extra.items} columns={extra.items.length === 3 ? 3 : 2} />;
    case "features":
      return <FeatureGrid features={extra.items} columns={3} />;
    case "credentials":
      return (
        <div className="rounded-2xl border border-brand-100 bg-white px-6 py-10 shadow-sm">
          <CertificationBadges />
          <p className="mt-8 text-center text-xl font-semibold text-brand-800">{extra.statement}</p>
        </div>
      );
    case "serviceArea":
      return (
        <>
          <FeatureGrid features={extra.facts} columns={3} />
          <h3 className="mt-12 text-center text-lg font-semibold">{frame.towns}</h3>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {extra.places.map((place) => (
              <li key={place.to}>
                <Link
                  to={place.to}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-200 bg-white px-4 font-medium text-brand-800 hover:bg-brand-50"
                >
                  <Icon name="pin" className="size-4" />
                  {place.name}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <ButtonLink to={extra.link.to} variant="secondary">
              {extra.link.label}
            </ButtonLink>
          </p>
        </>
      );
  }
}
