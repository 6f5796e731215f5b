/**
 * Turns a content schema (zod, through its JSON Schema) into Decap CMS
 * fields, so the editor refuses what the build would refuse — required,
 * patterns, lengths, ranges, choices — without the rules being typed twice.
 * The config names each field's label, help text and widget; the rules come
 * from the schema. A schema field without a label, or a label without a
 * schema field, is an error: the editor never silently drops or invents data.
 */
import { z } from "zod";

/** The parts of JSON Schema that zod 4 writes for our content schemas. */
export interface JsonSchema {
  type?: "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number | boolean;
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** How one field looks in the editor; its rules come from the schema. */
export interface FieldSpec {
  label: string;
  hint?: string;
  /**
   * Shown when the value breaks the field's pattern or length, after Decap's
   * own "<Label> didn't match the pattern: " and before its final full stop.
   */
  patternMessage?: string;
  /**
   * The pattern of a rule the schema writes as a refinement, which JSON
   * Schema cannot carry (a phone number); a unit test holds it to the schema.
   */
  pattern?: string;
  /**
   * The choices of a field or a list, when they come from the content rather
   * than the schema (the FAQ's questions, the towns).
   */
  options?: readonly { label: string; value: string }[];
  /**
   * The editor to use where the schema's type alone would pick the wrong one:
   * "text" for long text, "markdown" for an article body, "image" for a
   * picture, "date" for a YYYY-MM-DD date, "tags" for a comma-separated list
   * of words, "hidden" for a value the owner never changes.
   */
  widget?: "text" | "markdown" | "image" | "date" | "tags" | "hidden";
  /** Labels for a choice's values, in the schema's order (default: the values). */
  optionLabels?: Record<string, string>;
  /** The fields of an object, or of each item of a list of objects. */
  fields?: Record<string, FieldSpec>;
  /** The one field of each item of a list of plain values. */
  item?: FieldSpec;
  /** A list: what one item is called ("review"), and the line shown when it is folded. */
  labelSingular?: string;
  summary?: string;
  collapsed?: boolean;
  /** New list items go first. */
  addToTop?: boolean;
  default?: unknown;
}

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

/** The JSON Schema of a zod schema, as the editor's rules are read from it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // Refinements and transforms cannot be written as JSON Schema; the build still checks them.
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/**
 * One pattern for Decap, which takes one per field and tests it anywhere in
 * the value, as JSON Schema does: the schema's pattern and its length limits
 * together. A minimum length of one is "not only spaces", since the schemas
 * trim text before they count it.
 */
export function stringPattern({ pattern, minLength, maxLength }: JsonSchema): string | undefined {
  const length =
    minLength === 1 && maxLength === undefined
      ? "(?=[\\s\\S]*\\S)"
      : minLength !== undefined || maxLength !== undefined
        ? `(?=[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$)`
        : undefined;
  if (!length) return pattern;
  return `^${length}${pattern ? `(?=[\\s\\S]*?(?:${pattern}))` : ""}`;
}

function lengthMessage({ minLength, maxLength }: JsonSchema): string | undefined {
  if (minLength === 1 && maxLength === undefined) return "Write something here (spaces alone do not count)";
  if (minLength !== undefined && maxLength !== undefined) return `Between ${minLength} and ${maxLength} characters`;
  if (minLength !== undefined) return `At least ${minLength} characters`;
  if (maxLength !== undefined) return `At most ${maxLength} characters`;
  return undefined;
}

/** The values of a choice: an enum, or a union of constants. */
function choices(schema: JsonSchema): (string | number)[] | undefined {
  if (schema.enum) return schema.enum;
  const constants = schema.anyOf?.map((option) => option.const);
  if (constants?.length && constants.every((value) => typeof value === "string" || typeof value === "number")) {
    return constants as (string | number)[];
  }
  return undefined;
}

/** zod's whole numbers are "safe integers": a limit that far out is no limit to show. */
const isRealLimit = (value: number | undefined): value is number =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;

function numberLimits(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0.01;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : undefined);
  return { ...(isRealLimit(min) && { min }), ...(isRealLimit(max) && { max }) };
}

function selectOptions(values: (string | number)[], spec: FieldSpec) {
  return values.map((value) => {
    const label = spec.optionLabels?.[String(value)];
    return label ? { label, value } : value;
  });
}

/** The schema of one field, minus a `null` branch (an optional value written as null). */
function nonNull(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf?.filter((branch) => branch.type !== "null");
  return branches?.length === 1 && branches[0] ? branches[0] : schema;
}

function fieldError(path: string, message: string): Error {
  return new Error(`CMS field ${path}: ${message}`);
}

/** The Decap field for one schema property. */
export function decapField(
  name: string,
  rawSchema: JsonSchema,
  spec: FieldSpec,
  { required, path = name }: { required: boolean; path?: string },
): DecapField {
  const schema = nonNull(rawSchema);
  const base: DecapField = {
    name,
    label: spec.label,
    widget: "string",
    ...(spec.hint && { hint: spec.hint }),
    ...(!required && { required: false }),
    ...(spec.default !== undefined && { default: spec.default }),
  };
  if (spec.widget === "hidden") return { ...base, widget: "hidden" };

  const options = choices(schema);
  if (options) return { ...base, widget: "select", options: selectOptions(options, spec) };
  if (spec.options && schema.type === "string") return { ...base, widget: "select", options: spec.options };

  switch (schema.type) {
    case "boolean":
      return { ...base, widget: "boolean" };
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.type === "number" && { step: 0.01 }),
        ...numberLimits(schema, schema.type === "integer"),
      };
    case "string": {
      if (spec.widget === "date") {
        // Typed or picked, the value is stored as YYYY-MM-DD, the form the schema asks for.
        return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
      }
      if (spec.widget === "image") return { ...base, widget: "image" };
      const pattern = spec.pattern ?? stringPattern(schema);
      if ((spec.pattern || schema.pattern) && !spec.patternMessage) {
        throw fieldError(path, "has a pattern; give the `patternMessage` that tells the owner what to write");
      }
      const message = spec.patternMessage ?? lengthMessage(schema);
      return {
        ...base,
        widget: spec.widget ?? "string",
        ...(pattern && { pattern: [pattern, message] }),
      };
    }
    case "array":
      return listField(base, schema, spec, path);
    case "object": {
      if (!spec.fields) throw fieldError(path, "is an object; give its `fields`");
      if (!required && (schema.required ?? []).length > 0) {
        // Decap checks the required fields of an optional group even when the group is left
        // empty, and refuses to save the whole entry (decap-cms #7748 / #2103).
        throw fieldError(
          path,
          "is an optional group with required fields, which the editor can never save while it is empty " +
            "(decap-cms #7748 / #2103): make it a list of such groups, or make the group required " +
            "(docs/decisions/026-photo-slots-as-lists.md)",
        );
      }
      return {
        ...base,
        widget: "object",
        collapsed: spec.collapsed ?? false,
        ...(spec.summary && { summary: spec.summary }),
        fields: decapFields(schema, spec.fields, path),
      };
    }
    default:
      throw fieldError(path, `has a schema the editor cannot show (${JSON.stringify(rawSchema).slice(0, 80)})`);
  }
}

function listField(base: DecapField, schema: JsonSchema, spec: FieldSpec, path: string): DecapField {
  const items = schema.items ?? {};
  const limits = {
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  };
  if (spec.options) return { ...base, widget: "select", multiple: true, options: spec.options, ...limits };
  const itemChoices = choices(items);
  if (itemChoices) {
    // A set of choices (days of the week): one select that takes several.
    return { ...base, widget: "select", multiple: true, options: selectOptions(itemChoices, spec), ...limits };
  }
  const list = {
    ...base,
    widget: "list",
    ...limits,
    ...(spec.labelSingular && { label_singular: spec.labelSingular }),
    ...(spec.summary && { summary: spec.summary }),
    collapsed: spec.collapsed ?? false,
    ...(spec.addToTop && { add_to_top: true }),
  };
  if (items.type === "object") {
    if (!spec.fields) throw fieldError(path, "is a list of objects; give the `fields` of one item");
    return { ...list, fields: decapFields(items, spec.fields, `${path}[]`) };
  }
  if (spec.widget === "tags") {
    // Words typed with commas between them; each word's own rules are the build's to check.
    return { ...base, widget: "list", ...limits };
  }
  if (!spec.item) throw fieldError(path, "is a list of plain values; give the `item` field");
  return { ...list, field: decapField("item", items, spec.item, { required: true, path: `${path}[]` }) };
}

/**
 * The Decap fields of an object schema, in the order of `specs`. Every
 * property of the schema must have a spec and every spec a property.
 */
export function decapFields(schema: JsonSchema, specs: Record<string, FieldSpec>, path = ""): DecapField[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const unlabelled = Object.keys(properties).filter((name) => !(name in specs));
  if (unlabelled.length > 0) throw fieldError(at(unlabelled.join(", ")), "is in the schema but has no label here");
  const unknown = Object.keys(specs).filter((name) => !(name in properties));
  if (unknown.length > 0) throw fieldError(at(unknown.join(", ")), "is labelled here but is not in the schema");
  return Object.entries(specs).map(([name, spec]) =>
    decapField(name, properties[name] as JsonSchema, spec, { required: required.has(name), path: at(name) }),
  );
}
