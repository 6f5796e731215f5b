import { expect, test } from "./support/shared-tab";
import { actionWords } from "../../app/content/actions";
import { notFoundCopy } from "../../app/content/not-found";
import { site } from "../../app/facts/site.config";
import { LANGS, otherLang } from "../../app/vocabulary/lang";
import { escapeRegExp } from "../support/regexp";
import { collectPageErrors, navigateInApp, waitForHydration } from "./support/page-errors";

test.describe("addresses in any casing", () => {
  for (const [typed, canonical, heading] of [
    ["/ABOUT", "/about", "About Your Berks County Notary"],
    ["/Services/Mobile-Notary", "/services/mobile-notary", "Mobile Notary"],
    ["/services/i-9-employment-verification", "/services/I-9-employment-verification", "I-9 Employment Verification"],
    ["/Locations/KUTZTOWN", "/locations/kutztown", "Mobile Notary in Kutztown, PA"],
  ] as const) {
    test(`${typed} ends on ${canonical}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(typed);
      await expect(page).toHaveURL(new RegExp(`${canonical.replace(/[-/]/g, "\\$&")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(errors).toEqual([]);
    });
  }

  test("on a host that answers another casing with the 404 page, the visitor still lands on the page", async ({
    page,
    request,
  }) => {
    // What Netlify, Cloudflare and GitHub Pages do for a casing `_redirects` does not list.
    const notFoundPage = await (await request.get("/404.html")).text();
    await page.route("**/aBoUt/", (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: notFoundPage }),
    );
    const errors = collectPageErrors(page);
    await page.goto("/aBoUt/?ref=card#story");
    await expect(page).toHaveURL(/\/about\?ref=card#story$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Your Berks County Notary");
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("a mixed-case address followed inside the app finds its page too", async ({ page }) => {
    // The booking page has React, so its router follows the address (decision 036).
    await page.goto(actionWords.en.book.to);
    await waitForHydration(page);
    // A hand-typed link in an article could use any casing.
    await navigateInApp(page, "/FAQ");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });
});

test.describe("the not-found page", () => {
  test("answers an unknown path with HTTP 404 and the spec's texts", async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Page Not Found", { exact: true })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved. Let's get you back on track."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // A 404 response logs one network error in the console; nothing else may.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("also catches unknown paths below real sections", async ({ request }) => {
    for (const path of ["/services/notarize-my-cat", "/locations/philadelphia", "/about/team"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("Back to Home leads home", async ({ page }) => {
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Go Back returns to the page the visitor came from", async ({ page }) => {
    await page.goto("/faq");
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("an unknown address followed inside the app shows the not-found page", async ({ page }) => {
    await page.goto(actionWords.en.book.to);
    await waitForHydration(page);
    await navigateInApp(page, "/services/notarize-my-cat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(actionWords.en.book.to)}$`));
  });
});

test.describe("the Spanish not-found page", () => {
  const copy = notFoundCopy.es;

  test("answers an unknown address under /espanol/ with HTTP 404, in Spanish, and hydrates without an error", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto("/espanol/servicios/no-existe");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText(copy.title, { exact: true })).toBeVisible();
    await expect(page.getByText(copy.text)).toBeVisible();
    await expect(page.getByRole("link", { name: copy.home.label })).toHaveAttribute("href", copy.home.to);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("an unknown Spanish address followed inside the app shows it too", async ({ page }) => {
    await page.goto("/espanol");
    await waitForHydration(page);
    await navigateInApp(page, "/espanol/no-existe");
    await expect(page.getByText(copy.title, { exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("a Spanish address typed in capitals ends on the page", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/ESPANOL/SOBRE-MI");
    await expect(page).toHaveURL(/\/espanol\/sobre-mi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});

test.describe("an unknown address in the other language, followed inside the app", () => {
  for (const lang of LANGS) {
    const other = otherLang(lang);
    const unknown = other === "es" ? "/espanol/no-existe" : "/no-such-page";
    // From the booking page, which has React and its router (decision 036).
    test(`from ${actionWords[lang].book.to}, ${unknown} ends on the ${other} not-found page`, async ({ page }) => {
      await page.goto(actionWords[lang].book.to);
      await waitForHydration(page);
      await navigateInApp(page, unknown).catch(() => undefined); // The page reloads under the call.
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(unknown)}$`));
      await expect(page.getByText(notFoundCopy[other].title, { exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    });
  }
});

test.describe("the error page", () => {
  test("a page whose data fails to load shows the error heading and the status", async ({ page }) => {
    // Inside the app: from the booking page, which has React and its router (decision 036).
    await page.goto(actionWords.en.book.to);
    await waitForHydration(page);
    // A failed deploy or a flaky network: the service page's data answers 500.
    await page.route("**/services/oaths.data**", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await navigateInApp(page, "/services/oaths").catch(() => undefined); // The error stops the navigation.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByRole("main")).toContainText("500");
    // The shell stays, styled, so the visitor can still call or navigate away.
    await expect(page.locator("header")).toHaveCSS("position", "sticky");
    await expect(page.locator("header").getByRole("link", { name: site.phone.display })).toBeVisible();
  });
});
