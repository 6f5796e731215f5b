import type { ReactNode } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/town";
import boroughPicture from "~/assets/towns/borough.svg";
import campusPicture from "~/assets/towns/campus.svg";
import cityPicture from "~/assets/towns/city.svg";
import townshipPicture from "~/assets/towns/township.svg";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { CheckList } from "~/components/CheckList";
import { ClosingCta } from "~/components/ClosingCta";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroFacts } from "~/components/HeroFacts";
import { Icon, type IconName } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { ServiceCardGrid } from "~/components/ServiceCardGrid";
import { Photo } from "~/components/Photo";
import { Section } from "~/components/Section";
import { heroFactsIn } from "~/content/hero-facts";
import { townPhotoChoice, type PhotoSlotName } from "~/content/photo-slots";
import { buildTownPage, findTown, locationPaths, townHeadText } from "~/content/towns";
import type { SectionCopy } from "~/content/towns/shared";
import type { PictureVariant, UniversityTownPage } from "~/content/towns/types";
import type { Feature } from "~/content/types";
import type { Photo as PhotoData } from "~/lib/photo";
import { resolveSlotPhoto } from "~/lib/photos.server";
import { pageHead } from "~/routes/page-head";
import { notaryInLanguage } from "~/lib/page-language-jsonld";
import { breadcrumbJsonLd, townNotaryJsonLd } from "~/lib/structured-data";
import { langOfPath } from "~/vocabulary/lang";

/**
 * Runs at build time: one module serves all ten town paths in both
 * languages, and each page's words reach the browser as data, not as
 * JavaScript, in the page's language only.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const town = findTown(pathname.split("/").pop());
  if (!town) throw data(null, { status: 404 });
  const lang = langOfPath(pathname);
  const page = buildTownPage(town, lang);
  const { title, description } = townHeadText(town, lang);
  const path = locationPaths[lang].town(town.slug);
  // The structured data is built here too, so its builders never ship as JavaScript.
  const head = pageHead({
    title,
    description,
    path,
    jsonLd: [notaryInLanguage(townNotaryJsonLd(town), lang), breadcrumbJsonLd(page.crumbs)],
  });
  const slot = {
    name: `town:${town.slug}` as const,
    photo: resolveSlotPhoto(townPhotoChoice(town.slug, lang)),
  };
  return { ...page, facts: heroFactsIn(lang), head, slot };
}

export default function Town({ loaderData }: Route.ComponentProps) {
  const { copy, variant, words, links } = loaderData;
  const needService = (
    <NeedServiceBox
      heading={words.needServiceHeading}
      text={loaderData.needService}
      schedule={words.schedule}
      contact={links.contact}
    />
  );
  const services = (tone: Tone) => (
    <ServicesSection copy={copy.services} cards={loaderData.services} tone={tone} linkLabel={words.howItWorks} />
  );
  const keyLocations = (box?: ReactNode) => (
    <Section id="key-locations" {...copy.keyLocations} tone="muted">
      <PlaceGrid places={loaderData.keyLocations} />
      {box}
    </Section>
  );
  const reasons = (tone: Tone) => (
    <Section id="reasons" {...copy.reasons} tone={tone}>
      <FeatureGrid features={loaderData.reasons} />
    </Section>
  );

  // The sections between the areas and the closing band differ by kind of
  // page; the switch must lay out every kind, or the typecheck fails.
  function kindSections(): ReactNode {
    switch (variant.kind) {
      case "standard":
        return (
          <>
            {services("plain")}
            {keyLocations(needService)}
            {reasons("plain")}
          </>
        );
      case "featured":
        return (
          <>
            <Section id="neighborhoods" {...copy.neighborhoods}>
              <FeatureGrid features={variant.neighborhoods} columns={3} />
            </Section>
            {services("muted")}
            <Section id="service-types" {...copy.serviceTypes}>
              <ServiceCardGrid services={variant.serviceTypes} />
            </Section>
            {keyLocations(needService)}
            <Section id="landmarks" {...copy.landmarks}>
              <FeatureGrid features={variant.landmarks} columns={3} />
            </Section>
            {reasons("muted")}
          </>
        );
      case "university":
        return (
          <>
            {services("plain")}
            {keyLocations()}
            <UniversitySection
              university={variant.university}
              listTitles={{ students: words.studentServices, facultyStaff: words.facultyStaffServices }}
            >
              {needService}
            </UniversitySection>
            {reasons("muted")}
          </>
        );
      default: {
        const unhandled: never = variant;
        return unhandled;
      }
    }
  }

  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={loaderData.crumbs} />}
        eyebrow={words.eyebrow}
        title={words.heading}
        intro={<p>{loaderData.heroIntro}</p>}
        facts={<HeroFacts facts={loaderData.facts} book={{ to: links.contact, label: words.schedule }} />}
      />

      <IntroSection
        badge={words.serving}
        intro={loaderData.intro}
        picture={loaderData.picture}
        slot={loaderData.slot}
      />

      <Section id="areas" {...copy.areas} tone="muted">
        <PlaceGrid places={loaderData.areas.map((name) => ({ name, icon: "pin" }))} />
      </Section>

      {kindSections()}

      <ClosingCta
        title={copy.closing.title}
        text={loaderData.closing}
        primary={{ to: links.contact, label: words.schedule }}
        secondary={{ to: links.index, label: words.allAreas }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

type Tone = "plain" | "muted";

const pictures: Record<PictureVariant, string> = {
  city: cityPicture,
  borough: boroughPicture,
  township: townshipPicture,
  campus: campusPicture,
};

/**
 * The town's photo when the owner has added one; until then the drawing of
 * its kind of place, marked as the slot's placeholder (a drawing never passes
 * for a photo of the town).
 */
function IntroSection({
  badge,
  intro,
  picture,
  slot,
}: {
  badge: string;
  intro: { heading: string; paragraphs: readonly string[] };
  picture: { variant: PictureVariant; alt: string };
  slot: { name: PhotoSlotName; photo?: PhotoData };
}) {
  return (
    <Section id="intro" title={intro.heading}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div
          className="relative aspect-[4/3] overflow-hidden rounded-2xl"
          data-photo-slot={slot.name}
          data-placeholder={slot.photo ? undefined : ""}
        >
          {slot.photo ? (
            <Photo
              photo={slot.photo}
              sizes="(min-width: 72rem) 34rem, (min-width: 48rem) 46vw, 100vw"
              className="size-full object-cover"
            />
          ) : (
            <img
              src={pictures[picture.variant]}
              alt={picture.alt}
              width={480}
              height={360}
              decoding="async"
              className="size-full"
            />
          )}
          <p className="absolute bottom-4 left-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-900 shadow-md">
            <Icon name="pin" className="size-5 text-accent-700" />
            {badge}
          </p>
        </div>
        <div className="space-y-4 text-lg text-ink-muted">
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}

interface Place {
  name: string;
  icon: IconName;
  /** A word on what kind of place it is, shown above the name. */
  label?: string;
}

function PlaceGrid({ places }: { places: readonly Place[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {places.map((place) => (
        <li
          key={place.name}
          className="flex items-center gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
            <Icon name={place.icon} className="size-5" />
          </span>
          <span>
            {place.label && (
              <span className="block text-xs font-semibold tracking-wide text-accent-700 uppercase">{place.label}</span>
            )}
            <span className="block font-semibold text-ink">{place.name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

interface ServiceCard extends Feature {
  link: string;
}

function ServicesSection({
  copy,
  cards,
  tone,
  linkLabel,
}: {
  copy: SectionCopy;
  cards: readonly ServiceCard[];
  tone: Tone;
  linkLabel: string;
}) {
  return (
    <Section id="services" {...copy} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="flex flex-col rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
            <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <Icon name={card.icon} />
            </span>
            <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{card.description}</p>
            <Link to={card.link} className="mt-4 font-semibold text-brand-800 underline underline-offset-4">
              {linkLabel}
              <span className="sr-only">: {card.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function NeedServiceBox({
  heading,
  text,
  schedule,
  contact,
}: {
  heading: string;
  text: string;
  schedule: string;
  contact: string;
}) {
  return (
    <div className="mt-10 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 lg:flex lg:items-center lg:justify-between lg:gap-10">
      <div className="max-w-2xl">
        <h3 className="text-2xl font-bold">{heading}</h3>
        <p className="mt-3 text-brand-100">{text}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3 lg:mt-0 lg:shrink-0">
        <ButtonLink to={contact}>{schedule}</ButtonLink>
        <CallLink variant="outlineOnDark" />
      </div>
    </div>
  );
}

function UniversitySection({
  university,
  listTitles,
  children,
}: {
  university: UniversityTownPage["university"];
  listTitles: { students: string; facultyStaff: string };
  children: ReactNode;
}) {
  const lists = [
    { id: "student-services", icon: "graduation", title: listTitles.students, items: university.studentServices },
    {
      id: "faculty-staff-services",
      icon: "users",
      title: listTitles.facultyStaff,
      items: university.facultyStaffServices,
    },
  ] as const;
  return (
    <Section id="university" eyebrow={university.name} title={university.heading} intro={university.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <div
            key={list.id}
            role="group"
            aria-labelledby={`${list.id}-heading`}
            className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm"
          >
            <div className="mb-5 flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
                <Icon name={list.icon} />
              </span>
              <h3 id={`${list.id}-heading`} className="text-xl font-semibold text-ink">
                {list.title}
              </h3>
            </div>
            <CheckList items={list.items} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex gap-4 rounded-xl border-l-4 border-accent-400 bg-accent-100 p-6">
        <Icon name="university" className="mt-1 size-6 shrink-0 text-accent-700" />
        <div>
          <h3 className="text-lg font-semibold text-ink">{university.campusNote.title}</h3>
          <p className="mt-2 text-ink">{university.campusNote.text}</p>
        </div>
      </div>
      {children}
    </Section>
  );
}
