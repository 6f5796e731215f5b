import { SPANISH_ROOT, type Lang } from "./lang";

/**
 * Where the blog lives in each language. Its own module, below the facts: the
 * editor's fields name it when the build describes a mistake in her data, and
 * must not load the facts that mistake is in.
 */
export const BLOG_PATHS: Record<Lang, string> = { en: "/blog", es: `${SPANISH_ROOT}/blog` };
