import { describe, expect, test } from "vitest";
import routes from "~/routes";
import { documentsPage } from "~/content/documents";
import { services } from "~/content/services";
import { servicesOverview } from "~/content/services/overview";
import { findServicePage, servicePages } from "~/content/services/pages";
import type { ServicePage } from "~/content/services/types";
import { formatUsd } from "~/lib/format";
import { site } from "~/site.config";

const pages: ServicePage[] = services.map((service) => servicePages[service.slug]);

/** Every string anywhere inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the fourteen service pages", () => {
  test("exist once each, in the order of the summary list, with unique slugs", () => {
    expect(services).toHaveLength(14);
    expect(new Set(services.map((service) => service.slug)).size).toBe(14);
    expect(Object.keys(servicePages)).toEqual(services.map((service) => service.slug));
    for (const service of services) {
      expect(servicePages[service.slug].slug).toBe(service.slug);
    }
  });

  test("each have exactly one route in the route table", () => {
    const paths = routes.map((entry) => entry.path);
    for (const service of services) {
      expect(paths.filter((path) => path === `services/${service.slug}`)).toHaveLength(1);
    }
    expect(paths.filter((path) => path?.startsWith("services/"))).toHaveLength(14);
  });

  test("are found from a path segment in any casing, and only for real services", () => {
    expect(findServicePage("i-9-employment-verification")?.slug).toBe("I-9-employment-verification");
    expect(findServicePage("OATHS")?.slug).toBe("oaths");
    expect(findServicePage("notarize-my-cat")).toBeUndefined();
  });

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
    const fixed = ["about-this-service", "process", "categories", "benefits", "what-you-need", "notice", "closing-cta"];
    for (const page of pages) {
      const ids = (page.extras ?? []).map((extra) => extra.id);
      expect(new Set([...ids, ...fixed]).size, page.slug).toBe(ids.length + fixed.length);
    }
  });

  test("have titles and descriptions no other page shares, long enough for search results", () => {
    const titles = pages.map((page) => page.seo.title);
    const descriptions = pages.map((page) => page.seo.description);
    expect(new Set(titles).size).toBe(14);
    expect(new Set(descriptions).size).toBe(14);
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
});

describe("facts on the service, overview and document pages", () => {
  const { fees, credentials, policies, serviceArea } = site;
  const texts = [...strings(pages), ...strings(servicesOverview), ...strings(documentsPage)];
  const all = texts.join("\n");

  test("quote only the configured amounts of money", () => {
    const configured = new Set(
      [
        fees.perNotarialActUsd,
        fees.travelUsd,
        fees.remoteOnlineUsd.min,
        fees.remoteOnlineUsd.max,
        fees.afterHoursSurchargeUsd,
        credentials.suretyBondUsd,
        credentials.errorsAndOmissionsUsd,
      ].map((amount) => formatUsd(amount)),
    );
    const quoted = all.match(/\$\d+(?:,\d{3})*/g) ?? [];
    expect(quoted.length).toBeGreaterThan(0);
    for (const amount of quoted) expect(configured, amount).toContain(amount);
  });

  test("type no phone number or e-mail address of their own", () => {
    for (const phone of all.match(/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/g) ?? []) expect(phone).toBe(site.phone.display);
    for (const email of all.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []) expect(email).toBe(site.email);
  });

  test("state distances, deadlines and durations from the config", () => {
    const miles = new Set([serviceArea.radiusMiles, fees.travelFeeRadiusMiles].map(String));
    for (const [, count] of all.matchAll(/(\d+) miles/g)) expect(miles, `${count} miles`).toContain(count);

    for (const [, count] of all.matchAll(/(\d+)[- ]business[- ]day/g)) {
      expect(count).toBe(String(policies.i9BusinessDays));
    }

    const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;
    const hourRanges = new Set([policies.depositionBookAheadHours, policies.loanSigningAllowHours].map(range));
    for (const [, span] of all.matchAll(/(\d+–\d+) hours/g)) expect(hourRanges, `${span} hours`).toContain(span);
    const minuteRanges = new Set([policies.appointmentMinutes, policies.loanSigningMinutes].map(range));
    for (const [, span] of all.matchAll(/(\d+–\d+) minutes/g)) expect(minuteRanges, `${span} minutes`).toContain(span);
  });

  test("name no town outside the configured list as a place the notary serves", () => {
    const mobile = servicePages["mobile-notary"];
    const area = mobile.extras?.find((extra) => extra.kind === "serviceArea");
    expect(area?.kind === "serviceArea" && area.places.map((place) => place.name)).toEqual(
      serviceArea.towns.map((town) => town.name),
    );
  });
});
