import { SEARCH_DESCRIPTION_MAX } from "../vocabulary/search-result";

/**
 * A search result's description built from the owner's facts, whose length
 * the code cannot know: the first sentence always, each further one only
 * while the whole still fits what a result shows, so a longer phrase for her
 * hours drops a detail rather than getting cut off mid-word.
 */
export function searchDescription(first: string, ...more: readonly string[]): string {
  return more.reduce((description, sentence) => {
    const longer = `${description} ${sentence}`;
    return longer.length <= SEARCH_DESCRIPTION_MAX ? longer : description;
  }, first);
}

/** The first of several wordings that fits what a search result shows, or else the last (the shortest). */
export function firstThatFits(...wordings: readonly [string, ...string[]]): string {
  return wordings.find((wording) => wording.length <= SEARCH_DESCRIPTION_MAX) ?? wordings[wordings.length - 1] ?? "";
}
