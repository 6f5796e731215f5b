/**
 * The spec: every path change shows the new page from the top, Back and
 * Forward included. A page load starts there, but on Back or Forward the
 * browser would restore where the visitor had scrolled: "manual" tells it not
 * to for this page's history entry, and a page brought back whole from the
 * back-forward cache is scrolled up here. An address with a #section still
 * lands on that section. (React's client-side navigation does the same in
 * RouteChangeEffects.)
 */
export function startEachPageAtTheTop() {
  window.history.scrollRestoration = "manual";
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  });
}
