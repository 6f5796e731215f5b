import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./platform/index.mjs";

/**
 * Browser tests run in Debian's Chromium against the built site, served by
 * the same static server `npm start` uses. Playwright cannot download its
 * own browser here, so we point it at the system one: Chromium's headless
 * shell where Debian's package installed it, as Playwright would run its own
 * (platform/chromium.mjs; CHROME_PATH overrides).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** The local stand-in of the form service, for the tests that send real requests. */
export const formStandInPort = Number(process.env.E2E_FORM_PORT ?? port + 1);
export const formRequestsFile = `test-results/form-requests-${formStandInPort}.jsonl`;
/** Debian's nginx running the shipped recipe over the same build (`npm run start:nginx`). */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 2);

/** Cloudflare's own runtime (workerd, through the pinned `wrangler dev` of package.json) over the same build. */
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? port + 3);

/**
 * The real servers of the host recipes that can run here, each with what its
 * recipe promises. nginx and `npm start` redirect every other form of a page's
 * address, answer /404 and /404.html with 404, send the policy's `no-cache` on
 * pages and serve precompressed files. Cloudflare redirects the casings
 * `_redirects` lists (UPPER CASE among them), sends /404.html to /404 (which
 * answers 404), gives pages its own revalidating default, and compresses
 * only in production, not in `wrangler dev` (docs/decisions/012).
 */
export const hostServers = [
  {
    name: "npm start",
    origin: baseURL,
    redirectsEveryForm: true,
    notFoundAliasesAnswer404: true,
    pageCacheControl: "no-cache",
    compresses: true,
  },
  {
    name: "nginx",
    origin: `http://127.0.0.1:${nginxPort}`,
    redirectsEveryForm: true,
    notFoundAliasesAnswer404: true,
    pageCacheControl: "no-cache",
    compresses: true,
  },
  {
    name: "Cloudflare (wrangler dev)",
    origin: `http://127.0.0.1:${cloudflarePort}`,
    redirectsEveryForm: false,
    notFoundAliasesAnswer404: false,
    pageCacheControl: "public, max-age=0, must-revalidate",
    compresses: false,
  },
] as const;

/** The tests that run `npm run cms` in a copy of the project. */
const SITE_EDITOR_SPECS = ["owner-edits.spec.ts", "editor-problems.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder, which the runner empties as it starts: `npm test` runs the unit tests beside it,
  // and the second notary's writes its log and findings to test-results/ (package.json, test:units).
  outputDir: "test-results/browser",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Timeouts are for a hang, not for a slow machine: `npm test` must pass with four busy processes
  // beside it on two cores, where a page's load and an assertion's wait take three times as long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    // The site editor's tests build the site twice in a copy of the project, minutes of one worker: first in
    // the queue, so that the other worker runs the rest beside them instead of idling while they end the run.
    { name: "site editor", testMatch: SITE_EDITOR_SPECS, use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testIgnore: SITE_EDITOR_SPECS, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: [
    {
      command: "node platform/cli/start-cloudflare.mjs",
      // The script stops its server on SIGTERM; a SIGKILL would leave it running.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: { PORT: String(cloudflarePort) },
      url: `http://127.0.0.1:${cloudflarePort}/robots.txt`,
      reuseExistingServer: false,
      // wrangler (a pinned dev dependency) starts workerd, which takes a while on a busy machine.
      timeout: 180_000,
    },
    {
      command: "node platform/cli/start-nginx.mjs",
      // The script stops its server on SIGTERM; a SIGKILL would leave it running.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: { PORT: String(nginxPort) },
      url: `http://127.0.0.1:${nginxPort}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node platform/cli/serve.mjs",
      env: { PORT: String(port), HOST: "127.0.0.1" },
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node platform/cli/form-stand-in.mjs",
      env: { FORM_STANDIN_PORT: String(formStandInPort), HOST: "127.0.0.1", FORM_REQUESTS_FILE: formRequestsFile },
      url: `http://127.0.0.1:${formStandInPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
