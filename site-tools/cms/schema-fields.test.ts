import { describe, expect, test } from "vitest";
import { z } from "zod";
import { decapField, decapFields, jsonSchemaOf, stringPattern, type DecapField } from "./schema-fields";

/** Decap tests a field's pattern with RegExp#test, anywhere in the value. */
function decapAccepts(field: DecapField, value: string): boolean {
  const [pattern] = field.pattern as [string, string];
  return new RegExp(pattern).test(value);
}

function fieldOf(schema: z.ZodType, spec: Parameters<typeof decapField>[2] = { label: "Field" }, required = true) {
  return decapField("field", jsonSchemaOf(schema), spec, { required });
}

describe("a text field's pattern", () => {
  const cases: [string, z.ZodString, string[]][] = [
    ["trimmed, not empty", z.string().trim().min(1), ["a", " a ", "", "   ", "\n"]],
    [
      "10 to 90 characters",
      z.string().min(10).max(90),
      ["x".repeat(9), "x".repeat(10), "x".repeat(90), "x".repeat(91)],
    ],
    ["a question, not empty", z.string().trim().min(1).regex(/\?$/), ["Why?", "Why", "?", "", "Why?\n"]],
    [
      "anchored, with lengths",
      z
        .string()
        .min(3)
        .max(5)
        .regex(/^[a-z]+$/),
      ["ab", "abc", "abcdef", "ab1", "abcde"],
    ],
  ];
  test.each(cases)(
    "never accepts what the schema refuses, and agrees on untrimmed text: %s",
    (_name, schema, samples) => {
      const field = fieldOf(schema, { label: "Field", patternMessage: "Wrong" });
      // Decap never saves a required field left empty; only compare what it would test.
      for (const sample of samples.filter((value) => value !== "")) {
        const accepted = decapAccepts(field, sample);
        if (accepted) expect(schema.safeParse(sample).success, JSON.stringify(sample)).toBe(true);
        // The schemas trim before they check, the editor does not: around spaces it may be stricter.
        if (sample === sample.trim()) expect(accepted, JSON.stringify(sample)).toBe(schema.safeParse(sample).success);
      }
    },
  );

  test("is the schema's own pattern when there are no lengths", () => {
    expect(stringPattern({ pattern: "^\\d{5}$" })).toBe("^\\d{5}$");
    expect(stringPattern({})).toBeUndefined();
  });

  test("must come with a message that tells the owner what to write", () => {
    expect(() => fieldOf(z.string().regex(/^\d+$/))).toThrow(/patternMessage/);
    expect(fieldOf(z.string().regex(/^\d+$/), { label: "Number", patternMessage: "Digits only" }).pattern).toEqual([
      "^\\d+$",
      "Digits only",
    ]);
  });

  test("can be given for a rule the schema writes as a refinement", () => {
    const phone = z.string().refine((value) => /^\+1\d{10}$/.test(value));
    const field = fieldOf(phone, {
      label: "Phone",
      pattern: "^\\+1\\d{10}$",
      patternMessage: "Write +1 and ten digits",
    });
    expect(field.pattern).toEqual(["^\\+1\\d{10}$", "Write +1 and ten digits"]);
  });
});

describe("a schema field becomes", () => {
  test("a number field with the schema's limits, whole or not", () => {
    expect(fieldOf(z.int().min(0).max(5))).toMatchObject({ widget: "number", value_type: "int", min: 0, max: 5 });
    expect(fieldOf(z.number().positive())).toMatchObject({ widget: "number", value_type: "float", min: 0.01 });
    // zod's whole numbers are bounded by the safe integers: that is no limit to show.
    const unbounded = fieldOf(z.int().min(1));
    expect(unbounded).toMatchObject({ min: 1 });
    expect(unbounded).not.toHaveProperty("max");
  });

  test("a select for a choice, with the labels given", () => {
    expect(fieldOf(z.enum(["en", "es"]), { label: "Language", optionLabels: { en: "English" } })).toMatchObject({
      widget: "select",
      options: [{ label: "English", value: "en" }, "es"],
    });
    expect(fieldOf(z.literal([1, 2, 3]))).toMatchObject({ widget: "select", options: [1, 2, 3] });
  });

  test("a select for a text whose choices come from the content (the towns)", () => {
    const options = [{ label: "Reading", value: "reading" }];
    expect(fieldOf(z.string().min(1), { label: "Town", options })).toEqual({
      name: "field",
      label: "Town",
      widget: "select",
      options,
    });
  });

  test("a select of several for a list of choices", () => {
    const days = z.array(z.enum(["Monday", "Tuesday"])).min(1);
    expect(fieldOf(days)).toMatchObject({ widget: "select", multiple: true, options: ["Monday", "Tuesday"], min: 1 });
  });

  test("an optional field when the schema does not require it", () => {
    const fields = decapFields(jsonSchemaOf(z.object({ a: z.string(), b: z.string().optional() })), {
      a: { label: "A" },
      b: { label: "B" },
    });
    expect(fields[0]).not.toHaveProperty("required");
    expect(fields[1]).toMatchObject({ required: false });
  });

  test("a date field storing YYYY-MM-DD, when asked", () => {
    expect(fieldOf(z.string(), { label: "Date", widget: "date" })).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
  });

  test("objects and lists of objects, in the order of the labels", () => {
    const schema = z.object({
      items: z.array(z.object({ name: z.string(), rating: z.int().min(1).max(5) })).max(3),
    });
    const [items] = decapFields(jsonSchemaOf(schema), {
      items: {
        label: "Items",
        labelSingular: "item",
        fields: { rating: { label: "Rating" }, name: { label: "Name" } },
      },
    });
    expect(items).toMatchObject({ widget: "list", label_singular: "item", max: 3 });
    expect((items?.fields as DecapField[]).map((field) => field.name)).toEqual(["rating", "name"]);
  });
});

describe("labels and schema agree", () => {
  const schema = jsonSchemaOf(z.object({ phone: z.string(), fees: z.object({ travel: z.int() }) }));

  test("an optional group of required fields is an error naming the editor's bug, since it could never be saved empty", () => {
    const schema = z.strictObject({ photo: z.strictObject({ file: z.string(), alt: z.string() }).optional() });
    const specs = { photo: { label: "Photo", fields: { file: { label: "File" }, alt: { label: "Alt" } } } };
    expect(() => decapFields(jsonSchemaOf(schema), specs)).toThrow(
      /^CMS field photo: is an optional group with required fields.*decap-cms #7748 \/ #2103.*make it a list/,
    );
    // A list of such groups saves empty; so does an optional group whose fields are all optional.
    const asList = z.strictObject({ photos: z.array(z.strictObject({ file: z.string(), alt: z.string() })) });
    expect(() => decapFields(jsonSchemaOf(asList), { photos: { ...specs.photo, label: "Photos" } })).not.toThrow();
    const allOptional = z.strictObject({ photo: z.strictObject({ file: z.string().optional() }).optional() });
    expect(() =>
      decapFields(jsonSchemaOf(allOptional), { photo: { label: "Photo", fields: { file: { label: "File" } } } }),
    ).not.toThrow();
  });

  test("a schema field without a label is an error naming it", () => {
    expect(() => decapFields(schema, { phone: { label: "Phone" } })).toThrow("CMS field fees: is in the schema");
    expect(() => decapFields(schema, { phone: { label: "Phone" }, fees: { label: "Fees", fields: {} } })).toThrow(
      "CMS field fees.travel: is in the schema",
    );
  });

  test("a label without a schema field is an error naming it", () => {
    expect(() =>
      decapFields(schema, {
        phone: { label: "Phone" },
        fees: { label: "Fees", fields: { travel: { label: "Travel" } } },
        fax: { label: "Fax" },
      }),
    ).toThrow("CMS field fax: is labelled here but is not in the schema");
  });
});
