import { blogLastModified } from "~/lib/articles.server";
import { listIndexablePaths } from "~/page-paths";
import { absoluteUrl } from "~/lib/seo";

/**
 * Built once at build time from the same page list the build prerenders.
 * Blog pages carry the date their content last changed; other pages have no
 * reliable date, so they carry none rather than a made-up one.
 */
export function loader() {
  const lastModified = blogLastModified();
  const urls = listIndexablePaths()
    .map((path) => {
      const lastmod = lastModified.get(path);
      return `  <url><loc>${absoluteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
