// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { site as realSite, type Site } from "~/facts/site.config";
import { describePhone } from "~/vocabulary/phone";

/**
 * The owner's public profiles are optional facts: the pages are built with
 * today's facts plus the profiles given (or emptied) here, whatever the data
 * set, and read as a visitor would, by role and accessible name.
 */
const given = {
  googleBusinessProfileUrl: "https://g.page/r/a-notary-profile",
  reviewUrl: "https://g.page/r/a-notary-profile/review",
  whatsApp: "+12155550123",
  otherProfiles: [
    { name: "Facebook", url: "https://www.facebook.com/a-notary" },
    { name: "NNA", url: "https://www.nationalnotary.org/profile/a-notary" },
  ],
};
const empty = { googleBusinessProfileUrl: "", reviewUrl: "", whatsApp: "", otherProfiles: [] };
// Left out: today's data set may carry some, so each is removed here.
const leftOut = {
  googleBusinessProfileUrl: undefined,
  reviewUrl: undefined,
  whatsApp: undefined,
  otherProfiles: undefined,
};

// The config is `as const`, so a changed copy is typed loosely on purpose.
async function loadWith(profiles: Partial<Record<keyof typeof given, unknown>>) {
  vi.resetModules();
  const facts = { ...structuredClone(realSite), ...profiles } as Site;
  vi.doMock("~/facts/site.config", () => ({ site: facts }));
  const [{ SiteFooter }, { ActionBar }, { shellWords }, contact, testimonials, espanol, data, legal] =
    await Promise.all([
      import("~/components/SiteFooter"),
      import("~/components/ActionBar"),
      import("~/content/shell"),
      import("~/routes/contact"),
      import("~/routes/testimonials"),
      import("~/routes/espanol"),
      import("~/lib/structured-data"),
      import("~/content/legal/privacy-policy"),
    ]);
  return { SiteFooter, ActionBar, shellWords, contact, testimonials, espanol, data, legal };
}

type Loaded = Awaited<ReturnType<typeof loadWith>>;

/** A page as the app shows it: the root's words around it, then the footer and the phone's bar. */
function renderPage(loaded: Loaded, path: string) {
  const { SiteFooter, ActionBar, shellWords } = loaded;
  const lang = path.startsWith("/espanol") ? "es" : "en";
  type LoaderArgs = { request: Request };
  const page = (module: { default: unknown; loader: (args: never) => unknown }) => ({
    // The route modules' own loaders and components, as the build runs them.
    loader: ({ request }: LoaderArgs) => module.loader({ request } as never),
    Component: module.default as () => React.ReactNode,
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ shell: shellWords(lang) }),
      Component: () => (
        <>
          <main>
            <Outlet />
          </main>
          <SiteFooter />
          <ActionBar />
        </>
      ),
      children: [
        { path: "contact", ...page(loaded.contact) },
        { path: "espanol/contacto", ...page(loaded.contact) },
        { path: "testimonials", ...page(loaded.testimonials) },
        { path: "espanol/opiniones", ...page(loaded.testimonials) },
        { path: "espanol", ...page(loaded.espanol) },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  // The phone's bar watches the page's forms; jsdom has no IntersectionObserver. (Undone after each test.)
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.doUnmock("~/facts/site.config");
  vi.resetModules();
});

const whatsAppDigits = given.whatsApp.slice(1);
const shownNumber = describePhone(given.whatsApp).display;

/** The message a WhatsApp link opens the chat with. */
function prefilled(href: string | null): string {
  const url = new URL(href ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsAppDigits}`);
  return url.searchParams.get("text") ?? "";
}

/** Every link of the page that leaves the site keeps the site's convention: it is marked external. */
function expectExternalLinksMarked() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="https:"]')) {
    expect(link, link.href).toHaveAttribute("rel", "external noopener");
  }
}

const footer = () => screen.getByRole("contentinfo");
const actionBar = (name: string) => screen.getByRole("navigation", { name });

describe("with her public profiles given", () => {
  let loaded: Loaded;
  beforeAll(async () => {
    loaded = await loadWith(given);
  });

  test.each([
    ["/contact", "Find me on", "Message me on WhatsApp", "Quick contact"],
    ["/espanol/contacto", "Encuéntreme en", "Escríbame por WhatsApp", "Contacto rápido"],
  ])(
    "%s: the footer lists her profiles and WhatsApp, and WhatsApp sits beside Call and Text",
    async (path, heading, whatsApp, barName) => {
      renderPage(loaded, path);
      const bottom = await screen.findByRole("contentinfo");
      expect(within(bottom).getByRole("heading", { name: heading })).toBeInTheDocument();
      expect(within(bottom).getByRole("link", { name: "Google" })).toHaveAttribute(
        "href",
        given.googleBusinessProfileUrl,
      );
      for (const profile of given.otherProfiles) {
        expect(within(bottom).getByRole("link", { name: profile.name })).toHaveAttribute("href", profile.url);
      }
      prefilled(within(bottom).getByRole("link", { name: whatsApp }).getAttribute("href"));

      const ways = document.querySelector<HTMLElement>("[data-contact-ways]");
      if (!ways) throw new Error("the contact page has no group of ways to reach her");
      const wayLinks = within(ways)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href") ?? "");
      const textAt = wayLinks.indexOf(realSite.phone.textHref);
      expect(textAt).toBeGreaterThan(-1);
      expect(wayLinks).toContain(realSite.phone.callHref);
      expect(wayLinks[textAt + 1]).toBe(within(ways).getByRole("link", { name: whatsApp }).getAttribute("href"));

      const bar = actionBar(barName);
      // Its name starts with the visible word and goes on with the number (WCAG 2.5.3).
      const barWhatsApp = within(bar).getByRole("link", { name: /^WhatsApp/ });
      expect(barWhatsApp.textContent).toContain(shownNumber);
      prefilled(barWhatsApp.getAttribute("href"));
      expect(within(bar).getAllByRole("link")).toHaveLength(4);
      expectExternalLinksMarked();
    },
  );

  test("the WhatsApp chat opens with a request for an appointment, naming the business, in the page's language", async () => {
    renderPage(loaded, "/contact");
    const english = prefilled(
      (await screen.findAllByRole("link", { name: "Message me on WhatsApp" }))[0]?.getAttribute("href") ?? null,
    );
    expect(english).toContain(realSite.businessName);
    expect(english).toMatch(/\bappointment\b/);
    cleanup();
    renderPage(loaded, "/espanol/contacto");
    const spanish = prefilled(
      (await screen.findAllByRole("link", { name: "Escríbame por WhatsApp" }))[0]?.getAttribute("href") ?? null,
    );
    expect(spanish).toContain(realSite.businessName);
    expect(spanish).toMatch(/\bcita\b/);
    expect(spanish).not.toMatch(/\bappointment\b/);
  });

  test("the Spanish home page offers WhatsApp beside the call, at the top and with the contact details", async () => {
    renderPage(loaded, "/espanol");
    const links = await screen.findAllByRole("link", { name: "Escríbame por WhatsApp" });
    // The hero, the contact details beside the form, and the footer.
    expect(links).toHaveLength(3);
    for (const link of links) expect(prefilled(link.getAttribute("href"))).toMatch(/\bcita\b/);
    expectExternalLinksMarked();
  });

  test.each([
    ["/testimonials", "Review us on Google"],
    ["/espanol/opiniones", "Déjenos su opinión en Google"],
  ])("%s invites clients to write a review where she asked for them", async (path, name) => {
    renderPage(loaded, path);
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("link", { name })).toHaveAttribute("href", given.reviewUrl);
    expectExternalLinksMarked();
  });

  test("a review link elsewhere than Google is offered without naming Google", async () => {
    const elsewhere = await loadWith({ ...given, reviewUrl: "https://www.yelp.com/writeareview/biz/a-notary" });
    renderPage(elsewhere, "/testimonials");
    expect(await screen.findByRole("link", { name: "Leave us a review" })).toHaveAttribute(
      "href",
      "https://www.yelp.com/writeareview/biz/a-notary",
    );
    expect(screen.queryByRole("link", { name: /Google/ })?.getAttribute("href")).not.toBe(
      "https://www.yelp.com/writeareview/biz/a-notary",
    );
  });

  test("the structured data names exactly her profiles as the same business", () => {
    expect(loaded.data.notaryJsonLd().sameAs).toEqual([
      given.googleBusinessProfileUrl,
      ...given.otherProfiles.map((profile) => profile.url),
    ]);
  });

  test("the privacy policy says, in both languages, that WhatsApp messages go through WhatsApp and Meta", () => {
    const { en, es } = loaded.legal.privacyPolicy;
    expect(JSON.stringify(en)).toMatch(/WhatsApp, a service of Meta/);
    expect(JSON.stringify(es)).toMatch(/WhatsApp, un servicio de Meta/);
  });
});

describe.each([
  ["left empty, as the editor writes them", empty],
  ["left out of business.json", leftOut],
])("with her public profiles %s", (_, profiles) => {
  let loaded: Loaded;
  beforeAll(async () => {
    loaded = await loadWith(profiles);
  });

  test.each(["/contact", "/espanol/contacto", "/testimonials", "/espanol/opiniones", "/espanol"])(
    "%s shows no profile, no WhatsApp and no review link, and no heading or list for them",
    async (path) => {
      renderPage(loaded, path);
      expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
      const hrefs = [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? "");
      expect(hrefs.filter((href) => href.startsWith("https://wa.me"))).toEqual([]);
      expect(screen.queryByText(/WhatsApp/)).toBeNull();
      expect(screen.queryByRole("heading", { name: /^(Find me on|Encuéntreme en)$/ })).toBeNull();
      expect(screen.queryByRole("link", { name: /^(Review us|Leave us a review|Déjenos su opinión)/ })).toBeNull();
      expect(within(footer()).getAllByRole("list")).toHaveLength(2);
      const bar = actionBar(path.startsWith("/espanol") ? "Contacto rápido" : "Quick contact");
      expect(within(bar).getAllByRole("link")).toHaveLength(3);
    },
  );

  test("the structured data carries no sameAs, and the privacy policy does not name WhatsApp", () => {
    expect(loaded.data.notaryJsonLd()).not.toHaveProperty("sameAs");
    expect(JSON.stringify(loaded.legal.privacyPolicy)).not.toMatch(/WhatsApp/);
  });
});
