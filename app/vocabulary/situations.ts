import type { ServiceValue } from "./appointment-fields";

/**
 * "What is happening?": the situations a request starts from, in the order
 * the form offers them, each with the spec's service value it is sent as
 * (the spec's "Service Needed" stays and is still sent; design.md §14).
 */
export const situationServices = {
  hospital: "personal-documents",
  closing: "real-estate",
  "power-of-attorney": "personal-documents",
  i9: "business-documents",
  "child-travel": "personal-documents",
  abroad: "document-notarization",
  other: "other",
} as const satisfies Record<string, ServiceValue>;

export type Situation = keyof typeof situationServices;
export const situationValues = Object.keys(situationServices) as Situation[];

export function isSituation(value: unknown): value is Situation {
  return typeof value === "string" && Object.hasOwn(situationServices, value);
}

/** One situation in one language: its name on the form, and what to have ready for it. */
export interface SituationWords {
  label: string;
  ready: readonly string[];
}
