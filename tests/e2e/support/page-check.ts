import type { Page } from "@playwright/test";

/** One check of a kind of page, run as a named step on a page already loaded (support/page-kinds.ts). */
export interface PageCheck {
  title: string;
  check: (page: Page) => Promise<void>;
}
