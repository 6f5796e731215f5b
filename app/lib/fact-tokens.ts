/**
 * Facts named inside prose: `expandFactTokens("a travel fee of {{fees.travel}}",
 * { file })` gives "a travel fee of $55", from the site's own facts. What
 * each token means is in `fact-token-table.ts`.
 *
 * Call it where content is built for a page (module code that loaders read,
 * or a loader itself), so it runs when the site is built: the table and the
 * raw text never reach the browser, only the finished words.
 */
import { expandFactTokensWith } from "~/lib/fact-token-table";
import { site } from "~/facts/site.config";

export { factTokenNames } from "~/lib/fact-token-table";

/** The facts as business.json holds them: the table reads the phone in its stored E.164 form. */
function siteFacts() {
  return { ...site, phone: site.phone.e164 };
}

/**
 * `text` with every `{{token}}` replaced by its value. Throws, naming `file`
 * and the token, on an unknown token, a token missing a brace, or a fact that
 * has no single value (e.g. `{{hours.weekdays}}` when the weekdays' hours differ).
 */
export function expandFactTokens(text: string, { file }: { file: string }): string {
  return expandFactTokensWith(siteFacts(), text, { file });
}

/** A copy of JSON-like `data` with the tokens in every string expanded; `file` names it in errors. */
export function expandFactTokensIn<T>(data: T, { file }: { file: string }): T {
  const facts = siteFacts();
  const expand = (value: unknown): unknown => {
    if (typeof value === "string") return expandFactTokensWith(facts, value, { file });
    if (Array.isArray(value)) return value.map(expand);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item)]));
    }
    return value;
  };
  return expand(data) as T;
}
