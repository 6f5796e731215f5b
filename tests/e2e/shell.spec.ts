import { statSync } from "node:fs";
import type { Page } from "@playwright/test";
import { actionWords } from "../../app/content/actions";
import { escapeRegExp } from "../support/regexp";
import { join } from "node:path";
import { expect, test } from "./support/shared-tab";
import { shellCopy } from "../../app/content/shell";
import { counterpartOf } from "../../app/routes/page-paths";
import { site } from "../../app/facts/site.config";
import { notAttorneyNotice } from "../../app/lib/gender-es";
import { langNames, type Lang } from "../../app/vocabulary/lang";
import { waitForHydration } from "./support/page-errors";
import { backToTheTop } from "./support/layout";

/*
 * The site's shell — skip link, header, slide-out menu, footer — checked on
 * one load of each page, each check a step named as "<part> › <what it does>".
 * Between steps the page is put back as it loaded (the menu closed, nothing
 * focused, scrolled to the top); the steps at other widths resize it, as the
 * header is laid out by CSS alone. A step that moves to another page comes
 * last on its page.
 */

/** The Spanish address of an English page, from the route table. */
function inLang(path: string, lang: Lang): string {
  return lang === "en" ? path : (counterpartOf(path)?.path ?? "");
}

/** The phone widths at which the header's own line names the business, and the height of those screens. */
const PHONE_NAME_WIDTHS = [320, 375] as const;
const PHONE_HEIGHT = 740;
/** The viewport the pages load at (Desktop Chrome's), which the steps at other widths return to. */
const DESKTOP = { width: 1280, height: 720 } as const;
test.use({ viewport: DESKTOP });

/** Undoes what a step did to the page the next step reads: the menu closed, nothing focused, scrolled to the top. */
async function asLoaded(page: Page) {
  const menu = page.getByRole("dialog");
  if (await menu.isVisible()) {
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  }
  await backToTheTop(page);
}

test("on /about: skip link, header, slide-out menu and the shell in English, on a wide screen and on phones", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);

  // First, while the keyboard has not moved focus since the page loaded.
  await test.step("skip link › is the first Tab stop and moves focus to the main content", async () => {
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });
  // The skip link's #main-content was a step in the tab's history: back to the page's own address.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await asLoaded(page);

  await test.step(`the shell in the page's language › ${shellInLanguageTitle("en")}`, () =>
    expectShellInLanguage(page, "en"));
  await asLoaded(page);

  await test.step("slide-out menu › opens with its links and moves focus into it", async () => {
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([...shellCopy.en.nav.menu.map((link) => link.label), /Call/]);
    for (const link of shellCopy.en.nav.menu) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(page.locator("dialog :focus")).toHaveCount(1);
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect(page.locator("header").getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
  await asLoaded(page);

  await test.step("slide-out menu › closes with the close button and returns focus to the menu button", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
  await asLoaded(page);

  await test.step("slide-out menu › closes on Escape and returns focus to the menu button", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
  await asLoaded(page);

  await test.step("slide-out menu › closes when the dimmed overlay is clicked", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    // The panel sits on the right; the left edge of the window is overlay.
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
  await asLoaded(page);

  await test.step("slide-out menu › keeps focus inside while it is open", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const { insideMenu, onPage } = await page.evaluate(() => ({
        insideMenu: document.activeElement?.closest("dialog") !== null,
        // Chromium lets focus reach the browser's own UI after the last item;
        // it must never land on the page behind the menu.
        onPage: document.activeElement !== document.body,
      }));
      expect(!onPage || insideMenu).toBe(true);
    }
  });
  await asLoaded(page);

  for (const width of PHONE_NAME_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await test.step(`the header on a phone › names the business in full at ${width} px (en)`, () =>
      expectBusinessNamedInFull(page, "en"));
  }

  await page.setViewportSize({ width: 800, height: PHONE_HEIGHT });
  await test.step("the header on a phone › leaves the name to the logo from sm up", async () => {
    await expect(page.locator("header [data-phone-name]")).toBeHidden();
    await expect(page.locator("header").getByText(site.businessName, { exact: true }).first()).toBeVisible();
  });

  // Last: it leaves the page.
  await page.setViewportSize(DESKTOP);
  await test.step("slide-out menu › closes when a link is chosen and shows that page", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });
});

test(`on ${inLang("/about", "es")}: the shell in Spanish, on a wide screen and on phones`, async ({ page }) => {
  await page.goto(inLang("/about", "es"));
  await waitForHydration(page);

  await test.step(`the shell in the page's language › ${shellInLanguageTitle("es")}`, () =>
    expectShellInLanguage(page, "es"));
  await asLoaded(page);

  for (const width of PHONE_NAME_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await test.step(`the header on a phone › names the business in full at ${width} px (es)`, () =>
      expectBusinessNamedInFull(page, "es"));
  }
});

test("on /: header and footer, on a phone and from tablet to wide screens", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);

  await test.step("header › offers a call link, the availability and the appointment button", async () => {
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    // What the line says depends on the hour; availability.spec.ts checks each case.
    await expect(header.locator("[data-availability]")).toBeVisible();
    await expect(header.locator("[data-availability]")).not.toBeEmpty();
    await expect(header.getByRole("link", { name: "Schedule Appointment" })).toHaveAttribute(
      "href",
      actionWords.en.book.to,
    );
  });

  await test.step("footer › has its eight links, the commission number, the year and the attorney notice", async () => {
    const footer = page.locator("footer");
    const nav = footer.getByRole("navigation", { name: "Footer" });
    await expect(nav.getByRole("link")).toHaveText(shellCopy.en.nav.footer.map((link) => link.label));
    for (const link of shellCopy.en.nav.footer) {
      await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
    }
    await expect(footer).toContainText(`Commission No. ${site.commission.number}`);
    // The year the site was built: the page served is the build's.
    const builtIn = statSync(join(process.cwd(), "build", "client", "index.html")).mtime.getFullYear();
    await expect(footer).toContainText(`© ${builtIn} ${site.businessName}`);
    await expect(footer).toContainText(
      "I am not an attorney licensed to practice law in this Commonwealth. I am not allowed to draft legal records, give advice on legal matters, including immigration, or charge a fee for those activities.",
    );
  });

  await test.step(`header layout › ${headerLayoutTitle("en")}`, () => expectHeaderPiecesApart(page));

  await page.setViewportSize({ width: 360, height: PHONE_HEIGHT });
  await test.step("header › keeps calling and booking one tap away on a phone, once the hero's own call and Book have scrolled away", async () => {
    const header = page.locator("header");
    const call = header.getByRole("link", { name: `Call ${site.phone.display}` });
    const book = header.getByRole("link", { name: shellCopy.en.contact.short, exact: true });
    // While the hero's actions are on screen they are the page's only ones (issue 41, first-action.spec.ts).
    await expect(page.locator("[data-hero-actions]")).toBeInViewport();
    await expect(call).toBeHidden();
    await expect(book).toBeHidden();
    await page.locator("#meet").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-hero-actions]")).not.toBeInViewport();
    await expect(call).toBeVisible();
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute("href", actionWords.en.book.to);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  // Last: it leaves the page.
  await page.setViewportSize(DESKTOP);
  await test.step("header › draws the seal and every icon from the page's own sprite, on arrival and on pages reached in the browser", async () => {
    /** Of the icons and drawings on screen or below it (not in a closed menu), how many draw something. */
    const drawnUses = () =>
      page.locator("svg use").evaluateAll((uses) => {
        const shown = uses.filter((use) => use.closest("svg")?.checkVisibility());
        return {
          all: shown.length,
          drawn: shown.filter((use) => {
            const box = (use as SVGGraphicsElement).getBBox();
            return box.width > 0 && box.height > 0;
          }).length,
        };
      });
    const seal = page.locator("header a svg").first();
    await expect(seal).toBeVisible();
    expect((await seal.boundingBox())?.width).toBe(40);
    const home = await drawnUses();
    expect(home.all).toBeGreaterThan(10);
    expect(home.drawn).toBe(home.all);

    // Reached by a link (a page load: the home page has no React, decision 036): its own sprite serves.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("h1")).toHaveText(/service/i);
    const services = await drawnUses();
    expect(services.all).toBeGreaterThan(10);
    expect(services.drawn).toBe(services.all);
  });
});

test(`on ${inLang("/", "es")}, from tablet to wide screens: the header's layout in Spanish`, async ({ page }) => {
  await page.goto(inLang("/", "es"));
  await waitForHydration(page);
  await test.step(`header layout › ${headerLayoutTitle("es")}`, () => expectHeaderPiecesApart(page));
});

test("on /services: the header's navigation and the language switch", async ({ page }) => {
  await page.goto("/services");
  await waitForHydration(page);

  await test.step("header › links the logo home and marks the current page in the main navigation", async () => {
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: new RegExp(site.businessName) })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(shellCopy.en.nav.header.map((link) => link.label));
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  // Last: it leaves the page.
  await test.step("the shell in the page's language › the language switch leads to the same page in the other language and back, after hydration too", async () => {
    const spanish = inLang("/services", "es");
    await page.locator('header a[hreflang="es"]').click();
    await expect(page).toHaveURL(new RegExp(`${spanish}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator('a[href="#main-content"]')).toHaveText(shellCopy.es.skipLink);
    await page.locator('header a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("scroll position", () => {
  test("starts each new page at the top, and again after Back and Forward", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const scrollY = () => page.evaluate(() => window.scrollY);
    // A history step is finished when the page it leads to is on screen;
    // only then is its scroll position the one a visitor sees.
    async function landedOn(path: RegExp, heading: string | RegExp) {
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }

    await page.goto("/");
    await waitForHydration(page);
    const homeHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

    const footerLink = page.locator("footer").getByRole("link", { name: "Privacy Policy" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(1000);
    await footerLink.click();
    await landedOn(/\/privacy-policy$/, "Privacy Policy");
    await expect.poll(scrollY).toBe(0);

    await page.locator("footer").getByRole("link", { name: "Accessibility" }).click();
    await landedOn(/\/accessibility$/, "Accessibility Statement");
    await expect.poll(scrollY).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollY()).toBeGreaterThan(500);
    await page.goBack();
    await landedOn(/\/privacy-policy$/, "Privacy Policy");
    await expect.poll(scrollY).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 800));
    await page.goBack();
    await landedOn(/\/$/, homeHeading);
    await expect.poll(scrollY).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 800));
    await page.goForward();
    await landedOn(/\/privacy-policy$/, "Privacy Policy");
    await expect.poll(scrollY).toBe(0);
  });

  test("moves focus to the new page's content after a navigation inside the app", async ({ page }) => {
    // From one page with React to another (decision 036: pages without React are reached by a page load).
    await page.goto("/fees");
    await waitForHydration(page);
    const feesTitle = await page.title();
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.locator("header").locator(`a[href="${actionWords.en.book.to}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(actionWords.en.book.to)}$`));
    await expect(page.locator("main#main-content")).toBeFocused();
    // The new page's head tags arrive with its data, without a page load.
    await expect(page).not.toHaveTitle(feesTitle);
    // The booking link may name the form's section; the page's address is what comes before it.
    const bookingPage = actionWords.en.book.to.split("#")[0] ?? "";
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${bookingPage}$`));
    expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  });
});

function shellInLanguageTitle(lang: Lang): string {
  return `on ${inLang("/about", lang)}: skip link, navigation, contact button, call link, menu and footer in ${langNames[lang]}`;
}

/** On /about in `lang`, hydrated: the skip link, the header, the menu (opened and closed again) and the footer speak it. */
async function expectShellInLanguage(page: Page, lang: Lang) {
  const copy = shellCopy[lang];
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator('a[href="#main-content"]')).toHaveText(copy.skipLink);
  const header = page.locator("header");
  const nav = page.getByRole("navigation", { name: copy.navLabels.main });
  await expect(nav.getByRole("link")).toHaveText(copy.nav.header.map((link) => link.label));
  for (const link of copy.nav.header) {
    await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
  }
  await expect(header.getByRole("link", { name: copy.contact.long })).toHaveAttribute("href", copy.contact.to);
  await expect(header.locator("[data-availability]")).toBeVisible();

  await page.getByRole("button", { name: copy.menu.open }).click();
  const menu = page.getByRole("dialog", { name: copy.menu.dialog });
  await expect(menu.getByRole("link")).toHaveText([
    ...copy.nav.menu.map((link) => link.label),
    copy.call(site.phone.display),
  ]);
  for (const link of copy.nav.menu) {
    const item = menu.getByRole("link", { name: link.label, exact: true });
    await expect(item).toHaveAttribute("href", link.to);
    if (link.lang) await expect(item).toHaveAttribute("lang", link.lang);
  }
  // The fee page and its estimator, one tap from the menu and the footer of every page.
  const feesPath = inLang("/fees", lang);
  await expect(menu.getByRole("link", { name: actionWords[lang].estimate.label })).toHaveAttribute("href", feesPath);
  await menu.getByRole("button", { name: copy.menu.close }).click();

  const footer = page.locator("footer");
  const footerNav = footer.getByRole("navigation", { name: copy.navLabels.footer });
  await expect(footerNav.getByRole("link")).toHaveText(copy.nav.footer.map((link) => link.label));
  await expect(footerNav.getByRole("link", { name: actionWords[lang].estimate.label })).toHaveAttribute(
    "href",
    feesPath,
  );
  await expect(footer.locator(`p[lang="${lang}"]`).filter({ hasText: notAttorneyNotice[lang] })).toHaveCount(1);
  // A Spanish page carries the statement in English too: the law asks for it in each language used.
  await expect(footer.locator('p[lang="en"]').filter({ hasText: notAttorneyNotice.en })).toHaveCount(1);
}

/** At a phone's width: the header's own line names the business, whole and on screen, beside the contact link. */
async function expectBusinessNamedInFull(page: Page, lang: Lang) {
  const name = page.locator("header [data-phone-name] span").filter({ hasText: site.businessName });
  await expect(name).toHaveText(site.businessName);
  await expect(name).toBeInViewport({ ratio: 1 });
  // Written out, not cut short by the line's ellipsis.
  expect(await name.evaluate((span) => span.getBoundingClientRect().right)).toBeLessThanOrEqual(
    await page.locator("header [data-phone-name]").evaluate((line) => line.getBoundingClientRect().right),
  );
  // Book beside it, once the page is scrolled past a hero's own call and Book (which stand in for the header's).
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  await expect(page.locator("header").getByRole("link", { name: shellCopy[lang].contact.short })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
}

function headerLayoutTitle(lang: Lang): string {
  return `in ${langNames[lang]}, the header's pieces sit side by side without touching, from tablet to wide screens`;
}

/** At each width from tablet to wide screens, no piece of the header's row spills out of the window or over another. */
async function expectHeaderPiecesApart(page: Page) {
  for (const width of [768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    // Each visible piece of the header's row: the logo, the navigation's links, the call and
    // availability, the language switch, the booking button, the menu button.
    const boxes = await page.locator("header > div > *").evaluateAll((pieces) =>
      pieces
        .flatMap((piece) =>
          piece.tagName === "NAV" || piece.tagName === "DIV"
            ? [...piece.querySelectorAll(":scope a, :scope button, :scope [data-availability]")]
            : [piece],
        )
        .map((element) => ({
          rect: element.getBoundingClientRect(),
          // A squeezed box can be narrower than the words that spill out of it.
          contentWidth: element.scrollWidth,
          text: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
        }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0)
        .map(({ rect, contentWidth, text }) => ({
          text,
          left: rect.left,
          right: rect.left + Math.max(rect.width, contentWidth),
          top: rect.top,
          bottom: rect.bottom,
        })),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.right, `${width}px: "${box.text}" ends inside the window`).toBeLessThanOrEqual(width);
      for (const other of boxes.slice(index + 1)) {
        const overlap =
          Math.min(box.right, other.right) - Math.max(box.left, other.left) > 1 &&
          Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 1;
        const nested = box.text.includes(other.text) || other.text.includes(box.text);
        expect(overlap && !nested, `${width}px: "${box.text}" overlaps "${other.text}"`).toBe(false);
      }
    }
  }
}
