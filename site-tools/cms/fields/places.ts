/** places.json in the site editor; the rules come from app/facts/schemas/places.ts. */
import { townPageSlugs } from "../../../app/facts/schemas/business";
import type { FieldSpec } from "../schema-fields";
import { bilingual } from "./bilingual";

/** What each kind of place is called in the editor's choice. */
const KIND_LABELS = {
  hospital: "Hospital",
  government: "Public office",
  library: "Library",
  campus: "Campus",
  school: "School",
  shopping: "Shops & offices",
  park: "Park",
  care: "Senior living",
  business: "Business district",
  landmark: "Landmark",
};

function describedPlaces(label: string, singular: string): FieldSpec {
  return {
    label,
    labelSingular: singular,
    collapsed: true,
    summary: "{{fields.name.en}}",
    fields: {
      name: bilingual("Name"),
      description: bilingual("A sentence about it", { widget: "text" }),
    },
  };
}

function townFields(name: string): FieldSpec {
  return {
    label: name,
    collapsed: true,
    hint: `The areas and places ${name}'s page names: keep them true, in the words locals use.`,
    fields: {
      areas: {
        label: "Areas served",
        hint: "Exactly eight: neighbourhoods, villages and nearby boroughs, in English and in Spanish in the same order.",
        fields: {
          en: { label: "Areas served (English)", labelSingular: "area", item: { label: "Area (English)" } },
          es: { label: "Areas served (Spanish)", labelSingular: "area", item: { label: "Area (Spanish)" } },
        },
      },
      keyLocations: {
        label: "Key locations",
        labelSingular: "key location",
        hint: "Exactly eight places where clients often meet you: a library, a hospital, a public office.",
        collapsed: true,
        summary: "{{fields.name.en}}",
        fields: {
          name: bilingual("Name", { hint: "As locals name it." }),
          kind: { label: "Kind of place", optionLabels: KIND_LABELS },
        },
      },
      neighborhoods: describedPlaces("Neighbourhoods (Reading and Exeter Township pages)", "neighbourhood"),
      landmarks: describedPlaces("Landmarks (Reading and Exeter Township pages)", "landmark"),
    },
  };
}

/** One group per town page, named as the owner names the town (her towns first in her words). */
export function placesFields(towns: readonly { name: string; slug: string }[]): Record<string, FieldSpec> {
  const nameOf = (slug: string) =>
    towns.find((town) => town.slug === slug)?.name ??
    slug.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`);
  return {
    towns: {
      label: "Towns",
      fields: Object.fromEntries(townPageSlugs.map((slug) => [slug, townFields(nameOf(slug))])),
    },
  };
}
