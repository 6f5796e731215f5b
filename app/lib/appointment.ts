import { fieldNames } from "~/vocabulary/appointment-fields";
import type { FormCopy } from "~/vocabulary/form-copy";
import { formEndpoint } from "~/lib/form-endpoint";
import { site } from "~/site.config";

export type SubmissionOutcome = { ok: true; message: string } | { ok: false; message: string };
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
 * What the form service receives (spec §7): the access key, the visitor's
 * eight fields, a subject naming the visitor, and the site's label. The
 * no-JavaScript `redirect` field is left out on purpose: sent from a script
 * it makes the service answer with a redirect that the browser reports as a
 * network error.
 */
export function buildPayload(form: FormData, subjectTemplate: string, settings: FormServiceSettings): FormData {
  const payload = new FormData();
  payload.set("access_key", settings.accessKey);
  for (const field of fieldNames) {
    payload.set(field, String(form.get(field) ?? "").trim());
  }
  payload.set("subject", subjectTemplate.replace("{name}", String(payload.get("name"))));
  payload.set("from_name", settings.fromName);
  // The honeypot travels as it is, so the service can reject what a bot filled.
  const botcheck = form.get("botcheck");
  if (botcheck) payload.set("botcheck", String(botcheck));
  return payload;
}

function isServiceAnswer(body: unknown): body is { success: unknown; message?: unknown } {
  return typeof body === "object" && body !== null && "success" in body;
}

/** Turns whatever the service answered into the message the visitor sees. */
export function interpretResponse(status: number, bodyText: string, messages: FormMessages): SubmissionOutcome {
  // Our own words for rate limiting: they say what to do, in the page's language.
  if (status === 429) return { ok: false, message: messages.tooManyRequests };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { ok: false, message: messages.failure };
  }
  if (!isServiceAnswer(body)) return { ok: false, message: messages.failure };
  if (body.success === true) return { ok: true, message: messages.success };
  const serviceMessage = typeof body.message === "string" ? body.message.trim() : "";
  return { ok: false, message: serviceMessage || messages.failure };
}

/**
 * Sends the request and always settles with a message: a network failure, a
 * CORS-less error answer and a service that never answers all end in the
 * "please call" message rather than a spinner that never stops.
 */
export async function submitAppointment(
  payload: FormData,
  settings: FormServiceSettings,
  messages: FormMessages,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmissionOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer within ${settings.timeoutMs} ms`)),
    settings.timeoutMs,
  );
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
    return { ok: false, message: messages.networkError };
  } finally {
    clearTimeout(timer);
  }
}
