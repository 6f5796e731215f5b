import { describe, expect, test } from "vitest";
import { estimateMessageWords } from "~/content/fees";
import { estimate, MAX_COUNT, type EstimateInput } from "~/lib/fee-estimate";
import { bookWithEstimateHref, estimateMessage, estimateQuery, readEstimateQuery } from "~/lib/estimate-link";
import { formatUsd } from "~/lib/format";
import { BOOK_PATHS } from "~/lib/special-paths";
import { site } from "~/facts/site.config";

const slugs = site.serviceArea.towns.map((town) => town.slug);
const firstTown = site.serviceArea.towns[0];
if (!firstTown) throw new Error("business.json lists no town");

const inTown: EstimateInput = {
  counts: { acknowledgment: 2, additionalSigner: 1 },
  mode: "inPerson",
  place: { kind: "town", slug: firstTown.slug },
};
const remote: EstimateInput = { counts: { oath: 3 }, mode: "remote", place: { kind: "within" } };
const farther: EstimateInput = { counts: { witnessing: 1 }, mode: "inPerson", place: { kind: "farther" } };

describe("the estimate in the form's address", () => {
  test.each([inTown, remote, farther])("reads back what it writes (%o)", (input) => {
    expect(readEstimateQuery(estimateQuery(input), slugs)).toEqual(input);
  });

  test("leads to the form's own address, the choices before its #hash", () => {
    const href = bookWithEstimateHref(BOOK_PATHS.es, inTown);
    const url = new URL(href, "https://example.org");
    expect(`${url.pathname}#${url.hash.slice(1)}`).toBe(BOOK_PATHS.es);
    expect(readEstimateQuery(url.search, slugs)).toEqual(inTown);
  });

  test.each([
    ["no estimate at all", ""],
    ["another page's query", "?page=2"],
    ["no act counted", "?mode=inPerson&place=within"],
    ["an unknown mode", "?acknowledgment=1&mode=courier&place=within"],
    ["a town the owner does not serve", "?acknowledgment=1&mode=inPerson&place=town:atlantis"],
    ["a place that is not a choice", "?acknowledgment=1&mode=inPerson&place=<script>"],
    ["in person without a place", "?acknowledgment=1&mode=inPerson"],
    ["a negative count", "?acknowledgment=-1&mode=remote"],
    ["a fraction", "?acknowledgment=1.5&mode=remote"],
    ["words for a count", "?acknowledgment=one&mode=remote"],
    ["a count past the estimator's most", `?acknowledgment=${MAX_COUNT + 1}&mode=remote`],
    ["a huge count", "?acknowledgment=99999999&mode=remote"],
    ["the same act twice", "?acknowledgment=1&acknowledgment=2&mode=remote"],
  ])("refuses %s", (_name, search) => {
    expect(readEstimateQuery(search, slugs)).toBeNull();
  });

  test("ignores names it does not know, such as a total typed into the address", () => {
    expect(readEstimateQuery(`?${estimateQuery(remote)}&total=1`, slugs)).toEqual(remote);
  });
});

describe("the message an estimate becomes", () => {
  test.each(["en", "es"] as const)("names each act counted, where we meet and the total (%s)", (lang) => {
    const words = estimateMessageWords[lang];
    const message = estimateMessage(inTown, estimate(inTown, site), words, () => firstTown.name);
    const lines = message.split("\n");
    expect(lines[0]).toBe(words.intro);
    expect(lines).toContain(`${words.acts.acknowledgment}: 2`);
    expect(lines).toContain(`${words.acts.additionalSigner}: 1`);
    expect(message).toContain(firstTown.name);
    expect(message).toContain(formatUsd(estimate(inTown, site).totalUsd, lang));
  });

  test("says a remote session rather than a place, and that the far trip is quoted", () => {
    const words = estimateMessageWords.en;
    expect(estimateMessage(remote, estimate(remote, site), words, () => undefined)).toContain(words.remote);
    const far = estimateMessage(farther, estimate(farther, site), words, () => undefined);
    expect(far).toContain(words.farther);
    expect(far).toContain(words.totalPlusQuote.split("{amount}")[1] ?? "");
  });
});
