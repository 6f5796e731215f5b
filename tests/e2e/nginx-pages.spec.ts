import { test } from "./support/test";
import { counterpartOf, listPagePaths } from "../../app/routes/page-paths";
import { langOfPath } from "../../app/vocabulary/lang";
import { hostServers } from "../../playwright.config";
import { expectPagesMeetTheBar } from "./support/page-bar";

/**
 * The every-page bar, in a real browser, against Debian's nginx running the
 * shipped recipe: one page of each kind (each top-level page, and the first
 * page below each section), in English and Spanish in turn, found from the
 * build's own page list. Only the checks a server can change run here (status,
 * head, headers, links, hydration, layout shift, console); the words, the
 * accessibility and the phone layout of the same files are every-route.spec.ts's.
 */
const nginx = hostServers.find((host) => host.name === "nginx");
if (!nginx) throw new Error("playwright.config.ts lists no nginx server");

/**
 * A page's kind is its module's: a Spanish page has the kind of its English
 * counterpart (one module serves both); a page with no counterpart (the
 * Spanish not-found page) is a kind of its own.
 */
function kindOf(path: string): string {
  const english = langOfPath(path) === "es" ? counterpartOf(path)?.path : path;
  if (!english) return path;
  const [section, ...rest] = english.slice(1).split("/");
  return rest.length > 0 ? `/${section}/*` : english;
}

/** Each kind once, its English and its Spanish page in turn, so that nginx serves both languages. */
const byKind = new Map<string, string[]>();
for (const path of listPagePaths()) byKind.set(kindOf(path), [...(byKind.get(kindOf(path)) ?? []), path]);
const onePerKind = new Map<string, string>();
[...byKind].forEach(([kind, paths], index) => {
  const wanted = index % 2 === 0 ? "en" : "es";
  onePerKind.set(kind, paths.find((path) => langOfPath(path) === wanted) ?? paths[0] ?? kind);
});

test.use({ baseURL: nginx.origin });

// In two tests, one browser page each, so that both workers share them; a failure names the page and the check.
const paths = [...onePerKind.values()];
const half = Math.ceil(paths.length / 2);
for (const batch of [paths.slice(0, half), paths.slice(half)]) {
  test(`served by nginx, ${batch.join(", ")} meet the bar for every page`, async ({ page, request }) => {
    test.setTimeout(batch.length * 30_000);
    await expectPagesMeetTheBar(page, request, batch, "served");
  });
}
