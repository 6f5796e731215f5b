import { describe, expect, test } from "vitest";
import { CHROME_PATH_VARIABLE, chooseChromium, chooseTestChromium } from "./chromium.mjs";

const PLAYWRIGHTS_OWN = "/home/owner/.cache/ms-playwright/chromium-1234/chrome-linux/chrome";

/** A machine on which exactly these files exist. */
function machine(platform: NodeJS.Platform, files: string[], env: Record<string, string> = {}) {
  return chooseChromium({
    platform,
    env,
    exists: (path: string) => files.includes(path),
    playwrightBrowserPath: () => PLAYWRIGHTS_OWN,
  });
}

describe("choosing the browser", () => {
  test("takes the browser named in CHROME_PATH first, even with others installed", () => {
    const named = "/opt/custom/chrome";
    expect(machine("linux", ["/usr/bin/chromium", named], { [CHROME_PATH_VARIABLE]: named })).toEqual({ path: named });
  });

  test("says in one line that CHROME_PATH names nothing, instead of quietly taking another browser", () => {
    const choice = machine("linux", ["/usr/bin/chromium"], { [CHROME_PATH_VARIABLE]: "/opt/typo/chrom" });
    expect(choice).toHaveProperty("problem");
    const { problem } = choice as { problem: string };
    expect(problem).toContain(CHROME_PATH_VARIABLE);
    expect(problem).toContain("/opt/typo/chrom");
    expect(problem).not.toContain("\n");
  });

  test("finds Debian's Chromium, and Chrome on other Linux systems", () => {
    expect(machine("linux", ["/usr/bin/chromium"])).toEqual({ path: "/usr/bin/chromium" });
    expect(machine("linux", ["/usr/bin/google-chrome-stable"])).toEqual({ path: "/usr/bin/google-chrome-stable" });
  });

  test("finds Chrome or Edge where their installers put them on macOS, for all users or one", () => {
    const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    const edge = "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge";
    const usersChrome = "/Users/jane/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(machine("darwin", [chrome, edge])).toEqual({ path: chrome });
    expect(machine("darwin", [edge])).toEqual({ path: edge });
    expect(machine("darwin", [usersChrome], { HOME: "/Users/jane" })).toEqual({ path: usersChrome });
    // A Linux path means nothing on a Mac.
    expect(machine("darwin", ["/usr/bin/chromium"])).toHaveProperty("problem");
  });

  test("finds Chrome or Edge where their installers put them on Windows, whatever the variables' casing", () => {
    const env = {
      ProgramFiles: "C:\\Program Files",
      "ProgramFiles(x86)": "C:\\Program Files (x86)",
      LOCALAPPDATA: "C:\\Users\\Jane\\AppData\\Local",
    };
    const chrome = "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe";
    const usersChrome = "C:\\Users\\Jane\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe";
    const edge = "C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe";
    expect(machine("win32", [edge, chrome], env)).toEqual({ path: chrome });
    expect(machine("win32", [usersChrome], env)).toEqual({ path: usersChrome });
    // Every Windows 10 and 11 has Edge.
    expect(machine("win32", [edge], env)).toEqual({ path: edge });
    expect(
      machine("win32", [edge], { PROGRAMFILES: "C:\\Program Files", "PROGRAMFILES(X86)": "C:\\Program Files (x86)" }),
    ).toEqual({ path: edge });
  });

  test("falls back to Playwright's own browser only when no system browser is installed", () => {
    expect(machine("darwin", [PLAYWRIGHTS_OWN])).toEqual({ path: PLAYWRIGHTS_OWN });
    expect(machine("linux", [PLAYWRIGHTS_OWN, "/usr/bin/chromium"])).toEqual({ path: "/usr/bin/chromium" });
  });

  test("without any browser, says in one line what to install or which variable to set", () => {
    for (const platform of ["darwin", "win32", "linux"] as const) {
      const choice = machine(platform, []);
      expect(choice).toHaveProperty("problem");
      const { problem } = choice as { problem: string };
      expect(problem).not.toContain("\n");
      expect(problem).toContain("npx playwright install chromium");
      expect(problem).toContain(CHROME_PATH_VARIABLE);
    }
  });
});

describe("choosing the browser tests' browser", () => {
  const shell = "/usr/bin/chromium-headless-shell";
  const testMachine = (platform: NodeJS.Platform, files: string[], env: Record<string, string> = {}) =>
    chooseTestChromium({
      platform,
      env,
      exists: (path: string) => files.includes(path),
      playwrightBrowserPath: () => PLAYWRIGHTS_OWN,
    });

  test("takes Debian's Chromium headless shell where its package is installed", () => {
    expect(testMachine("linux", ["/usr/bin/chromium", shell])).toEqual({ path: shell });
  });

  test("takes the browser named in CHROME_PATH over the headless shell", () => {
    const named = "/usr/bin/chromium";
    expect(testMachine("linux", [named, shell], { [CHROME_PATH_VARIABLE]: named })).toEqual({ path: named });
  });

  test("without the headless shell, chooses as every other script does", () => {
    expect(testMachine("linux", ["/usr/bin/chromium"])).toEqual({ path: "/usr/bin/chromium" });
    expect(testMachine("linux", [])).toHaveProperty("problem");
  });
});
