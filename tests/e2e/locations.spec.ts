import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { townPages } from "../../app/content/towns";
import { site } from "../../app/site.config";
import { waitForHydration } from "./support/page-errors";

/** The towns and what each page holds come from the config and the town files, never from a list here. */
const towns = site.serviceArea.towns;

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe("the locations index", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/locations");
  });

  test("links to every town page, each named for its town", async ({ page }) => {
    const links = page.getByRole("region", { name: "Towns I Serve" }).getByRole("link");
    await expect(links).toHaveText(towns.map((town) => town.name));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual(towns.map((town) => `/locations/${town.slug}`));
  });

  test("lists the meeting-place types with their benefits", async ({ page }) => {
    const places = page.getByRole("region", { name: "Where We Can Meet" });
    await expect(places.getByRole("heading", { level: 3, name: "Your Home" })).toBeVisible();
    await expect(places.getByRole("heading", { level: 3, name: "Hospitals and Care Facilities" })).toBeVisible();
    const cards = places.getByRole("list").first().locator(":scope > li");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const card of await cards.all()) {
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
    }
  });

  test("names the specialized locations", async ({ page }) => {
    const special = page.getByRole("region", { name: "Hospitals, Campuses and Other Special Settings" });
    await expect(special.getByRole("heading", { level: 3 })).toContainText(["Hospitals", "College Campuses"]);
  });

  test("gives the radius, travel fee and hours from the config", async ({ page }) => {
    const travel = page.getByRole("region", { name: "Travel, Fees and Scheduling" });
    await expect(travel).toContainText(`${site.serviceArea.radiusMiles} miles of ${site.serviceArea.base}`);
    await expect(travel).toContainText(`$${site.fees.travelUsd} within ${site.fees.travelFeeRadiusMiles} miles`);
    await expect(travel).toContainText("5:00 PM–8:00 PM");
    await expect(travel.getByRole("img")).toHaveAttribute("alt", /travel radius/);
  });

  test("a town card opens its page inside the app", async ({ page }) => {
    const town = towns[towns.length - 1];
    if (!town) throw new Error("The config lists no towns");
    await waitForHydration(page);
    await page.getByRole("link", { name: town.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/locations/${town.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Mobile Notary in ${town.name}, PA`);
    await expect(page.getByText(`Serving ${town.name}`, { exact: true })).toBeVisible();
  });
});

for (const town of towns) {
  test.describe(`the ${town.name} page`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/locations/${town.slug}`);
    });

    test("opens with the town's name, a call link and Schedule Online", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Mobile Notary in ${town.name}, PA`);
      await expect(page.getByText(`Serving ${town.name}`, { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByRole("img", { name: /^Illustration of .+/ })).toBeVisible();

      const schedule = page.getByRole("link", { name: "Schedule Online" });
      expect(await schedule.count()).toBeGreaterThanOrEqual(3);
      for (const link of await schedule.all()) await expect(link).toHaveAttribute("href", "/contact");
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: `Call ${site.phone.display}` })
          .first(),
      ).toHaveAttribute("href", `tel:${site.phone.e164}`);
    });

    test("shows 8 areas, 8 key locations and the Need Service box", async ({ page }) => {
      const areas = page.getByRole("region", { name: `Areas I Serve in and around ${town.name}` });
      await expect(areas.getByRole("listitem")).toHaveCount(8);
      const keyLocations = page.getByRole("region", { name: `Places I Visit in ${town.name}` });
      await expect(keyLocations.getByRole("listitem")).toHaveCount(8);
      await expect(page.getByRole("heading", { level: 3, name: "Need Service at a Specific Location" })).toBeVisible();
    });

    test("shows three services, four reasons and closes with phone, e-mail and hours", async ({ page }) => {
      const services = page.getByRole("region", { name: `How I Help in ${town.name}` });
      const cards = townPages[town.slug].services;
      await expect(services.getByRole("heading", { level: 3 })).toHaveText(cards.map((card) => card.title));
      // Each card leads to the service page its town file names.
      const hrefs = await services
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs).toEqual(cards.map((card) => card.link));
      const reasons = page.getByRole("region", { name: `Why ${town.name} Clients Call Me` });
      await expect(reasons.getByRole("heading", { level: 3 })).toHaveCount(4);

      const closing = page.getByRole("region", { name: `Need a Notary in ${town.name}?` });
      await expect(closing.getByRole("link", { name: site.phone.display, exact: true })).toHaveAttribute(
        "href",
        `tel:${site.phone.e164}`,
      );
      await expect(closing.getByRole("link", { name: site.email, exact: true })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(closing).toContainText("5:00 PM–8:00 PM");
      await expect(closing.getByRole("link", { name: "Schedule Online" })).toHaveAttribute("href", "/contact");
    });

    test("has a breadcrumb, and tells search engines the same trail and the town served", async ({ page }) => {
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(trail.getByRole("link", { name: "Locations" })).toHaveAttribute("href", "/locations");
      await expect(trail.getByText(town.name, { exact: true })).toHaveAttribute("aria-current", "page");

      const blocks = await jsonLdBlocks(page);
      const notary = blocks.find((block) => block["@type"] === "Notary");
      expect(notary).toMatchObject({ areaServed: { name: `${town.name}, PA` }, telephone: site.phone.e164 });
      const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(breadcrumb?.itemListElement).toEqual([
        expect.objectContaining({ position: 1, name: "Home" }),
        expect.objectContaining({ position: 2, name: "Locations" }),
        expect.objectContaining({ position: 3, name: town.name, item: `${site.url}/locations/${town.slug}` }),
      ]);
    });
  });
}

test.describe("the page kinds", () => {
  for (const town of towns) {
    const content = townPages[town.slug];

    test(`${town.name} shows the sections of a ${content.kind} town page`, async ({ page }) => {
      await page.goto(`/locations/${town.slug}`);
      const neighborhoods = page.getByRole("region", { name: `${town.name} Neighborhoods I Serve` });
      const landmarks = page.getByRole("region", { name: `Around ${town.name}'s Landmarks` });
      const serviceTypes = page.getByRole("region", { name: `Notary Services Popular in ${town.name}` });
      const keyLocations = page.getByRole("region", { name: `Places I Visit in ${town.name}` });
      const needService = { name: "Need Service at a Specific Location" } as const;

      if (content.kind === "featured") {
        await expect(neighborhoods.getByRole("heading", { level: 3 })).toHaveText(
          content.neighborhoods.map((place) => place.name),
        );
        await expect(landmarks.getByRole("heading", { level: 3 })).toHaveText(
          content.landmarks.map((place) => place.name),
        );
        const hrefs = await serviceTypes
          .getByRole("link")
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
        expect(hrefs).toEqual(content.serviceTypes.map((slug) => `/services/${slug}`));
      } else {
        await expect(neighborhoods).toHaveCount(0);
        await expect(landmarks).toHaveCount(0);
        await expect(serviceTypes).toHaveCount(0);
      }

      if (content.kind === "university") {
        // The Need Service box moves from the key locations into the university section.
        const university = page.getByRole("region", { name: content.university.heading });
        await expect(university.getByRole("group", { name: "Student Services" }).getByRole("listitem")).toHaveText([
          ...content.university.studentServices,
        ]);
        await expect(
          university.getByRole("group", { name: "Faculty & Staff Services" }).getByRole("listitem"),
        ).toHaveText([...content.university.facultyStaffServices]);
        await expect(university.getByRole("heading", { name: content.university.campusNote.title })).toBeVisible();
        await expect(university.getByRole("heading", needService)).toBeVisible();
        await expect(keyLocations.getByRole("heading", needService)).toHaveCount(0);
      } else {
        await expect(page.getByRole("region", { name: /University/ })).toHaveCount(0);
        await expect(keyLocations.getByRole("heading", needService)).toBeVisible();
      }
    });
  }
});
