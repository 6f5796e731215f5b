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

/** The values the form service receives for "Preferred Time" (spec §3). */
export const timeValues = [
  "weekday-evening",
  "saturday-morning",
  "saturday-afternoon",
  "saturday-evening",
  "sunday-morning",
  "sunday-afternoon",
  "sunday-evening",
  "flexible",
] as const;

export type ServiceValue = (typeof serviceValues)[number];
export type TimeValue = (typeof timeValues)[number];

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
