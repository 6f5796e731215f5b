import { describe, expect, test } from "vitest";
import { breadcrumbJsonLd, NOTARY_ID, notaryJsonLd, serviceJsonLd, townNotaryJsonLd } from "~/lib/structured-data";
import { site } from "~/site.config";

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
