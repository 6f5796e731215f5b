import { GO_BACK_ATTRIBUTE } from "~/vocabulary/live-elements";

/**
 * A "Back" button (the not-found page's): the previous page in this tab, or,
 * with none, the address the button names, rather than a tap that does nothing.
 */
export function followGoBackButtons() {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${GO_BACK_ATTRIBUTE}]`) : null;
    if (!button) return;
    if (window.history.length > 1) window.history.back();
    else window.location.assign(button.getAttribute(GO_BACK_ATTRIBUTE) ?? "/");
  });
}
