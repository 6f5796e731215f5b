import { defineConfig } from "vitest/config";

/**
 * The second notary's build (`npm run test:second-notary`): a copy of the
 * project with another notary's data in place of the default's, built as she
 * would build it and read page by page. Kept out of the main unit run, which
 * it runs again inside the copy.
 */
export default defineConfig({
  // The day-off checks read the site's own words and rules (app/), which import by the "~/" alias.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/second-notary/**/*.test.ts"],
    environment: "node",
    // The copy's build and its unit run take minutes on two cores.
    hookTimeout: 12 * 60_000,
    testTimeout: 12 * 60_000,
  },
});
