import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { ARTICLES_FOLDER } from "./facts/schemas/data-files";
import { splitFrontmatter } from "./lib/frontmatter";
import { LEGAL_PATHS } from "./content/legal/legal-paths";
import { services } from "./content/services";
import { site } from "./facts/site.config";
import type { Bilingual } from "./vocabulary/lang";

/**
 * A page in both languages: two addresses, usually one module that reads the
 * language from the address. The ids "<page>/en" and "<page>/es" pair them,
 * and everything that needs the pairs (hreflang alternates, the language
 * switch, the sitemap) reads them from here (app/routes/page-paths.ts).
 */
function inBothLanguages(page: string, paths: Bilingual<string>, file: string | Bilingual<string>): RouteConfigEntry[] {
  const files = typeof file === "string" ? { en: file, es: file } : file;
  return [route(paths.en, files.en, { id: `${page}/en` }), route(paths.es, files.es, { id: `${page}/es` })];
}

/**
 * The languages published articles (those with a slug) are written in: only
 * those have /blog/:slug or /espanol/blog/:slug pages to prerender, and a
 * prerendered site may not declare a page module it never renders. A sample
 * article she has not kept is left out when her switch says so
 * (business.json, blog.leaveOutSampleArticles), as the article reader does.
 * The article reader (lib/articles.server.ts) checks each file fully when the
 * pages are built.
 */
function articleLanguages(): Set<"en" | "es"> {
  const folder = join(process.cwd(), ARTICLES_FOLDER);
  const languages = new Set<"en" | "es">();
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".md"))) {
    const yaml = splitFrontmatter(readFileSync(join(folder, name), "utf8"))?.yaml ?? "";
    const leftOut =
      site.blog.leaveOutSampleArticles && /^sample:\s*true\s*$/m.test(yaml) && !/^kept:\s*true\s*$/m.test(yaml);
    if (!/^slug:\s*\S/m.test(yaml) || leftOut) continue;
    languages.add(/^lang:\s*["']?es["']?\s*$/m.test(yaml) ? "es" : "en");
  }
  return languages;
}
const languagesWithArticles = articleLanguages();

/**
 * The whole site on one screen. The fourteen service pages and the ten town
 * pages each share one module fed by typed data: adding a service or a town
 * to its list adds its route in both languages, its prerendered pages and
 * their sitemap entries.
 */
export default [
  index("routes/home.tsx", { id: "home/en" }),
  route("espanol", "routes/espanol.tsx", { id: "home/es" }),
  ...inBothLanguages("about", { en: "about", es: "espanol/sobre-mi" }, "routes/about.tsx"),
  ...inBothLanguages("services", { en: "services", es: "espanol/servicios" }, "routes/services.tsx"),
  ...services.flatMap((service) =>
    inBothLanguages(
      `service/${service.slug}`,
      { en: `services/${service.slug}`, es: `espanol/servicios/${service.slugEs}` },
      "routes/service.tsx",
    ),
  ),
  ...inBothLanguages("testimonials", { en: "testimonials", es: "espanol/opiniones" }, "routes/testimonials.tsx"),
  ...inBothLanguages("blog", { en: "blog", es: "espanol/blog" }, "routes/blog.tsx"),
  ...(languagesWithArticles.has("en") ? [route("blog/:slug", "routes/post.tsx")] : []),
  ...(languagesWithArticles.has("es") ? [route("espanol/blog/:slug", "routes/post.tsx", { id: "post/es" })] : []),
  route("blog/rss.xml", "routes/rss.xml.ts"),
  route("espanol/blog/rss.xml", "routes/rss.xml.ts", { id: "rss/es" }),
  ...inBothLanguages("contact", { en: "contact", es: "espanol/contacto" }, "routes/contact.tsx"),
  // Where the appointment form lands when it was sent without JavaScript.
  ...inBothLanguages("thank-you", { en: "contact/thanks", es: "espanol/gracias" }, "routes/thank-you.tsx"),
  // The privacy policy, the terms and the accessibility statement: one module.
  ...Object.entries(LEGAL_PATHS).flatMap(([id, paths]) => inBothLanguages(id, paths, "routes/legal.tsx")),
  ...inBothLanguages("documents", { en: "documents", es: "espanol/documentos" }, "routes/documents.tsx"),
  ...inBothLanguages("faq", { en: "faq", es: "espanol/preguntas-frecuentes" }, "routes/faq.tsx"),
  ...inBothLanguages("fees", { en: "fees", es: "espanol/tarifas" }, "routes/fees.tsx"),
  ...inBothLanguages("locations", { en: "locations", es: "espanol/zonas" }, "routes/locations.tsx"),
  ...site.serviceArea.towns.flatMap((town) =>
    inBothLanguages(
      `town/${town.slug}`,
      { en: `locations/${town.slug}`, es: `espanol/zonas/${town.slug}` },
      "routes/town.tsx",
    ),
  ),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route(".well-known/security.txt", "routes/security.txt.ts"),
  // Unknown addresses: the Spanish not-found page under /espanol/, the English one elsewhere.
  route("espanol/*", "routes/not-found.tsx", { id: "not-found/es" }),
  route("*", "routes/not-found.tsx", { id: "not-found/en" }),
] satisfies RouteConfig;
