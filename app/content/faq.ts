import faqData from "~/content/data/faq.json" with { type: "json" };
import type { FaqCategory, FaqData, FaqItem } from "~/content/schemas/faq";
import { dataFiles } from "~/content/schemas/data-files";
import type { Feature } from "~/content/types";
import { expandFactTokensIn } from "~/lib/fact-tokens";

export type { FaqCategory, FaqItem };

/**
 * The FAQ, from app/content/data/faq.json (checked by the build against
 * app/content/schemas/faq.ts). Answers name every fee, distance, hour and
 * name by token ("{{fees.travel}}"), expanded here from business.json, so the
 * FAQ can never disagree with the pricing section. Pages read this in their
 * build-time loaders, so only the finished words reach the browser.
 */
const faq = expandFactTokensIn(faqData as FaqData, { file: dataFiles.faq });

export const faqCategories: readonly FaqCategory[] = faq.categories;

/** The five questions the home page shows before linking to the full FAQ. */
export const homeFaqIds: readonly string[] = faq.homePicks;

export function findFaqItems(ids: readonly string[]): FaqItem[] {
  const all = faqCategories.flatMap((category) => category.items);
  return ids.map((id) => {
    const item = all.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`No FAQ item with id "${id}"`);
    return item;
  });
}

/** The four quick tips on the FAQ page. */
export const faqQuickTips: readonly Feature[] = faq.quickTips;
