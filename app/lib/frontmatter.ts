/**
 * An article file's YAML frontmatter block and its Markdown body. No
 * imports, so the build's checks can read articles as written.
 */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;

/** The frontmatter's YAML and the body after it, or undefined when the file does not start with a --- block. */
export function splitFrontmatter(source: string): { yaml: string; body: string } | undefined {
  const match = FRONTMATTER.exec(source);
  return match ? { yaml: match[1] ?? "", body: match[2] ?? "" } : undefined;
}
