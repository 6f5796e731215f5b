/**
 * What kind of place a town's key location is: it picks the icon and the small label on the town
 * page (app/content/towns/types.ts), and the owner chooses it in the editor (places.json).
 */
export const PLACE_KINDS = [
  "hospital",
  "government",
  "library",
  "campus",
  "school",
  "shopping",
  "park",
  "care",
  "business",
  "landmark",
] as const;

export type PlaceKind = (typeof PLACE_KINDS)[number];
