import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { photoPipeline, shareImages } from "./platform/index.mjs";

export default defineConfig({
  // Pages whose owner has chosen photos resolve them as the build does (vite.config.ts).
  plugins: [shareImages(), ...photoPipeline({ dir: resolve(import.meta.dirname, "app/content/photos") })],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "platform/**/*.test.ts",
      "site-tools/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "tests/platform/**/*.test.ts",
      "tests/project/**/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
    // Component tests opt into a DOM with `// @vitest-environment jsdom`.
    environment: "node",
    // Far above the five seconds a findBy* may wait (vitest.setup.ts), so that a missing element fails with
    // Testing Library's message naming what it looked for, not with the test's timeout; and far above what
    // the work takes on a two-core machine with four busy processes beside the run (a hook that loads the
    // site's data once took over ten seconds there, and failed the run): a timeout is for a hang, not for
    // a slow machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files share each worker's modules instead of importing the app anew
    // for each file: a quarter of the time on two cores. What a test changes
    // for itself (a stubbed variable or global) is undone after it, and the
    // DOM is emptied after each test (vitest.setup.ts).
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
