import type { ReactNode } from "react";
import { Link } from "react-router";
import { Availability } from "~/components/Availability";
import { longestCallNow } from "~/content/availability-now";
import { buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { EstimateLink } from "~/components/EstimateLink";
import { Icon } from "~/components/Icon";
import type { HeroFacts as HeroFactsData } from "~/content/hero-facts";
import { usePageLang } from "~/lib/page-lang";
import { site } from "~/facts/site.config";

interface HeroFactsProps {
  /** The page's language's facts, from its loader (`heroFactsIn(lang)`). */
  facts: HeroFactsData;
  /** Where booking happens: another page, or "#id" for the form on this one. */
  book: { to: string; label: string };
  /** Shows the "mobile notary public in …" line; off where the eyebrow already says it. */
  identity?: boolean;
  /**
   * Hides the prices and hours from the md breakpoint up, where a box beside
   * the heading already holds them (the home page's "at a glance").
   */
  factsBesideFromMd?: boolean;
  /** Another action after the two, e.g. "Text". */
  children?: ReactNode;
}

/**
 * The key facts of the first screen: the two ways to book (a call and the
 * appointment form), then what the business is, the price of a notarial act
 * and of the trip, and the hours, sized so that all of it fits a phone's
 * first screen under the page's heading. The actions come first, so that
 * even a small, short phone shows them without scrolling.
 *
 * One first action (issue 41). The prerendered page cannot know the hour it
 * is read, so its HTML leads with the call, outlined, and Book beside it in
 * gold. Once the page script runs (components/live-availability.ts: the
 * pair is its <availability-pair>), while she is available now (New York's
 * clock, her last start time and days off), the call takes the gold as
 * "Call now — until 8 PM" where it stands; while she is not, Book keeps
 * it. The two keep their places and their sizes (the call keeps room for
 * its longer words): a button that moved or grew under a visitor's thumb
 * as the page woke would be tapped by mistake, which the bar's layout-shift
 * check forbids. So the call stays first in reading order at every hour,
 * and only the gold says which action the hour favours.
 *
 * On a phone the pair is the page's only actions while it is on screen: it
 * names the view timeline (`--hero-actions`, app.css) by which the header's
 * call and booking buttons and the bottom bar stay away until it has
 * scrolled out of sight.
 */
export function HeroFacts({ facts, book, identity = true, factsBesideFromMd = false, children }: HeroFactsProps) {
  const lang = usePageLang();
  const bookClasses = `${buttonClasses.bookInPair} w-full sm:w-auto`;
  const bookLink = book.to.startsWith("#") ? (
    <a href={book.to} className={bookClasses}>
      <Icon name="calendar" className="size-5" />
      {book.label}
    </a>
  ) : (
    <Link to={book.to} className={bookClasses}>
      <Icon name="calendar" className="size-5" />
      {book.label}
    </Link>
  );
  return (
    <div data-hero-facts className="mt-5 sm:mt-8">
      <availability-pair
        key={lang}
        lang={lang}
        data-status="hours"
        data-hero-actions
        suppressHydrationWarning
        className="group/pair grid gap-3 [view-timeline-inset:5.5rem_0] [view-timeline-name:--hero-actions] sm:flex sm:flex-wrap"
      >
        <CallLink variant="callInPair" roomFor={longestCallNow(lang, site.hours.schedule)} />
        {bookLink}
        {children}
      </availability-pair>
      <div
        className={`mt-4 rounded-xl border border-brand-700 bg-brand-950/60 px-4 py-3 text-sm sm:inline-block sm:px-5 sm:py-4 sm:text-base ${factsBesideFromMd ? "md:hidden" : ""}`}
      >
        {identity && (
          <p className="mb-1.5 text-xs font-semibold tracking-wider text-accent-300 uppercase">{facts.identity}</p>
        )}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 font-semibold text-white">
          {facts.prices.map((price) => (
            <li key={price} className="flex items-start gap-1.5">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-300 sm:mt-1" />
              {price}
            </li>
          ))}
        </ul>
        <div className="mt-1.5">
          {/* The weekly hours in the HTML; "Available now until …" once the page runs. */}
          <Availability tone="onDarkStrong" size="hero" lines={2} />
        </div>
        {/* Last in the box: the prices and the hours come first on a short phone screen. */}
        <EstimateLink tone="dark" className="mt-1 text-sm" />
      </div>
    </div>
  );
}
