import type { IconName } from "~/vocabulary/icon-names";
import { services, type ServiceSummary } from "~/content/services";
import { exeterTownship } from "~/content/towns/exeter-township";
import { fleetwood } from "~/content/towns/fleetwood";
import { kutztown } from "~/content/towns/kutztown";
import { muhlenbergTownship } from "~/content/towns/muhlenberg-township";
import { reading } from "~/content/towns/reading";
import { closingText, needServiceText, townSectionCopy } from "~/content/towns/shared";
import { shillington } from "~/content/towns/shillington";
import { sinkingSpring } from "~/content/towns/sinking-spring";
import { springTownship } from "~/content/towns/spring-township";
import { placeKinds, type DescribedPlace, type KeyLocation, type TownPage } from "~/content/towns/types";
import { westReading } from "~/content/towns/west-reading";
import { wyomissing } from "~/content/towns/wyomissing";
import type { Feature } from "~/content/types";
import type { Crumb } from "~/lib/structured-data";
import { site, type TownSlug } from "~/site.config";

export type { TownPage } from "~/content/towns/types";

/**
 * Every town page, keyed by the config's slugs: a town added to the config
 * without a page here (or a page for a town the config lacks) fails the
 * typecheck.
 */
export const townPages: Record<TownSlug, TownPage> = {
  reading,
  wyomissing,
  "west-reading": westReading,
  shillington,
  "exeter-township": exeterTownship,
  "muhlenberg-township": muhlenbergTownship,
  "spring-township": springTownship,
  "sinking-spring": sinkingSpring,
  fleetwood,
  kutztown,
};

export type TownConfig = (typeof site.serviceArea.towns)[number];

/** The config entry for a slug in any casing, or undefined. */
export function findTown(slug: string | undefined): TownConfig | undefined {
  const wanted = slug?.toLowerCase();
  return site.serviceArea.towns.find((town) => town.slug === wanted);
}

/** The trail from the home page to a town page (or to the index when no town is given). */
export function locationCrumbs(town?: TownConfig): Crumb[] {
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Locations", path: "/locations" },
  ];
  if (town) crumbs.push({ name: town.name, path: `/locations/${town.slug}` });
  return crumbs;
}

function withPlaceKind(location: KeyLocation) {
  return { ...location, ...placeKinds[location.kind] };
}

function asFeatures(places: readonly DescribedPlace[], icon: IconName): Feature[] {
  return places.map((place) => ({ icon, title: place.name, description: place.description }));
}

function findServices(slugs: readonly string[]): ServiceSummary[] {
  return slugs.flatMap((slug) => services.filter((service) => service.slug === slug));
}

/** The part of a page that depends on its kind; the layout switches on `kind`. */
function variantOf(page: TownPage) {
  switch (page.kind) {
    case "standard":
      return { kind: page.kind };
    case "featured":
      return {
        kind: page.kind,
        neighborhoods: asFeatures(page.neighborhoods, "home"),
        landmarks: asFeatures(page.landmarks, "landmark"),
        serviceTypes: findServices(page.serviceTypes),
      };
    case "university":
      return { kind: page.kind, university: page.university };
  }
}

/**
 * Everything one town page shows, ready to render: the town's own words, the
 * shared sentences built from the config, the icons of its key locations and
 * its breadcrumb. Runs in the build-time loader, so none of it ships as
 * JavaScript.
 */
export function buildTownPage(town: TownConfig) {
  const page = townPages[town.slug];
  return {
    town: { name: town.name, slug: town.slug, municipality: town.municipality },
    crumbs: locationCrumbs(town),
    copy: townSectionCopy(town.name),
    summary: page.summary,
    heroIntro: page.heroIntro,
    intro: page.intro,
    picture: page.picture,
    areas: page.areas,
    services: page.services,
    keyLocations: page.keyLocations.map(withPlaceKind),
    reasons: page.reasons,
    needService: needServiceText(town.name),
    closing: closingText(town.name),
    variant: variantOf(page),
  };
}
