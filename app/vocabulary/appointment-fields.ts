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

export type ServiceValue = (typeof serviceValues)[number];
export type TimeValue = SlotChoice | "flexible";

/** The visitor's fields, in the order the form shows them. */
export const fieldNames = ["name", "email", "phone", "service", "location", "date", "time", "message"] as const;
export type FieldName = (typeof fieldNames)[number];

/** Generous limits that still stop a script from stuffing the service. */
export const maxLengths: Partial<Record<FieldName, number>> = {
  name: 100,
  email: 254,
  phone: 30,
  location: 200,
  message: 5000,
};
