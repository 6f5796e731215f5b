import { site } from "~/site.config";

/** Links that open the visitor's phone, messaging or mail app. */
export const contactHrefs = {
  call: `tel:${site.phone.e164}`,
  text: `sms:${site.phone.e164}`,
  email: `mailto:${site.email}`,
} as const;
