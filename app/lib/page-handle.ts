/**
 * What a route module says about its pages through React Router's `handle`.
 * `interactive`: the page has what only React does here (the appointment
 * form, the fee estimator, the blog list's filter and pages), so it loads
 * React and the router; every other page loads the plain page script alone
 * (docs/decisions/036-javascript-only-where-a-page-is-interactive.md).
 */
export interface PageHandle {
  interactive?: true;
}

/** The handle of a page that loads React. */
export const INTERACTIVE: PageHandle = { interactive: true };

/** Whether any of the matched routes asks for React. */
export function loadsReact(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.interactive === true);
}
