import { afterEach, describe, expect, test } from "vitest";
import type { ClosureDays } from "~/lib/availability";
import {
  breadcrumbJsonLd,
  closuresJsonLd,
  NOTARY_ID,
  notaryJsonLd,
  serviceJsonLd,
  townNotaryJsonLd,
} from "~/lib/structured-data";
import { site } from "~/facts/site.config";

describe("the Notary entity", () => {
  const notary = notaryJsonLd();

  test("is built from the config's contact facts", () => {
    expect(notary).toMatchObject({
      "@type": "Notary",
      name: site.businessName,
      telephone: site.phone.e164,
      email: site.email,
      url: `${site.url}/`,
    });
  });

  test("serves the county and every configured town", () => {
    const names = (notary.areaServed as { name: string }[]).map((area) => area.name);
    expect(names).toContain(`${site.serviceArea.region}, PA`);
    for (const town of site.serviceArea.towns) {
      expect(names).toContain(`${town.name}, PA`);
    }
  });

  test("states the opening hours of every period in the config", () => {
    expect(notary.openingHoursSpecification).toEqual(
      site.hours.schedule.map((period) =>
        expect.objectContaining({ opens: period.opens, closes: period.closes, dayOfWeek: expect.any(Array) }),
      ),
    );
  });

  test("states her days off not yet over when built, each as a closed period, and nothing for an empty list", () => {
    const today = "2026-11-26";
    const expected = closuresJsonLd(site.hours.closures, today);
    if (expected.length === 0) expect(notaryJsonLd(today)).not.toHaveProperty("specialOpeningHoursSpecification");
    else expect(notaryJsonLd(today).specialOpeningHoursSpecification).toEqual(expected);
  });

  test("quotes the configured prices and carries no self-made ratings", () => {
    expect(notary.priceRange).toContain(`$${site.fees.perNotarialActUsd}`);
    expect(notary.priceRange).toContain(`$${site.fees.travelUsd}`);
    expect(notary).not.toHaveProperty("aggregateRating");
    expect(notary).not.toHaveProperty("review");
  });
});

describe("townNotaryJsonLd", () => {
  test("is the same Notary, by its @id, serving the one town inside the county", () => {
    const entity = townNotaryJsonLd({ name: "Exeter Township", municipality: "township" });
    expect(entity).toMatchObject({ "@type": "Notary", "@id": NOTARY_ID, telephone: site.phone.e164 });
    expect(entity.areaServed).toEqual({
      "@type": "AdministrativeArea",
      name: "Exeter Township, PA",
      containedInPlace: { "@type": "AdministrativeArea", name: `${site.serviceArea.region}, PA` },
    });
  });
});

describe("breadcrumbJsonLd", () => {
  test("numbers the trail from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${site.url}/services` },
    ]);
  });
});

describe("serviceJsonLd", () => {
  const service = serviceJsonLd({ name: "Oaths", description: "Sworn statements.", path: "/services/oaths" });

  test("describes a Service whose provider is the home page's Notary entity", () => {
    expect(service).toMatchObject({
      "@type": "Service",
      name: "Oaths",
      description: "Sworn statements.",
      url: `${site.url}/services/oaths`,
    });
    expect(service.provider).toMatchObject({ "@type": "Notary", "@id": notaryJsonLd()["@id"] });
  });

  test("serves the configured region", () => {
    expect(service.areaServed).toMatchObject({ name: `${site.serviceArea.region}, ${site.serviceArea.stateCode}` });
  });
});

describe("days off in the structured data", () => {
  const hours = site.hours as { closures: readonly ClosureDays[] };
  const shipped = hours.closures;
  afterEach(() => {
    hours.closures = shipped;
  });

  const closures: ClosureDays[] = [
    { from: "2026-12-24", to: "2026-12-27", note: "Vacation" },
    { from: "2026-11-26", note: "Thanksgiving", noteEs: "Día de Acción de Gracias" },
    { from: "2026-07-04" },
    { from: "2026-11-20", to: "2026-11-25" },
  ];

  test("lists each day off not yet over, earliest first, from its first to its last day, closed all day (00:00 to 00:00)", () => {
    hours.closures = closures;
    const closed = { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00" };
    expect(notaryJsonLd("2026-11-25").specialOpeningHoursSpecification).toEqual([
      { ...closed, validFrom: "2026-11-20", validThrough: "2026-11-25" },
      { ...closed, validFrom: "2026-11-26", validThrough: "2026-11-26" },
      { ...closed, validFrom: "2026-12-24", validThrough: "2026-12-27" },
    ]);
    expect(notaryJsonLd("2026-11-26").specialOpeningHoursSpecification).toHaveLength(2);
  });

  test("leaves the property out once every day off is over, and keeps the weekly hours as they are", () => {
    hours.closures = closures;
    const notary = notaryJsonLd("2027-01-01");
    expect(notary).not.toHaveProperty("specialOpeningHoursSpecification");
    hours.closures = [];
    expect(notary).toEqual(notaryJsonLd("2027-01-01"));
  });
});
