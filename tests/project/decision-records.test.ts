import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The next engineer reads docs/decisions/ to learn why things are as they
 * are; each record says under its title whether it still holds and since
 * when, and every record it names exists.
 */
const folder = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(folder).filter((name) => name.endsWith(".md"));
const numbers = new Set(records.map((name) => name.slice(0, 3)));

describe.each(records)("decision %s", (name) => {
  const text = readFileSync(new URL(name, folder), "utf8");

  it("opens with its number, a title and a status line with a date", () => {
    const [title, blank, status] = text.split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(blank).toBe("");
    expect(status).toMatch(/^Status: (accepted|superseded|amended) · \d{4}-\d{2}-\d{2}( · .+)?$/);
  });

  it("names only decisions that exist", () => {
    const status = text.split("\n")[2] ?? "";
    for (const [, named] of status.matchAll(/\b(0\d\d)\b/g)) expect(numbers, `${name} names ${named}`).toContain(named);
  });
});
