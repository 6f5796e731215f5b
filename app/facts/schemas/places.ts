/**
 * places.json: the areas, key places, neighbourhoods and landmarks each town page names, in both
 * languages. They are hers to keep true (a library moves, a neighbourhood is better known by
 * another name), so they live in her data and the editor, beside the towns she serves.
 */
import { z } from "zod";
import { PLACE_KINDS } from "../../vocabulary/place-kinds";
import { bilingualText } from "./bilingual";
import { quote, text } from "./fields";
import { townPageSlugs } from "./business";

/** The spec's grids hold exactly eight areas and eight key locations. */
function eight<T extends z.ZodType>(item: T) {
  return z.array(item).length(8, {
    error: (issue) =>
      `lists ${String((issue.input as unknown[] | undefined)?.length ?? 0)}: a town page shows exactly eight — add or remove to make eight`,
  });
}

const describedPlace = z.strictObject({ name: bilingualText(), description: bilingualText() });

const townPlaces = z.strictObject({
  areas: z.strictObject({ en: eight(text), es: eight(text) }),
  keyLocations: eight(
    z.strictObject({
      name: bilingualText(),
      kind: z.enum(PLACE_KINDS, {
        error: (issue) => `${quote(issue.input)} is not a kind of place — use one of ${PLACE_KINDS.join(", ")}`,
      }),
    }),
  ),
  /** Reading's and Exeter Township's pages also describe neighbourhoods and landmarks. */
  neighborhoods: z.array(describedPlace).optional(),
  landmarks: z.array(describedPlace).optional(),
});

export const placesSchema = z.strictObject({
  towns: z.strictObject(
    Object.fromEntries(townPageSlugs.map((slug) => [slug, townPlaces])) as Record<
      (typeof townPageSlugs)[number],
      typeof townPlaces
    >,
  ),
});

export type PlacesData = z.infer<typeof placesSchema>;
export type TownPlaces = z.infer<typeof townPlaces>;
