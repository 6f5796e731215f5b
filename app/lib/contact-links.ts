import { site } from "~/site.config";

/** Links that open the visitor's phone, messaging or mail app. */
export const contactHrefs = {
  call: site.phone.callHref,
  text: site.phone.textHref,
  email: `mailto:${site.email}`,
} as const;
