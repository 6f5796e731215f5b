/**
 * `app/facts/data/faq.json`: the FAQ page's questions, the five the home
 * page picks, and the quick tips, each in English and Spanish side by side
 * (`"question": { "en": "…", "es": "…" }`). Answers name facts by token
 * ("{{fees.travel}}"), expanded from business.json when the site is built.
 */
import { z } from "zod";
import { bilingualText } from "./bilingual";
import { iconName, quote } from "./fields";

/** Becomes part of the page address (#id) and of each disclosure's id, so it must stay simple. */
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: (issue) =>
    `${quote(issue.input)} is not a usable id — use lower-case letters, digits and single hyphens, e.g. "how-much"`,
});

const faqItemSchema = z.strictObject({
  /** Stable and unique across the site: the disclosure's id is built from it. */
  id,
  question: bilingualText({ pattern: /\?$/, message: "does not end with a question mark — write it as a question" }),
  answer: bilingualText(),
});

const faqCategorySchema = z.strictObject({
  id,
  title: bilingualText(),
  icon: iconName,
  items: z.array(faqItemSchema).min(1),
});

const quickTipSchema = z.strictObject({ icon: iconName, title: bilingualText(), description: bilingualText() });

/** The home page's teaser and the FAQ page's "Four Quick Tips" band are laid out for these counts. */
const HOME_PICKS = 5;
const QUICK_TIPS = 4;

/** The entries of a list, or none: the cross-checks below also run on a file with other mistakes. */
function entriesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "string" ? id : undefined;
}

/** Ids are unique across categories and questions, and the home page picks questions that exist. */
function checkIds(faq: FaqData, context: z.core.$RefinementCtx<FaqData>) {
  const report = (path: (string | number)[], value: string, message: string) =>
    context.addIssue({ code: "custom", path, input: value, message: `${quote(value)} ${message}` });
  const seen = new Set<string>();
  const questionIds: string[] = [];
  entriesOf(faq.categories).forEach((category, c) => {
    const categoryId = idOf(category);
    if (categoryId && seen.has(categoryId))
      report(["categories", c, "id"], categoryId, "is already used — give the category an id of its own");
    if (categoryId) seen.add(categoryId);
    entriesOf((category as { items?: unknown } | null)?.items).forEach((item, i) => {
      const itemId = idOf(item);
      if (!itemId) return;
      if (seen.has(itemId))
        report(["categories", c, "items", i, "id"], itemId, "is already used — give each question an id of its own");
      seen.add(itemId);
      questionIds.push(itemId);
    });
  });
  entriesOf(faq.homePicks).forEach((pick, index) => {
    if (typeof pick === "string" && !questionIds.includes(pick)) {
      report(["homePicks", index], pick, "is not the id of any question — use the id of a question in categories");
    }
  });
}

export const faqSchema = z
  .strictObject({
    categories: z.array(faqCategorySchema).min(1),
    homePicks: z.array(z.string()).length(HOME_PICKS, {
      error: `must list exactly ${HOME_PICKS} question ids — the home page shows ${HOME_PICKS} questions`,
    }),
    quickTips: z.array(quickTipSchema).length(QUICK_TIPS, {
      error: `must list exactly ${QUICK_TIPS} tips — the FAQ page's heading promises "Four Quick Tips"`,
    }),
  })
  // Runs even when other entries have mistakes, so every problem is listed at once.
  .superRefine(checkIds, { when: () => true });
export type FaqData = z.infer<typeof faqSchema>;
