import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { serviceCatalog, services } from "~/content/services";
import {
  buildTownPage,
  findTown,
  locationCrumbs,
  locationPaths,
  townHeadText,
  townPageIn,
  townPages,
  townWords,
  type TownPage,
} from "~/content/towns";
import { spanishAppointmentEs } from "~/content/towns/shared";
import type { PlacesData } from "~/facts/schemas/places";
import { fullTitle } from "~/lib/seo";
import { formatUsd } from "~/lib/format";
import { site, type TownSlug } from "~/facts/site.config";
import { LANGS, type Lang } from "~/vocabulary/lang";
import { SEARCH_DESCRIPTION_MAX, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_MAX } from "~/vocabulary/search-result";
import routes from "../../routes";

const configTowns = site.serviceArea.towns;

function pagesIn(lang: Lang): TownPage[] {
  return configTowns.map((town) => townPageIn(town.slug, lang));
}

function nameOf(page: TownPage): string {
  return configTowns.find((town) => town.slug === page.slug)?.name ?? "";
}

/** The paragraphs of a town's introduction with its own name taken out. */
function introWithoutName(page: TownPage): string[] {
  return page.intro.paragraphs.map((paragraph) => paragraph.replaceAll(nameOf(page), "TOWN").trim());
}

/** Every string a page holds, however deep. */
function allText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === "object") return Object.values(value).flatMap(allText);
  return [];
}

describe("the town pages", () => {
  test("keep the whole title within 60 characters and the description within 70–160, each its own, in both languages", () => {
    for (const lang of LANGS) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const town of configTowns) {
        const { title, description } = townHeadText(town, lang);
        expect(fullTitle(title, locationPaths[lang].town(town.slug)).length, title).toBeLessThanOrEqual(
          SEARCH_TITLE_MAX,
        );
        expect(description.length, description).toBeGreaterThanOrEqual(SEARCH_DESCRIPTION_MIN);
        expect(description.length, description).toBeLessThanOrEqual(SEARCH_DESCRIPTION_MAX);
        expect(description, `${town.slug} (${lang})`).toContain(town.name);
        titles.add(title);
        descriptions.add(description);
      }
      expect(titles.size, lang).toBe(configTowns.length);
      expect(descriptions.size, lang).toBe(configTowns.length);
    }
  });

  test("cover every town of the config, each page under its own slug, in both languages", () => {
    expect(configTowns.length).toBeGreaterThan(0);
    for (const town of configTowns) expect(Object.keys(townPages)).toContain(town.slug);
    for (const [slug, page] of Object.entries(townPages)) {
      for (const lang of LANGS) expect(page[lang].slug, `${slug} (${lang})`).toBe(slug);
    }
  });

  test("each have a route in the route table in both languages", () => {
    const paths = routes.map((route) => `/${route.path ?? ""}`);
    for (const town of configTowns) {
      for (const lang of LANGS) expect(paths).toContain(locationPaths[lang].town(town.slug));
    }
  });

  test("are the same kind of page, with the same picture, in both languages", () => {
    for (const town of configTowns) {
      const { en, es } = townPages[town.slug];
      expect(es.kind, town.slug).toBe(en.kind);
      expect(es.picture.variant, town.slug).toBe(en.picture.variant);
      if (en.kind === "featured" && es.kind === "featured") {
        expect(es.serviceTypes, town.slug).toEqual(en.serviceTypes);
        expect(es.neighborhoods.length, town.slug).toBe(en.neighborhoods.length);
        expect(es.landmarks.length, town.slug).toBe(en.landmarks.length);
      }
    }
  });

  describe.each(LANGS)("in %s", (lang) => {
    const pages = pagesIn(lang);

    test("list exactly 8 areas and 8 key locations, with no place twice", () => {
      for (const page of pages) {
        expect(page.areas, page.slug).toHaveLength(8);
        expect(page.keyLocations, page.slug).toHaveLength(8);
        expect(new Set(page.areas).size, page.slug).toBe(8);
        expect(new Set(page.keyLocations.map((location) => location.name)).size, page.slug).toBe(8);
      }
    });

    test("have three service cards, each naming a service that exists, and four reasons", () => {
      const slugs: string[] = services.map((service) => service.slug);
      for (const page of pages) {
        expect(page.services, page.slug).toHaveLength(3);
        expect(page.reasons, page.slug).toHaveLength(4);
        for (const card of page.services) expect(slugs, `${page.slug}: ${card.title}`).toContain(card.service);
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
        expect(page.picture.alt, page.slug).toContain(nameOf(page).replace(" Township", ""));
      }
    });
  });

  test("are standard, except Reading and Exeter Township (featured) and Kutztown (university)", () => {
    // The spec names the exceptions; every other town, however many the config lists, is standard.
    const exceptions: Record<string, TownPage["kind"]> = {
      reading: "featured",
      "exeter-township": "featured",
      kutztown: "university",
    };
    for (const lang of LANGS) {
      const kinds = Object.fromEntries(pagesIn(lang).map((page) => [page.slug, page.kind]));
      expect(kinds).toEqual(
        Object.fromEntries(configTowns.map((town) => [town.slug, exceptions[town.slug] ?? "standard"])),
      );
    }
  });

  test("give Reading and Exeter Township neighborhoods, landmarks and service types", () => {
    for (const lang of LANGS) {
      for (const page of [townPages.reading[lang], townPages["exeter-township"][lang]]) {
        if (page.kind !== "featured") throw new Error(`${page.slug} should be featured`);
        expect(page.neighborhoods.length, page.slug).toBeGreaterThanOrEqual(4);
        expect(page.landmarks.length, page.slug).toBeGreaterThanOrEqual(4);
        expect(page.serviceTypes.length, page.slug).toBeGreaterThanOrEqual(3);
      }
    }
  });

  test("give Kutztown the spec's student and faculty & staff lists, word for word in English", () => {
    const page = townPages.kutztown.en;
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

  test("give Kutztown the same lists in Spanish, item for item", () => {
    const { en, es } = townPages.kutztown;
    if (en.kind !== "university" || es.kind !== "university") throw new Error("Kutztown should be a university page");
    expect(es.university.studentServices).toHaveLength(en.university.studentServices.length);
    expect(es.university.facultyStaffServices).toHaveLength(en.university.facultyStaffServices.length);
    expect(es.university.studentServices).not.toEqual(en.university.studentServices);
  });
});

describe("the Spanish town pages", () => {
  const spanish = configTowns.map((town) => ({ town, text: allText(buildTownPage(town, "es")).join("\n") }));

  test("never call the business a notario, notaria or notaría", () => {
    for (const { town, text } of spanish) expect(text, town.slug).not.toMatch(/\bnotar(i|í)[oa]s?\b/i);
  });

  test("link only to Spanish pages", () => {
    for (const town of configTowns) {
      const page = buildTownPage(town, "es");
      const links = [
        page.links.contact,
        page.links.index,
        ...page.services.map((card) => card.link),
        ...(page.variant.kind === "featured" ? page.variant.serviceTypes.map((service) => service.link) : []),
        ...page.crumbs.map((crumb) => crumb.path),
      ];
      for (const link of links) expect(link, town.slug).toMatch(/^\/espanol(\/|$)/);
    }
  });

  test("tell the truth about the language of the appointment on every page", () => {
    const sentence = site.notary.speaksSpanish ? /en español/ : /intérprete/;
    for (const { town, text } of spanish) expect(text, town.slug).toMatch(sentence);
    expect(spanishAppointmentEs).toMatch(sentence);
  });

  test("name the Latino communities of Reading", () => {
    const text = allText(townPages.reading.es).join(" ");
    for (const place of ["Puerto Rico", "República Dominicana", "México"]) expect(text).toContain(place);
  });

  test("show each service of a featured page under its Spanish title, at its Spanish address", () => {
    for (const town of configTowns) {
      const { variant } = buildTownPage(town, "es");
      if (variant.kind !== "featured") continue;
      for (const service of variant.serviceTypes) {
        const summary = serviceCatalog.find((candidate) => candidate.slug === service.slug);
        expect(service.title).toBe(summary?.es.title);
        expect(service.link).toBe(`/espanol/servicios/${summary?.slugEs ?? ""}`);
      }
    }
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
      expect(text, file).not.toMatch(/\d+ (miles|millas)/);
    }
  });
});

describe("a town page's loader data", () => {
  test("is found from the path's last segment in any casing, and not for unknown towns", () => {
    for (const town of configTowns) expect(findTown(town.slug.toUpperCase())).toBe(town);
    expect(findTown("philadelphia")).toBeUndefined();
    expect(findTown(undefined)).toBeUndefined();
  });

  describe.each(LANGS)("in %s", (lang) => {
    test.each(configTowns.map((town) => [town.name, town] as const))(
      "builds the shared sentences for %s from the config: radius, travel fee and the town itself",
      (_, town) => {
        const page = buildTownPage(town, lang);
        const words = {
          en: { miles: "miles", of: "of", within: "within" },
          es: { miles: "millas", of: "de", within: "hasta" },
        }[lang];
        const { radiusMiles, base } = site.serviceArea;
        expect(page.needService).toContain(town.name);
        expect(page.needService).toContain(`${radiusMiles} ${words.miles} ${words.of} ${base}`);
        expect(page.needService).toContain(
          `${formatUsd(site.fees.travelUsd, lang)} ${words.within} ${site.fees.travelFeeRadiusMiles} ${words.miles}`,
        );
        expect(page.crumbs).toEqual(locationCrumbs(lang, town));
        expect(page.crumbs.map((crumb) => crumb.path)).toEqual([
          locationPaths[lang].home,
          locationPaths[lang].index,
          locationPaths[lang].town(town.slug),
        ]);
        expect(page.words).toEqual(townWords(town.name, lang));
        expect(page.keyLocations.every((location) => location.icon && location.label)).toBe(true);
      },
    );

    test("carries only its own language's words", () => {
      const other = lang === "en" ? "es" : "en";
      for (const town of configTowns) {
        const text = allText(buildTownPage(town, lang)).join("\n");
        expect(text, town.slug).toContain(townPages[town.slug][lang].intro.paragraphs[0]);
        expect(text, town.slug).not.toContain(townPages[town.slug][other].intro.paragraphs[0]);
      }
    });

    test("resolves each featured town's neighborhoods, landmarks and service types to what its file lists", () => {
      // Every featured page the project has, whether or not this notary serves its town today.
      const featured = (Object.keys(townPages) as TownSlug[])
        .filter((slug) => townPages[slug][lang].kind === "featured")
        .map(
          (slug) =>
            configTowns.find((town) => town.slug === slug) ?? { name: slug, slug, municipality: "city" as const },
        );
      expect(featured.length).toBeGreaterThan(0);
      for (const town of featured) {
        const { variant } = buildTownPage(town, lang);
        const data = townPages[town.slug][lang];
        if (variant.kind !== "featured" || data.kind !== "featured") throw new Error(`${town.slug} should be featured`);
        expect(variant.serviceTypes.map((service) => service.slug)).toEqual(data.serviceTypes);
        expect(variant.serviceTypes.map((service) => service.link)).toEqual(
          data.serviceTypes.map((slug) => locationPaths[lang].service(slug)),
        );
        expect(variant.neighborhoods.map((place) => place.title)).toEqual(
          data.neighborhoods.map((place) => place.name),
        );
        expect(variant.landmarks.map((place) => place.title)).toEqual(data.landmarks.map((place) => place.name));
      }
    });
  });
});

describe("the places a town page names", () => {
  const places = (
    JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "..", "facts", "data", "places.json"), "utf8"),
    ) as PlacesData
  ).towns;
  test.each(site.serviceArea.towns.map((town) => town.slug))(
    "are hers to edit: %s's areas, key locations, neighbourhoods and landmarks come from places.json",
    (slug) => {
      for (const lang of LANGS) {
        const page = townPages[slug][lang];
        const town = places[slug];
        expect(page.areas).toEqual(town.areas[lang]);
        expect(page.keyLocations).toEqual(
          town.keyLocations.map((place) => ({ name: place.name[lang], kind: place.kind })),
        );
        if (page.kind === "featured") {
          const named = (list: typeof town.landmarks) => (list ?? []).map((place) => place.name[lang]);
          expect(page.neighborhoods.map((place) => place.name)).toEqual(named(town.neighborhoods));
          expect(page.landmarks.map((place) => place.name)).toEqual(named(town.landmarks));
        }
      }
    },
  );
});
