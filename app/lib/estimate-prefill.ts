import { site } from "~/facts/site.config";
import { estimateMessage, readEstimateQuery, type EstimateMessageWords } from "./estimate-link";
import { estimate } from "./fee-estimate";

/**
 * The message an estimate in the query ("Book with this estimate") becomes,
 * or null when it carries none that holds up. The total is worked out again
 * from her prices, never read from the address. The form loads this only
 * when its address has a query, so no other page pays for the fee rules.
 */
export function estimateMessageFrom(search: string, words: EstimateMessageWords): string | null {
  const towns = site.serviceArea.towns;
  const input = readEstimateQuery(
    search,
    towns.map((town) => town.slug),
  );
  if (!input) return null;
  return estimateMessage(input, estimate(input, site), words, (slug) => towns.find((town) => town.slug === slug)?.name);
}
