import type { IconName } from "~/vocabulary/icon-names";
import type { ServiceSlug } from "~/content/services";
import type { Feature } from "~/content/types";
import type { TownSlug } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import type { PlaceKind } from "~/vocabulary/place-kinds";

/** Exactly eight of a thing: the spec's grids of areas and key locations. */
type Eight<T> = readonly [T, T, T, T, T, T, T, T];

/** Our own illustrations under app/assets/towns/, one per kind of place. */
export type PictureVariant = "city" | "borough" | "township" | "campus";

export const placeKinds: Record<PlaceKind, { icon: IconName; label: Bilingual<string> }> = {
  hospital: { icon: "hospital", label: { en: "Hospital", es: "Hospital" } },
  government: { icon: "landmark", label: { en: "Public office", es: "Oficina pública" } },
  library: { icon: "library", label: { en: "Library", es: "Biblioteca" } },
  campus: { icon: "university", label: { en: "Campus", es: "Campus" } },
  school: { icon: "school", label: { en: "School", es: "Escuela" } },
  shopping: { icon: "shopping", label: { en: "Shops & offices", es: "Tiendas y oficinas" } },
  park: { icon: "park", label: { en: "Park", es: "Parque" } },
  care: { icon: "care", label: { en: "Senior living", es: "Residencia de mayores" } },
  business: { icon: "briefcase", label: { en: "Business district", es: "Zona de negocios" } },
  landmark: { icon: "pin", label: { en: "Landmark", es: "Lugar conocido" } },
};

export interface KeyLocation {
  /** A real place in or right beside the town, named as locals name it. */
  name: string;
  kind: PlaceKind;
}

/** A neighbourhood or landmark with a sentence about it. */
export interface DescribedPlace {
  name: string;
  description: string;
}

/**
 * One of the three service cards: what I do there, and the service whose page
 * explains it. The link is built for the page's language (./paths.ts), so a
 * Spanish card can only lead to the Spanish page of that service.
 */
export interface TownServiceCard extends Feature {
  service: ServiceSlug;
}

interface TownPageBase {
  slug: TownSlug;
  /** One or two sentences about serving this town, for its card on /locations. Unique to the town. */
  summary: string;
  /**
   * What search results show under the page's title: 70 to 160 characters
   * naming the town and the service, unique to the town.
   */
  metaDescription: string;
  /** The sentence under the h1. */
  heroIntro: string;
  /** The intro band: its own heading and paragraphs, written for this town alone. */
  intro: { heading: string; paragraphs: readonly [string, ...string[]] };
  picture: { variant: PictureVariant; alt: string };
  areas: Eight<string>;
  services: readonly [TownServiceCard, TownServiceCard, TownServiceCard];
  keyLocations: Eight<KeyLocation>;
  reasons: readonly [Feature, Feature, Feature, Feature];
}

/** The seven sections of the spec, in order. */
export interface StandardTownPage extends TownPageBase {
  kind: "standard";
}

/** Reading and Exeter Township: the seven sections plus neighbourhoods, landmarks and service types. */
export interface FeaturedTownPage extends TownPageBase {
  kind: "featured";
  neighborhoods: readonly DescribedPlace[];
  landmarks: readonly DescribedPlace[];
  /** The service pages most asked for here, shown as a grid of links. */
  serviceTypes: readonly ServiceSlug[];
}

/** Kutztown: the "Need Service" box moves into a section about the university. */
export interface UniversityTownPage extends TownPageBase {
  kind: "university";
  university: {
    name: string;
    heading: string;
    intro: string;
    studentServices: readonly string[];
    facultyStaffServices: readonly string[];
    campusNote: { title: string; text: string };
  };
}

export type TownPage = StandardTownPage | FeaturedTownPage | UniversityTownPage;

/**
 * A town's page in both languages side by side. Each language is a whole page
 * of the same kind, so a Spanish section or string left out is a type error.
 */
export type BilingualTownPage =
  Bilingual<StandardTownPage> | Bilingual<FeaturedTownPage> | Bilingual<UniversityTownPage>;
