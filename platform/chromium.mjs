// Which Chromium every script and test here starts, and with which flags: the
// one place that knows where browsers live. In order: the path in CHROME_PATH;
// a Chrome, Chromium or Edge installed where its installer puts it on Linux,
// macOS or Windows (Debian's /usr/bin/chromium on our machines, where
// Playwright cannot download a browser); Playwright's own browser, if
// `npx playwright install chromium` fetched it. The flags keep a headless run
// from reaching the network on its own.
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import { posix, win32 } from "node:path";

/** The variable that names a browser to use instead of looking for one. */
export const CHROME_PATH_VARIABLE = "CHROME_PATH";

/** Where Debian puts Chromium: the browser of our machines and of CI. */
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Where Debian's `chromium-headless-shell` package puts Chromium's headless
 * shell: the same Chromium (Blink, V8, the same release as Debian's
 * `chromium`) without the desktop browser around it, which Playwright itself
 * runs its headless tests in. On two cores it runs the browser tests in a
 * fifth less time (docs/decisions/032).
 */
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** Reads a Windows variable whatever its casing (ProgramFiles, PROGRAMFILES). */
function variable(env, name) {
  const key = Object.keys(env).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : env[key];
}

/**
 * The usual install places of Chromium-based browsers on one platform, most
 * likely first.
 *
 * @param {NodeJS.Platform} platform
 * @param {Partial<Record<string, string>>} env
 * @returns {string[]}
 */
function systemBrowserPaths(platform, env) {
  if (platform === "darwin") {
    const apps = [
      "Google Chrome.app/Contents/MacOS/Google Chrome",
      "Chromium.app/Contents/MacOS/Chromium",
      "Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
    ];
    const folders = ["/Applications", ...(env.HOME ? [posix.join(env.HOME, "Applications")] : [])];
    return folders.flatMap((folder) => apps.map((app) => posix.join(folder, app)));
  }
  if (platform === "win32") {
    const programFiles = variable(env, "ProgramFiles") ?? "C:\\Program Files";
    const programFilesX86 = variable(env, "ProgramFiles(x86)") ?? "C:\\Program Files (x86)";
    const localAppData = variable(env, "LOCALAPPDATA");
    const chrome = "Google\\Chrome\\Application\\chrome.exe";
    const edge = "Microsoft\\Edge\\Application\\msedge.exe";
    return [
      win32.join(programFiles, chrome),
      win32.join(programFilesX86, chrome),
      ...(localAppData ? [win32.join(localAppData, chrome)] : []),
      win32.join(programFilesX86, edge),
      win32.join(programFiles, edge),
    ];
  }
  return [
    DEBIAN_CHROMIUM,
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome-stable",
    "/usr/bin/google-chrome",
    "/snap/bin/chromium",
    "/usr/bin/microsoft-edge",
  ];
}

/**
 * Chooses the browser to start.
 *
 * @param {object} options
 * @param {NodeJS.Platform} options.platform
 * @param {Partial<Record<string, string>>} options.env
 * @param {(path: string) => boolean} options.exists
 * @param {() => string | undefined} options.playwrightBrowserPath where Playwright's own Chromium would be
 * @returns {{ path: string } | { problem: string }} the browser, or one line saying what to do
 */
export function chooseChromium({ platform, env, exists, playwrightBrowserPath }) {
  const chosen = env[CHROME_PATH_VARIABLE];
  if (chosen) {
    if (exists(chosen)) return { path: chosen };
    return {
      problem: `${CHROME_PATH_VARIABLE} is set to "${chosen}", but there is no browser there: correct the path to Chrome, Edge or Chromium, or remove the variable to let the script look for one.`,
    };
  }
  const installed = systemBrowserPaths(platform, env).find(exists);
  if (installed) return { path: installed };
  const playwrights = playwrightBrowserPath();
  if (playwrights && exists(playwrights)) return { path: playwrights };
  return {
    problem: `No Chrome, Edge or Chromium found: install Google Chrome (or Microsoft Edge), or run "npx playwright install chromium", or set ${CHROME_PATH_VARIABLE} to the browser's program file.`,
  };
}

/**
 * Chooses the browser the browser tests start: the one CHROME_PATH names, if
 * set; else Chromium's headless shell where Debian's package installed it;
 * else the browser `chooseChromium` finds.
 *
 * @param {Parameters<typeof chooseChromium>[0]} options
 * @returns {ReturnType<typeof chooseChromium>}
 */
export function chooseTestChromium(options) {
  const { platform, env, exists } = options;
  if (!env[CHROME_PATH_VARIABLE] && platform === "linux" && exists(DEBIAN_HEADLESS_SHELL)) {
    return { path: DEBIAN_HEADLESS_SHELL };
  }
  return chooseChromium(options);
}

/** Where Playwright keeps the Chromium it downloads, whether or not it is there. */
function playwrightChromiumPath() {
  try {
    return chromium.executablePath();
  } catch {
    // This copy of Playwright has no build for this platform.
    return undefined;
  }
}

const thisMachine = {
  platform: process.platform,
  env: process.env,
  exists: existsSync,
  playwrightBrowserPath: playwrightChromiumPath,
};

/** This machine's choice: the browser, or one line saying what to install or set. */
const chromiumChoice = chooseChromium(thisMachine);

/**
 * The browser's path, for the tests and the benchmark. Without any browser it
 * stays CHROME_PATH or Debian's path, so that Playwright's own error names
 * what is missing.
 */
export const chromiumPath =
  "path" in chromiumChoice ? chromiumChoice.path : process.env[CHROME_PATH_VARIABLE] || DEBIAN_CHROMIUM;

/** The browser tests' browser (`chooseTestChromium`); the benchmark's Lighthouse keeps `chromiumPath`, a whole browser. */
export const testChromiumPath = (() => {
  const choice = chooseTestChromium(thisMachine);
  return "path" in choice ? choice.path : chromiumPath;
})();

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
