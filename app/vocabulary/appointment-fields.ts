import { dayGroupNames, slotNames, type SlotChoice } from "./opening-hours";

/**
 * The appointment request's fields and allowed values, shared by the form,
 * the submission code and the local stand-in of the form service.
 */

/** The values the form service receives for "Service Needed" (spec §3). */
export const serviceValues = [
  "document-notarization",
  "real-estate",
  "business-documents",
  "personal-documents",
  "other",
] as const;

/**
 * Every value the form service may receive for "Preferred Time": a day group
 * and a part of the day ("saturday-morning"), or "flexible". The form offers
 * those her hours allow (`offeredSlotChoices`), in this order; with the
 * spec's hours they are exactly the spec's eight (spec §3).
 */
export const timeValues = [
  ...dayGroupNames.flatMap((group) => slotNames.map((slot): SlotChoice => `${group}-${slot}`)),
  "flexible",
] as const satisfies readonly (SlotChoice | "flexible")[];

/**
 * "As soon as possible (today)": offered only in the browser, and only while
 * she has time left today by her hours and closures (AsapChoice). Added to
 * the spec's values, never in their place.
 */
export const ASAP = "asap-today";

export type ServiceValue = (typeof serviceValues)[number];
export type TimeValue = SlotChoice | "flexible" | typeof ASAP;

/** The spec's eight fields (spec §3, §7), always sent, in the spec's order. */
export const fieldNames = ["name", "email", "phone", "service", "location", "date", "time", "message"] as const;
export type FieldName = (typeof fieldNames)[number];

/** "What is happening?": a set of radio buttons before the eight, sent after them (app/vocabulary/situations.ts). */
export const SITUATION_FIELD = "situation";

/** A phone number or an e-mail address: either one is enough to be answered (decision 035). */
export const reachFields = ["phone", "email"] as const satisfies readonly FieldName[];

/** The field that carries the whole request in words, as the notary reads it in her e-mail (decision 035). */
export const WORDS_FIELD = "request";

/** Generous limits that still stop a script from stuffing the service. */
export const maxLengths: Partial<Record<FieldName, number>> = {
  name: 100,
  email: 254,
  phone: 30,
  location: 200,
  message: 5000,
};
