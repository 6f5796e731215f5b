import { BLOG_CATEGORIES, type BlogCategory } from "~/lib/blog";
import { formatList } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";
import { actionWords } from "~/content/actions";

const { serviceArea } = site;

/** Every word of the list of articles around the articles themselves, in one language. */
export interface BlogPageCopy {
  /** The page's own <title>; the business name follows it when the whole fits (app/lib/seo.ts). */
  metaTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** Said where the articles are in another language than the page; empty when they are not. */
  languageNote: string;
  rss: string;
  latest: string;
  readArticle: string;
  listTitle: string;
  listIntro: string;
  filterLabel: string;
  all: string;
  /** "Showing {range} of {total} {noun}"; {noun} is one of `nouns`. */
  showing: string;
  nouns: { one: string; many: string };
  /** Added to `showing` when a category is chosen. */
  inCategory: string;
  /** Added for screen readers when the list has pages. */
  pageOf: string;
  pagesLabel: string;
  previous: string;
  next: string;
  /** The name of a numbered page button. */
  page: string;
  closing: {
    title: string;
    text: string;
    primary: { to: string; label: string };
    secondary: { to: string; label: string };
  };
}

export const blogPage: Bilingual<BlogPageCopy> = {
  en: {
    metaTitle: "Blog: Notary Tips & Local News",
    // Until there are articles; then the topics of those she keeps (blogDescription below).
    description: `Plain-language articles about getting documents notarized in ${serviceArea.region} and across ${serviceArea.state}: what to bring, what it costs, and what to expect.`,
    eyebrow: "Blog",
    title: "Notary Tips & Local News",
    intro: `Plain-language articles about getting documents notarized in ${serviceArea.region} and across ${serviceArea.state}: what to bring, what it costs, and what to expect.`,
    languageNote: "",
    rss: "Follow by RSS",
    latest: "Latest article",
    readArticle: "Read Article",
    listTitle: "All Articles",
    listIntro: "Choose a topic, or browse everything from newest to oldest.",
    filterLabel: "Filter articles by category",
    all: "All",
    showing: "Showing {range} of {total} {noun}",
    nouns: { one: "article", many: "articles" },
    inCategory: " in {category}",
    pageOf: ", page {page} of {count}",
    pagesLabel: "Article pages",
    previous: "Previous",
    next: "Next",
    page: "Page {page}",
    closing: {
      title: "Have a document that needs a notary?",
      text: "Tell me what you are signing and where you are. I will confirm the time and the total before I set out.",
      primary: { to: actionWords.en.book.to, label: actionWords.en.book.label },
      secondary: { to: "/services", label: "All Services" },
    },
  },
  es: {
    metaTitle: "Blog: artículos sobre notarización",
    description: `Artículos prácticos (en inglés) sobre cómo notarizar documentos en ${serviceArea.regionEs} y en ${serviceArea.stateEs}: qué traer, cuánto cuesta y qué esperar.`,
    eyebrow: "Blog",
    title: "Consejos de notarización y noticias locales",
    intro: `Artículos en lenguaje sencillo sobre cómo notarizar documentos en ${serviceArea.regionEs} y en todo ${serviceArea.stateEs}: qué traer, cuánto cuesta y qué esperar.`,
    languageNote:
      "Por ahora, los artículos solo están en inglés. Si tiene una pregunta sobre alguno, llámeme o escríbame en español.",
    rss: "Seguir por RSS (en inglés)",
    latest: "Artículo más reciente",
    readArticle: "Leer el artículo (en inglés)",
    listTitle: "Todos los artículos",
    listIntro: "Elija un tema, o vea todos los artículos del más nuevo al más antiguo.",
    filterLabel: "Filtrar los artículos por tema",
    all: "Todos",
    showing: "Mostrando {range} de {total} {noun}",
    nouns: { one: "artículo", many: "artículos" },
    inCategory: " en «{category}»",
    pageOf: ", página {page} de {count}",
    pagesLabel: "Páginas de artículos",
    previous: "Anterior",
    next: "Siguiente",
    page: "Página {page}",
    closing: {
      title: "¿Tiene un documento que necesita notarizar?",
      text: "Dígame qué va a firmar y dónde está. Le confirmo la hora y el precio total antes de salir.",
      primary: { to: actionWords.es.book.to, label: actionWords.es.book.label },
      secondary: { to: "/espanol/servicios", label: "Todos los servicios" },
    },
  },
};

/**
 * The Spanish list's words once some articles are written in Spanish: those
 * come first, and only the English ones after them are marked. The words in
 * `blogPage.es` are for a Spanish list of English articles only.
 */
export const withSpanishArticles = {
  languageNote:
    "Primero están los artículos escritos en español; después, los que solo están en inglés, marcados «(en inglés)».",
  rss: "Seguir por RSS",
  readArticle: "Leer el artículo",
} as const satisfies Partial<BlogPageCopy>;

/** The five categories named in each language; the filter keeps the English one as its value. */
export const categoryNames: Bilingual<Record<BlogCategory, string>> = {
  en: {
    "Notary Tips": "Notary Tips",
    "Seasonal Notary Services": "Seasonal Notary Services",
    "Mobile Notary Services": "Mobile Notary Services",
    "Real Estate Notarization": "Real Estate Notarization",
    "Local Notary Services": "Local Notary Services",
  },
  es: {
    "Notary Tips": "Consejos de notarización",
    "Seasonal Notary Services": "Servicios de temporada",
    "Mobile Notary Services": "Notarización a domicilio",
    "Real Estate Notarization": "Bienes raíces",
    "Local Notary Services": "Servicios locales",
  },
};

/** The words on an article's card, in the language of the page that lists it. */
export const articleCardCopy: Bilingual<{
  by: string;
  readMore: string;
  /** For screen readers, after "Read More": which article. */
  about: string;
  /** Shown when the article is not in the page's language; empty when it is. */
  inEnglish: string;
  /** Marks a shipped article the owner has not yet kept or rewritten (preview builds only). */
  sample: string;
}> = {
  en: { by: "By", readMore: "Read More", about: "about", inEnglish: "", sample: "Sample article" },
  es: { by: "Por", readMore: "Leer más", about: "sobre", inEnglish: "(en inglés)", sample: "Artículo de muestra" },
};

/**
 * An article's "3 min read" in the page's language: the articles give it in
 * English, and the Spanish list says it in Spanish when it has that shape.
 */
export function readTimeIn(readTime: string, lang: keyof typeof articleCardCopy): string {
  if (lang === "en") return readTime;
  const minutes = /^(\d+)\s*min(?:ute)?s?\s+read$/i.exec(readTime.trim())?.[1];
  return minutes ? `${minutes} min de lectura` : readTime;
}

/** Fills "{name}" placeholders in a sentence of the copy above. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** The words of an article's page around the article, in the article's language. */
export interface PostPageCopy {
  home: string;
  blog: string;
  backToBlog: string;
  related: string;
  seeAll: string;
  tags: string;
  closing: { title: string; text: string; primary: { to: string; label: string } };
}

export const postPage: Bilingual<PostPageCopy> = {
  en: {
    home: "Home",
    blog: "Blog",
    backToBlog: "Back to Blog",
    related: "Related Articles",
    seeAll: "See All Articles",
    tags: "Tags",
    closing: {
      title: "Need something notarized?",
      text: `I come to you anywhere in ${serviceArea.region} ${site.hours.inSentence}. Tell me what you are signing and I will confirm the time and the total before I set out.`,
      primary: { to: actionWords.en.book.to, label: actionWords.en.book.label },
    },
  },
  es: {
    home: "Inicio",
    blog: "Blog",
    backToBlog: "Volver al blog",
    related: "Artículos relacionados",
    seeAll: "Ver todos los artículos",
    tags: "Temas",
    closing: {
      title: "¿Tiene algo que notarizar?",
      text: `Voy a donde usted esté en ${serviceArea.regionEs} ${site.hours.inSentenceEs}. Dígame qué va a firmar y le confirmo la hora y el precio total antes de salir.`,
      primary: { to: actionWords.es.book.to, label: actionWords.es.book.label },
    },
  },
};

/** What each category's articles are about, as a description names them. */
const categoryTopics: Bilingual<Record<BlogCategory, string>> = {
  en: {
    "Notary Tips": "practical tips",
    "Seasonal Notary Services": "seasonal paperwork",
    "Mobile Notary Services": "signing at home",
    "Real Estate Notarization": "home closings",
    "Local Notary Services": "local service",
  },
  es: {
    "Notary Tips": "consejos",
    "Seasonal Notary Services": "trámites de temporada",
    "Mobile Notary Services": "visitas a domicilio",
    "Real Estate Notarization": "compraventa de casas",
    "Local Notary Services": "servicio local",
  },
};

/**
 * What the blog says it is about, on its page, in its feed and in its structured data: the topics
 * of the articles it has in `lang`, so a topic she deleted the articles of is never advertised.
 */
export function blogDescription(lang: Lang, categories: readonly BlogCategory[]): string {
  const topics = formatList(
    BLOG_CATEGORIES.filter((category) => categories.includes(category)).map(
      (category) => categoryTopics[lang][category],
    ),
    "conjunction",
    lang,
  );
  return lang === "en"
    ? `Articles on getting documents notarized in ${serviceArea.region}, ${serviceArea.stateCode}: ${topics}.`
    : `Artículos en español sobre notarización en ${serviceArea.regionEs}: ${topics}.`;
}
