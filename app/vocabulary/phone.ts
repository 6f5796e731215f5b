/**
 * The business phone is stored once, in E.164 form ("+16105550142"), and
 * everything a visitor sees or taps is derived from it here, so the number
 * shown can never differ from the number dialled.
 *
 * Only North American numbers are accepted: +1, a three-digit area code and a
 * seven-digit local number, neither starting with 0 or 1 (the NANP's rule).
 * This module has no imports so that the build's data check can load it.
 */
export const NORTH_AMERICAN_E164 = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

export interface PhoneNumber {
  /** "+16105550142": what structured data and links use. */
  e164: string;
  /** "(610) 555‑0142", unbreakable (see formatPhoneForDisplay): what people read. */
  display: string;
  /** "tel:+16105550142": starts a call. */
  callHref: string;
  /** "sms:+16105550142": opens a text message. */
  textHref: string;
}

export function isNorthAmericanE164(value: string): boolean {
  return NORTH_AMERICAN_E164.test(value);
}

/**
 * The E.164 form of a number someone typed with the usual punctuation, such as
 * "(610) 555-0142" or "1-610-555-0142", or undefined if it is not a North
 * American number. Used to tell the owner exactly what to write instead.
 */
export function suggestNorthAmericanE164(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  const candidate = `+1${national}`;
  return isNorthAmericanE164(candidate) ? candidate : undefined;
}

function partsOf(e164: string): [string, string, string] {
  const match = NORTH_AMERICAN_E164.exec(e164);
  if (!match) {
    throw new Error(`"${e164}" is not a North American phone number in E.164 form, such as "+16105550142".`);
  }
  const [, area = "", exchange = "", line = ""] = match;
  return [area, exchange, line];
}

/**
 * "+16105550142" -> "(610) 555-0142", joined so that a narrow line never
 * splits the number: a no-break space after the area code and a no-break
 * hyphen (U+2011), since Chromium breaks a line after a plain hyphen even
 * before digits. Throws on anything else, so a bad number cannot reach a page.
 */
export function formatPhoneForDisplay(e164: string): string {
  const [area, exchange, line] = partsOf(e164);
  return `(${area})\u00a0${exchange}\u2011${line}`;
}

/** Every form of one number the site uses; throws if it is not a North American E.164 number. */
export function describePhone(e164: string): PhoneNumber {
  return {
    e164,
    display: formatPhoneForDisplay(e164),
    callHref: `tel:${e164}`,
    textHref: `sms:${e164}`,
  };
}
