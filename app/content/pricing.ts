import { capitalized, formatList, formatRange, formatUsd, formatUsdRange } from "~/lib/format";
import { afterHoursPhrase, samePriceSentence } from "~/lib/hours-words";
import { site } from "~/facts/site.config";

export interface PriceItem {
  title: string;
  price: string;
  detail: string;
}

const { fees, policies, hours } = site;

/** What her evenings and weekends cost, when she works any; a weekday-daytime notary has no such card. */
const afterHours = afterHoursPhrase(hours, "amp");
const afterHoursItem: PriceItem[] = afterHours
  ? [
      {
        title: capitalized(afterHours),
        price: formatUsd(fees.afterHoursSurchargeUsd),
        detail: ["extra.", samePriceSentence(site, "en")].filter(Boolean).join(" "),
      },
    ]
  : [];

/** The four prices the home page and the services overview show, from the config. */
export const pricing: readonly PriceItem[] = [
  {
    title: "Notarial act",
    price: formatUsd(fees.perNotarialActUsd),
    detail: `per act, the most Pennsylvania allows; ${formatUsd(fees.additionalSignerUsd)} for each additional signer on an acknowledgment.`,
  },
  {
    title: "Travel fee",
    price: formatUsd(fees.travelUsd),
    detail: `within ${fees.travelFeeRadiusMiles} miles. Farther away, I quote a custom fee before I set out.`,
  },
  {
    title: "Remote online notarization",
    price: formatUsdRange(fees.remoteOnlineUsd),
    detail: "per notarial act, the platform and the identity checks included.",
  },
  ...afterHoursItem,
];

export const pricingNote = `I reply to e-mail within ${policies.emailResponseHours} hours and accept ${formatList(fees.paymentMethods)}. Most appointments take ${formatRange(policies.appointmentMinutes)} minutes.`;
