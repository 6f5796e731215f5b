import { OPENER_LABELS } from "~/vocabulary/live-elements";

/*
 * The menu is a native modal <dialog> opened and closed by the buttons'
 * invoker commands (lib/invoker-commands.ts): the browser does it before any
 * script runs, closes it on Escape and, with `closedby="any"`, on a click
 * outside. What the browser does not do, this does, on every page: the
 * opening button says whether its dialog is open (aria-expanded, and its
 * name: "Open menu" / "Close menu"), focus goes back to it on close, a link
 * chosen in the dialog closes it (a page reached inside React's router keeps
 * the shell), and where a browser lacks invoker commands or `closedby`, the
 * buttons and the backdrop work all the same.
 */

const OPENER = 'button[commandfor][command="show-modal"]';
const knowsCommands = () => "command" in HTMLButtonElement.prototype;
const knowsClosedBy = () => "closedBy" in HTMLDialogElement.prototype;

function dialogOf(button: Element): HTMLDialogElement | null {
  const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** The opening button's state follows its dialog. */
function showState(opener: HTMLElement, open: boolean) {
  opener.setAttribute("aria-expanded", String(open));
  const label = opener.getAttribute(open ? OPENER_LABELS.close : OPENER_LABELS.open);
  if (label) opener.setAttribute("aria-label", label);
}

function follow(opener: HTMLElement) {
  const dialog = dialogOf(opener);
  if (!dialog) return;
  // Opened before this ran (the invoker command needs no script): say so now.
  showState(opener, dialog.open);
  new MutationObserver(() => {
    showState(opener, dialog.open);
    if (!dialog.open) opener.focus();
  }).observe(dialog, { attributes: true, attributeFilter: ["open"] });
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const button = target.closest("button[commandfor]");
  if (button) {
    const dialog = dialogOf(button);
    if (!dialog || knowsCommands()) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close") dialog.close();
    return;
  }
  const dialog = target.closest("dialog");
  if (!dialog?.open) return;
  // A link chosen in the menu, or (without `closedby`) a click on the backdrop, which is the dialog element itself.
  if (target.closest("a[href]") || (target === dialog && !knowsClosedBy())) dialog.close();
}

export function followDialogOpeners() {
  document.querySelectorAll<HTMLElement>(OPENER).forEach(follow);
  document.addEventListener("click", onClick);
}
