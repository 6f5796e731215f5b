import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { services } from "~/content/services";
import { buildTownPage, findTown, townPages, type TownPage } from "~/content/towns";
import { site } from "~/site.config";
import routes from "../../routes";

const configTowns = site.serviceArea.towns;
const pages: TownPage[] = Object.values(townPages);

/** The paragraphs of a town's introduction with its own name taken out. */
function introWithoutName(page: TownPage): string[] {
  const name = configTowns.find((town) => town.slug === page.slug)?.name ?? "";
  return page.intro.paragraphs.map((paragraph) => paragraph.replaceAll(name, "TOWN").trim());
}

describe("the town pages", () => {
  test("are the towns of the config, each under its own slug", () => {
    expect(configTowns.length).toBeGreaterThan(0);
    expect(Object.keys(townPages).sort()).toEqual(configTowns.map((town) => town.slug).sort());
    for (const [slug, page] of Object.entries(townPages)) {
      expect(page.slug).toBe(slug);
    }
  });

  test("each have a route in the route table", () => {
    const paths = routes.map((route) => route.path);
    for (const town of configTowns) {
      expect(paths).toContain(`locations/${town.slug}`);
    }
  });

  test("list exactly 8 areas and 8 key locations, with no place twice", () => {
    for (const page of pages) {
      expect(page.areas, page.slug).toHaveLength(8);
      expect(page.keyLocations, page.slug).toHaveLength(8);
      expect(new Set(page.areas).size, page.slug).toBe(8);
      expect(new Set(page.keyLocations.map((location) => location.name)).size, page.slug).toBe(8);
    }
  });

  test("have three service cards, each leading to a service page that exists, and four reasons", () => {
    const servicePaths = ["/services", ...services.map((service) => `/services/${service.slug}`)];
    for (const page of pages) {
      expect(page.services, page.slug).toHaveLength(3);
      expect(page.reasons, page.slug).toHaveLength(4);
      for (const card of page.services) expect(servicePaths, `${page.slug}: ${card.title}`).toContain(card.link);
    }
  });

  test("never share an introduction, even with the town's name swapped", () => {
    const seen = new Map<string, string>();
    for (const page of pages) {
      for (const paragraph of introWithoutName(page)) {
        expect(seen.get(paragraph), `${page.slug} repeats ${seen.get(paragraph) ?? ""}`).toBeUndefined();
        seen.set(paragraph, page.slug);
      }
    }
    const summaries = pages.map((page) => page.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  test("name their town in the picture's description", () => {
    for (const page of pages) {
      const name = configTowns.find((town) => town.slug === page.slug)?.name ?? "";
      expect(page.picture.alt, page.slug).toContain(name.replace(" Township", ""));
    }
  });

  test("are standard, except Reading and Exeter Township (featured) and Kutztown (university)", () => {
    // The spec names the exceptions; every other town, however many the config lists, is standard.
    const exceptions: Record<string, TownPage["kind"]> = {
      reading: "featured",
      "exeter-township": "featured",
      kutztown: "university",
    };
    const kinds = Object.fromEntries(pages.map((page) => [page.slug, page.kind]));
    expect(kinds).toEqual(
      Object.fromEntries(configTowns.map((town) => [town.slug, exceptions[town.slug] ?? "standard"])),
    );
  });

  test("give Reading and Exeter Township neighborhoods, landmarks and service types", () => {
    for (const page of [townPages.reading, townPages["exeter-township"]]) {
      if (page.kind !== "featured") throw new Error(`${page.slug} should be featured`);
      expect(page.neighborhoods.length, page.slug).toBeGreaterThanOrEqual(4);
      expect(page.landmarks.length, page.slug).toBeGreaterThanOrEqual(4);
      expect(page.serviceTypes.length, page.slug).toBeGreaterThanOrEqual(3);
    }
  });

  test("give Kutztown the spec's student and faculty & staff lists, word for word", () => {
    const page = townPages.kutztown;
    if (page.kind !== "university") throw new Error("Kutztown should be a university page");
    expect(page.university.studentServices).toEqual([
      "Academic transcripts",
      "Study abroad documentation",
      "Financial aid documents",
      "Internship and employment papers",
      "Housing and rental agreements",
      "Personal legal documents",
    ]);
    expect(page.university.facultyStaffServices).toEqual([
      "Employment documentation",
      "Academic credentials",
      "Research and grant documents",
      "Professional certifications",
      "Real estate transactions",
      "Personal and family documents",
    ]);
    expect(page.university.campusNote.title).toBe("Convenient Campus Service");
  });
});

describe("the town content files", () => {
  const directory = import.meta.dirname;
  const sources = readdirSync(directory)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => ({ file, text: readFileSync(join(directory, file), "utf8") }));

  test("type no business fact: no prices, phone numbers, e-mail addresses or mileages", () => {
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(/\$\d/);
      expect(text, file).not.toMatch(/\(?\d{3}\)?[ -.]\d{3}-\d{4}/);
      expect(text, file).not.toMatch(/[\w.-]+@[\w-]+\.\w+/);
      expect(text, file).not.toMatch(/\d+ miles/);
    }
  });
});

describe("a town page's loader data", () => {
  test("is found from the path's last segment in any casing, and not for unknown towns", () => {
    for (const town of configTowns) expect(findTown(town.slug.toUpperCase())).toBe(town);
    expect(findTown("philadelphia")).toBeUndefined();
    expect(findTown(undefined)).toBeUndefined();
  });

  test.each(configTowns.map((town) => [town.name, town] as const))(
    "builds the shared sentences for %s from the config: radius, travel fee and the town itself",
    (_, town) => {
      const page = buildTownPage(town);
      expect(page.needService).toContain(town.name);
      expect(page.needService).toContain(`${site.serviceArea.radiusMiles} miles of ${site.serviceArea.base}`);
      expect(page.needService).toContain(`$${site.fees.travelUsd} within ${site.fees.travelFeeRadiusMiles} miles`);
      expect(page.crumbs).toEqual([
        { name: "Home", path: "/" },
        { name: "Locations", path: "/locations" },
        { name: town.name, path: `/locations/${town.slug}` },
      ]);
      expect(page.keyLocations.every((location) => location.icon && location.label)).toBe(true);
    },
  );

  test("resolves each featured town's neighborhoods, landmarks and service types to what its file lists", () => {
    const featured = configTowns.filter((town) => townPages[town.slug].kind === "featured");
    expect(featured.length).toBeGreaterThan(0);
    for (const town of featured) {
      const { variant } = buildTownPage(town);
      const data = townPages[town.slug];
      if (variant.kind !== "featured" || data.kind !== "featured") throw new Error(`${town.slug} should be featured`);
      expect(variant.serviceTypes.map((service) => service.slug)).toEqual(data.serviceTypes);
      expect(variant.neighborhoods.map((place) => place.title)).toEqual(data.neighborhoods.map((place) => place.name));
      expect(variant.landmarks.map((place) => place.title)).toEqual(data.landmarks.map((place) => place.name));
    }
  });
});
