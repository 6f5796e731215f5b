/**
 * The editor's lists of data files, each edited whole, with every field's
 * label (decap-config.ts puts them first in the editor's menu). Apart from
 * the articles' list, whose module reads the site's facts as it loads: the
 * data check names its problems by these labels (owner-words.ts) even when
 * those facts are what is broken.
 */
import { aboutSchema } from "../../app/facts/schemas/about";
import { businessSchema } from "../../app/facts/schemas/business";
import { dataFiles } from "../../app/facts/schemas/data-files";
import { faqSchema } from "../../app/facts/schemas/faq";
import { photosSchema } from "../../app/facts/schemas/photos";
import { placesSchema } from "../../app/facts/schemas/places";
import { reviewsSchema } from "../../app/facts/schemas/reviews";
import { aboutFields } from "./fields/about";
import { businessFields } from "./fields/business";
import { faqFields } from "./fields/faq";
import { photosFields } from "./fields/photos";
import { placesFields } from "./fields/places";
import { reviewsFields } from "./fields/reviews";
import { decapFields, jsonSchemaOf, type FieldSpec } from "./schema-fields";

/** One data file, edited whole; it can be changed but never deleted from the editor. */
function dataFile(
  name: string,
  label: string,
  file: string,
  schema: Parameters<typeof jsonSchemaOf>[0],
  fields: Record<string, FieldSpec>,
) {
  return { name, label, file, format: "json", fields: decapFields(jsonSchemaOf(schema), fields) };
}

/** Each data file's list in the editor's menu, as the owner sees it there; the articles' list is "Articles". */
export const EDITOR_LISTS = {
  business: "Business facts",
  reviews: "Reviews",
  faq: "Questions (FAQ)",
  about: "About me",
  photos: "Photos",
  places: "Towns and places",
} as const satisfies Record<keyof typeof dataFiles, string>;
export const ARTICLES_LIST = "Articles";

/** A list in the editor's menu holding one data file: no preview pane (it shows on many pages), never deleted. */
function dataFileCollection(name: string, label: string, description: string, file: ReturnType<typeof dataFile>) {
  return { name, label, description, editor: { preview: false }, delete: false, files: [file] };
}

export type DataFileCollection = ReturnType<typeof dataFileCollection>;

/** The data files' lists: the FAQ's questions and the towns are the choices some fields offer. */
export function dataFileCollections({
  faqQuestions,
  towns,
}: {
  faqQuestions: readonly { id: string; question: string }[];
  towns: readonly { name: string; slug: string }[];
}): DataFileCollection[] {
  return [
    dataFileCollection(
      "facts",
      EDITOR_LISTS.business,
      "Phone, e-mail, fees, hours and everything else the pages state about the business.",
      dataFile("business", "Business facts", dataFiles.business, businessSchema, businessFields),
    ),
    dataFileCollection(
      "reviews",
      EDITOR_LISTS.reviews,
      "Clients' reviews in English and Spanish, and the figures on the reviews page.",
      dataFile("reviews", "Reviews and figures", dataFiles.reviews, reviewsSchema, reviewsFields),
    ),
    dataFileCollection(
      "faq",
      EDITOR_LISTS.faq,
      "The FAQ page, the five questions on the home page, and the quick tips.",
      dataFile("faq", "Questions and answers", dataFiles.faq, faqSchema, faqFields(faqQuestions)),
    ),
    dataFileCollection(
      "about",
      EDITOR_LISTS.about,
      "Your story on the About page.",
      dataFile("about", "My story", dataFiles.about, aboutSchema, aboutFields),
    ),
    dataFileCollection(
      "photos",
      EDITOR_LISTS.photos,
      "Your portrait, photos of your work and of each town.",
      dataFile("photos", "Photos", dataFiles.photos, photosSchema, photosFields(towns)),
    ),
    dataFileCollection(
      "places",
      EDITOR_LISTS.places,
      "The areas, key locations, neighbourhoods and landmarks each town page names.",
      dataFile("places", "Towns and places", dataFiles.places, placesSchema, placesFields(towns)),
    ),
  ];
}
