import { NavLink } from "react-router";
import { Availability } from "~/components/Availability";
import { CallLink } from "~/components/CallLink";
import { Icon } from "~/components/Icon";
import { useShellWords } from "~/components/shell-words";
import { CLOSED_BY_ANY, invokerCommand } from "~/lib/invoker-commands";

/**
 * The slide-out menu is a native modal <dialog>: the browser traps focus
 * inside it, makes the page behind it inert, and closes it on Escape. The
 * browser also opens and closes it before any script runs (the buttons'
 * invoker commands, `closedby` for a click outside), so the dialog itself
 * says whether it is open. The page script, on every page with or without
 * React, does the rest (lib/dialog-openers.ts): the menu button's state
 * follows the dialog, focus returns to it on close, a chosen link closes the
 * menu, and a browser without those commands gets them all the same.
 */
export function SlideMenu({ id }: { id: string }) {
  const copy = useShellWords();

  return (
    <dialog
      id={id}
      aria-label={copy.menu.dialog}
      {...CLOSED_BY_ANY}
      className="fixed inset-y-0 m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] translate-x-full bg-white p-0 text-ink shadow-2xl transition-[translate,display,overlay] transition-discrete duration-200 backdrop:bg-brand-950/60 open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full print:hidden"
    >
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-6">
        <div className="flex items-center justify-between">
          <p className="text-lg font-bold text-brand-900">{copy.menu.title}</p>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-lg hover:bg-brand-50"
            aria-label={copy.menu.close}
            {...invokerCommand(id, "close")}
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <nav aria-label={copy.navLabels.menu}>
          <ul className="flex flex-col gap-1">
            {copy.nav.menu.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    isActive
                      ? "block rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-800"
                      : "block rounded-lg px-4 py-3 font-medium hover:bg-brand-50"
                  }
                  lang={link.lang}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto space-y-2 border-t border-brand-100 pt-6">
          <CallLink variant="secondary" />
          <Availability lines={2} />
        </div>
      </div>
    </dialog>
  );
}
