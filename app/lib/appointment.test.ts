import { afterEach, describe, expect, test, vi } from "vitest";
import { appointmentFormCopy } from "~/content/appointment-copy";
import { ASAP, fieldNames } from "~/vocabulary/appointment-fields";
import { buildPayload, interpretResponse, submitAppointment, type FormServiceSettings } from "~/lib/appointment";
import { site } from "~/facts/site.config";

const settings: FormServiceSettings = {
  endpoint: "https://forms.example.test/submit",
  accessKey: "public-key-123",
  fromName: "Test site",
  timeoutMs: 50,
};
const en = appointmentFormCopy.en;
const es = appointmentFormCopy.es;

function visitorForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    name: "  Dana Whitfield ",
    email: "dana@example.org",
    phone: "610-555-0199",
    service: "real-estate",
    location: "12 Penn St, Reading",
    date: "2026-12-05",
    time: "saturday-morning",
    message: "Two signers.",
    // What the no-JavaScript form carries, which a script must not send on.
    redirect: "https://example.test/contact/thanks",
    subject: "static subject",
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe("buildPayload", () => {
  test("sends the key, the eight fields, a subject naming the visitor and the site's label", () => {
    const payload = buildPayload(visitorForm(), en, settings);
    expect([...payload.keys()]).toEqual(["access_key", "request", ...fieldNames, "situation", "subject", "from_name"]);
    expect(payload.get("access_key")).toBe("public-key-123");
    expect(payload.get("name")).toBe("Dana Whitfield");
    expect(payload.get("service")).toBe("real-estate");
    expect(payload.get("time")).toBe("saturday-morning");
    expect(payload.get("subject")).toBe("notary service request from Dana Whitfield");
    expect(payload.get("from_name")).toBe("Test site");
  });

  test("writes the Spanish subject from the Spanish form", () => {
    expect(buildPayload(visitorForm(), es, settings).get("subject")).toBe(
      "solicitud de servicio notarial de Dana Whitfield",
    );
  });

  test("never sends the no-JavaScript redirect field", () => {
    expect(buildPayload(visitorForm(), en, settings).has("redirect")).toBe(false);
  });

  test("passes a ticked honeypot on, so the service can reject the bot", () => {
    expect(buildPayload(visitorForm({ botcheck: "on" }), en, settings).get("botcheck")).toBe("on");
    expect(buildPayload(visitorForm(), en, settings).has("botcheck")).toBe(false);
  });
});

describe("interpretResponse", () => {
  test.each([
    ["en", en],
    ["es", es],
  ] as const)("maps every answer to our own %s message, the service's words only as a detail", (_lang, copy) => {
    const { messages } = copy;
    const refused = (detail?: string) =>
      detail
        ? { ok: false, kind: "refused", message: messages.failure, detail }
        : { ok: false, kind: "refused", message: messages.failure };
    expect(interpretResponse(200, '{"success":true,"message":"Email sent"}', messages)).toEqual({
      ok: true,
      message: messages.success,
    });
    expect(interpretResponse(200, '{"success":false,"message":"Invalid email address"}', messages)).toEqual(
      refused("Invalid email address"),
    );
    expect(interpretResponse(200, '{"success":false}', messages)).toEqual(refused());
    expect(interpretResponse(200, '{"success":false,"message":"  "}', messages)).toEqual(refused());
    expect(interpretResponse(400, '{"success":false,"message":"Missing access key"}', messages)).toEqual(
      refused("Missing access key"),
    );
    expect(interpretResponse(500, '{"success":false}', messages)).toEqual(refused());
    expect(interpretResponse(502, "<html>Bad gateway</html>", messages)).toEqual(refused());
    expect(interpretResponse(200, "OK", messages)).toEqual(refused());
    expect(interpretResponse(200, '["unexpected"]', messages)).toEqual(refused());
    expect(interpretResponse(429, '{"success":false,"message":"Too many"}', messages)).toEqual({
      ok: false,
      kind: "rateLimited",
      message: messages.tooManyRequests,
    });
  });

  test("an HTTP error status is a failure even when the body claims success", () => {
    for (const status of [400, 403, 404, 500, 503]) {
      expect(interpretResponse(status, '{"success":true,"message":"Email sent"}', en.messages)).toEqual({
        ok: false,
        kind: "refused",
        message: en.messages.failure,
      });
    }
  });

  test("the messages that send people to the phone carry the configured number", () => {
    for (const copy of [en, es]) {
      expect(copy.messages.networkError).toContain(site.phone.display);
      expect(copy.messages.tooManyRequests).toContain(site.phone.display);
      expect(copy.messages.timeout).toContain(site.phone.display);
      expect(copy.messages.callLine).toContain(site.phone.display);
      expect(copy.messages.serviceSaid).toContain("{detail}");
    }
  });
});

describe("submitAppointment", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const payload = () => buildPayload(visitorForm(), en, settings);

  test("posts the payload to the endpoint and reports success", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"success":true}', { status: 200 }));
    const outcome = await submitAppointment(payload(), settings, en.messages, fetchMock);
    expect(outcome).toEqual({ ok: true, message: en.messages.success });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(settings.endpoint);
    expect(init?.method).toBe("POST");
    expect(init?.body).toBeInstanceOf(FormData);
    // The browser must set the multipart boundary itself.
    expect(new Headers(init?.headers).has("content-type")).toBe(false);
  });

  test("logs a network failure and asks the visitor to call", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const outcome = await submitAppointment(payload(), settings, es.messages, fetchMock);
    expect(outcome).toEqual({ ok: false, kind: "network", message: es.messages.networkError });
    expect(logged).toHaveBeenCalledOnce();
  });

  test("gives up on a service that never answers, saying the request may have arrived", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const neverAnswers = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    const outcome = await submitAppointment(payload(), settings, en.messages, neverAnswers);
    expect(outcome).toEqual({ ok: false, kind: "timeout", message: en.messages.timeout });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("the request in words, as the notary's e-mail reads it", () => {
  test("names the situation, the service, the time and the place in words, with the codes still sent", () => {
    const form = visitorForm({ situation: "power-of-attorney", time: ASAP, service: "personal-documents" });
    const payload = buildPayload(form, en, settings);
    const words = String(payload.get("request"));
    expect(words).toContain(`${en.situationLegend} ${en.situations["power-of-attorney"].label}`);
    expect(words).toContain(`${en.labels.service}: ${en.services["personal-documents"]}`);
    expect(words).toContain(`${en.labels.time}: ${en.asap}`);
    expect(words).toContain(`${en.labels.location}: ${String(form.get("location"))}`);
    expect(words).not.toContain("personal-documents");
    expect(payload.get("service")).toBe("personal-documents");
    expect(payload.get("situation")).toBe("power-of-attorney");
    expect(payload.get("time")).toBe(ASAP);
  });

  test("speaks the Spanish form's language", () => {
    const words = String(buildPayload(visitorForm({ situation: "hospital" }), es, settings).get("request"));
    expect(words).toContain(es.situations.hospital.label);
    expect(words).toContain(`${es.labels.time}:`);
  });
});
