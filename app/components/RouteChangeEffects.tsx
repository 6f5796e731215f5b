import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { HYDRATED_MARK } from "~/vocabulary/hydrated-mark";

/**
 * On every path change, Back and Forward included, the spec wants the new
 * page shown from the top. We also move focus to the main content so that a
 * screen reader starts reading the new page rather than staying on the link
 * that was chosen. The first render is the page load: leave it alone.
 */
export function RouteChangeEffects({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    // Marks the moment the page became interactive: browser tests wait for
    // the attribute, `npm run bench` reads the mark's time.
    document.documentElement.dataset.hydrated = "true";
    performance.mark(HYDRATED_MARK);
  }, []);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    // A link to a section of another page still lands on that section.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: "instant" });
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
    // Only a new path counts; the hash is read for where to land.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, mainId]);

  return null;
}
