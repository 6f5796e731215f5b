import { useEffect, useState } from "react";
import { useShellWords } from "~/components/shell-words";
import { availabilityNow, type AvailabilityNow } from "~/content/availability-now";
import type { WeeklyHoursWords } from "~/content/availability";
import { escapeHtml } from "~/lib/html-text";
import { usePageLang } from "~/lib/page-lang";
import { site } from "~/facts/site.config";
import type { Lang } from "~/vocabulary/lang";
import { LIVE_TEXT_ATTRIBUTE } from "~/vocabulary/live-elements";

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
/** The dot turns green, whole, while she is available (the line's data-availability, set by the page script). */
const openDotClasses: Record<AvailabilityTone, string> = {
  muted: "in-data-[availability=open]:bg-success-700 in-data-[availability=open]:opacity-100",
  brand: "in-data-[availability=open]:bg-success-700 in-data-[availability=open]:opacity-100",
  onDark: "in-data-[availability=open]:bg-green-400 in-data-[availability=open]:opacity-100",
  onDarkStrong: "in-data-[availability=open]:bg-green-400 in-data-[availability=open]:opacity-100",
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
 * which are true at any time; once the page script runs in the visitor's
 * browser (components/live-availability.ts, on every page, with or without React)
 * the line says what holds now in New York ("Available now until 8:00 PM")
 * and looks again every minute. The words it replaces reach React as inner
 * HTML, which hydration leaves alone, so React never disagrees with the
 * line. The box's height is fixed from the start (give it a width where its
 * container is sized by its content) and its figures are tabular, so the
 * change moves nothing on the page.
 */
export function Availability(props: AvailabilityProps) {
  return <AvailabilityLine {...props} hours={useShellWords().hours} lang={usePageLang()} />;
}

interface AvailabilityLineProps extends AvailabilityProps {
  /** The weekly hours in the page's language, worked out when the page is built (shellWords). */
  hours: WeeklyHoursWords;
  lang: Lang;
}

/** The weekly hours as HTML: read after their label by screen readers; a period never breaks inside. */
function weeklyHoursHtml(hours: WeeklyHoursWords): string {
  const periods = hours.periods.map((period) => `<span class="whitespace-nowrap">${escapeHtml(period)}</span>`);
  return `<span class="sr-only">${escapeHtml(hours.label)} </span>${periods.join(" · ")}`;
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
  return (
    // A new element for a new language: it says what holds now in that one.
    <availability-line
      key={lang}
      lang={lang}
      data-availability="hours"
      // The page script says what holds now, before or after React hydrates (see above).
      suppressHydrationWarning
      className={`flex items-start overflow-hidden tabular-nums ${toneClasses[tone]} ${boxClasses[size][lines]} ${alignClasses[align]} ${className}`}
    >
      {/* Its own box at the line's edge: the text beside it may change, the dot stays put. */}
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full bg-current opacity-60 ${dotOffsetClasses[size]} ${openDotClasses[tone]}`}
      />
      <span
        {...{ [LIVE_TEXT_ATTRIBUTE]: "" }}
        className={`min-w-0 flex-1 ${lineClasses[lines]}`}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: weeklyHoursHtml(hours) }}
      />
    </availability-line>
  );
}

/**
 * Null until the page has hydrated; then the status now, refreshed at the
 * turn of every minute: for what React draws from it on the contact page
 * (CallOffer). The lines and the first screen's pair follow the page script.
 */
export function useLiveAvailability(lang: Lang): AvailabilityNow | null {
  const [status, setStatus] = useState<AvailabilityNow | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function update() {
      clearTimeout(timer);
      const next = availabilityNow(new Date(), lang, site.hours);
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
