import { defineConfig } from "vitest/config";
import { photoPipeline } from "./platform/vite/photo-pipeline.mjs";

export default defineConfig({
  // Pages whose owner has chosen photos resolve them as the build does.
  plugins: [...photoPipeline()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "platform/**/*.test.ts",
      "scripts/**/*.test.ts",
      "deploy/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "tests/platform/**/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
    // Component tests opt into a DOM with `// @vitest-environment jsdom`.
    environment: "node",
  },
});
