/**
 * Field types shared by the owner's data files, each with a message that says
 * what is wrong and what to write instead. The owner reads these messages, not
 * a developer: `"55" is the wrong kind of value — write it without quotes or $
 * sign: 55`, never "expected number, received string".
 *
 * Relative imports only: the build loads this through site-tools/platform.config.ts,
 * with React Router's config, which has no `~/` alias.
 */
import { z } from "zod";
import { iconNames } from "../../vocabulary/icon-names";
import { closestMatches } from "../../vocabulary/closest-match";

/** A value as the owner typed it, short enough to quote in a message. */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const kinds: Partial<Record<string, string>> = {
  string: "text in quotes",
  number: "a number without quotes",
  int: "a whole number without quotes",
  boolean: "true or false, without quotes",
  array: "a list in square brackets [ ]",
  object: "a group of fields in curly braces { }",
};

/** How to write `input` as the expected kind, when it is only wrapped wrongly ("55" for 55). */
function rewriteHint(expected: string, input: unknown): string {
  if ((expected === "number" || expected === "int") && typeof input === "string" && input.trim() !== "") {
    const number = Number(input.replace(/[$,\s]/g, ""));
    if (Number.isFinite(number)) return ` — write it without quotes or $ sign: ${number}`;
  }
  if (expected === "boolean" && (input === "true" || input === "false")) return ` — write it without quotes: ${input}`;
  return ` — write ${kinds[expected] ?? expected}`;
}

/**
 * Plain-words messages for the mistakes every field can have: missing, the
 * wrong kind of value, a misspelt field name, a value outside a list. A field
 * with its own message (a phone number, a date) keeps it: zod prefers the
 * schema's message to this one.
 */
export const ownerErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `is missing — add it (${kinds[issue.expected] ?? issue.expected})`;
      if (issue.expected === "int" && typeof issue.input === "number") {
        return `${issue.input} is not a whole number — round it to ${Math.round(issue.input)}`;
      }
      return `${quote(issue.input)} is the wrong kind of value${rewriteHint(issue.expected, issue.input)}`;
    case "unrecognized_keys":
      return `has ${issue.keys.length === 1 ? "a field" : "fields"} the site does not know: ${issue.keys.map((key) => quote(key)).join(", ")} — check the spelling against the other entries, or remove it`;
    case "invalid_value":
      return `${quote(issue.input)} is not allowed — use one of ${issue.values.map((value) => quote(value)).join(", ")}`;
    case "too_small":
      if (issue.origin === "string") return "is empty — write it, or remove the entry it belongs to";
      if (issue.origin === "array") return `lists too few entries — it needs at least ${issue.minimum}`;
      return `${quote(issue.input)} is too small — use at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "array") return `lists too many entries — it takes at most ${issue.maximum}`;
      return `${quote(issue.input)} is too large — use at most ${issue.maximum}`;
    default:
      return undefined;
  }
};

/** Text that must not be empty. */
export const text = z.string().trim().min(1);

/** A count of something (miles, hours, minutes, days): a whole number above zero. */
export const count = z.int().min(1);

/** Whole US dollars (the site never shows cents); zero is allowed, e.g. for "no surcharge". */
export const dollars = z.int().min(0);

/** `{ "min": 24, "max": 48 }`: shown as "24–48". */
export function range(bound: z.ZodType<number>) {
  return z.strictObject({ min: bound, max: bound }).refine((value) => value.min <= value.max, {
    path: ["max"],
    error: (issue) => {
      const value = issue.input as { min: number; max: number };
      return `${value.max} is less than min (${value.min}) — make max the larger number`;
    },
  });
}

/** A day that exists: not "2025-02-30". */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today's date in UTC, which is never behind the date anywhere in the US. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const notADate: z.core.$ZodErrorMap = (issue) =>
  `${quote(issue.input)} is not a date written YYYY-MM-DD — write it like "2025-06-20" for June 20, 2025`;

/** A calendar date written YYYY-MM-DD (the pattern first, so a JSON Schema made from this one carries it). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: notADate, abort: true })
  .refine(isCalendarDate, { error: notADate });

/** A date that has already happened; `whatToUse` completes "— use …" in the message. */
export function pastDate(whatToUse: string) {
  return isoDate.refine((value) => value <= today(), {
    error: (issue) => `${quote(issue.input)} is in the future — use ${whatToUse}`,
  });
}

/** A 24-hour clock time such as "17:00", as schema.org expects it. */
export type ClockTime = `${number}:${number}`;

export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: (issue) =>
      `${quote(issue.input)} is not a 24-hour time — write it as "HH:MM", e.g. "09:00" for 9 AM or "17:00" for 5 PM`,
  })
  .transform((value) => value as ClockTime);

/** Adds the rule that `closes` is later than `opens` on the same day, reported at `closes`. */
export function closingAfterOpening<T extends z.ZodType<{ opens: string; closes: string }>>(times: T) {
  return times.refine((value) => value.opens < value.closes, {
    path: ["closes"],
    error: (issue) => {
      const value = issue.input as { opens: string; closes: string };
      return `${quote(value.closes)} is not after opens (${quote(value.opens)}) — closing must be later the same day`;
    },
  });
}

export const iconName = z.enum(iconNames, {
  error: (issue) => {
    const closest = typeof issue.input === "string" ? closestMatches(issue.input, iconNames) : [];
    const guess = closest.length > 0 ? `did you mean ${closest.map((name) => quote(name)).join(" or ")}? ` : "";
    return `${quote(issue.input)} is not an icon the site has — ${guess}use a name from app/vocabulary/icon-names.ts (the developer adds new ones with npm run icons)`;
  },
});

/**
 * Reports every value that appears more than once in a list (as read by
 * `key`), at that entry or at its `field`: e.g. a town listed twice. Pass it
 * to `.superRefine(…, always)`; it skips entries it cannot read.
 */
export function noRepeats(key: (item: unknown) => unknown, whatToDo: string, field?: string) {
  return (items: readonly unknown[], context: z.core.$RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key(item);
      if (typeof value !== "string") return;
      const path = field === undefined ? [index] : [index, field];
      if (seen.has(value)) {
        context.addIssue({
          code: "custom",
          path,
          input: value,
          message: `${quote(value)} appears twice — ${whatToDo}`,
        });
      }
      seen.add(value);
    });
  };
}

/** Lets a cross-check run even when an entry has another mistake, so every problem is listed at once. */
export const always = { when: () => true };
