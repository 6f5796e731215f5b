import { test } from "./support/test";
import { listPagePaths } from "../../app/routes/page-paths";
import { expectPagesMeetTheBar } from "./support/page-bar";

/**
 * The bar every page is held to (design.md §8). The list of pages is the
 * build's own, so a new page is checked without anyone writing a test.
 * The pages go in batches, each checked in one browser page, so that the
 * two workers share them evenly; a failure names the page and the check.
 */
const PAGES_PER_TEST = 8;
/** What one page may take, as when each page was a test of its own. */
const TIME_PER_PAGE = 30_000;

// A laptop's width: the bar then looks at each page at 375 and 320 px too.
test.use({ viewport: { width: 1280, height: 800 } });

const paths = listPagePaths();
for (let start = 0; start < paths.length; start += PAGES_PER_TEST) {
  const batch = paths.slice(start, start + PAGES_PER_TEST);
  const range = `${start + 1}–${start + batch.length} of ${paths.length}`;
  test(`pages ${range} (${batch[0]} to ${batch.at(-1)}) meet the bar for every page`, async ({ page, request }) => {
    test.setTimeout(batch.length * TIME_PER_PAGE);
    await expectPagesMeetTheBar(page, request, batch);
  });
}
