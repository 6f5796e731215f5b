import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Shared site code: components, helpers and the config every page reads. */
const sharedSiteCode = /[\\/]app[\\/](components[\\/]|lib[\\/]|content[\\/]legal-notice\.ts|site\.config\.ts)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Small SVGs would otherwise be inlined into the JavaScript as data URIs,
    // which costs every page's first load; as files they are cached once.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every page needs React, the router and the site's shell. As a few
        // larger files they compress better and cost fewer requests than as
        // a dozen small ones (docs/decisions/002-javascript-budget.md).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/,
            },
            // What the root's header, menu and footer need, plus the hero and
            // section bands every page uses. Other components stay with the
            // pages that use them.
            {
              name: "shell",
              test: /[\\/]app[\\/](site\.config|content[\\/]legal-notice|lib[\\/](contact-links|format|hours|page-lang|seo|special-paths|structured-data)|components[\\/](SiteHeader|SlideMenu|SiteFooter|Logo|NotFound|RouteChangeEffects|CallLink|ButtonLink|Icon|icon-names|PageHero|Section))\./,
            },
          ],
        },
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two chunks instead of one per shared component: every page loads
            // them anyway, and a dozen tiny chunks cost more to download than
            // one (docs/decisions/005-shared-chunks.md).
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/]/, priority: 2 },
                { name: "site", test: sharedSiteCode, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
