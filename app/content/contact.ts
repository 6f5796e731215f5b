import type { FaqItem } from "~/content/faq";
import { formatRange, formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/site.config";

const { policies, fees, serviceArea, notary } = site;

/** A few words from the notary, beside the form. */
export const personalNote = [
  `Every request on this page comes straight to me, ${notary.fullName}. There is no call centre and no booking engine: I read each one, and I reply within ${policies.emailResponseHours} hours to confirm the time, the place and the total price before anything is booked.`,
  "If you are not sure which service you need, describe the document in your own words. I will tell you what to have ready, and whether a notary can help at all.",
];

/** The four questions people ask just before they book. */
export const contactFaq: readonly FaqItem[] = [
  {
    id: "contact-how-soon",
    question: "How soon will I hear back?",
    answer: `I answer calls and texts as soon as I can, and e-mails and form requests within ${policies.emailResponseHours} hours. Nothing is booked until I have confirmed the details with you.`,
  },
  {
    id: "contact-how-far-ahead",
    question: "How far ahead should I book?",
    answer: `${formatRange(policies.bookAheadHours)} hours ahead is ideal. Same-day and next-day visits are often possible, so call if it is urgent. I see clients ${describeSchedule()}.`,
  },
  {
    id: "contact-where",
    question: "Where can we meet?",
    answer: `Anywhere that suits you within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}: your home, your office, a hospital or care facility, or a public place such as a library or coffee shop. The ${formatUsd(fees.travelUsd)} travel fee covers the first ${fees.travelFeeRadiusMiles} miles.`,
  },
  {
    id: "contact-cancel",
    question: "What if I need to cancel or reschedule?",
    answer: `Please let me know at least ${policies.cancellationNoticeHours} hours ahead. Rescheduling is free; a cancellation with less than ${policies.lateCancellationHours} hours' notice may carry a fee, because I will already be on the road.`,
  },
];
