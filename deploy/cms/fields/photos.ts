/** photos.json in the site editor; the rules come from app/content/schemas/photos.ts. */
import type { FieldSpec } from "../schema-fields";

const PHOTO_HINT =
  "A JPG, PNG or WebP at least 1200 pixels wide, named in lower-case letters, digits and hyphens (e.g. alex-at-a-closing.jpg). Until you add one, the page shows a marked placeholder.";

/** The three fields of every photo: the file, and what it shows in each language. */
function photo(label: string, what: string): FieldSpec {
  return {
    label,
    hint: what,
    collapsed: true,
    fields: {
      file: { label: "Photo", widget: "image", hint: PHOTO_HINT },
      alt: {
        label: "What the photo shows (English)",
        widget: "text",
        hint: "A sentence for people who cannot see it, e.g. “Alex Rivera at a kitchen table, pointing to a signature line.” Not “Photo of…”.",
      },
      altEs: {
        label: "What the photo shows (Spanish)",
        widget: "text",
        hint: "The same sentence for the Spanish pages, written for Spanish speakers.",
      },
    },
  };
}

export function photosFields(towns: readonly { name: string; slug: string }[]): Record<string, FieldSpec> {
  return {
    portrait: photo(
      "My portrait",
      "Your own face, head and shoulders, well lit: on the home page, About and the Spanish page. The site will not go live without it.",
    ),
    services: {
      label: "Photos of the work",
      fields: {
        "mobile-notary": photo(
          "Mobile notary",
          "A visit: at a kitchen table, an office or a hospital room (with permission).",
        ),
        "loan-signing-agent": photo(
          "Loan signing",
          "A closing: papers on a table, a signature being made (no client's face or documents readable).",
        ),
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
        file: { label: "Photo", widget: "image", hint: PHOTO_HINT },
        alt: {
          label: "What the photo shows (English)",
          widget: "text",
          hint: "A sentence for people who cannot see it, e.g. “The Pagoda above Reading at dusk.”",
        },
        altEs: {
          label: "What the photo shows (Spanish)",
          widget: "text",
          hint: "The same sentence for the Spanish pages.",
        },
      },
    },
  };
}
