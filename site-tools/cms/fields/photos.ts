/**
 * photos.json in the site editor; the rules come from app/facts/schemas/photos.ts.
 * Every slot is a list ("Add portrait", "Add work photo", "Add town photo"):
 * Decap cannot save an optional group of required fields left empty
 * (decap-cms #7748 / #2103, docs/decisions/026-photo-slots-as-lists.md).
 */
import { ON_THE_JOB_SERVICES, type OnTheJobService } from "../../../app/facts/schemas/photos";
import type { FieldSpec } from "../schema-fields";

const PHOTO_HINT =
  "A JPG, PNG or WebP at least 1200 pixels wide, as your phone or camera named it (the editor renames IMG_1234.JPG to img-1234.jpg). Until you add one, the page shows a marked placeholder.";

/** The three fields of every photo: the file, and what it shows in each language. */
function photoFields(example: string): Record<string, FieldSpec> {
  return {
    file: { label: "Photo", widget: "image", hint: PHOTO_HINT },
    alt: {
      label: "What the photo shows (English)",
      widget: "text",
      hint: `A sentence for people who cannot see it, e.g. “${example}” Not “Photo of…”.`,
    },
    altEs: {
      label: "What the photo shows (Spanish)",
      widget: "text",
      hint: "The same sentence for the Spanish pages, written for Spanish speakers.",
    },
  };
}

/** The services' names as the owner knows them. */
const SERVICE_LABELS: Record<OnTheJobService, string> = {
  "mobile-notary": "Mobile notary: a visit at a kitchen table, an office or a hospital room (with permission)",
  "loan-signing-agent":
    "Loan signing: papers on a table, a signature being made (no client's face or documents readable)",
};

export function photosFields(towns: readonly { name: string; slug: string }[]): Record<string, FieldSpec> {
  return {
    portrait: {
      label: "My portrait",
      labelSingular: "portrait",
      hint: "Your own face, head and shoulders, well lit: on the home page, About and the Spanish page. Click “Add portrait” (one only). The site will not go live without it.",
      summary: "{{fields.alt}}",
      fields: photoFields("Smiling at a desk, with a notary stamp and a journal in front."),
    },
    services: {
      label: "Photos of the work",
      labelSingular: "work photo",
      hint: "One photo for each service page that shows the work: choose the service, then the photo.",
      summary: "{{fields.service}}",
      collapsed: true,
      fields: {
        service: {
          label: "Service",
          optionLabels: Object.fromEntries(ON_THE_JOB_SERVICES.map((slug) => [slug, SERVICE_LABELS[slug]])),
        },
        ...photoFields("At a kitchen table, pointing to a signature line for a client."),
      },
    },
    towns: {
      label: "Town photos",
      labelSingular: "town photo",
      collapsed: true,
      summary: "{{fields.town}}",
      hint: "One photo per town page: a street, a landmark or a view of the town.",
      fields: {
        town: {
          label: "Town",
          options: towns.map(({ name, slug }) => ({ label: name, value: slug })),
        },
        ...photoFields("The main street on a sunny morning, with the old bank building on the corner."),
      },
    },
  };
}
