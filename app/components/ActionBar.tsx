import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Icon, type IconName } from "~/components/Icon";
import { useShellWords } from "~/components/shell-words";
import type { ActionCopy } from "~/content/action-bar";
import { contactHrefs } from "~/lib/contact-links";

/*
 * The bar's height, used by the bar itself, by the spacer that ends the page
 * (so the footer's last line can scroll clear of it) and by the root's
 * scroll padding (so an element that takes focus scrolls clear of it). One
 * literal class per use, so Tailwind sees each. The safe-area inset is 0 on
 * a screen without one, and on iOS unless the page asks for viewport-fit=cover,
 * which this site does not (the page stays inside the safe area).
 */
const barClasses =
  "fixed inset-x-0 bottom-0 z-30 grid h-[calc(4rem+env(safe-area-inset-bottom))] gap-2 border-t border-brand-100 bg-white/95 pt-2 pr-[max(0.5rem,env(safe-area-inset-right))] pb-[calc(0.5rem+env(safe-area-inset-bottom))] pl-[max(0.5rem,env(safe-area-inset-left))] shadow-[0_-2px_8px_rgb(8_26_51/0.08)] backdrop-blur transition-[translate,visibility] duration-200 away-at-the-top-and-while-hero-actions-show motion-reduce:transition-none md:hidden print:hidden";
const spacerClasses =
  "h-[calc(4rem+env(safe-area-inset-bottom))] shrink-0 max-md:[html:has(&)]:scroll-pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:hidden print:hidden";

/*
 * Never over a form's submit button. With JavaScript, an IntersectionObserver
 * hides the bar while a form with a submit button is on screen. Until it has
 * answered — and always without JavaScript — CSS keeps the bar off any page
 * that has such a form (`:has`), so nothing can cover the button; the sticky
 * header still offers the call and appointment links there.
 */
const untilWatchedOnFormPages = "[html:has(form_[type=submit])_&:not([data-watching])]:hidden";
const hiddenClasses = "invisible translate-y-full";
/** Three actions, or four with WhatsApp (only when the owner has a WhatsApp number). */
const columnClasses = { 3: "grid-cols-3", 4: "grid-cols-4" } as const;
const FORM_WITH_SUBMIT = "form:has([type=submit])";

/**
 * The spacer is the page's last element in the flow: the root holds the first
 * paint until it is parsed (see root.tsx), so the footer above it is whole.
 */
export const PAGE_END_ID = "page-end";

const actionClasses = {
  call: "bg-brand-800 text-white hover:bg-brand-700",
  text: "border-2 border-brand-800 bg-white text-brand-800 hover:bg-brand-50",
  whatsApp: "border-2 border-brand-800 bg-white text-brand-800 hover:bg-brand-50",
  book: "bg-accent-400 text-brand-950 hover:bg-accent-300",
} as const;
const itemClasses =
  "flex h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-sm leading-tight font-semibold";

/**
 * On phones, call, text (and WhatsApp, when she has it) and book stay one
 * tap away in a bar fixed to the bottom of the screen. Wide screens have
 * them in the header instead.
 */
export function ActionBar() {
  const words = useShellWords();
  const copy = words.actionBar;
  const contactPath = words.contact.to;
  const { watching, formInView } = useFormWatch();

  return (
    <>
      <nav
        aria-label={copy.name}
        data-action-bar=""
        data-watching={watching ? "" : undefined}
        className={`${barClasses} ${columnClasses[copy.whatsApp ? 4 : 3]} ${untilWatchedOnFormPages} ${formInView ? hiddenClasses : ""}`}
      >
        <Action href={contactHrefs.call} icon="phone" copy={copy.call} className={actionClasses.call} />
        <Action href={contactHrefs.text} icon="message" copy={copy.text} className={actionClasses.text} />
        {copy.whatsApp && (
          <Action href={copy.whatsApp.href} icon="message" copy={copy.whatsApp} className={actionClasses.whatsApp} />
        )}
        <Link to={contactPath} className={`${itemClasses} ${actionClasses.book}`}>
          <ActionContent icon="calendar" copy={copy.book} />
        </Link>
      </nav>
      <div id={PAGE_END_ID} aria-hidden="true" data-action-bar-spacer="" className={spacerClasses} />
    </>
  );
}

function Action({
  href,
  icon,
  copy,
  className,
}: {
  href: string;
  icon: IconName;
  copy: ActionCopy;
  className: string;
}) {
  return (
    <a
      href={href}
      rel={href.startsWith("https:") ? "external noopener" : undefined}
      className={`${itemClasses} ${className}`}
    >
      <ActionContent icon={icon} copy={copy} />
    </a>
  );
}

function ActionContent({ icon, copy }: { icon: IconName; copy: ActionCopy }): ReactNode {
  return (
    <>
      <Icon name={icon} className="size-5 shrink-0" />
      <span className="max-w-full truncate">
        {copy.label}
        {copy.rest && <span className="sr-only">{copy.rest}</span>}
      </span>
    </>
  );
}

/**
 * Watches the page's forms that have a submit button. `watching` turns true
 * once the observer has reported (so the CSS guard can let go of the bar),
 * and false again on each new page until its forms have been looked at.
 */
function useFormWatch(): { watching: boolean; formInView: boolean } {
  const { pathname } = useLocation();
  const [state, setState] = useState({ watching: false, formInView: false });

  useEffect(() => {
    const forms = document.querySelectorAll(FORM_WITH_SUBMIT);
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setState({ watching: true, formInView: onScreen.size > 0 });
    });
    // A page without such a form needs no answer: the CSS guard does not apply to it.
    forms.forEach((form) => observer.observe(form));
    return () => {
      observer.disconnect();
      setState({ watching: false, formInView: false });
    };
  }, [pathname]);

  return state;
}
