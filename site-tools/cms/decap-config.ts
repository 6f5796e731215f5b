/**
 * The site editor's configuration (build/client/admin/config.yml), written by
 * the build: the files the owner edits, each field's label and help, and —
 * from the content schemas, through schema-fields.ts — each field's rules.
 * Generated rather than committed, so that the rules, the blog's categories
 * and the FAQ's questions can never drift from the code that checks them, and
 * so that a local backend exists only in a build made for one
 * (docs/decisions/015-owner-editing-cms.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { faqSchema } from "../../app/facts/schemas/faq";
import { ARTICLES_FOLDER, dataFiles, PHOTOS_FOLDER } from "../../app/facts/schemas/data-files";
import { frontmatterSchema } from "../../app/lib/articles.server";
import { articlePath } from "../../app/lib/blog";
import type { Lang } from "../../app/vocabulary/lang";
import { articleFieldsIn } from "./fields/article";
import { localBackendOrigin } from "../../platform/index.mjs";
import { decapFields, jsonSchemaOf, type DecapField } from "./schema-fields";
import { dataFileCollections, type DataFileCollection } from "./data-file-collections";

export { ARTICLES_LIST, EDITOR_LISTS } from "./data-file-collections";

/** Where uploaded photos go, and how content names them ("photos/desk.jpg", app/lib/photo.ts). */
export const PHOTOS = { folder: PHOTOS_FOLDER, publicPath: "photos" } as const;

/** Where the owner's site lives on GitHub, and how she signs in (site-tools/cms/settings.json). */
export interface CmsSettings {
  githubRepository: string;
  branch: string;
  loginService: string;
}

export interface DecapConfigOptions {
  settings: CmsSettings;
  /** The port of decap-server on this machine, in a build made for local editing only. */
  localBackendPort?: number;
  /** The site's public address, for the editor's "view live" links. */
  siteUrl: string;
  /** The current FAQ, so the home page's picks are chosen from its questions. */
  faqQuestions: readonly { id: string; question: string }[];
  /** The towns the site serves, for the town photos' choice. */
  towns: readonly { name: string; slug: string }[];
}

/** A list in the editor's sidebar: data files edited whole, or a folder of articles. */
export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description: string;
  editor?: { preview: boolean };
  delete?: boolean;
  files?: DataFileCollection["files"];
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  identifier_field?: string;
  slug?: string;
  /** Decap lists only the files whose field equals the value. */
  filter?: { field: string; value: string };
  preview_path?: string;
  summary?: string;
  sortable_fields?: string[];
  fields?: (DecapField | typeof bodyField)[];
}

/** The whole configuration, as an object for config.yml. */
export function decapConfig({ settings, localBackendPort, siteUrl, faqQuestions, towns }: DecapConfigOptions) {
  const collections: DecapCollection[] = [
    ...dataFileCollections({ faqQuestions, towns }),
    articleCollection("en"),
    articleCollection("es"),
  ];
  return {
    backend: {
      name: "github",
      repo: settings.githubRepository,
      branch: settings.branch,
      // The OAuth service that signs the owner in to GitHub: Netlify's, or her own Worker.
      base_url: settings.loginService,
      auth_endpoint: "auth",
      commit_messages: {
        create: "Add {{collection}} “{{slug}}” (site editor)",
        update: "Update {{collection}} “{{slug}}” (site editor)",
        delete: "Delete {{collection}} “{{slug}}” (site editor)",
        uploadMedia: "Add photo {{path}} (site editor)",
        deleteMedia: "Delete photo {{path}} (site editor)",
      },
    },
    ...(localBackendPort !== undefined && {
      // Decap uses it only when the page's own host is one of these.
      local_backend: {
        url: `${localBackendOrigin(localBackendPort)}/api/v1`,
        allowed_hosts: ["localhost", "127.0.0.1"],
      },
    }),
    site_url: siteUrl,
    media_folder: PHOTOS.folder,
    public_folder: PHOTOS.publicPath,
    // Uploaded file names: lower case, ASCII, hyphens — the form app/lib/photo.ts accepts.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    locale: "en",
    collections,
  };
}

/**
 * The blog in one language: the same folder for both, each list showing the
 * articles whose `lang` is its own (English articles say `lang: en`), so
 * that "View preview" opens the article's own address.
 */
function articleCollection(lang: Lang): DecapCollection {
  const spanish = lang === "es";
  return {
    name: spanish ? "blog-es" : "blog",
    label: spanish ? "Articles in Spanish" : "Articles",
    label_singular: spanish ? "article in Spanish" : "article",
    description: spanish
      ? "The Spanish blog (/espanol/blog), listed first there. An article is published when you click Publish."
      : "The blog. An article is published when you click Publish.",
    folder: ARTICLES_FOLDER,
    extension: "md",
    format: "frontmatter",
    create: true,
    identifier_field: "title",
    // The file is named after the article's address, as the existing ones are.
    slug: "{{fields.slug}}",
    filter: { field: "lang", value: lang },
    preview_path: articlePath({ lang, slug: "{{fields.slug}}" }).slice(1),
    summary: "{{title}} · {{date}}",
    sortable_fields: ["date", "title", "category"],
    fields: [...decapFields(jsonSchemaOf(frontmatterSchema), articleFieldsIn(lang)), bodyField],
  };
}

/** The article itself: Markdown below the frontmatter, which no schema field describes. */
const bodyField = {
  name: "body",
  label: "Article",
  widget: "markdown",
  hint: "Start sections with a heading (the title is already the page's heading). Write a fee, a phone number or the hours as a fact such as {{fees.travel}} or {{phone}}, so it changes when the facts do.",
  // Headings from level 2 (the title is the page's only level-1 heading), and
  // no pictures or code inside the text: the build would remove them.
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: [],
  modes: ["rich_text", "raw"],
};

/** The FAQ's questions as they are now, for the home page's picks. */
export function readFaqQuestions(projectRoot: string): { id: string; question: string }[] {
  const faq = faqSchema.parse(JSON.parse(readFileSync(join(projectRoot, dataFiles.faq), "utf8")));
  return faq.categories.flatMap((category) =>
    category.items.map(({ id, question }) => ({ id, question: question.en })),
  );
}
