import { fieldNames, SITUATION_FIELD, WORDS_FIELD } from "~/vocabulary/appointment-fields";
import { emailBody, readValues } from "~/lib/send-another-way";
import type { FormCopy } from "~/vocabulary/form-copy";
import { formEndpoint } from "~/lib/form-endpoint";
import { site } from "~/facts/site.config";

/**
 * Why a request did not go through: the service refused it or failed
 * ("refused", with its own words as `detail` when it gave any), it limited
 * the sender ("rateLimited"), the request never got an answer ("network"),
 * or the wait ran out ("timeout": it may still have arrived).
 */
type FailureKind = "refused" | "rateLimited" | "network" | "timeout";

export type SubmissionOutcome =
  { ok: true; message: string } | { ok: false; kind: FailureKind; message: string; detail?: string };
export type FormMessages = FormCopy["messages"];

export interface FormServiceSettings {
  endpoint: string;
  accessKey: string;
  fromName: string;
  timeoutMs: number;
}

/** Where requests go: the real service when a key is configured, else the local stand-in. */
export function formServiceSettings(): FormServiceSettings {
  const { formService } = site;
  const { url, accessKey } = formEndpoint(formService);
  return {
    endpoint: url,
    accessKey,
    fromName: site.formFromName,
    timeoutMs: formService.timeoutMs,
  };
}

/**
 * What the form service receives (spec §7): the access key, the whole
 * request in words (`request`, the notary's e-mail opens with it, since the
 * service sends every field as it comes: decision 035), the visitor's eight
 * fields with the spec's values, the situation's code, a subject naming the
 * visitor, and the site's label. The no-JavaScript `redirect` field is left
 * out on purpose: sent from a script it makes the service answer with a
 * redirect that the browser reports as a network error.
 */
export function buildPayload(form: FormData, copy: FormCopy, settings: FormServiceSettings): FormData {
  const payload = new FormData();
  payload.set("access_key", settings.accessKey);
  payload.set(WORDS_FIELD, emailBody(readValues(form), copy));
  for (const field of [...fieldNames, SITUATION_FIELD]) {
    payload.set(field, String(form.get(field) ?? "").trim());
  }
  payload.set("subject", copy.subject.replace("{name}", String(payload.get("name"))));
  payload.set("from_name", settings.fromName);
  // The honeypot travels as it is, so the service can reject what a bot filled.
  const botcheck = form.get("botcheck");
  if (botcheck) payload.set("botcheck", String(botcheck));
  return payload;
}

function isServiceAnswer(body: unknown): body is { success: unknown; message?: unknown } {
  return typeof body === "object" && body !== null && "success" in body;
}

const refused = (messages: FormMessages, detail = ""): SubmissionOutcome =>
  detail
    ? { ok: false, kind: "refused", message: messages.failure, detail }
    : { ok: false, kind: "refused", message: messages.failure };

/**
 * Turns whatever the service answered into what the visitor sees: always our
 * own message in the page's language; the service's words (usually English)
 * only as a detail under it. An HTTP error status is a failure whatever the
 * body says.
 */
export function interpretResponse(status: number, bodyText: string, messages: FormMessages): SubmissionOutcome {
  // Our own words for rate limiting: they say what to do, in the page's language.
  if (status === 429) return { ok: false, kind: "rateLimited", message: messages.tooManyRequests };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return refused(messages);
  }
  if (!isServiceAnswer(body)) return refused(messages);
  const serviceMessage = typeof body.message === "string" ? body.message.trim() : "";
  const httpOk = status >= 200 && status < 300;
  if (body.success === true && httpOk) return { ok: true, message: messages.success };
  // A "success" under an error status is not believed, and its cheerful words are not shown.
  return refused(messages, body.success === true ? "" : serviceMessage);
}

/**
 * Sends the request and always settles with a message: a network failure and
 * a CORS-less error answer end in the "please call" message, and a service
 * that never answers in the "it may have arrived" one, rather than a spinner
 * that never stops.
 */
export async function submitAppointment(
  payload: FormData,
  settings: FormServiceSettings,
  messages: FormMessages,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmissionOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`No answer within ${settings.timeoutMs} ms`));
  }, settings.timeoutMs);
  try {
    const response = await fetchImpl(settings.endpoint, {
      method: "POST",
      body: payload,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    return interpretResponse(response.status, await response.text(), messages);
  } catch (error) {
    console.error("The appointment request could not be sent:", error);
    return timedOut
      ? { ok: false, kind: "timeout", message: messages.timeout }
      : { ok: false, kind: "network", message: messages.networkError };
  } finally {
    clearTimeout(timer);
  }
}
