/**
 * The blog's articles: Markdown files with YAML frontmatter under
 * app/content/blog, read at build time.
 *
 * Plain Node imports this module too (react-router.config.ts, Vitest and the
 * browser tests reach it through page-paths.ts), so it reads files with
 * node:fs from the project root rather than through Vite, and imports its
 * neighbours by relative path. Being a `.server` module, it never reaches the
 * browser, and neither does the Markdown parser.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Marked, type Token } from "marked";
import sanitizeHtml from "sanitize-html";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { site } from "../facts/site.config";
import { expandFactTokensWith } from "./fact-token-table";
import { splitFrontmatter } from "./frontmatter";
import { BLOG_CATEGORIES, BLOG_PATHS, articlePath, type ArticleImageChoice, type ArticleSource } from "./blog";
import { LANGS, otherLang, type Lang } from "../vocabulary/lang";
import { PHOTO_FILE, PHOTOS_DIR, type PhotoFile } from "./photo";
import { photoAltSchema } from "../facts/schemas/photo-fields";
import { SEARCH_DESCRIPTION_MAX, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_MAX } from "../vocabulary/search-result";

/** Where the articles live, relative to the project root. */
export const ARTICLES_DIR = join("app", "content", "blog");
const PUBLIC_DIR = "public";

const DRAWING = /^\/images\/blog\/[a-z0-9-]+\.svg$/;

/**
 * Who can be named as an author. An article names a key (`author: notary`),
 * so changing the notary's name in business.json changes every byline.
 */
const AUTHORS = {
  notary: site.notary.fullName,
} as const;

/** Without all three of these, a file is an unfinished draft, not an article. */
const REQUIRED_FOR_PUBLISHING = ["id", "title", "slug"] as const;

const kebabCase = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by single hyphens");

const isoDate = z
  .string({ error: "must be a date written YYYY-MM-DD (in quotes is fine)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, "is not a real calendar date");

/** The frontmatter every published article must have; anything else is a typo. */
export const frontmatterSchema = z
  .strictObject({
    id: kebabCase,
    title: z.string().trim().min(10).max(90),
    /** A shorter title for search results, needed when the title is longer than they show. */
    seoTitle: z
      .string()
      .trim()
      .min(10)
      .max(SEARCH_TITLE_MAX, {
        error: (issue) =>
          `is ${String(issue.input).length} characters; a search result shows ${SEARCH_TITLE_MAX} — shorten it`,
      })
      .optional(),
    slug: kebabCase,
    excerpt: z.string().trim().min(50).max(320),
    date: isoDate,
    /** Set when an article is substantially revised; feeds the sitemap's lastmod. */
    updated: isoDate.optional(),
    author: z.enum(Object.keys(AUTHORS) as [keyof typeof AUTHORS]),
    category: z.enum(BLOG_CATEGORIES),
    readTime: z.string().regex(/^\d+ min read$/, 'must read like "4 min read"'),
    image: z
      .string()
      .refine(
        (value) => DRAWING.test(value) || PHOTO_FILE.test(value),
        "must be a drawing such as /images/blog/notary-tips.svg (an SVG under public/images/blog/), or a photo such as photos/hospital-visit.jpg (a JPG, PNG or WebP in app/content/photos/, named in lower-case letters, digits and hyphens)",
      ),
    /** What a photo shows, for people who cannot see it; drawings are decorative and have none. */
    imageAlt: z.string().optional(),
    tags: z.array(z.string().trim().min(2)).min(1).max(8),
    /**
     * The language the article is written in: "es" publishes it at
     * /espanol/blog/{slug}, first on the Spanish blog. English when left out;
     * the site editor lists an article under its language, so its files say
     * it ("en" too) and a new one gets it from the list it is written in.
     */
    lang: z.enum(LANGS).optional(),
    /**
     * A Spanish article's English article on the same question, by its slug:
     * the two pages then name each other for search engines and the language
     * switch. Leave it out when there is none.
     */
    counterpart: kebabCase.optional(),
    /**
     * True on every article this project ships with: the preview build marks
     * it "Sample article" and the deploy build refuses it until the owner
     * keeps it (`kept: true`), rewrites it (and drops this line) or deletes it.
     */
    sample: z.boolean().optional(),
    /** The owner has read a shipped article and publishes it as hers, as it stands. */
    kept: z.boolean().optional(),
    metaDescription: z
      .string()
      .trim()
      .min(SEARCH_DESCRIPTION_MIN, {
        error: (issue) =>
          `is ${String(issue.input).length} characters; write ${SEARCH_DESCRIPTION_MIN} to ${SEARCH_DESCRIPTION_MAX}, a sentence or two a searcher would click`,
      })
      .max(SEARCH_DESCRIPTION_MAX, {
        error: (issue) =>
          `is ${String(issue.input).length} characters; a search result shows ${SEARCH_DESCRIPTION_MAX} — shorten it`,
      }),
  })
  .refine((data) => !(data.sample && data.kept), {
    message: "a kept article is yours, not a sample — remove the line sample: true",
    path: ["sample"],
  })
  .refine((data) => !data.updated || data.updated >= data.date, {
    message: "must not be earlier than date",
    path: ["updated"],
  })
  .superRefine((data, context) => {
    // The title is the article's heading and may be long; search results cut it short.
    if (data.seoTitle === undefined && data.title.length > SEARCH_TITLE_MAX) {
      context.addIssue({
        code: "custom",
        path: ["seoTitle"],
        message: `is needed: the title is ${data.title.length} characters and a search result shows ${SEARCH_TITLE_MAX} — add seoTitle, a shorter title of at most ${SEARCH_TITLE_MAX} characters for search results`,
      });
    }
  })
  .superRefine((data, context) => {
    if (!PHOTO_FILE.test(data.image)) {
      if (data.imageAlt !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["imageAlt"],
          message: "is only for photos; a drawing is decorative, since the category beside it says what it shows",
        });
      }
      return;
    }
    const alt = photoAltSchema.safeParse(data.imageAlt);
    for (const issue of alt.success ? [] : alt.error.issues) {
      context.addIssue({ code: "custom", path: ["imageAlt"], message: issue.message });
    }
  });

const markdown = new Marked({ gfm: true });

/** The HTML an article may contain; anything else is removed, content and all for scripts. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "blockquote",
    "code",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    // A warning against "notario" fraud, the one place an article may name
    // the word (docs/spanish-glossary.md): <aside data-notario-warning>.
    "aside",
  ],
  allowedAttributes: { a: ["href", "title"], ol: ["start"], th: ["scope"], aside: ["data-notario-warning"] },
  allowedSchemes: ["https", "http"],
  allowProtocolRelative: false,
  transformTags: {
    th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: attribs.scope ?? "col" } }),
  },
};

type ParsedFile = { kind: "article"; article: ArticleSource } | { kind: "draft"; missing: string[] };

interface ParseContext {
  /** Finds the width and height of a drawing's path, or undefined when the file is missing. */
  imageSize: (src: string) => { width: number; height: number } | undefined;
  /** Whether a photo ("photos/x.jpg") is in the photos folder; the build checks the file itself. */
  photoExists: (file: PhotoFile) => boolean;
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
}

function findLevelOneHeading(tokens: readonly Token[]): string | undefined {
  for (const token of tokens) {
    if (token.type === "heading" && token.depth === 1) return token.text;
  }
  return undefined;
}

/** Words a reader reads: the text of the rendered body, tags and entities aside. */
export function countWords(html: string): number {
  // Tags become spaces, so the last word of a heading and the first of the next paragraph stay apart.
  const text = html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Reads one file. A draft (no id, title or slug) is reported as such; any
 * other problem throws an error that names the file and every bad field.
 */
function parseArticleFile(fileName: string, source: string, context: ParseContext): ParsedFile {
  const invalid = (...problems: string[]) => new Error(`${fileName}: ${problems.join("; ")}`);

  // Facts are named by token ({{fees.travel}}), so an article never states an old fee.
  const parts = splitFrontmatter(expandFactTokensWith({ ...site, phone: site.phone.e164 }, source, { file: fileName }));
  if (!parts) throw invalid("no frontmatter: start the file with a --- block");
  const { yaml: yamlText, body } = parts;

  let fields: unknown;
  try {
    fields = parseYaml(yamlText) ?? {};
  } catch (error) {
    throw invalid(`frontmatter is not valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    throw invalid("frontmatter must be key: value pairs");
  }

  const record = fields as Record<string, unknown>;
  const missing = REQUIRED_FOR_PUBLISHING.filter(
    (key) => record[key] === undefined || record[key] === null || String(record[key]).trim() === "",
  );
  if (missing.length > 0) return { kind: "draft", missing };

  const parsed = frontmatterSchema.safeParse(record);
  if (!parsed.success) throw invalid(...describeIssues(parsed.error));
  const frontmatter = parsed.data;

  const problems: string[] = [];
  let image: ArticleImageChoice | undefined;
  if (PHOTO_FILE.test(frontmatter.image)) {
    const file = frontmatter.image as PhotoFile;
    image = { kind: "photo", file, alt: (frontmatter.imageAlt ?? "").trim() };
    if (!context.photoExists(file)) {
      problems.push(`image: ${file} is not in ${PHOTOS_DIR}/ (add the photo there, or check the spelling)`);
    }
  } else {
    const size = context.imageSize(frontmatter.image);
    if (size) image = { kind: "drawing", src: frontmatter.image, ...size };
    else problems.push(`image: ${frontmatter.image} does not exist under public/ or has no width and height`);
  }

  const tokens = markdown.lexer(body);
  const levelOne = findLevelOneHeading(tokens);
  if (levelOne !== undefined) {
    problems.push(`body: "# ${levelOne}" is a level-one heading; the title is the page's only h1, so start at ##`);
  }
  if (body.trim() === "") problems.push("body: is empty");
  if (problems.length > 0 || !image) throw invalid(...problems);

  const html = wrapTables(sanitizeHtml(markdown.parser(tokens), SANITIZE_OPTIONS), frontmatter.lang ?? "en");
  return {
    kind: "article",
    article: {
      id: frontmatter.id,
      slug: frontmatter.slug,
      title: frontmatter.title,
      seoTitle: frontmatter.seoTitle ?? frontmatter.title,
      excerpt: frontmatter.excerpt,
      date: frontmatter.date,
      updated: frontmatter.updated ?? frontmatter.date,
      author: AUTHORS[frontmatter.author],
      category: frontmatter.category,
      readTime: frontmatter.readTime,
      image,
      tags: frontmatter.tags,
      metaDescription: frontmatter.metaDescription,
      sample: frontmatter.sample === true,
      kept: frontmatter.kept === true,
      lang: frontmatter.lang ?? "en",
      ...(frontmatter.counterpart ? { counterpart: frontmatter.counterpart } : {}),
      html,
      wordCount: countWords(html),
    },
  };
}

/** "Table: Prices" / "Tabla: Precios": a table's region named in the article's language, after the heading above it. */
function tableRegionName(heading: string, lang: Lang): string {
  const word = lang === "es" ? "Tabla" : "Table";
  return heading ? `${word}: ${heading}` : word;
}

/**
 * Wraps each table in a scrolling region named after the heading above it,
 * so a wide table scrolls on its own on a phone instead of widening the page.
 * The region can take focus, so keyboard users can scroll it too.
 */
export function wrapTables(html: string, lang: Lang = "en"): string {
  let lastHeading = "";
  return html.replace(/<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>|<table>[\s\S]*?<\/table>/g, (match, heading?: string) => {
    if (heading !== undefined) {
      lastHeading = heading
        .replace(/<[^>]+>/g, "")
        .replace(/"/g, "&quot;")
        .trim();
      return match;
    }
    const label = tableRegionName(lastHeading, lang);
    return `<section class="table-scroll" aria-label="${label}" tabindex="0">${match}</section>`;
  });
}

/** Reads width and height from an SVG's root element. */
function svgSize(path: string): { width: number; height: number } | undefined {
  if (!existsSync(path)) return undefined;
  const root = /<svg\b[^>]*>/.exec(readFileSync(path, "utf8"))?.[0] ?? "";
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

export interface ReadOptions {
  /** The folder of Markdown files. */
  dir: string;
  /** The folder that drawings' paths are relative to. */
  publicDir: string;
  /** The folder photos are in; the project's app/content/photos unless given. */
  photosDir?: string;
  /** Where draft notices go. */
  warn?: (message: string) => void;
  /** Leave out every sample article not kept (business.json, blog.leaveOutSampleArticles). */
  leaveOutSamples?: boolean;
}

/**
 * Every published article in `dir`, newest first. Drafts are left out with a
 * warning; any invalid file, or two articles sharing an id or a slug, throws
 * one error listing every problem by file name.
 */
export function readArticles({
  dir,
  publicDir,
  photosDir = join(process.cwd(), PHOTOS_DIR),
  warn = console.warn,
  leaveOutSamples = false,
}: ReadOptions): ArticleSource[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const context: ParseContext = {
    imageSize: (src) => svgSize(join(publicDir, src)),
    photoExists: (file) => existsSync(join(photosDir, file.slice("photos/".length))),
  };
  const articles: ArticleSource[] = [];
  const problems: string[] = [];

  // Name files as a person would look for them: from the project root.
  const shownDir = relative(process.cwd(), dir) || dir;
  for (const name of files) {
    const fileName = join(shownDir, name);
    try {
      const parsed = parseArticleFile(fileName, readFileSync(join(dir, name), "utf8"), context);
      if (parsed.kind === "draft") {
        warn(`Blog: skipping draft ${fileName} (no ${parsed.missing.join(", ")})`);
      } else if (leaveOutSamples && isUnkeptSample(parsed.article)) {
        // Left out at her word: no notice for each of them.
      } else {
        articles.push(parsed.article);
      }
    } catch (error) {
      // Our own errors already start with the file's name; anything unexpected gets it too.
      const message = (error as Error).message;
      problems.push(message.startsWith(fileName) ? message : `${fileName}: ${message}`);
    }
  }

  for (const key of ["id", "slug"] as const) {
    const seen = new Map<string, string>();
    for (const article of articles) {
      const other = seen.get(article[key]);
      if (other) problems.push(`${key} "${article[key]}" is used by both "${other}" and "${article.title}"`);
      seen.set(article[key], article.title);
    }
  }

  for (const notice of forgetDeletedArticles(articles)) warn(notice);
  problems.push(...linkCounterparts(articles));

  if (problems.length > 0) {
    throw new Error(`Invalid blog article${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`);
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** A sample article the owner has not kept as hers (`sample: true` without `kept: true`). */
function isUnkeptSample(article: { sample: boolean; kept: boolean }): boolean {
  return article.sample && !article.kept;
}

/** A link in an article's HTML, its address and its words. */
const LINK = /<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g;

/** "/blog/some-slug", "/espanol/blog/some-slug": the address of an article, in either language. */
const isArticleAddress = (href: string) =>
  Object.values(BLOG_PATHS).some((blog) => href.startsWith(`${blog}/`) && !href.slice(blog.length + 1).includes("/"));

/**
 * What an article says of another the owner has deleted (in the editor, the
 * sample articles she did not keep): a link to it keeps its words and loses
 * its link, and a counterpart naming it is forgotten, so deleting an article
 * never stops the build. Returns a notice for each, naming both articles.
 */
function forgetDeletedArticles(articles: ArticleSource[]): string[] {
  const published = new Set(articles.map(articlePath));
  const slugs = new Set(articles.map((article) => article.slug));
  const notices: string[] = [];
  for (const article of articles) {
    article.html = article.html.replace(LINK, (link, href: string, words: string) => {
      const address = href.split(/[?#]/)[0] ?? href;
      if (!isArticleAddress(address) || published.has(address)) return link;
      notices.push(
        `Blog: "${article.title}" linked to ${href}, an article no longer on the site; the words stay, without the link`,
      );
      return words;
    });
    if (article.counterpart && !slugs.has(article.counterpart)) {
      notices.push(
        `Blog: "${article.title}" named "${article.counterpart}" as its counterpart, an article no longer on the site; it now has none`,
      );
      delete article.counterpart;
    }
  }
  return notices;
}

/**
 * Checks each article's `counterpart` (an article in the other language, named
 * by no other article) and writes the link back on the article it names, so
 * both pages name each other. Returns the problems, naming the article.
 */
function linkCounterparts(articles: ArticleSource[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const claimedBy = new Map<string, string>();
  for (const article of articles) {
    if (!article.counterpart) continue;
    const other = bySlug.get(article.counterpart);
    const where = `"${article.title}": counterpart "${article.counterpart}"`;
    if (!other)
      problems.push(
        `${where} is not the slug of any article — use the slug of the article in the other language, or remove the line`,
      );
    else if (other.lang === article.lang)
      problems.push(`${where} is written in the same language — name the article in the other language`);
    else if (other.counterpart && other.counterpart !== article.slug)
      problems.push(`${where} already names "${other.counterpart}" as its counterpart`);
    else if (claimedBy.has(other.slug))
      problems.push(`${where} is already the counterpart of "${claimedBy.get(other.slug)}"`);
    else {
      claimedBy.set(other.slug, article.title);
      other.counterpart = article.slug;
    }
  }
  return problems;
}

let cached: ArticleSource[] | undefined;

/** The site's articles, newest first, read once per process from the project root. */
export function getArticles(): ArticleSource[] {
  cached ??= readArticles({
    dir: join(process.cwd(), ARTICLES_DIR),
    publicDir: join(process.cwd(), PUBLIC_DIR),
    leaveOutSamples: site.blog.leaveOutSampleArticles,
  });
  return cached;
}

/** The address of every published article: the build prerenders each (/blog/{slug}, /espanol/blog/{slug}). */
export function listArticlePaths(): string[] {
  return getArticles().map(articlePath);
}

/**
 * The article at a slug in any casing (the router keeps the casing of the
 * URL), written in `lang` when a language is asked for: a Spanish article is
 * not served at /blog/{slug}, nor an English one under /espanol/blog/.
 */
export function findArticle(slug: string, lang?: Lang): ArticleSource | undefined {
  const wanted = slug.toLowerCase();
  return getArticles().find((article) => article.slug === wanted && (lang === undefined || article.lang === lang));
}

/** The article in the other language that answers the same question as the article at `path`, if any. */
export function articleCounterpartOf(path: string): { lang: Lang; path: string } | undefined {
  const article = getArticles().find((each) => articlePath(each) === path);
  if (!article?.counterpart) return undefined;
  const lang = otherLang(article.lang);
  return { lang, path: articlePath({ slug: article.counterpart, lang }) };
}

/**
 * When each blog page last changed, for the sitemap: an article when it was
 * last updated, the blog list when its newest change was.
 */
export function blogLastModified(): Map<string, string> {
  const articles = getArticles();
  const dates = new Map(articles.map((article) => [articlePath(article), article.updated]));
  for (const lang of LANGS) {
    // A list changes when an article it shows does: the Spanish list shows the English articles too.
    const newest = articles
      .filter((article) => lang !== "en" || article.lang === "en")
      .map((article) => article.updated)
      .sort()
      .at(-1);
    if (newest) dates.set(BLOG_PATHS[lang], newest);
  }
  return dates;
}
