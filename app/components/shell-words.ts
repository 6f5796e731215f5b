import { useRouteLoaderData } from "react-router";
import type { ShellWords } from "~/content/shell";
import type { NotFoundWords } from "~/content/not-found";

/** What the root route's loader sends every page (app/root.tsx). */
export interface RootData {
  shell: ShellWords;
  notFound: NotFoundWords;
}

/**
 * The root route's data: the shell's and the not-found page's words in the
 * page's language. Every page has it, prerendered and after each navigation
 * that changes the language (root's shouldRevalidate).
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) {
    // Reached inside the app, an unknown address in the other language has no data file to
    // bring that language's words: the host's own not-found page, loaded whole, has them.
    if (typeof document === "object") location.reload();
    throw new Error("No root data: render inside the app's routes.");
  }
  return data;
}

export function useShellWords(): ShellWords {
  return useRootData().shell;
}
