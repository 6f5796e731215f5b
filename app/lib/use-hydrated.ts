import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and at build time), true
 * from the render right after, and at once on a page reached inside the app.
 * State that the prerender could not know (a query string) waits for it, so
 * the first render matches the HTML and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
