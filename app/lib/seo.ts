import type { MetaDescriptor } from "react-router";
import { intlLocales, langOfPath, type Lang } from "~/vocabulary/lang";
import { SEARCH_TITLE_MAX } from "~/vocabulary/search-result";
import { site } from "~/facts/site.config";

/** JSON-LD is plain data; schema.org decides the shape. */
export type JsonLd = Record<string, unknown>;

export interface PageMetaInput {
  /** The page's own title; `fullTitle` adds the business name when it fits. */
  title: string;
  description: string;
  /** The canonical path, e.g. "/services/oaths". */
  path: string;
  type?: "website" | "article";
  /** Pages in another language that say the same thing (app/routes/page-head.ts finds them). */
  alternates?: readonly { lang: Lang; path: string }[];
  jsonLd?: readonly JsonLd[];
  /** For pages that exist but should not be listed by search engines. */
  noindex?: boolean;
  /** The picture link previews show (a raster file); the site's card in the page's language by default. */
  image?: PreviewImage;
  /** Lets search engines show the page's pictures large (articles: Google Discover asks for it). */
  largeImagePreview?: boolean;
}

/** A link-preview picture: where it is, its size and type, and what it shows. */
interface PreviewImage {
  /** A path on the site, e.g. "/assets/notary-tips-16x9-a1b2c3.jpg". */
  src: string;
  width: number;
  height: number;
  type: "image/png" | "image/jpeg" | "image/webp";
  alt: string;
}

const ogLocales: Record<Lang, string> = { en: "en_US", es: "es_US" };

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/**
 * The `<title>`: the page's own title and the business name, when both fit
 * in what a search result shows; otherwise the page's own title alone, since
 * a cut-off title helps nobody. The home page's title is written whole.
 */
export function fullTitle(title: string, path: string): string {
  if (path === "/") return title;
  const withName = `${title} | ${site.businessName}`;
  return withName.length <= SEARCH_TITLE_MAX ? withName : title;
}

/** Every head tag a page needs, from one place, so no page forgets one. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path);
  const title = fullTitle(input.title, input.path);
  const lang = langOfPath(input.path);
  const image = input.image ?? socialImages[lang];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.businessName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocales[lang] },
    { property: "og:image", content: absoluteUrl(image.src) },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:type", content: image.type },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: absoluteUrl(image.src) },
    { name: "twitter:image:alt", content: image.alt },
  ];
  for (const alternate of input.alternates ?? []) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.lang, href: absoluteUrl(alternate.path) });
  }
  if (input.alternates?.length) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: url });
    // Visitors whose language is neither get the English page.
    const english = lang === "en" ? input.path : input.alternates.find((alternate) => alternate.lang === "en")?.path;
    if (english) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(english) });
  }
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  }
  if (input.largeImagePreview) {
    tags.push({ name: "robots", content: "max-image-preview:large" });
  }
  // Every page says what it is and in which language, for search engines
  // that show one language's pages to that language's readers.
  const webPage: JsonLd = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name: title,
    inLanguage: intlLocales[lang],
    isPartOf: { "@type": "WebSite", name: site.businessName, url: absoluteUrl("/") },
  };
  for (const data of [webPage, ...(input.jsonLd ?? [])]) {
    tags.push({ "script:ld+json": data });
  }
  return tags;
}

/**
 * The picture shared links show, in the page's language; plain files so
 * crawlers can fetch them (every build draws both: site-tools/generators/social-card.mjs).
 */
const socialImages = {
  en: {
    src: "/social-card.png",
    width: 1200,
    height: 630,
    type: "image/png",
    alt: `${site.businessName}: mobile notary public in ${site.serviceArea.region}, ${site.serviceArea.stateCode}`,
  },
  es: {
    src: "/social-card-es.png",
    width: 1200,
    height: 630,
    type: "image/png",
    alt: `${site.businessName}: notary public a domicilio en ${site.serviceArea.regionEs}, ${site.serviceArea.stateCode}`,
  },
} as const satisfies Record<Lang, PreviewImage>;

/** The English picture: the business's own image in its structured data. */
export const socialImage = socialImages.en;
