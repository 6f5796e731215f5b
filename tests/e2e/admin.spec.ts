import { expect, test } from "./support/shared-tab";
import { collectPageErrors } from "./support/page-errors";
import { listPagePaths, NOT_FOUND_PATHS } from "../../app/routes/page-paths";
import { ADMIN_PATH } from "../../platform/editor/admin-page.mjs";
import { formStandInPort, hostServers } from "../../playwright.config";

/**
 * The site editor at /admin, as every host recipe serves it, and what it
 * must not do to the public site: be listed, indexed or loaded by a page.
 */
for (const host of hostServers) {
  test(`${host.name} serves the site editor at ${ADMIN_PATH}: its page, Decap's bundle and its configuration`, async ({
    request,
  }) => {
    const page = await request.get(host.origin + ADMIN_PATH, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(page.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'unsafe-eval'/);

    for (const file of ["decap-cms.js", "config.yml", "editor.js", "photo-name.js"]) {
      const response = await request.get(`${host.origin}${ADMIN_PATH}/${file}`, { maxRedirects: 0 });
      expect(response.status(), file).toBe(200);
    }
  });
}

test("no public page links to or loads anything from the site editor, and neither robots.txt nor the sitemap names it", async ({
  request,
}) => {
  for (const path of [
    ...listPagePaths().filter((page) => !Object.values(NOT_FOUND_PATHS).includes(page)),
    "/robots.txt",
    "/sitemap.xml",
  ]) {
    const text = await (await request.get(path)).text();
    expect(text, path).not.toMatch(new RegExp(`["'/]admin(?:[/"'?.]|$)`, "m"));
  }
});

test("the site editor starts in Chromium under its own policy, with no error", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(ADMIN_PATH);
  // Without a local backend (a deploy build), Decap asks the owner to sign in with GitHub.
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a sign-in popup opened by the site editor on another origin can report back to it (Cross-Origin-Opener-Policy)", async ({
  page,
}) => {
  await page.goto(ADMIN_PATH);
  const popup = page.waitForEvent("popup");
  // Another origin standing in for the login service (Netlify, or the owner's OAuth Worker).
  await page.evaluate((url) => window.open(url, "login"), `http://localhost:${formStandInPort}/`);
  const loginWindow = await popup;
  await loginWindow.waitForLoadState();
  expect(await loginWindow.evaluate(() => window.opener !== null)).toBe(true);
});
