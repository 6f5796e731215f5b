import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { photoPipeline } from "./scripts/photo-pipeline.mjs";

/**
 * What the root's header, menu and footer need, plus the hero and section
 * bands every page uses. Other shared components stay in chunks of their own,
 * loaded only by the pages that use them.
 */
const shellCode =
  /[\\/]app[\\/](site\.config|content[\\/]legal-notice|lib[\\/](contact-links|format|hours|page-lang|seo|special-paths|structured-data)|components[\\/](SiteHeader|SlideMenu|SiteFooter|Logo|NotFound|RouteChangeEffects|CallLink|ButtonLink|Icon|icon-names|PageHero|Section))\./;

export default defineConfig({
  // Photos become AVIF and WebP files at several widths, within budget (scripts/photo-pipeline.mjs).
  plugins: [tailwindcss(), ...photoPipeline(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Small SVGs would otherwise be inlined into the JavaScript as data URIs,
    // which costs every page's first load; as files they are cached once.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React, the router and the site's shell. As two
            // larger files they compress better and cost fewer requests than
            // as a dozen small ones (docs/decisions/002-javascript-budget.md).
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/]/, priority: 2 },
                { name: "shell", test: shellCode, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
