import { formatClockRange, formatUsd } from "~/lib/format";
import { site, type Weekday } from "~/site.config";
import { intlLocales, type Bilingual, type Lang } from "~/vocabulary/lang";

/**
 * The key facts every page's first screen shows (issue 13): what the business
 * is, what a notarial act and the trip cost, and the hours. Every figure is
 * read from the facts (app/content/data/business.json); only the words around
 * them are written here, in both languages side by side.
 */
export interface HeroFacts {
  /** What the business is and where: "Mobile notary public in Berks County, PA". */
  identity: string;
  /** "Notarial act up to $5", "Travel $55 within 15 miles", "No after-hours surcharge". */
  prices: readonly string[];
  /** Read before the hours by screen readers. */
  hoursLabel: string;
  /** The weekly hours in short form: "Mon–Fri 5:00 PM–8:00 PM · Sat–Sun 9:00 AM–8:00 PM". */
  hours: string;
  /** The booking action on the contact page, where the form is on the page itself. */
  bookHere: string;
}

interface HeroFactsWords {
  identity: string;
  act: (maxUsd: string) => string;
  travel: (usd: string, miles: number) => string;
  /** What the hour of the appointment adds to the price. */
  surcharge: (usd: number) => string;
  hoursLabel: string;
  bookHere: string;
}

const { fees, serviceArea } = site;

const words: Bilingual<HeroFactsWords> = {
  en: {
    identity: `Mobile notary public in ${serviceArea.region}, ${serviceArea.stateCode}`,
    act: (maxUsd) => `Notarial act up to ${maxUsd}`,
    travel: (usd, miles) => `Travel ${usd} within ${miles} miles`,
    surcharge: (usd) => (usd === 0 ? "No after-hours surcharge" : `After-hours surcharge ${formatUsd(usd)}`),
    hoursLabel: "Hours",
    bookHere: "Book with the form",
  },
  es: {
    identity: `Notary public a domicilio en ${serviceArea.regionEs}, ${serviceArea.stateCode}`,
    act: (maxUsd) => `Acto notarial hasta ${maxUsd}`,
    travel: (usd, miles) => `Tarifa de viaje ${usd} hasta ${miles} millas`,
    surcharge: (usd) =>
      usd === 0
        ? "Sin recargo de noche ni fines de semana"
        : `Recargo de noche y fines de semana: ${formatUsd(usd, "es")}`,
    hoursLabel: "Horario",
    bookHere: "Pedir cita con el formulario",
  },
};

const weekOrder: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Monday" -> "Mon" / "lun", through Intl (1 January 2024 was a Monday). */
function shortDay(day: Weekday, lang: Lang): string {
  const date = new Date(Date.UTC(2024, 0, 1 + weekOrder.indexOf(day)));
  return new Intl.DateTimeFormat(intlLocales[lang], { weekday: "short", timeZone: "UTC" })
    .format(date)
    .replace(".", "");
}

/** ["Monday", …, "Friday"] -> "Mon–Fri"; days that do not follow each other are listed: "Mon, Wed". */
function shortDays(days: readonly Weekday[], lang: Lang): string {
  const sorted = [...days].sort((a, b) => weekOrder.indexOf(a) - weekOrder.indexOf(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return "";
  const consecutive = weekOrder.indexOf(last) - weekOrder.indexOf(first) === sorted.length - 1;
  const text =
    consecutive && sorted.length > 1
      ? `${shortDay(first, lang)}–${shortDay(last, lang)}`
      : sorted.map((day) => shortDay(day, lang)).join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The weekly hours in short form, one period after another. */
function shortSchedule(lang: Lang): string {
  return site.hours.schedule
    .map((period) => `${shortDays(period.days, lang)} ${formatClockRange(period.opens, period.closes, lang)}`)
    .join(" · ");
}

/** The key facts in one language, for a loader to hand to its page. */
export function heroFactsIn(lang: Lang): HeroFacts {
  const copy = words[lang];
  return {
    identity: copy.identity,
    prices: [
      copy.act(formatUsd(fees.perNotarialActUsd, lang)),
      copy.travel(formatUsd(fees.travelUsd, lang), fees.travelFeeRadiusMiles),
      copy.surcharge(fees.afterHoursSurchargeUsd),
    ],
    hoursLabel: copy.hoursLabel,
    hours: shortSchedule(lang),
    bookHere: copy.bookHere,
  };
}

/** Both languages, so a test can hold each page to its own. */
export const heroFactsByLang: Bilingual<HeroFacts> = { en: heroFactsIn("en"), es: heroFactsIn("es") };
