import { test } from "../e2e/support/test";
import { expectPagesMeetTheBar } from "../e2e/support/page-bar";
import { firstScreenPages } from "../e2e/support/first-screen";
import { NOT_FOUND_PATHS } from "../../app/lib/special-paths";
import { listPagePaths } from "../../app/routes/page-paths";
import { langOfPath } from "../../app/vocabulary/lang";

/**
 * A smoke run of the every-page bar (tests/e2e/every-route.spec.ts) for the
 * inner loop: the home page in both languages, the contact page, one service,
 * one town, one article (each with its kind's own checks, as in the full run)
 * and the not-found page, found from the build's own page list and the content.
 */
const firstOfKind = (kind: string) =>
  firstScreenPages.find((page) => page.kind === kind && langOfPath(page.path) === "en")?.path;
const article = listPagePaths().find((path) => path.startsWith("/blog/"));
const paths = [
  ...["home", "contact", "service", "town"].map(firstOfKind),
  firstScreenPages.find((page) => page.kind === "home" && langOfPath(page.path) === "es")?.path,
  article,
  NOT_FOUND_PATHS.en,
].filter((path): path is string => path !== undefined);

const half = Math.ceil(paths.length / 2);
for (const batch of [paths.slice(0, half), paths.slice(half)]) {
  test(`${batch.join(", ")} meet the bar for every page`, async ({ page, request }) => {
    test.setTimeout(batch.length * 30_000);
    await expectPagesMeetTheBar(page, request, batch);
  });
}
