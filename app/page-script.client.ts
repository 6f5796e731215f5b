import { followDialogOpeners } from "~/lib/dialog-openers";
import { followGoBackButtons } from "~/lib/go-back";
import { leaveUnknownAddress } from "~/lib/leave-unknown-address";
import { startEachPageAtTheTop } from "~/lib/scroll-to-top";
import { defineLiveAvailability } from "~/components/live-availability";
import { HYDRATED_MARK } from "~/vocabulary/hydrated-mark";

/*
 * The plain script every page runs, after its first paint, whether or not
 * it also loads React (docs/decisions/036-javascript-only-where-a-page-is-interactive.md):
 * what a visitor needs on any page beyond HTML and CSS. The build bundles it
 * on its own (site-tools/platform.config.ts `pageScript`), a few kilobytes, for the
 * pages without React; the pages with a form, the fee estimator or the
 * blog's filter run it as part of React's modules (root.tsx imports it),
 * these same elements and handlers rather than copies of their own.
 */
leaveUnknownAddress();
defineLiveAvailability();
followDialogOpeners();
followGoBackButtons();
startEachPageAtTheTop();

// A page without React is ready now: the same mark React sets once it has
// hydrated (RouteChangeEffects), which `npm run bench` and the browser tests wait for.
if (!("__reactRouterContext" in window)) {
  document.documentElement.dataset.hydrated = "true";
  performance.mark(HYDRATED_MARK);
}
