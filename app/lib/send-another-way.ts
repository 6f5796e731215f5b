import { ASAP, fieldNames, SITUATION_FIELD, type FieldName } from "~/vocabulary/appointment-fields";
import { isSituation } from "~/vocabulary/situations";
import type { FormCopy } from "~/vocabulary/form-copy";
import { formatDate } from "~/lib/format";

/**
 * When the form service fails, the visitor's request goes out another way:
 * a prefilled e-mail or text message (design.md §6). These build the words
 * and the links from what the form holds, in the page's language.
 */

export type RequestValues = Partial<Record<FieldName | typeof SITUATION_FIELD, string>>;

/** Room for the visitor's message in an e-mail link: long links fail in some mail programs. */
export const EMAIL_MESSAGE_MAX = 1500;
/** A whole text message: about three segments, so phones send it as one. */
export const TEXT_MAX = 480;

/** The eight fields and the situation as the form holds them now, trimmed. */
export function readValues(form: FormData): RequestValues {
  return Object.fromEntries(
    [...fieldNames, SITUATION_FIELD].map((field) => [field, String(form.get(field) ?? "").trim()]),
  );
}

/** A choice by the name the visitor saw, or as it came when it is not one we know. */
function shownValue(field: FieldName, value: string, copy: FormCopy): string {
  if (field === "service" && value in copy.services) return copy.services[value as keyof FormCopy["services"]];
  if (field === "time" && value === ASAP) return copy.asap;
  if (field === "time") return copy.times.find((choice) => choice.value === value)?.label ?? value;
  // The date input gives "2030-01-15"; the message says "15 de enero de 2030" or "January 15, 2030".
  if (field === "date" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, copy.lang);
  return value;
}

/**
 * Cuts `text` to at most `max` characters (whole characters, never half an
 * emoji), at a space when one is near, and says that it was shortened.
 */
export function shorten(text: string, max: number, marker: string): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const ending = `… ${marker}`;
  const room = max - Array.from(ending).length;
  if (room <= 0) return "";
  let cut = chars.slice(0, room).join("");
  const space = cut.search(/\s\S*$/);
  if (space > room * 0.6) cut = cut.slice(0, space);
  return cut.trimEnd() + ending;
}

/**
 * "Label: value" for each field the visitor filled, in the form's order,
 * the situation first as the form asks it; the message last, on its own lines.
 */
function lines(values: RequestValues, copy: FormCopy, fields: readonly FieldName[]): string[] {
  const situation = values.situation ?? "";
  const asked = isSituation(situation)
    ? [`${copy.situationLegend} ${copy.situations[situation].label}`]
    : situation
      ? [`${copy.situationLegend} ${situation}`]
      : [];
  return [
    ...asked,
    ...fields
      .filter((field) => field !== "message" && values[field])
      .map((field) => `${copy.labels[field]}: ${shownValue(field, values[field] ?? "", copy)}`),
  ];
}

/** The e-mail's text: every field, then the message (cut only if very long). Lines end in "\n". */
export function emailBody(values: RequestValues, copy: FormCopy): string {
  const parts = [copy.fallback.bodyIntro, "", ...lines(values, copy, fieldNames)];
  const message = values.message ?? "";
  if (message) {
    parts.push("", `${copy.labels.message}:`, shorten(message, EMAIL_MESSAGE_MAX, copy.fallback.truncated));
  }
  return parts.join("\n");
}

/** The text message: the same fields, and as much of the message as fits in `max` characters. */
export function textBody(values: RequestValues, copy: FormCopy, max = TEXT_MAX): string {
  const head = [copy.fallback.bodyIntro, ...lines(values, copy, fieldNames)].join("\n");
  const message = values.message ?? "";
  if (!message) return shorten(head, max, copy.fallback.truncated);
  const label = `\n${copy.labels.message}: `;
  const room = max - Array.from(head + label).length;
  // Too little room for a useful piece of the message: say only that there is more.
  if (room < 20) return shorten(`${head}\n${copy.fallback.truncated}`, max, copy.fallback.truncated);
  return head + label + shorten(message, room, copy.fallback.truncated);
}

/** A mailto: link with the subject and body filled in; line breaks as CRLF, as RFC 6068 asks. */
export function mailtoHref(to: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** An sms: link to the number (given as its sms: link) with the body filled in. */
export function smsHref(textHref: string, body: string): string {
  return `${textHref}?body=${encodeURIComponent(body)}`;
}
