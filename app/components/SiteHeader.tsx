import { Link, NavLink } from "react-router";
import { Availability } from "~/components/Availability";
import { bookOutlinedWhileOpenOnLight } from "~/components/ButtonLink";
import { Icon } from "~/components/Icon";
import { LanguageSwitch } from "~/components/LanguageSwitch";
import { useShellWords } from "~/components/shell-words";
import { Logo } from "~/components/Logo";
import { SlideMenu } from "~/components/SlideMenu";
import { contactHrefs } from "~/lib/contact-links";
import { invokerCommand } from "~/lib/invoker-commands";
import { site } from "~/facts/site.config";
import { OPENER_LABELS } from "~/vocabulary/live-elements";

const MENU_ID = "site-menu";

const navLinkClasses = {
  base: "rounded-md px-2.5 py-2 font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-800",
  active:
    "rounded-md bg-brand-50 px-2.5 py-2 font-semibold whitespace-nowrap text-brand-800 underline decoration-accent-400 decoration-2 underline-offset-8",
};

/*
 * The header's call (an icon, phones only) and Book. Both keep a 2 px border in
 * every state, so the gold changing hands moves nothing. While the pair says
 * "open", Book is outlined at every width, as the hero's is, and on a phone the
 * call takes the gold; from md up the call is the number beside the hours.
 */
const headerPairClasses = {
  call: "flex size-11 away-while-hero-actions-show items-center justify-center rounded-lg border-2 border-brand-800 text-brand-800 transition-colors pair-open:border-accent-400 pair-open:bg-accent-400 pair-open:text-brand-950 md:hidden",
  book: `inline-flex min-h-11 away-while-hero-actions-show items-center rounded-lg border-2 border-accent-400 bg-accent-400 px-3 text-sm font-semibold text-brand-950 transition-colors hover:bg-accent-300 sm:px-4 sm:text-base ${bookOutlinedWhileOpenOnLight}`,
};

export function SiteHeader() {
  const copy = useShellWords();

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:h-20">
          <Logo />

          {/* From xl only: below it, the name, the phone and the booking button
              need the width, and the menu holds the same links. */}
          <nav aria-label={copy.navLabels.main} className="hidden xl:block">
            <ul className="flex items-center gap-1">
              {copy.nav.header.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={({ isActive }) => (isActive ? navLinkClasses.active : navLinkClasses.base)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-2 sm:gap-3">
            {/* The spec's "call link and the text 'Evenings & Weekends'": the
                hours in the owner's words, then what holds right now. */}
            <div className="hidden leading-tight md:block">
              <a href={contactHrefs.call} className="flex items-center gap-1 font-bold text-brand-800 hover:underline">
                <Icon name="phone" className="size-4" />
                {site.phone.display}
              </a>
              <p data-hours-summary className="w-44 truncate text-xs leading-4 font-semibold text-brand-800">
                {copy.hoursSummary}
              </p>
              {/* Two lines: "Disponible ahora hasta las 8:00 p.m." is wider than the column. */}
              <Availability size="xs" lines={2} className="w-44" />
            </div>
            {/* On a phone, the call and Book of the first screen (issue 41): a pair like the
                hero's, whose gold goes to the call while she is available
                (components/live-availability.ts), Book's otherwise. Where a page's hero has its
                own pair, the hero's stands in for these two while it is on screen (app.css). No
                language of its own: it has no words to change, only the gold to move. */}
            <availability-pair data-status="hours" suppressHydrationWarning className="contents">
              <a href={contactHrefs.call} className={headerPairClasses.call} aria-label={copy.call}>
                <Icon name="phone" className="size-5" />
              </a>
              <LanguageSwitch />
              <Link to={copy.contact.to} className={headerPairClasses.book}>
                {/* The long label only where the row has room for it. */}
                <span className="lg:hidden">{copy.contact.short}</span>
                <span className="hidden whitespace-nowrap lg:inline">{copy.contact.long}</span>
              </Link>
            </availability-pair>
            {/* The browser opens the menu (its invoker command); the page script
                keeps the button's name and state in step with it and opens it
                where a browser lacks the command (lib/dialog-openers.ts). */}
            <button
              type="button"
              className="flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
              aria-label={copy.menu.open}
              aria-expanded={false}
              aria-controls={MENU_ID}
              aria-haspopup="dialog"
              suppressHydrationWarning
              {...{ [OPENER_LABELS.open]: copy.menu.open, [OPENER_LABELS.close]: copy.menu.close }}
              {...invokerCommand(MENU_ID, "show-modal")}
            >
              <Icon name="menu" className="size-7" />
            </button>
          </div>
        </div>
        {/* Below sm the row has room for the seal only, so the name is written
            out beneath it: a visitor on a phone reads whose site this is first.
            The seal's link already names the business to screen readers. */}
        <p
          data-phone-name
          aria-hidden="true"
          className="-mt-1.5 truncate px-4 pb-1.5 text-xs leading-5 text-ink-muted sm:hidden"
        >
          <span className="font-heading text-sm font-bold text-brand-900">{site.businessName}</span> · {copy.tagline}
        </p>
      </header>
      <SlideMenu id={MENU_ID} />
    </>
  );
}
