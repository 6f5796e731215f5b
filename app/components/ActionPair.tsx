import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { Icon } from "~/components/Icon";
import { longestCallNow } from "~/content/availability-now";
import { usePageLang } from "~/lib/page-lang";
import { site } from "~/facts/site.config";

/** The band the pair stands on: the navy of the pages that sell a visit, or the paper of those read. */
type PairTone = "onDark" | "onLight";

const variants = {
  onDark: { call: "callInPair", book: "bookInPair" },
  onLight: { call: "callInPairOnLight", book: "bookInPairOnLight" },
} as const;

interface ActionPairProps {
  /** Where booking happens: another page, or "#id" for the form on this one. */
  book: { to: string; label: string };
  tone?: PairTone;
  /** The row's layout: a wrapping row unless the caller lays it out otherwise (a grid on phones). */
  className?: string;
  /** Classes for Book's button, e.g. its width. */
  bookClassName?: string;
  /** Another action after the two, e.g. "Text". */
  children?: ReactNode;
}

/**
 * One first action (issue 41): the call and Book that open a page, as one
 * pair. The prerendered page cannot know the hour it is read, so its HTML
 * leads with the call, outlined, and Book beside it in gold. Once the page
 * script runs (components/live-availability.ts: the pair is its
 * <availability-pair>), while she is available now (New York's clock, her
 * last start time and days off), the call takes the gold as "Call now —
 * until 8 PM" where it stands; while she is not, Book keeps it. The two keep
 * their places and their sizes (the call keeps room for its longer words): a
 * button that moved or grew under a visitor's thumb as the page woke would be
 * tapped by mistake, which the bar's layout-shift check forbids. So the call
 * stays first in reading order at every hour, and only the gold says which
 * action the hour favours.
 *
 * On a phone the pair is the page's only actions while it is on screen: it
 * names the view timeline (`--hero-actions`, app.css) by which the header's
 * call and booking buttons and the bottom bar stay away until it has
 * scrolled out of sight. One pair per page: a second would make the timeline
 * ambiguous.
 */
export function ActionPair({
  book,
  tone = "onDark",
  className = "flex flex-wrap gap-3",
  bookClassName = "",
  children,
}: ActionPairProps) {
  const lang = usePageLang();
  const variant = variants[tone];
  const bookClasses = `${buttonClasses[variant.book]} ${bookClassName}`;
  const content = (
    <>
      <Icon name="calendar" className="size-5" />
      {book.label}
    </>
  );
  return (
    <availability-pair
      key={lang}
      lang={lang}
      data-status="hours"
      data-hero-actions
      suppressHydrationWarning
      className={`[view-timeline-inset:5.5rem_0] [view-timeline-name:--hero-actions] ${className}`}
    >
      <CallLink variant={variant.call} roomFor={longestCallNow(lang, site.hours.schedule)} />
      {book.to.startsWith("#") ? (
        <a href={book.to} className={bookClasses}>
          {content}
        </a>
      ) : (
        <Link to={book.to} className={bookClasses}>
          {content}
        </Link>
      )}
      {children}
    </availability-pair>
  );
}
