import { closuresCopy } from "~/content/availability";
import { closuresFrom, wallDateAt, type ClosureDays } from "~/lib/availability";
import { usePageLang } from "~/lib/page-lang";
import { useHydrated } from "~/lib/use-hydrated";
import { site } from "~/site.config";
import { intlLocales, type Lang } from "~/vocabulary/lang";

interface AvailabilityClosuresProps {
  /** New York's date when the page was built (its loader): the prerendered list leaves out what was over by then. */
  builtOn: string;
  /** The days off to list; the facts' own by default. */
  closures?: readonly ClosureDays[];
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "Thursday, November 26, 2026", or a run: "Thursday, December 24 – Sunday, December 27, 2026". */
function describeDays(closure: ClosureDays, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[lang], { dateStyle: "full", timeZone: "UTC" });
    dateFormats.set(lang, format);
  }
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  const last = closure.to || closure.from;
  return last === closure.from ? format.format(day(closure.from)) : format.formatRange(day(closure.from), day(last));
}

/**
 * Her days off still ahead, with her notes, beside the hours on the contact
 * page; nothing at all when there are none. The prerendered list is the one
 * true on the day the site was built; once the page runs, it drops what is
 * over by the visitor's day in New York (after hydration, so the first
 * render matches the HTML).
 */
export function AvailabilityClosures({ builtOn, closures = site.hours.closures }: AvailabilityClosuresProps) {
  const lang = usePageLang();
  const today = useHydrated() ? wallDateAt(new Date()) : builtOn;

  const upcoming = closuresFrom(today, closures);
  if (upcoming.length === 0) return null;
  const copy = closuresCopy[lang];
  return (
    <div data-closures className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h3 className="font-bold text-ink">{copy.heading}</h3>
      <ul className="mt-2 space-y-1 text-ink-muted">
        {upcoming.map((closure) => {
          const note = lang === "es" ? closure.noteEs : closure.note;
          return (
            <li key={`${closure.from}-${closure.to ?? ""}`}>
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
    </div>
  );
}
