import { LEAVE_UNKNOWN_ATTRIBUTE } from "~/vocabulary/live-elements";

/**
 * The spec: an address under the blog that names no article goes to the
 * blog. A static host answers such an address with the not-found page, which
 * lists where an unknown address under each such folder goes
 * (NotFound's LEAVE_UNKNOWN_ATTRIBUTE); the visitor is sent there, replacing
 * the dead address in the history so that Back skips it. (Inside React's
 * router, the article route's clientLoader does the same.)
 */
export function leaveUnknownAddress() {
  const rules = document.querySelector(`[${LEAVE_UNKNOWN_ATTRIBUTE}]`)?.getAttribute(LEAVE_UNKNOWN_ATTRIBUTE);
  if (!rules) return;
  const path = window.location.pathname.toLowerCase();
  const rule = (JSON.parse(rules) as [string, string][]).find(([under]) => path.startsWith(under));
  if (rule) window.location.replace(rule[1]);
}
