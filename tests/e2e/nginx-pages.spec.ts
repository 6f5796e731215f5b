import { test } from "./support/test";
import { listPagePaths } from "../../app/page-paths";
import { SPANISH_ROOT } from "../../app/vocabulary/lang";
import { hostServers } from "../../playwright.config";
import { expectPageMeetsTheBar } from "./support/page-bar";

/**
 * The every-page bar, in a real browser, against Debian's nginx running the
 * shipped recipe: one page of each kind (each top-level page, and the first
 * page below each section) in each language, found from the build's own page
 * list.
 */
const nginx = hostServers.find((host) => host.name === "nginx");
if (!nginx) throw new Error("playwright.config.ts lists no nginx server");

function kindOf(path: string): string {
  const spanish = path === SPANISH_ROOT || path.startsWith(`${SPANISH_ROOT}/`);
  const inItsLanguage = spanish ? path.slice(SPANISH_ROOT.length) || "/" : path;
  const [section, ...rest] = inItsLanguage.slice(1).split("/");
  const kind = rest.length > 0 ? `/${section}/*` : inItsLanguage;
  return spanish ? `${SPANISH_ROOT}${kind}` : kind;
}

const onePerKind = new Map<string, string>();
for (const path of listPagePaths()) if (!onePerKind.has(kindOf(path))) onePerKind.set(kindOf(path), path);

test.use({ baseURL: nginx.origin });

for (const [kind, path] of onePerKind) {
  test(`served by nginx, ${path} (${kind}) meets the bar for every page`, async ({ page, request }) => {
    await expectPageMeetsTheBar(page, request, path);
  });
}
