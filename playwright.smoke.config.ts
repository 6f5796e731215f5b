import { defineConfig } from "@playwright/test";
import config from "./playwright.config";

/**
 * The browser part of `npm run test:quick`: the every-page bar on a handful
 * of pages, against `npm start`'s server only. The full run (`npm test`)
 * holds every page to it, on every server.
 */
const servers = [config.webServer ?? []].flat();

export default defineConfig({
  ...config,
  testDir: "tests/smoke",
  projects: (config.projects ?? []).filter((project) => project.name === "chromium"),
  webServer: servers.filter((server) => server.command === "node platform/cli/serve.mjs"),
});
