/**
 * The platform's invoker commands (`commandfor` and `command` on a button):
 * the browser itself opens or closes the dialog the button names, so the
 * button works before the page's JavaScript has run, or without it.
 * React's types do not list these attributes yet; React passes them through.
 */
export function invokerCommand(targetId: string, command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: targetId, command };
}

/** A dialog that closes on a click outside it or on Escape, the browser's own light dismiss, with or without JavaScript. */
export const CLOSED_BY_ANY: Record<string, string> = { closedby: "any" };
