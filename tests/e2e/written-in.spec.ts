import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { counterpartOf } from "../../app/routes/page-paths";
import { collectPageErrors, navigateInApp, waitForHydration } from "./support/page-errors";

/**
 * What the build writes into every page after prerendering, outside React
 * (platform/build/finish-build.mjs): the heading face and the stylesheet, each in a
 * <style> at the end of the <head>, and the icon sprite first in the <body>.
 * React 19 hydrates the <head> and <body> around elements it did not render;
 * these tests hold it to that: no error or hydration warning in the console,
 * the very elements the page arrived with still in place after hydration and
 * after moving to other pages in the browser, the styles applied and every
 * icon drawn.
 */
const WRITTEN_IN = ["inlined-faces", "site-css", "icon-sprite"] as const;

/** Console errors, uncaught exceptions and any warning about hydration, from now on. */
function watchConsole(page: Page): string[] {
  const problems = collectPageErrors(page);
  page.on("console", (message) => {
    if (message.type() === "warning" && /hydrat|did not match|mismatch/i.test(message.text()))
      problems.push(`warning: ${message.text()}`);
  });
  return problems;
}

/** Keeps the written-in elements the page arrived with, before any script runs, to compare later. */
async function rememberArrival(page: Page): Promise<void> {
  await page.addInitScript((ids) => {
    document.addEventListener("DOMContentLoaded", () => {
      Object.assign(window, { writtenIn: ids.map((id) => document.getElementById(id)) });
    });
  }, WRITTEN_IN);
}

/** What the page holds now of what the build wrote in, and whether the styles apply and the icons draw. */
function inspect(page: Page) {
  return page.evaluate((ids) => {
    const arrived = (window as unknown as { writtenIn?: (Element | null)[] }).writtenIn ?? [];
    const shownUses = [...document.querySelectorAll("svg use")].filter((use) => use.closest("svg")?.checkVisibility());
    const heading = document.querySelector("h1");
    return {
      counts: ids.map((id) => `${id}: ${document.querySelectorAll(`#${id}`).length}`),
      sameAsOnArrival: ids.map((id, index) => `${id}: ${document.getElementById(id) === arrived[index]}`),
      spriteFirstInBody: document.body.firstElementChild?.id,
      // Rules of the stylesheet: the body's `flex`, the sprite's `hidden`, the headings' face.
      bodyDisplay: getComputedStyle(document.body).display,
      spriteDisplay: getComputedStyle(document.getElementById("icon-sprite") ?? document.body).display,
      headingFont: heading ? getComputedStyle(heading).fontFamily : "",
      icons: shownUses.length,
      iconsDrawn: shownUses.filter((use) => {
        const box = (use as SVGGraphicsElement).getBBox();
        return box.width > 0 && box.height > 0;
      }).length,
    };
  }, WRITTEN_IN);
}

async function expectWrittenInIntact(page: Page, where: string) {
  const state = await inspect(page);
  expect(state.counts, where).toEqual(WRITTEN_IN.map((id) => `${id}: 1`));
  expect(state.sameAsOnArrival, `${where}: the elements the page arrived with`).toEqual(
    WRITTEN_IN.map((id) => `${id}: true`),
  );
  expect(state.spriteFirstInBody, where).toBe("icon-sprite");
  expect(state.bodyDisplay, `${where}: body`).toBe("flex");
  expect(state.spriteDisplay, `${where}: sprite`).toBe("none");
  expect(state.headingFont, `${where}: h1`).toMatch(/^"?Roboto Slab"?,/);
  expect(state.icons, `${where}: icons on the page`).toBeGreaterThan(0);
  expect(state.iconsDrawn, `${where}: icons drawn`).toBe(state.icons);
}

/** A 404 answer logs one network error in the console; nothing else may. */
const besidesThe404 = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: .*404/.test(problem));

const spanishServices = counterpartOf("/services")?.path ?? "/espanol/servicios";

test.describe("the stylesheets and the icon sprite written into each page", () => {
  for (const { path, status } of [
    { path: "/", status: 200 },
    { path: spanishServices, status: 200 },
    { path: "/no-such-page", status: 404 },
    // Under a route with a parameter: the page hydrates as the not-found page, then its route decides.
    { path: "/services/notarize-my-cat", status: 404 },
  ]) {
    test(`${path}: hydrates around them with a clean console, styled and with every icon drawn`, async ({ page }) => {
      const problems = watchConsole(page);
      await rememberArrival(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expectWrittenInIntact(page, path);
      expect(besidesThe404(problems)).toEqual([]);
    });
  }

  test("they stay, the same elements, through pages reached in the browser, the not-found page and the other language", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await rememberArrival(page);
    // From the fees page, which has React and its router (decision 036: pages without it are reached by a page load).
    await page.goto("/fees");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("h1")).toHaveText(/service/i);
    await expectWrittenInIntact(page, "/services, reached from /fees");

    await navigateInApp(page, "/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expectWrittenInIntact(page, "/no-such-page, reached in the browser");

    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expectWrittenInIntact(page, "/services, after Back");

    // The root's loader runs again for the other language, and <html lang> changes.
    await page.locator('header a[hreflang="es"]').click();
    await expect(page).toHaveURL(new RegExp(`${spanishServices}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectWrittenInIntact(page, `${spanishServices}, reached in the browser`);

    expect(await page.evaluate(() => "stillTheSamePage" in window), "no page load on the way").toBe(true);
    expect(besidesThe404(problems)).toEqual([]);
  });
});
