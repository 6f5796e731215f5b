import { useLiveAvailability } from "~/components/Availability";
import { CallLink } from "~/components/CallLink";
import type { AvailabilityNow } from "~/content/availability-now";
import type { ContactPageCopy } from "~/content/contact";
import { usePageLang } from "~/lib/page-lang";

type CallOfferWords = Pick<ContactPageCopy, "urgentHeading" | "callNow" | "call">;

/**
 * The one-line call offer before the contact form. The prerendered page
 * cannot know the day it is read, so it offers the call without "now"; once
 * the page runs, "Call now" only while she is available, and on one of her
 * days off the line says she is closed and when she is back.
 */
export function CallOffer({ words }: { words: CallOfferWords }) {
  return <CallOfferLine words={words} live={useLiveAvailability(usePageLang())} />;
}

/** The line for a status (null: not yet known, as in the prerendered page): what the component tests render. */
export function CallOfferLine({ words, live }: { words: CallOfferWords; live: AvailabilityNow | null }) {
  const closed = live?.kind === "closed";
  return (
    <p
      data-call-offer={live?.kind ?? "hours"}
      className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-ink"
    >
      {closed ? live.text : words.urgentHeading}
      <CallLink variant="inline">{live?.kind === "open" ? words.callNow : words.call}</CallLink>
    </p>
  );
}
