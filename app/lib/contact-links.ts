import { site } from "~/facts/site.config";
import { describePhone, type PhoneNumber } from "~/vocabulary/phone";

/** Links that open the visitor's phone, messaging or mail app. */
export const contactHrefs = {
  call: site.phone.callHref,
  text: site.phone.textHref,
  email: `mailto:${site.email}`,
} as const;

/**
 * The owner's WhatsApp number in every form the site uses, or undefined when
 * she has none (business.json's `whatsApp` left out or empty).
 */
export const whatsAppNumber: PhoneNumber | undefined = site.whatsApp?.trim()
  ? describePhone(site.whatsApp.trim())
  : undefined;

/**
 * A WhatsApp chat with the number, the message already typed: WhatsApp's
 * click-to-chat address takes the number's digits only (no "+"), and the
 * message URL-encoded.
 */
export function whatsAppHref(number: PhoneNumber, message: string): string {
  return `https://wa.me/${number.e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
