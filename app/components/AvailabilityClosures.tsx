import { closuresCopy } from "~/content/availability";
import { closuresFrom, type ClosureDays } from "~/lib/availability";
import { usePageLang } from "~/lib/page-lang";
import { site } from "~/facts/site.config";
import { intlLocales, type Lang } from "~/vocabulary/lang";
import { CLOSURE_UNTIL_ATTRIBUTE } from "~/vocabulary/live-elements";

interface AvailabilityClosuresProps {
  /** New York's date when the page was built (its loader): the prerendered list leaves out what was over by then. */
  builtOn: string;
  /** The days off to list; the facts' own by default. */
  closures?: readonly ClosureDays[];
}

const FULL_DATE = { dateStyle: "full", timeZone: "UTC" } as const;
/** A run's first day when its last is in the same year: the year is said once, at the end. */
const DAY_IN_YEAR = { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" } as const;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDay(date: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang}:${options === FULL_DATE ? "full" : "day"}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[lang], options);
    dateFormats.set(key, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/**
 * "Thursday, November 26, 2026", or a run: "Thursday, December 24 – Sunday, December 27, 2026".
 * Each end is formatted alone and the dash joined here: Intl's formatRange puts thin spaces around
 * its dash in Node's ICU and plain ones in Chromium's, so the prerendered text did not match the
 * browser's first render (React #418 on every page that listed a closure).
 */
function describeDays(closure: ClosureDays, lang: Lang): string {
  const last = closure.to || closure.from;
  if (last === closure.from) return formatDay(closure.from, lang, FULL_DATE);
  const sameYear = last.slice(0, 4) === closure.from.slice(0, 4);
  return `${formatDay(closure.from, lang, sameYear ? DAY_IN_YEAR : FULL_DATE)} – ${formatDay(last, lang, FULL_DATE)}`;
}

/**
 * Her days off still ahead, with her notes, beside the hours on the contact
 * page; nothing at all when there are none. The prerendered list is the one
 * true on the day the site was built; once the page script runs (its
 * <availability-closures>, components/live-availability.ts), it hides what is over
 * by the visitor's day in New York, and the whole box when nothing is left.
 */
export function AvailabilityClosures({ builtOn, closures = site.hours.closures }: AvailabilityClosuresProps) {
  const lang = usePageLang();

  const upcoming = closuresFrom(builtOn, closures);
  if (upcoming.length === 0) return null;
  const copy = closuresCopy[lang];
  return (
    <availability-closures
      data-closures=""
      suppressHydrationWarning
      className="mt-8 block rounded-xl border border-brand-100 bg-brand-50 p-5"
    >
      <h3 className="font-bold text-ink">{copy.heading}</h3>
      <ul className="mt-2 space-y-1 text-ink-muted">
        {upcoming.map((closure) => {
          const note = lang === "es" ? closure.noteEs : closure.note;
          return (
            <li
              key={`${closure.from}-${closure.to ?? ""}`}
              {...{ [CLOSURE_UNTIL_ATTRIBUTE]: closure.to || closure.from }}
              suppressHydrationWarning
            >
              <span className="inline-block font-semibold text-ink first-letter:uppercase">
                {describeDays(closure, lang)}
              </span>
              {": "}
              {copy.closed}
              {note ? ` (${note})` : ""}
            </li>
          );
        })}
      </ul>
    </availability-closures>
  );
}
