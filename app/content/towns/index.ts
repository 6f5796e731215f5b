import type { IconName } from "~/vocabulary/icon-names";
import { serviceCatalog, type ServiceSlug, type ServiceSummary } from "~/content/services";
import { exeterTownship } from "~/content/towns/exeter-township";
import { fleetwood } from "~/content/towns/fleetwood";
import { kutztown } from "~/content/towns/kutztown";
import { muhlenbergTownship } from "~/content/towns/muhlenberg-township";
import { locationPaths } from "~/content/towns/paths";
import { reading } from "~/content/towns/reading";
import { closingText, needServiceText, townPageWords, townSectionCopy } from "~/content/towns/shared";
import { shillington } from "~/content/towns/shillington";
import { sinkingSpring } from "~/content/towns/sinking-spring";
import { springTownship } from "~/content/towns/spring-township";
import {
  placeKinds,
  type BilingualTownPage,
  type DescribedPlace,
  type KeyLocation,
  type TownPage,
  type TownServiceCard,
} from "~/content/towns/types";
import { westReading } from "~/content/towns/west-reading";
import { wyomissing } from "~/content/towns/wyomissing";
import type { Feature } from "~/content/types";
import type { Crumb } from "~/lib/structured-data";
import { site, type TownSlug } from "~/facts/site.config";
import type { Lang } from "~/vocabulary/lang";

export type { TownPage } from "~/content/towns/types";
export { locationPaths } from "~/content/towns/paths";
export { townPageWords } from "~/content/towns/shared";

/**
 * Every town page in both languages, keyed by the config's slugs: a town
 * added to the config without a page here (or a page for a town the config
 * lacks) fails the typecheck, and so does a page without its Spanish.
 */
export const townPages: Record<TownSlug, BilingualTownPage> = {
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

/** One town's page in one language. */
export function townPageIn(slug: TownSlug, lang: Lang): TownPage {
  return townPages[slug][lang];
}

export type TownConfig = (typeof site.serviceArea.towns)[number];

/** The config entry for a slug in any casing, or undefined. */
export function findTown(slug: string | undefined): TownConfig | undefined {
  const wanted = slug?.toLowerCase();
  return site.serviceArea.towns.find((town) => town.slug === wanted);
}

const crumbNames = {
  en: { home: "Home", index: "Locations" },
  es: { home: "Inicio", index: "Zonas de servicio" },
} as const;

/** The trail from the home page to a town page (or to the index when no town is given), in one language. */
export function locationCrumbs(lang: Lang, town?: TownConfig): Crumb[] {
  const paths = locationPaths[lang];
  const crumbs: Crumb[] = [
    { name: crumbNames[lang].home, path: paths.home },
    { name: crumbNames[lang].index, path: paths.index },
  ];
  if (town) crumbs.push({ name: town.name, path: paths.town(town.slug) });
  return crumbs;
}

function withPlaceKind(location: KeyLocation, lang: Lang) {
  const kind = placeKinds[location.kind];
  return { ...location, icon: kind.icon, label: kind.label[lang] };
}

function asFeatures(places: readonly DescribedPlace[], icon: IconName): Feature[] {
  return places.map((place) => ({ icon, title: place.name, description: place.description }));
}

/** A service as a card in the page's language (ServiceCardGrid's), leading to its page in that language. */
export interface ServiceCardData extends ServiceSummary {
  slug: ServiceSlug;
  link: string;
}

/**
 * The services a featured page names, as cards in its language, with the
 * titles and summaries the service list gives in each language.
 */
function findServices(slugs: readonly ServiceSlug[], lang: Lang): ServiceCardData[] {
  return slugs.flatMap((slug) =>
    serviceCatalog
      .filter((service) => service.slug === slug)
      .map((service) => ({
        ...service[lang],
        slug,
        slugEs: service.slugEs,
        icon: service.icon,
        link: locationPaths[lang].service(slug),
      })),
  );
}

function withLink(card: TownServiceCard, lang: Lang) {
  return {
    icon: card.icon,
    title: card.title,
    description: card.description,
    link: locationPaths[lang].service(card.service),
  };
}

/** The part of a page that depends on its kind; the layout switches on `kind`. */
function variantOf(page: TownPage, lang: Lang) {
  switch (page.kind) {
    case "standard":
      return { kind: page.kind };
    case "featured":
      return {
        kind: page.kind,
        neighborhoods: asFeatures(page.neighborhoods, "home"),
        landmarks: asFeatures(page.landmarks, "landmark"),
        serviceTypes: findServices(page.serviceTypes, lang),
      };
    case "university":
      return { kind: page.kind, university: page.university };
  }
}

/** The frame's words for one town, as plain strings the loader can send. */
export function townWords(townName: string, lang: Lang) {
  const words = townPageWords[lang];
  return {
    heading: words.heading(townName),
    serving: words.serving(townName),
    eyebrow: words.eyebrow,
    schedule: words.schedule,
    howItWorks: words.howItWorks,
    needServiceHeading: words.needServiceHeading,
    studentServices: words.studentServices,
    facultyStaffServices: words.facultyStaffServices,
    allAreas: words.allAreas,
  };
}

/** The page's own `<title>` (the business name follows when it fits) and meta description, in its language. */
export function townHeadText(town: TownConfig, lang: Lang) {
  const words = townPageWords[lang];
  return {
    title: words.title(town.name),
    description: townPages[town.slug][lang].metaDescription,
  };
}

/**
 * Everything one town page shows in one language, ready to render: the
 * town's own words, the shared sentences built from the config, the icons of
 * its key locations, its links and its breadcrumb. Runs in the build-time
 * loader, so none of it ships as JavaScript, and the other language's words
 * never reach the page.
 */
export function buildTownPage(town: TownConfig, lang: Lang) {
  const page = townPages[town.slug][lang];
  const paths = locationPaths[lang];
  return {
    town: { name: town.name, slug: town.slug, municipality: town.municipality },
    lang,
    crumbs: locationCrumbs(lang, town),
    words: townWords(town.name, lang),
    copy: townSectionCopy(town.name, lang, town.municipality),
    links: { contact: paths.contact, index: paths.index },
    summary: page.summary,
    heroIntro: page.heroIntro,
    intro: page.intro,
    picture: page.picture,
    areas: page.areas,
    services: page.services.map((card) => withLink(card, lang)),
    keyLocations: page.keyLocations.map((location) => withPlaceKind(location, lang)),
    reasons: page.reasons,
    needService: needServiceText(town.name, lang),
    closing: closingText(town.name, lang),
    variant: variantOf(page, lang),
  };
}
