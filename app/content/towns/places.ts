import placesData from "~/facts/data/places.json" with { type: "json" };
import type { PlacesData, TownPlaces } from "~/facts/schemas/places";
import type { DescribedPlace, KeyLocation } from "~/content/towns/types";
import type { TownSlug } from "~/facts/site.config";
import type { Lang } from "~/vocabulary/lang";

/** Eight of a thing, as the spec's grids hold them; the data check has counted them (schemas/places.ts). */
type Eight<T> = readonly [T, T, T, T, T, T, T, T];

const places = (placesData as PlacesData).towns;

/** A town's places in one language, from her data (places.json), for its page. */
export function townPlaces(slug: TownSlug, lang: Lang) {
  const town: TownPlaces = places[slug];
  const described = (list: TownPlaces["neighborhoods"]): DescribedPlace[] =>
    (list ?? []).map((place) => ({ name: place.name[lang], description: place.description[lang] }));
  return {
    areas: town.areas[lang] as unknown as Eight<string>,
    keyLocations: town.keyLocations.map((place) => ({
      name: place.name[lang],
      kind: place.kind,
    })) as unknown as Eight<KeyLocation>,
    neighborhoods: described(town.neighborhoods),
    landmarks: described(town.landmarks),
  };
}
