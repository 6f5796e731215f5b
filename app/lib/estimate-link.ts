/**
 * "Book with this estimate": the fee estimator's choices travel to the
 * appointment form in the address's query (/contact?acknowledgment=1…#request),
 * and the form writes them into its message field.
 *
 * The query is typed by anyone, so it is read as untrusted: only the known
 * names, whole numbers from 0 to MAX_COUNT, a known mode and a place the
 * owner's data names are accepted, and anything else drops the whole
 * estimate. No total is read from the address: the form adds the figures up
 * again from the owner's prices (fee-estimate.ts).
 */
import type { Lang } from "../vocabulary/lang";
import { formatUsd } from "./format";
import { ACT_KINDS, MAX_COUNT, type ActKind, type Estimate, type EstimateInput, type Place } from "./fee-estimate";

const MODE = "mode";
const PLACE = "place";

/** The select's value for each place: "town:<slug>", "within" or "farther". */
function placeValue(place: Place): string {
  return place.kind === "town" ? `town:${place.slug}` : place.kind;
}

/** The query string for a set of choices; acts left at 0 stay out of it. */
export function estimateQuery(input: EstimateInput): string {
  const params = new URLSearchParams();
  for (const act of ACT_KINDS) {
    const count = input.counts[act] ?? 0;
    if (count > 0) params.set(act, String(count));
  }
  params.set(MODE, input.mode);
  if (input.mode === "inPerson") params.set(PLACE, placeValue(input.place));
  return params.toString();
}

/**
 * Where "Book with this estimate" leads: the form's address with the choices
 * before its #hash, and the situation the visitor started from, which the
 * form chooses for them.
 */
export function bookWithEstimateHref(bookPath: string, input: EstimateInput, situation?: string): string {
  const [path = "", hash] = bookPath.split("#");
  const query = estimateQuery(input) + (situation ? `&situation=${encodeURIComponent(situation)}` : "");
  return `${path}?${query}${hash ? `#${hash}` : ""}`;
}

const WHOLE_NUMBER = /^\d{1,3}$/;

function readPlace(value: string | null, townSlugs: readonly string[]): Place | null {
  if (value === "within" || value === "farther") return { kind: value };
  if (value?.startsWith("town:")) {
    const slug = value.slice("town:".length);
    return townSlugs.includes(slug) ? { kind: "town", slug } : null;
  }
  return null;
}

/**
 * The choices in a query string, or null when it carries no estimate or any
 * part of one is not what the estimator itself would write.
 */
export function readEstimateQuery(search: string, townSlugs: readonly string[]): EstimateInput | null {
  const params = new URLSearchParams(search);
  const mode = params.get(MODE);
  if (mode !== "inPerson" && mode !== "remote") return null;

  const counts: Partial<Record<ActKind, number>> = {};
  for (const act of ACT_KINDS) {
    const values = params.getAll(act);
    if (values.length === 0) continue;
    const [value = ""] = values;
    if (values.length > 1 || !WHOLE_NUMBER.test(value)) return null;
    const count = Number(value);
    if (count > MAX_COUNT) return null;
    if (count > 0) counts[act] = count;
  }
  if (Object.keys(counts).length === 0) return null;

  if (mode === "remote") return { counts, mode, place: { kind: "within" } };
  const place = readPlace(params.get(PLACE), townSlugs);
  return place ? { counts, mode, place } : null;
}

/** The words of the message an estimate becomes, in one language (app/content/fees.ts). */
export interface EstimateMessageWords {
  /** The language of the words, for the amounts. */
  lang: Lang;
  /** The first line. */
  intro: string;
  /** {label}, {count} */
  line: string;
  /** The estimator's label for each act's count. */
  acts: Record<ActKind, string>;
  /** {place} */
  inPerson: string;
  remote: string;
  within: string;
  farther: string;
  /** {amount} */
  total: string;
  /** {amount} */
  totalPlusQuote: string;
}

/** "{count} × {unit}" with the values filled in. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * The message an estimate becomes: one line per act the total covers, where
 * we meet, then the total as the estimator stated it.
 */
export function estimateMessage(
  input: EstimateInput,
  result: Estimate,
  words: EstimateMessageWords,
  townName: (slug: string) => string | undefined,
): string {
  // The acts the total covers: one left out (a certified copy online) is not booked either.
  const acts = result.acts.map((line) => fillTemplate(words.line, { label: words.acts[line.act], count: line.count }));
  const place = input.place;
  const where =
    input.mode === "remote"
      ? words.remote
      : fillTemplate(words.inPerson, {
          place:
            place.kind === "town"
              ? (townName(place.slug) ?? words.within)
              : place.kind === "farther"
                ? words.farther
                : words.within,
        });
  const total = fillTemplate(result.travel.kind === "quoted" ? words.totalPlusQuote : words.total, {
    amount: formatUsd(result.totalUsd, words.lang),
  });
  return [words.intro, ...acts, where, total].join("\n");
}
