/** The problems the launch check lists on stderr (`npm run build:deploy`), one a line, without the bullet. */
export function listedProblems(stderr: string): string[] {
  return stderr
    .split("\n")
    .filter((line) => line.startsWith("  - "))
    .map((line) => line.slice(4));
}
