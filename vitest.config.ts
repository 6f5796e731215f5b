import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "deploy/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
    // Component tests opt into a DOM with `// @vitest-environment jsdom`.
    environment: "node",
  },
});
