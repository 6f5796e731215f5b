import { Link } from "react-router";
import type { Route } from "./+types/locations";
import serviceMap from "~/assets/towns/service-map.svg";
import { ActionPair } from "~/components/ActionPair";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { CheckList } from "~/components/CheckList";
import { ClosingCta } from "~/components/ClosingCta";
import { FeatureGrid } from "~/components/FeatureGrid";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import {
  locationEntries,
  locationsContent,
  type LocationEntry,
  type MeetingPlaceType,
  type TravelFact,
} from "~/content/locations";
import { locationCrumbs, locationPaths } from "~/content/towns";
import { pageHead } from "~/routes/page-head";
import { notaryInLanguage } from "~/lib/page-language-jsonld";
import { breadcrumbJsonLd, notaryJsonLd } from "~/lib/structured-data";
import { langOfPath } from "~/vocabulary/lang";

/**
 * Runs at build time for /locations and /espanol/zonas; the page's words
 * travel as data, not JavaScript, in the page's language only.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const { head, aboutMobileService, ...content } = locationsContent[lang];
  const crumbs = locationCrumbs(lang);
  const path = locationPaths[lang].index;
  return {
    crumbs,
    // Head tags are built here, at build time, so their builders never ship as JavaScript.
    head: pageHead({
      ...head,
      path,
      jsonLd: [notaryInLanguage(notaryJsonLd(), lang), breadcrumbJsonLd(crumbs)],
    }),
    ...content,
    locations: locationEntries(lang),
    links: { contact: locationPaths[lang].contact, aboutMobileService },
  };
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { crumbs, intro, locations, closing, sections, hero, schedule, links } = loaderData;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{intro}</p>}
      >
        <ActionPair book={{ to: links.contact, label: schedule }} />
      </PageHero>

      <Section id="towns" {...sections.towns}>
        <TownCards locations={locations} />
      </Section>

      <Section id="meeting-places" {...sections.meetingPlaces} tone="muted">
        <MeetingPlaceCards places={loaderData.meetingPlaces} />
      </Section>

      <Section id="specialized-locations" {...sections.specialized}>
        <FeatureGrid features={loaderData.specializedLocations} columns={3} />
      </Section>

      <Section id="travel" {...sections.travel} tone="muted">
        <TravelFacts facts={loaderData.travelFacts} mapAlt={loaderData.serviceMapAlt} />
      </Section>

      <ClosingCta
        title={closing.title}
        text={closing.text}
        primary={{ to: links.contact, label: schedule }}
        secondary={links.aboutMobileService}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function TownCards({ locations }: { locations: readonly LocationEntry[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {locations.map((location) => (
        <li
          key={location.link}
          className="relative flex gap-4 rounded-xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md"
        >
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800 sm:flex">
            <Icon name="pin" />
          </span>
          <div className="flex-1">
            <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{location.kind}</p>
            <h3 className="mt-1 text-xl font-semibold text-ink">
              {/* The link covers the whole card, so the card is one large tap target. */}
              <Link to={location.link} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
                {location.name}
              </Link>
            </h3>
            <p className="mt-2 text-ink-muted">{location.description}</p>
          </div>
          <Icon name="arrow" className="size-5 shrink-0 self-center text-brand-700" />
        </li>
      ))}
    </ul>
  );
}

function MeetingPlaceCards({ places }: { places: readonly MeetingPlaceType[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {places.map((place) => (
        <li key={place.title} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <Icon name={place.icon} />
            </span>
            <h3 className="text-xl font-semibold text-ink">{place.title}</h3>
          </div>
          <p className="mt-4 text-ink-muted">{place.description}</p>
          <div className="mt-4">
            <CheckList items={place.benefits} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function TravelFacts({ facts, mapAlt }: { facts: readonly TravelFact[]; mapAlt: string }) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-5">
      <img
        src={serviceMap}
        alt={mapAlt}
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-2xl shadow-sm lg:col-span-2"
      />
      <dl className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
        {facts.map((fact) => (
          <div key={fact.title} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <Icon name={fact.icon} className="size-5 shrink-0 text-brand-700" />
              {fact.title}
            </dt>
            <dd className="mt-2 text-ink-muted">{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
