/**
 * The blog's article list. Articles arrive with the blog (they are Markdown
 * files under app/content/blog); until then there are none to prerender.
 */
export function listArticleSlugs(): string[] {
  return [];
}
