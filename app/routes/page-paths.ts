import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../routes";
import { articleCounterpartOf, listArticlePaths } from "../lib/articles.server";
import { NOT_FOUND_PATH, NOT_FOUND_PATHS, RESOURCE_PATHS, UNLISTED_PATHS } from "../lib/special-paths";
import type { Bilingual, Lang } from "../vocabulary/lang";

export { NOT_FOUND_PATH, NOT_FOUND_PATHS, RESOURCE_PATHS };

export interface StaticPage {
  path: string;
  id?: string;
}

function staticPages(entries: readonly RouteConfigEntry[], parent = ""): StaticPage[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    const children = entry.children ? staticPages(entry.children, own) : [];
    const isPage = (entry.index || entry.path) && !/[:*]/.test(own);
    return isPage ? [{ path: own || "/", id: entry.id }, ...children] : children;
  });
}

function isResource(path: string): boolean {
  return (RESOURCE_PATHS as readonly string[]).includes(path);
}

const PAIRED_ID = /^(.+)\/(en|es)$/;

/**
 * Every page of the route table with its counterpart in the other language,
 * paired by route id ("about/en" with "about/es"). A page left without one
 * stops the build, naming it: every visitor page exists in both languages
 * (design.md §12); only the articles are English alone.
 */
export function listPagePairs(): Bilingual<string>[] {
  return pairPages(staticPages(routes).filter((page) => !isResource(page.path)));
}

/** Pairs pages by route id; throws, naming them, on pages left without a counterpart. */
export function pairPages(pages: readonly StaticPage[]): Bilingual<string>[] {
  const halves = new Map<string, Partial<Record<Lang, string>>>();
  const unpaired: string[] = [];
  for (const page of pages) {
    const match = page.id ? PAIRED_ID.exec(page.id) : null;
    if (!match) {
      unpaired.push(page.path);
      continue;
    }
    const [, key, lang] = match as unknown as [string, string, Lang];
    halves.set(key, { ...halves.get(key), [lang]: page.path });
  }
  const pairs: Bilingual<string>[] = [];
  for (const [key, half] of halves) {
    if (half.en && half.es) pairs.push({ en: half.en, es: half.es });
    else unpaired.push(half.en ?? half.es ?? key);
  }
  if (unpaired.length > 0) {
    throw new Error(
      `app/routes.ts: ${unpaired.join(", ")} ${unpaired.length === 1 ? "has" : "have"} no counterpart in the other language. ` +
        `Declare each page with inBothLanguages() and give it an English and a Spanish address.`,
    );
  }
  return pairs;
}

/** The same page in the other language, if the page has one: from the route table, or an article's counterpart. */
export function counterpartOf(path: string): { lang: Lang; path: string } | undefined {
  for (const pair of listPagePairs()) {
    if (pair.en === path) return { lang: "es", path: pair.es };
    if (pair.es === path) return { lang: "en", path: pair.en };
  }
  return articleCounterpartOf(path);
}

/**
 * Every page the build prerenders, read from the route table plus the blog's
 * articles. The build, the sitemap and the every-route browser checks all use
 * this one list, so a new page is checked the moment it exists.
 */
export function listPagePaths(): string[] {
  const pairs = listPagePairs();
  const fromRouteTable = pairs.flatMap((pair) => [pair.en, pair.es]);
  const articles = listArticlePaths();
  return [...fromRouteTable, ...articles, NOT_FOUND_PATHS.en, NOT_FOUND_PATHS.es];
}

/** Pages a search engine should know about. */
export function listIndexablePaths(): string[] {
  return listPagePaths().filter((path) => !UNLISTED_PATHS.includes(path));
}
