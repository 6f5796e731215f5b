// Debian's Chromium, as every script and test here starts it: Playwright
// cannot download its own browser on our machines. CHROME_PATH overrides the
// path; the flags keep a headless run from reaching the network on its own.
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
