import { ButtonLink, buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { useRootData } from "~/components/shell-words";
import { site } from "~/facts/site.config";
import { GO_BACK_ATTRIBUTE, LEAVE_UNKNOWN_ATTRIBUTE } from "~/vocabulary/live-elements";

/**
 * Shown for any unmatched path, and for a route that reports a 404. The
 * not-found route gives `leaveUnknown`: where an unknown address under a
 * folder goes (JSON pairs, lib/leave-unknown-address.ts).
 */
export function NotFound({ leaveUnknown }: { leaveUnknown?: string }) {
  const copy = useRootData().notFound;

  return (
    <section className="px-4 py-20 text-center" {...(leaveUnknown && { [LEAVE_UNKNOWN_ATTRIBUTE]: leaveUnknown })}>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-7xl font-extrabold text-brand-800">404</h1>
        <p className="mt-4 text-2xl font-bold text-ink">{copy.title}</p>
        <p className="mt-4 text-lg text-ink-muted">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={copy.home.to}>{copy.home.label}</ButtonLink>
          {/* The page script takes it back, or home when this tab has no earlier page (lib/go-back.ts). */}
          <button type="button" {...{ [GO_BACK_ATTRIBUTE]: copy.home.to }} className={buttonClasses.outline}>
            {copy.back}
          </button>
        </div>
        <p className="mt-8 text-ink-muted">
          {copy.lookingFor} <CallLink variant="inline">{site.phone.display}</CallLink>.
        </p>
      </div>
    </section>
  );
}
