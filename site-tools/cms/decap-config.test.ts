import { site } from "../../app/facts/site.config";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import { isNorthAmericanE164 } from "../../app/vocabulary/phone";
import { ARTICLES_FOLDER, dataFiles } from "../../app/facts/schemas/data-files";
import { articlePath } from "../../app/lib/blog";
import { decapConfig, readFaqQuestions } from "./decap-config";
import type { DecapField } from "./schema-fields";
import { readCmsSettings } from "./write-admin";

const root = join(import.meta.dirname, "..", "..");
const options = {
  settings: readCmsSettings(root),
  siteUrl: "https://www.example.com",
  faqQuestions: readFaqQuestions(root),
  towns: site.serviceArea.towns,
};

/**
 * What Decap would say about a value when the owner publishes it unchanged:
 * required, pattern, limits, choices — the checks its widgets make.
 */
function refusals(fields: readonly DecapField[], data: Record<string, unknown>, path = ""): string[] {
  return fields.flatMap((field) => {
    const at = `${path}${field.name}`;
    const value = data[field.name];
    if (field.widget === "object") {
      // Decap checks the fields of a group even when the group is optional and left out
      // (decap-cms #7748 / #2103): an optional group of required fields is never saved empty.
      return refusals(field.fields as DecapField[], (value ?? {}) as Record<string, unknown>, `${at}.`);
    }
    if (value === undefined || value === "") return field.required === false ? [] : [`${at}: is required`];
    if (field.widget === "list") {
      const items = value as unknown[];
      const count: string[] = [];
      if (typeof field.min === "number" && items.length < field.min) count.push(`${at}: fewer than ${field.min}`);
      if (typeof field.max === "number" && items.length > field.max) count.push(`${at}: more than ${field.max}`);
      const itemFields = field.fields as DecapField[] | undefined;
      const single = field.field as DecapField | undefined;
      return [
        ...count,
        ...items.flatMap((item, index) =>
          itemFields
            ? refusals(itemFields, item as Record<string, unknown>, `${at}[${index}].`)
            : single
              ? refusals([{ ...single, name: String(index) }], { [index]: item }, `${at}.`)
              : [],
        ),
      ];
    }
    if (field.widget === "select") {
      const allowed = (field.options as (string | number | { value: string | number })[]).map((option) =>
        typeof option === "object" ? option.value : option,
      );
      const chosen = field.multiple ? (value as unknown[]) : [value];
      return chosen
        .filter((choice) => !allowed.includes(choice as string))
        .map((choice) => `${at}: ${choice} is no option`);
    }
    if (field.widget === "number") {
      const number = value as number;
      if (typeof field.min === "number" && number < field.min) return [`${at}: below ${field.min}`];
      if (typeof field.max === "number" && number > field.max) return [`${at}: above ${field.max}`];
      return [];
    }
    if (Array.isArray(field.pattern) && !new RegExp(field.pattern[0] as string).test(String(value))) {
      return [`${at}: ${String(value)} does not match ${field.pattern[0]}`];
    }
    return [];
  });
}

describe("the site editor's configuration", () => {
  const config = decapConfig(options);

  test("survives being written as YAML: patterns and hints come back exactly", () => {
    expect(parse(stringify(config, { lineWidth: 0 }))).toEqual(JSON.parse(JSON.stringify(config)));
  });

  test("has a local backend only when asked, on 127.0.0.1", () => {
    expect(config).not.toHaveProperty("local_backend");
    expect(decapConfig({ ...options, localBackendPort: 8081 }).local_backend).toEqual({
      url: "http://127.0.0.1:8081/api/v1",
      allowed_hosts: ["localhost", "127.0.0.1"],
    });
  });

  test.each(config.collections.flatMap((collection) => collection.files ?? []).map((file) => [file.file, file]))(
    "lets the owner publish %s as it is today",
    (file, entry) => {
      const data = JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
      expect(refusals(entry.fields as DecapField[], data)).toEqual([]);
    },
  );

  const articles = readdirSync(join(root, ARTICLES_FOLDER)).filter((name) => name.endsWith(".md"));
  /** The editor's article lists that show this file: Decap keeps an entry whose field equals the filter's value. */
  const articleListsOf = (frontmatter: Record<string, unknown>) =>
    config.collections.filter(
      (collection) =>
        "filter" in collection &&
        collection.filter !== undefined &&
        frontmatter[collection.filter.field] === collection.filter.value,
    );
  test.each(articles)("lets the owner publish the article %s as it is today", (name) => {
    const source = readFileSync(join(root, ARTICLES_FOLDER, name), "utf8");
    const frontmatter = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "") as Record<string, unknown>;
    // A draft (no id, title or slug) is the owner's to finish; the editor asks for them as she publishes.
    if (!frontmatter.id || !frontmatter.title || !frontmatter.slug) return;
    const list = articleListsOf(frontmatter);
    expect(list, `${name} is in exactly one of the editor's article lists`).toHaveLength(1);
    expect(refusals(list[0]?.fields as DecapField[], { ...frontmatter, body: "The text." })).toEqual([]);
  });

  test.each(articles)("lists %s under its language, previewed at the address it is published at", (name) => {
    const source = readFileSync(join(root, ARTICLES_FOLDER, name), "utf8");
    const frontmatter = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "") as Record<string, unknown>;
    const [list] = articleListsOf(frontmatter);
    const slug = String(frontmatter.slug ?? "a-new-article");
    const previewPath = `/${String(list?.preview_path).replace("{{fields.slug}}", slug)}`;
    const lang = frontmatter.lang === "es" ? "es" : "en";
    expect(previewPath).toBe(articlePath({ lang, slug }));
    // A new article written in that list is saved in its language.
    const langField = (list?.fields as DecapField[]).find((field) => field.name === "lang");
    expect(langField).toMatchObject({ widget: "hidden", default: lang });
  });

  test.each(Object.values(dataFiles))(
    "keeps %s in the form the editor writes, so that an edit changes only its own lines",
    (file) => {
      const text = readFileSync(join(root, file), "utf8");
      // Decap writes JSON.stringify(data, null, 2) and a final newline.
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    },
  );

  test("never says 'optional' in a label: Decap adds '(optional)' to every field that is not required", () => {
    const labels = (fields: readonly DecapField[]): string[] =>
      fields.flatMap((field) => [
        String(field.label ?? ""),
        ...labels((field.fields as DecapField[] | undefined) ?? []),
        ...labels(field.field ? [field.field as DecapField] : []),
      ]);
    const all = config.collections.flatMap((collection) => [
      ...labels((collection.fields as DecapField[] | undefined) ?? []),
      ...(collection.files ?? []).flatMap((file) => labels(file.fields as DecapField[])),
    ]);
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((label) => /optional/i.test(label))).toEqual([]);
  });

  test("edits exactly the owner's data files", () => {
    const files = config.collections.flatMap((collection) => collection.files ?? []).map((file) => file.file);
    expect(files.sort()).toEqual(Object.values(dataFiles).sort());
  });
});

describe("the phone pattern", () => {
  test.each([
    "+16105550142",
    "+12155550100",
    "+16105550142 ",
    "(610) 555-0142",
    "610-555-0142",
    "+1610555014",
    "+161055501423",
    "+10105550142",
    "+16101550142",
    "+441632960961",
  ])("agrees with the phone check of the build: %s", (value) => {
    const facts = decapConfig(options).collections[0]?.files?.[0];
    const phone = (facts?.fields as DecapField[]).find((field) => field.name === "phone");
    expect(new RegExp((phone?.pattern as string[])[0] as string).test(value)).toBe(isNorthAmericanE164(value));
  });
});
