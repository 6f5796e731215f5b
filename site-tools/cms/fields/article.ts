/**
 * How an article's frontmatter looks in the site editor. The rules come from
 * `frontmatterSchema` (app/lib/articles.server.ts); the body is the editor's
 * Markdown field (decap-config.ts).
 */
import { BLOG_PATHS } from "../../../app/vocabulary/blog-paths";
import type { Lang } from "../../../app/vocabulary/lang";
import type { FieldSpec } from "../schema-fields";

const address = 'Use lower-case letters, digits and single hyphens, e.g. "signing-a-deed-in-pennsylvania"';

const articleFields = {
  title: { label: "Title", hint: "The article's heading, 10 to 90 characters." },
  seoTitle: {
    label: "Title for search results",
    hint: "Needed when the title is longer than 60 characters: a shorter title, 10 to 60 characters, that search results show instead. Leave it empty when the title is short enough.",
  },
  slug: { label: "Address", patternMessage: address },
  id: {
    label: "Id",
    hint: "Usually the same as the address. Never change it once published.",
    patternMessage: address,
  },
  excerpt: {
    label: "Summary",
    widget: "text",
    hint: "One or two sentences for the article cards and the top of the article.",
  },
  date: { label: "Published on", widget: "date" },
  updated: {
    label: "Last real change",
    widget: "date",
    hint: "Optional: set it when you rewrite part of the article, not for a typo.",
  },
  category: { label: "Category" },
  image: {
    label: "Picture",
    widget: "image",
    hint: "Upload a photo (JPG, PNG or WebP) named in lower-case letters, digits and hyphens, e.g. hospital-visit.jpg — or keep one of the drawings, e.g. /images/blog/notary-tips.svg.",
  },
  imageAlt: {
    label: "What the photo shows",
    widget: "text",
    hint: "Required for a photo, empty for a drawing: a sentence for people who cannot see it.",
  },
  readTime: {
    label: "Reading time",
    hint: 'About one minute per 200 words, written like "4 min read".',
    patternMessage: 'Write it like "4 min read"',
  },
  tags: { label: "Topics", widget: "tags", hint: "A few words, separated by commas." },
  metaDescription: {
    label: "Description for search results",
    widget: "text",
    hint: "What search engines show under the title, 70 to 160 characters.",
  },
  sample: {
    label: "Sample article",
    hint: "On for the articles the site came with, which are published under your name: the site cannot go live while it is. Rewrite the article in your own words and turn this off, or keep it as it is with the switch below.",
  },
  kept: {
    label: "I keep this article as mine",
    hint: "Turn on after reading a sample article you are happy to publish as it stands (turn off Sample article too). A rewritten article needs neither.",
  },
  // Set by the list the article is written in ("Articles" or "Articles in Spanish"): see articleFieldsIn.
  lang: { label: "Language", widget: "hidden" },
  counterpart: {
    label: "Same article in the other language",
    hint: "Optional: the address of the article in the other language that answers the same question, so each page points to the other. Leave empty when there is none.",
    patternMessage: address,
  },
  author: { label: "Author", widget: "hidden", default: "notary" },
} satisfies Record<string, FieldSpec>;

/** The fields of an article in one language's list: its language set, its address described. */
export function articleFieldsIn(lang: Lang): Record<string, FieldSpec> {
  const folder = `${BLOG_PATHS[lang]}/`;
  return {
    ...articleFields,
    slug: {
      ...articleFields.slug,
      hint: `The article's address is ${folder} followed by this. Keep it once published: links point to it.`,
    },
    lang: { ...articleFields.lang, default: lang },
  };
}
