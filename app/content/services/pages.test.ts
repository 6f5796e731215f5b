import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import routes from "~/routes";
import { documentsPage } from "~/content/documents";
import { serviceCatalog, servicePath, services, servicesIn, servicesOverviewPath } from "~/content/services";
import { serviceFrame } from "~/content/services/frame";
import { servicesOverview } from "~/content/services/overview";
import { findServicePage, servicePages } from "~/content/services/pages";
import type { ServicePage } from "~/content/services/types";
import { formatUsd } from "~/lib/format";
import { fullTitle } from "~/lib/seo";
import { listPagePaths } from "~/routes/page-paths";
import { site } from "~/facts/site.config";
import { LANGS, langOfPath, type Lang } from "~/vocabulary/lang";
import { SEARCH_DESCRIPTION_MAX, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_MAX } from "~/vocabulary/search-result";

/** Each language's fourteen pages, in the order of the summary list. */
const pagesIn = (lang: Lang): ServicePage[] => serviceCatalog.map((service) => servicePages[service.slug][lang]);

/** Every string anywhere inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every in-site link (`to`) anywhere inside a value. */
function links(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "to" && typeof inner === "string" ? [inner] : links(inner),
    );
  }
  return [];
}

const words = (value: unknown) => strings(value).join(" ").split(/\s+/).filter(Boolean).length;

describe("the fourteen service pages", () => {
  test("exist once each, in the order of the summary list, with unique slugs in both languages", () => {
    expect(serviceCatalog).toHaveLength(14);
    expect(new Set(serviceCatalog.map((service) => service.slug)).size).toBe(14);
    expect(new Set(serviceCatalog.map((service) => service.slugEs)).size).toBe(14);
    expect(Object.keys(servicePages)).toEqual(serviceCatalog.map((service) => service.slug));
    for (const service of serviceCatalog) {
      for (const lang of LANGS) expect(servicePages[service.slug][lang].slug).toBe(service.slug);
    }
  });

  test("have titles of at most 60 characters and descriptions of 70–160, with the overview, in both languages", () => {
    for (const lang of LANGS) {
      const heads = [
        { path: servicesOverviewPath(lang), seo: servicesOverview[lang].seo },
        ...serviceCatalog.map((service) => ({
          path: servicePath(service, lang),
          seo: servicePages[service.slug][lang].seo,
        })),
      ];
      for (const { path, seo } of heads) {
        expect(fullTitle(seo.title, path).length, path).toBeLessThanOrEqual(SEARCH_TITLE_MAX);
        expect(seo.description.length, path).toBeGreaterThanOrEqual(SEARCH_DESCRIPTION_MIN);
        expect(seo.description.length, path).toBeLessThanOrEqual(SEARCH_DESCRIPTION_MAX);
      }
    }
  });

  test("each have exactly one route per language in the route table", () => {
    const paths = routes.map((entry) => `/${entry.path ?? ""}`);
    for (const service of serviceCatalog) {
      for (const lang of LANGS) expect(paths.filter((path) => path === servicePath(service, lang))).toHaveLength(1);
    }
    for (const lang of LANGS) {
      const under = `${servicesOverviewPath(lang)}/`;
      expect(paths.filter((path) => path.startsWith(under))).toHaveLength(serviceCatalog.length);
    }
  });

  test("are found from a path segment in any casing, and only for real services", () => {
    for (const lang of LANGS) {
      expect(findServicePage("i-9-employment-verification", lang)?.slug).toBe("I-9-employment-verification");
      expect(findServicePage("OATHS", lang)?.slug).toBe("oaths");
      expect(findServicePage("notarize-my-cat", lang)).toBeUndefined();
    }
  });

  test("keep the English list of summaries for the pages that still read it", () => {
    expect(services).toEqual(servicesIn("en"));
    for (const [index, entry] of serviceCatalog.entries()) {
      const service = servicesIn("es")[index];
      expect(service).toEqual({ slug: entry.slug, slugEs: entry.slugEs, icon: entry.icon, ...entry.es });
      expect(service?.title).not.toBe(entry.en.title);
      expect(service?.summary).not.toBe(entry.en.summary);
    }
  });

  describe.each(LANGS)("in %s", (lang) => {
    const pages = pagesIn(lang);

    test.each(pages.map((page) => [page.slug, page] as const))("%s has every section the layout needs", (_, page) => {
      expect(page.hero.intro.length).toBeGreaterThan(40);
      expect(page.explanation.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(page.explanation.facts.length).toBeGreaterThanOrEqual(2);
      expect(page.process.steps).toHaveLength(4);
      expect(page.categories.items.length).toBeGreaterThanOrEqual(3);
      for (const category of page.categories.items) {
        expect(category.examples.length).toBeGreaterThanOrEqual(2);
      }
      expect(page.benefits.items.length).toBeGreaterThanOrEqual(3);
      expect(page.requirements.items.length).toBeGreaterThanOrEqual(2);
      expect(page.requirements.notes.length).toBeGreaterThanOrEqual(1);
      expect(page.closing.title).not.toBe("");
      expect(page.closing.text).not.toBe("");
      for (const text of strings(page)) {
        expect(text.trim(), `an empty string on ${page.slug}`).not.toBe("");
      }
    });

    test("have section ids that don't clash with each other or the fixed sections", () => {
      const fixed = [
        "about-this-service",
        "process",
        "categories",
        "benefits",
        "what-you-need",
        "notice",
        "closing-cta",
      ];
      for (const page of pages) {
        const ids = (page.extras ?? []).map((extra) => extra.id);
        expect(new Set([...ids, ...fixed]).size, page.slug).toBe(ids.length + fixed.length);
      }
    });

    test("have titles and descriptions no other page shares, long enough for search results", () => {
      const titles = [servicesOverview[lang].seo.title, ...pages.map((page) => page.seo.title)];
      const descriptions = [servicesOverview[lang].seo.description, ...pages.map((page) => page.seo.description)];
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const description of descriptions) expect(description.length).toBeGreaterThan(40);
    });

    test("carry the legal notice where the spec asks for one", () => {
      const withNotice = pages.filter((page) => page.notice).map((page) => page.slug);
      expect(withNotice).toEqual(
        expect.arrayContaining([
          "affidavits",
          "depositions",
          "oaths",
          "protests",
          "power-of-attorney",
          "medical-authorization",
          "living-wills-and-directives",
        ]),
      );
    });

    test("link only to pages that exist, in the same language", () => {
      const existing = new Set(listPagePaths());
      const targets = [...links(pages), ...links(servicesOverview[lang])];
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(existing, target).toContain(target);
        expect(langOfPath(target), target).toBe(lang);
      }
    });
  });

  test.each(serviceCatalog.map((service) => [service.slug] as const))(
    "%s says as much in Spanish as in English, section for section",
    (slug) => {
      const { en, es } = servicePages[slug];
      expect(words(es), "Spanish words").toBeGreaterThanOrEqual(Math.round(words(en) * 0.8));
      expect(es.explanation.paragraphs.length).toBeGreaterThanOrEqual(en.explanation.paragraphs.length);
      expect(es.categories.items.length).toBe(en.categories.items.length);
      expect(es.benefits.items.length).toBe(en.benefits.items.length);
      expect(es.requirements.items.length).toBeGreaterThanOrEqual(en.requirements.items.length);
      expect(es.requirements.notes.length).toBeGreaterThanOrEqual(en.requirements.notes.length);
      expect(Boolean(es.notice)).toBe(Boolean(en.notice));
      expect(es.closing.action === undefined).toBe(en.closing.action === undefined);
      const shape = (page: ServicePage) =>
        (page.extras ?? []).map((extra) => [extra.id, extra.kind, extra.after, "items" in extra && extra.items.length]);
      expect(shape(es)).toEqual(shape(en));
      expect(JSON.stringify(es), "English copy left in the Spanish page").not.toContain(en.hero.intro);
    },
  );
});

describe("the Spanish pages", () => {
  const spanish = [
    ...pagesIn("es"),
    servicesOverview.es,
    serviceFrame.es,
    serviceCatalog.map((service) => [service.slugEs, service.es]),
  ];

  test('never call the business "notario" or "notaría", in text or in an address', () => {
    for (const text of strings(spanish)) expect(text).not.toMatch(/notari[oa]s?\b|notaría/i);
  });

  test("speak of the notary's Spanish as the owner's setting says", () => {
    const text = strings(pagesIn("es")).join("\n");
    expect(text).toContain(site.notary.speaksSpanish ? "Hablo español" : "intérprete");
  });
});

describe("facts on the service, overview and document pages", () => {
  const { fees, credentials, policies, serviceArea } = site;
  const texts = [
    ...strings(LANGS.map(pagesIn)),
    ...strings(servicesOverview),
    ...strings(serviceCatalog),
    ...strings(documentsPage),
  ];
  const all = texts.join("\n");

  test("quote only the configured amounts of money", () => {
    const configured = new Set(
      [
        fees.perNotarialActUsd,
        fees.travelUsd,
        fees.remoteOnlineUsd.min,
        fees.remoteOnlineUsd.max,
        fees.afterHoursSurchargeUsd,
        fees.additionalSignerUsd,
        credentials.suretyBondUsd,
        credentials.errorsAndOmissionsUsd,
      ].flatMap((amount) => LANGS.map((lang) => formatUsd(amount, lang))),
    );
    const quoted = all.match(/\$\s?\d+(?:[.,\s]\d{3})*/g) ?? [];
    expect(quoted.length).toBeGreaterThan(0);
    for (const amount of quoted) expect(configured, amount).toContain(amount);
  });

  test("type no amount of money into the content's source: every price comes from the config", () => {
    const folder = join(import.meta.dirname);
    const sources = [...serviceCatalog.map((service) => service.slug.toLowerCase()), "index", "overview", "frame"];
    for (const name of sources) {
      const source = readFileSync(join(folder, `${name}.ts`), "utf8");
      expect(source, `${name}.ts`).not.toMatch(/\$\d|\d\s?(?:US)?\$|\bUSD\b|\d+\s?dólares/);
    }
  });

  test("type no phone number or e-mail address of their own", () => {
    // Any way of writing a number, the no-break space and hyphen of the displayed one included.
    for (const phone of all.match(/\(?\d{3}\)?[\s.\-\u2011]\d{3}[\s.\-\u2011]\d{4}/g) ?? []) {
      expect(phone).toBe(site.phone.display);
    }
    for (const email of all.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []) expect(email).toBe(site.email);
  });

  test("state distances, deadlines and durations from the config", () => {
    const miles = new Set([serviceArea.radiusMiles, fees.travelFeeRadiusMiles].map(String));
    for (const [, count] of all.matchAll(/(\d+) (?:miles|millas)/g)) expect(miles, `${count} miles`).toContain(count);

    for (const [, count] of all.matchAll(/(\d+)[- ](?:business[- ]day|días hábiles)/g)) {
      expect(count).toBe(String(policies.i9BusinessDays));
    }

    const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;
    const hourRanges = new Set([policies.depositionBookAheadHours, policies.loanSigningAllowHours].map(range));
    for (const [, span] of all.matchAll(/(\d+–\d+) (?:hours|horas)/g)) {
      expect(hourRanges, `${span} hours`).toContain(span);
    }
    const minuteRanges = new Set([policies.appointmentMinutes, policies.loanSigningMinutes].map(range));
    for (const [, span] of all.matchAll(/(\d+–\d+) (?:minutes|minutos)/g)) {
      expect(minuteRanges, `${span} minutes`).toContain(span);
    }
  });

  test.each(LANGS)("name no town outside the configured list as a place the notary serves (%s)", (lang) => {
    const mobile = servicePages["mobile-notary"][lang];
    const area = mobile.extras?.find((extra) => extra.kind === "serviceArea");
    expect(area?.kind === "serviceArea" && area.places.map((place) => place.name)).toEqual(
      serviceArea.towns.map((town) => town.name),
    );
  });
});
