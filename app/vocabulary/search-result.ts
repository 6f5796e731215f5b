/**
 * How much of a page a search result shows without cutting it short: the
 * `<title>` up to 60 characters, the meta description between 70 and 160.
 * Every page is held to these (design.md §8); an article's frontmatter is
 * checked against them when the build reads it.
 */
export const SEARCH_TITLE_MAX = 60;
export const SEARCH_DESCRIPTION_MIN = 70;
export const SEARCH_DESCRIPTION_MAX = 160;
