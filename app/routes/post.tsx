import { replace } from "react-router";

/**
 * An article page. Until the blog has articles, no slug matches one, so
 * every article address ends at the blog list without a history entry.
 */
export function clientLoader() {
  throw replace("/blog");
}

export default function Post() {
  return null;
}
