import { pageMeta, type PageMetaInput } from "../lib/seo";
import { counterpartOf } from "./page-paths";

/**
 * A page's head tags, with its counterpart in the other language found in
 * the route table: the hreflang alternates search engines read and the
 * language switch follows (app/lib/page-lang.ts). Loaders call this, so it
 * runs only at build time.
 */
export function pageHead(input: Omit<PageMetaInput, "alternates">) {
  const counterpart = counterpartOf(input.path);
  return pageMeta({ ...input, alternates: counterpart ? [counterpart] : [] });
}
