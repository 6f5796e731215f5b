import { articlePageChecks } from "./article-page";
import type { PageCheck } from "./page-check";
import { servicePageChecks } from "./service-page";
import { townPageChecks } from "./town-page";

/*
 * What a page of a kind holds beyond the bar every page meets: run as steps
 * of the every-page bar's own visit of the page (support/page-bar.ts), so
 * that each page is loaded once for both. A page was a test's own load for
 * these checks, about half a busy CPU second each (docs/decisions/032).
 */

/** The checks of the page at `path` for its kind; none for a page of no kind listed here. */
export function pageKindChecks(path: string): PageCheck[] {
  return [...servicePageChecks(path), ...townPageChecks(path), ...articlePageChecks(path)];
}
