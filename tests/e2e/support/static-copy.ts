import { expect, type Locator } from "@playwright/test";

/*
 * For the content pages' browser tests (pages, services, locations): several
 * toContainText checks of one passage's static copy in one read, where each
 * expect would cost a round trip to the browser of its own.
 */

/**
 * White space as Playwright's text assertions compare it: zero-width spaces
 * and soft hyphens dropped, each run of white space one space, ends trimmed.
 */
function collapsed(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, "")
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * Expects a passage's text to contain each of `expected`, as a toContainText
 * each would (case and all, white space collapsed), from one read of its
 * text content. The read waits for the passage, once, and holds it to be one
 * element; the text is not read again, so this is for copy the server
 * rendered, not for words that change as the page wakes. A failure names the
 * passage and the words.
 */
export async function expectToContainEach(passage: Locator, expected: readonly string[]): Promise<void> {
  const text = collapsed((await passage.textContent()) ?? "");
  for (const words of expected) expect(text, `${passage.toString()} contains`).toContain(collapsed(words));
}
