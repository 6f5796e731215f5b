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
