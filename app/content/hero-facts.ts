import { actionWords } from "~/content/actions";
import { formatUsd } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";
import { afterHoursPhrase } from "~/lib/hours-words";

/**
 * The key facts every page's first screen shows (issue 13): what the business
 * is and what a notarial act and the trip cost; the hours come from the
 * availability line beside them (app/components/Availability.tsx). Every figure is
 * read from the facts (app/facts/data/business.json); only the words around
 * them are written here, in both languages side by side.
 */
export interface HeroFacts {
  /** What the business is and where: "Mobile notary public in Berks County, PA". */
  identity: string;
  /** "Notarial act up to $5", "Travel $55 within 15 miles", "No after-hours surcharge". */
  prices: readonly string[];
  /** The booking action on the contact page, where the form is on the page itself. */
  bookHere: string;
}

interface HeroFactsWords {
  identity: string;
  act: (maxUsd: string) => string;
  travel: (usd: string, miles: number) => string;
  /** What the hour of the appointment adds to the price; nothing to say for weekday daytime hours. */
  surcharge: (usd: number) => string | undefined;
  bookHere: string;
}

const { fees, serviceArea } = site;

const words: Bilingual<HeroFactsWords> = {
  en: {
    identity: `Mobile notary public in ${serviceArea.region}, ${serviceArea.stateCode}`,
    act: (maxUsd) => `Notarial act up to ${maxUsd}`,
    travel: (usd, miles) => `Travel ${usd} within ${miles} miles`,
    surcharge: (usd) =>
      afterHoursPhrase(site.hours, "and") === undefined
        ? undefined
        : usd === 0
          ? "No after-hours surcharge"
          : `After-hours surcharge ${formatUsd(usd)}`,
    bookHere: actionWords.en.book.label,
  },
  es: {
    identity: `Notary public a domicilio en ${serviceArea.regionEs}, ${serviceArea.stateCode}`,
    act: (maxUsd) => `Acto notarial hasta ${maxUsd}`,
    travel: (usd, miles) => `Tarifa de viaje ${usd} hasta ${miles} millas`,
    surcharge: (usd) => {
      const when = afterHoursPhrase(site.hours, usd === 0 ? "deNi" : "deY");
      if (!when) return undefined;
      return usd === 0 ? `Sin recargo ${when}` : `Recargo ${when}: ${formatUsd(usd, "es")}`;
    },
    bookHere: actionWords.es.book.label,
  },
};

/** The key facts in one language, for a loader to hand to its page. */
export function heroFactsIn(lang: Lang): HeroFacts {
  const copy = words[lang];
  return {
    identity: copy.identity,
    prices: [
      copy.act(formatUsd(fees.perNotarialActUsd, lang)),
      copy.travel(formatUsd(fees.travelUsd, lang), fees.travelFeeRadiusMiles),
      copy.surcharge(fees.afterHoursSurchargeUsd),
    ].filter((price) => price !== undefined),
    bookHere: copy.bookHere,
  };
}

/** Both languages, so a test can hold each page to its own. */
export const heroFactsByLang: Bilingual<HeroFacts> = { en: heroFactsIn("en"), es: heroFactsIn("es") };
