import { blogLastModified } from "~/lib/articles.server";
import { counterpartOf, listIndexablePaths } from "~/routes/page-paths";
import { absoluteUrl } from "~/lib/seo";

/** The same page in English and Spanish, and the English one for everyone else: Google's sitemap form of hreflang. */
function alternateLinks(path: string): string {
  const counterpart = counterpartOf(path);
  if (!counterpart) return "";
  const english = counterpart.lang === "en" ? counterpart.path : path;
  const spanish = counterpart.lang === "es" ? counterpart.path : path;
  return [
    ["en", english],
    ["es", spanish],
    ["x-default", english],
  ]
    .map(([lang, target]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absoluteUrl(target ?? "")}"/>`)
    .join("");
}

/**
 * Built once at build time from the same page list the build prerenders.
 * Blog pages carry the date their content last changed; other pages have no
 * reliable date, so they carry none rather than a made-up one. Each page that
 * exists in both languages names both, in both entries.
 */
export function loader() {
  const lastModified = blogLastModified();
  const urls = listIndexablePaths()
    .map((path) => {
      const lastmod = lastModified.get(path);
      return `  <url><loc>${absoluteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternateLinks(path)}</url>`;
    })
    .join("\n");
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
