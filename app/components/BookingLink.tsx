import { buttonClasses } from "~/components/ButtonLink";
import { Icon } from "~/components/Icon";
import { bookingLinkCopy } from "~/content/booking-link";
import { usePageLang } from "~/lib/page-lang";

interface BookingLinkProps {
  /** Her booking page (`bookingPageUrl` from the facts); undefined when she has none. */
  href: string | undefined;
}

/**
 * Her online booking page beside the form, for a visit planned ahead; nothing
 * at all when she has none. A plain link in the same tab, not an embedded
 * calendar, so the header policy needs no other site.
 */
export function BookingLink({ href }: BookingLinkProps) {
  const lang = usePageLang();
  if (!href) return null;
  const copy = bookingLinkCopy[lang];
  return (
    <div data-booking-link className="rounded-2xl border border-brand-100 bg-white p-6">
      <p className="text-lg font-bold text-ink">{copy.heading}</p>
      <p className="mt-1 text-ink-muted">{copy.note}</p>
      <a href={href} rel="external noopener" className={`${buttonClasses.outline} mt-4`}>
        <Icon name="calendar" className="size-5" />
        {copy.action}
      </a>
    </div>
  );
}
