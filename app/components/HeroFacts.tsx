import type { ReactNode } from "react";
import { ActionPair } from "~/components/ActionPair";
import { Availability } from "~/components/Availability";
import { EstimateLink } from "~/components/EstimateLink";
import { Icon } from "~/components/Icon";
import type { HeroFacts as HeroFactsData } from "~/content/hero-facts";

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
 * The call and Book are the page's ActionPair: on a phone, the first screen's
 * only actions while they are on screen, the gold on the call while she is
 * available.
 */
export function HeroFacts({ facts, book, identity = true, factsBesideFromMd = false, children }: HeroFactsProps) {
  return (
    <div data-hero-facts className="mt-5 sm:mt-8">
      <ActionPair book={book} className="grid gap-3 sm:flex sm:flex-wrap" bookClassName="w-full sm:w-auto">
        {children}
      </ActionPair>
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
