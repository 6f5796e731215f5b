import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { services } from "./content/services";
import { site } from "./site.config";

/**
 * The whole site on one screen. The fourteen service pages and the ten town
 * pages each share one module fed by typed data: adding a service or a town
 * to its list adds its route, its prerendered page and its sitemap entry.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  ...services.map((service) =>
    route(`services/${service.slug}`, "routes/service.tsx", { id: `service/${service.slug}` }),
  ),
  route("testimonials", "routes/testimonials.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/post.tsx"),
  route("blog/rss.xml", "routes/rss.xml.ts"),
  route("contact", "routes/contact.tsx"),
  // Where the appointment form lands when it was sent without JavaScript.
  route("contact/thanks", "routes/thank-you.tsx", { id: "thank-you/en" }),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("documents", "routes/documents.tsx"),
  route("espanol", "routes/espanol.tsx"),
  route("espanol/gracias", "routes/thank-you.tsx", { id: "thank-you/es" }),
  route("faq", "routes/faq.tsx"),
  route("locations", "routes/locations.tsx"),
  ...site.serviceArea.towns.map((town) =>
    route(`locations/${town.slug}`, "routes/town.tsx", { id: `town/${town.slug}` }),
  ),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
