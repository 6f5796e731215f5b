import { expect, type Locator } from "@playwright/test";

/**
 * The FAQ lists' questions as a visitor meets them: each a <summary> (the
 * platform's disclosure) that a click, a tap, Enter or Space opens and
 * closes, with or without JavaScript, holding the question's heading.
 */
export const questionsIn = (scope: Locator) => scope.locator("details > summary");

/** One question, by its exact words. */
export const questionIn = (scope: Locator, words: string) =>
  questionsIn(scope).filter({ has: scope.page().getByRole("heading", { name: words, exact: true }) });

/** The answer a question opens. */
export const answerOf = (question: Locator) => question.locator("xpath=following-sibling::*[1]");

/** Open or closed as the browser keeps it (and reports it to assistive technology), and the answer shown or not. */
export async function expectExpanded(question: Locator, expanded: boolean) {
  const disclosure = question.locator("xpath=..");
  if (expanded) {
    await expect(disclosure).toHaveAttribute("open", "");
    await expect(answerOf(question)).toBeVisible();
  } else {
    await expect(disclosure).not.toHaveAttribute("open");
    await expect(answerOf(question)).toBeHidden();
  }
}
