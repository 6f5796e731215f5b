/**
 * "Did you mean …?" for a misspelt name (a fact token, an icon). No imports,
 * so the build's data check can load it.
 */

/** How many single-letter edits turn `a` into `b` (Levenshtein distance), ignoring case. */
function editDistance(a: string, b: string): number {
  let previousRow = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      row.push(Math.min((previousRow[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previousRow[j - 1] ?? 0) + substitution));
    }
    previousRow = row;
  }
  return previousRow[b.length] ?? 0;
}

/** The candidates fewest edits away from `word`, if any is within `maxEdits`. */
export function closestMatches<T extends string>(word: string, candidates: readonly T[], maxEdits = 3): T[] {
  const scored = candidates.map((candidate) => ({ candidate, edits: editDistance(word, candidate) }));
  const fewest = Math.min(...scored.map(({ edits }) => edits));
  return fewest <= maxEdits ? scored.filter(({ edits }) => edits === fewest).map(({ candidate }) => candidate) : [];
}
