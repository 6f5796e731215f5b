import { formatList, formatRange, formatUsd, formatUsdRange } from "~/lib/format";
import { site } from "~/site.config";

export interface PriceItem {
  title: string;
  price: string;
  detail: string;
}

const { fees, policies } = site;

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
  {
    title: "Evenings & weekends",
    price: formatUsd(fees.afterHoursSurchargeUsd),
    detail: "extra. The price is the same at 7 PM on a Sunday as it is on a weekday evening.",
  },
];

export const pricingNote = `I reply to e-mail within ${policies.emailResponseHours} hours and accept ${formatList(fees.paymentMethods)}. Most appointments take ${formatRange(policies.appointmentMinutes)} minutes.`;
