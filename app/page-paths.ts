import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "./routes";
import { listArticleSlugs } from "./lib/articles.server";
import { NOT_FOUND_PATH, RESOURCE_PATHS, UNLISTED_PATHS } from "./lib/special-paths";

export { NOT_FOUND_PATH, RESOURCE_PATHS };

function staticPaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    const children = entry.children ? staticPaths(entry.children, own) : [];
    const isPage = (entry.index || entry.path) && !/[:*]/.test(own);
    return isPage ? [own || "/", ...children] : children;
  });
}

/**
 * Every page the build prerenders, read from the route table plus the blog's
 * articles. The build, the sitemap and the every-route browser checks all use
 * this one list, so a new page is checked the moment it exists.
 */
export function listPagePaths(): string[] {
  const fromRouteTable = staticPaths(routes).filter((path) => !(RESOURCE_PATHS as readonly string[]).includes(path));
  const articles = listArticleSlugs().map((slug) => `/blog/${slug}`);
  return [...fromRouteTable, ...articles, NOT_FOUND_PATH];
}

/** Pages a search engine should know about. */
export function listIndexablePaths(): string[] {
  return listPagePaths().filter((path) => !UNLISTED_PATHS.includes(path));
}
