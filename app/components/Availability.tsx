import { Fragment, useEffect, useState } from "react";
import { useShellWords } from "~/components/shell-words";
import { availabilityNow, type AvailabilityNow } from "~/content/availability-now";
import type { WeeklyHoursWords } from "~/content/availability";
import { usePageLang } from "~/lib/page-lang";
import type { Lang } from "~/vocabulary/lang";

type AvailabilityTone = "muted" | "brand" | "onDark" | "onDarkStrong";
/** "hero" follows the hero's facts: small on a phone, base from the sm breakpoint. */
type AvailabilitySize = "xs" | "sm" | "base" | "hero";

interface AvailabilityProps {
  /** Text colour: grey on white, navy on white, or light on the navy bands. */
  tone?: AvailabilityTone;
  /** Text size; the box's height follows from it and from `lines`. */
  size?: AvailabilitySize;
  /**
   * The box holds this many lines from the first paint on, whatever the line
   * says later: 1 cuts a text too long for the place with an ellipsis; 2
   * wraps, for narrow places (the header's corner, a phone's hero).
   */
  lines?: 1 | 2;
  /** Where the text sits; with "end" the dot follows the text, so that it never moves when the text changes. */
  align?: "start" | "end";
  /** Width and margins from the place it is dropped into. */
  className?: string;
}

/* Whole class strings, looked up, so Tailwind sees them. */
const toneClasses: Record<AvailabilityTone, string> = {
  muted: "text-ink-muted",
  brand: "text-brand-800",
  onDark: "text-brand-100",
  /** As prominent as the prices beside it on the first screen. */
  onDarkStrong: "font-semibold text-white",
};
const openDotClasses: Record<AvailabilityTone, string> = {
  muted: "bg-success-700",
  brand: "bg-success-700",
  onDark: "bg-green-400",
  onDarkStrong: "bg-green-400",
};
const boxClasses: Record<AvailabilitySize, Record<1 | 2, string>> = {
  xs: { 1: "h-4 gap-1.5 text-xs leading-4", 2: "h-8 gap-1.5 text-xs leading-4" },
  sm: { 1: "h-5 gap-2 text-sm leading-5", 2: "h-10 gap-2 text-sm leading-5" },
  base: { 1: "h-6 gap-2 text-base leading-6", 2: "h-12 gap-2 text-base leading-6" },
  hero: {
    1: "h-5 gap-2 text-sm leading-5 sm:h-6 sm:text-base sm:leading-6",
    2: "h-10 gap-2 text-sm leading-5 sm:h-12 sm:text-base sm:leading-6",
  },
};
/** Centres the dot on the first line. */
const dotOffsetClasses: Record<AvailabilitySize, string> = {
  xs: "mt-1",
  sm: "mt-1.5",
  base: "mt-2",
  hero: "mt-1.5 sm:mt-2",
};
const lineClasses = { 1: "truncate", 2: "line-clamp-2" } as const;
const alignClasses = { start: "text-left", end: "flex-row-reverse text-right" } as const;

/**
 * When the notary is available, in one short line. The prerendered page
 * cannot know the day it will be read, so its HTML carries the weekly hours,
 * which are true at any time; once the page runs in the visitor's browser the
 * line says what holds now in New York ("Available now until 8:00 PM") and
 * looks again every minute. The switch happens in an effect, after
 * hydration, so the server's HTML and the first client render agree. The
 * box's height is fixed from the start (give it a width where its container
 * is sized by its content) and its figures are tabular, so the change moves
 * nothing on the page.
 */
export function Availability(props: AvailabilityProps) {
  return <AvailabilityLine {...props} hours={useShellWords().hours} lang={usePageLang()} />;
}

interface AvailabilityLineProps extends AvailabilityProps {
  /** The weekly hours in the page's language, worked out when the page is built (shellWords). */
  hours: WeeklyHoursWords;
  lang: Lang;
}

/** The line itself, given the words it starts with: what the component tests render. */
export function AvailabilityLine({
  hours,
  lang,
  tone = "muted",
  size = "sm",
  lines = 1,
  align = "start",
  className = "",
}: AvailabilityLineProps) {
  const status = useLiveAvailability(lang);

  return (
    <p
      data-availability={status?.kind ?? "hours"}
      className={`flex items-start overflow-hidden tabular-nums ${toneClasses[tone]} ${boxClasses[size][lines]} ${alignClasses[align]} ${className}`}
    >
      {/* Its own box at the line's edge: the text beside it may change, the dot stays put. */}
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${dotOffsetClasses[size]} ${status?.kind === "open" ? openDotClasses[tone] : "bg-current opacity-60"}`}
      />
      <span className={`min-w-0 flex-1 ${lineClasses[lines]}`}>
        {status ? (
          status.text
        ) : (
          <>
            <span className="sr-only">{hours.label} </span>
            {/* A period never breaks inside; the line may break between periods. */}
            {hours.periods.map((period, index) => (
              <Fragment key={period}>
                {index > 0 && " · "}
                <span className="whitespace-nowrap">{period}</span>
              </Fragment>
            ))}
          </>
        )}
      </span>
    </p>
  );
}

/**
 * Null until the page has hydrated; then the status now, refreshed at the
 * turn of every minute. The first screen's buttons follow it too (HeroFacts).
 */
export function useLiveAvailability(lang: Lang): AvailabilityNow | null {
  const [status, setStatus] = useState<AvailabilityNow | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function update() {
      clearTimeout(timer);
      const next = availabilityNow(new Date(), lang);
      setStatus((previous) => (previous?.kind === next.kind && previous.text === next.text ? previous : next));
      timer = setTimeout(update, next.recheckInMs);
    }
    // A phone that slept with the page open wakes with stale timers.
    function updateWhenShown() {
      if (document.visibilityState === "visible") update();
    }
    update();
    document.addEventListener("visibilitychange", updateWhenShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", updateWhenShown);
    };
  }, [lang]);

  return status;
}
