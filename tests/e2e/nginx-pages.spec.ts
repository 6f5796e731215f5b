import { test } from "./support/test";
import { listPagePaths } from "../../app/page-paths";
import { hostServers } from "../../playwright.config";
import { expectPageMeetsTheBar } from "./support/page-bar";

/**
 * The every-page bar, in a real browser, against Debian's nginx running the
 * shipped recipe: one page of each kind (each top-level page, and the first
 * page below each section), found from the build's own page list.
 */
const nginx = hostServers.find((host) => host.name === "nginx");
if (!nginx) throw new Error("playwright.config.ts lists no nginx server");

function kindOf(path: string): string {
  const [section, ...rest] = path.slice(1).split("/");
  return rest.length > 0 ? `/${section}/*` : path;
}

const onePerKind = new Map<string, string>();
for (const path of listPagePaths()) if (!onePerKind.has(kindOf(path))) onePerKind.set(kindOf(path), path);

test.use({ baseURL: nginx.origin });

for (const [kind, path] of onePerKind) {
  test(`served by nginx, ${path} (${kind}) meets the bar for every page`, async ({ page, request }) => {
    await expectPageMeetsTheBar(page, request, path);
  });
}
