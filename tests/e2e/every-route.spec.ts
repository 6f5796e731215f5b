import { test } from "./support/test";
import { listPagePaths } from "../../app/page-paths";
import { expectPageMeetsTheBar } from "./support/page-bar";

/**
 * The bar every page is held to (design.md §8). The list of pages is the
 * build's own, so a new page is checked without anyone writing a test.
 */
for (const path of listPagePaths()) {
  test(`page ${path} meets the bar for every page`, async ({ page, request }) => {
    await expectPageMeetsTheBar(page, request, path);
  });
}
