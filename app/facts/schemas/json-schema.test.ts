import { describe, expect, test } from "vitest";
import { z } from "zod";
import { iconNames } from "~/vocabulary/icon-names";
import { businessSchema, townPageSlugs } from "~/facts/schemas/business";
import { faqSchema } from "~/facts/schemas/faq";
import { reviewsSchema } from "~/facts/schemas/reviews";

/** What an editor (the CMS, VS Code) can be given: the file's shape as the owner writes it. */
const jsonSchemaOf = (schema: z.ZodType) =>
  JSON.stringify(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));

describe("each data file's schema, converted to JSON Schema for an editor", () => {
  test("keeps the phone, date and time patterns, the fee schedule's fields and the list of towns", () => {
    const business = jsonSchemaOf(businessSchema);
    expect(business).toContain(JSON.stringify("^\\+1([2-9]\\d{2})([2-9]\\d{2})(\\d{4})$"));
    expect(business).toContain(JSON.stringify("^\\d{4}-\\d{2}-\\d{2}$"));
    expect(business).toContain(JSON.stringify("^([01]\\d|2[0-3]):[0-5]\\d$"));
    // The caps themselves are data (feeSchedule); the build holds each price to them.
    expect(business).toContain('"required":["effective","citation","authority","sourceUrl","maxUsd"]');
    expect(business).toContain(JSON.stringify(townPageSlugs));
  });

  test("keeps the icon names, ratings and languages", () => {
    expect(jsonSchemaOf(reviewsSchema)).toContain(JSON.stringify(iconNames));
    expect(jsonSchemaOf(reviewsSchema)).toContain('"enum":["en","es"]');
    expect(jsonSchemaOf(faqSchema)).toContain('"minItems":5,"maxItems":5');
  });
});
