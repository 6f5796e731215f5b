import { describe, expect, test } from "vitest";
import { appointmentFormCopy } from "~/content/appointment-copy";
import {
  EMAIL_MESSAGE_MAX,
  emailBody,
  mailtoHref,
  readValues,
  shorten,
  smsHref,
  TEXT_MAX,
  textBody,
  type RequestValues,
} from "~/lib/send-another-way";
import { formatDate } from "~/lib/format";

const en = appointmentFormCopy.en;
const es = appointmentFormCopy.es;

/** The first time the form offers, whatever the owner's hours. */
const [firstTime] = en.times;
if (!firstTime) throw new Error("the form offers no time");

const visitor: RequestValues = {
  name: "José Núñez & Hija",
  email: "jose+citas@example.org",
  phone: "610-555-0199",
  service: "real-estate",
  location: "Calle 5 #12, Reading?",
  date: "2030-03-15",
  time: firstTime.value,
  message: "Dos firmantes.\nLos documentos son del banco: 100% listos.",
};

/** What a mail program reads from a mailto: link. */
function decodeMailto(href: string) {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body") };
}

describe("readValues", () => {
  test("reads the eight fields, trimmed, and nothing else", () => {
    const form = new FormData();
    form.set("name", "  Dana ");
    form.set("message", "Hi\n");
    form.set("access_key", "secret");
    const values = readValues(form);
    expect(values.name).toBe("Dana");
    expect(values.message).toBe("Hi");
    expect(values.phone).toBe("");
    expect(Object.keys(values)).not.toContain("access_key");
  });
});

describe("emailBody", () => {
  test("lists every field filled, by the names the visitor saw, the message last", () => {
    const body = emailBody(visitor, en);
    expect(body.split("\n")).toEqual([
      en.fallback.bodyIntro,
      "",
      `${en.labels.name}: ${visitor.name}`,
      `${en.labels.email}: ${visitor.email}`,
      `${en.labels.phone}: ${visitor.phone}`,
      `${en.labels.service}: ${en.services["real-estate"]}`,
      `${en.labels.location}: ${visitor.location}`,
      `${en.labels.date}: ${formatDate(visitor.date ?? "", "en")}`,
      `${en.labels.time}: ${firstTime.label}`,
      "",
      `${en.labels.message}:`,
      "Dos firmantes.",
      "Los documentos son del banco: 100% listos.",
    ]);
  });

  test("writes the date in words in the page's language", () => {
    expect(emailBody(visitor, es)).toContain(`${es.labels.date}: ${formatDate(visitor.date ?? "", "es")}`);
    expect(emailBody(visitor, es)).toMatch(/: \d{1,2} de [a-z]+ de \d{4}\n/u);
    expect(textBody(visitor, es)).not.toContain(visitor.date);
  });

  test("speaks the page's language and leaves out what was not filled", () => {
    const body = emailBody({ name: "Ana", phone: "610-555-0100", service: "other" }, es);
    expect(body).toContain(`${es.labels.service}: ${es.services.other}`);
    expect(body).not.toContain(es.labels.date);
    expect(body).not.toContain(es.labels.message);
  });

  test("keeps an unknown choice as it came", () => {
    expect(emailBody({ service: "something-new" }, en)).toContain(`${en.labels.service}: something-new`);
  });

  test("shortens only a very long message, and says so", () => {
    const body = emailBody({ ...visitor, message: "word ".repeat(1000) }, en);
    const message = body.slice(body.indexOf(`${en.labels.message}:\n`) + en.labels.message.length + 2);
    expect(Array.from(message).length).toBeLessThanOrEqual(EMAIL_MESSAGE_MAX);
    expect(message.endsWith(`… ${en.fallback.truncated}`)).toBe(true);
  });
});

describe("mailtoHref", () => {
  test("encodes every character, with CRLF line breaks, and decodes back to the same words", () => {
    const body = emailBody(visitor, es);
    const subject = es.subject.replace("{name}", visitor.name ?? "");
    const href = mailtoHref("citas@example.com", subject, body);
    expect(href.startsWith("mailto:citas@example.com?subject=")).toBe(true);
    // One "&" between subject and body; inside them, no raw space, "&", "#", "?" or a bare "%".
    const [subjectPart, bodyPart] = href.slice(href.indexOf("?") + 1).split("&");
    for (const part of [subjectPart ?? "", bodyPart ?? ""]) {
      expect(part.slice(part.indexOf("=") + 1)).not.toMatch(/[\s&#?]|%(?![0-9A-F]{2})/);
    }
    expect(href).toContain("%0D%0A");
    expect(href).not.toMatch(/%0A(?<!%0D%0A)/);
    const decoded = decodeMailto(href);
    expect(decoded.to).toBe("citas@example.com");
    expect(decoded.subject).toBe(subject);
    expect(decoded.body).toBe(body.replace(/\n/g, "\r\n"));
    expect(decoded.body).toContain("José Núñez & Hija");
    expect(decoded.body).toContain("100% listos");
  });
});

describe("textBody and smsHref", () => {
  test("carries the same fields in one short message", () => {
    const body = textBody(visitor, en);
    expect(Array.from(body).length).toBeLessThanOrEqual(TEXT_MAX);
    for (const value of [visitor.name, visitor.phone, visitor.location, visitor.message]) {
      expect(body).toContain(value);
    }
    expect(body).toContain(formatDate(visitor.date ?? "", "en"));
    expect(body).toContain(en.services["real-estate"]);
  });

  test("cuts a long message at a word, marks the cut, and stays within the limit", () => {
    const message = `${"Necesito notarizar un poder notarial para mi madre ".repeat(40)}FIN`;
    const body = textBody({ ...visitor, message }, es);
    expect(Array.from(body).length).toBeLessThanOrEqual(TEXT_MAX);
    expect(body.endsWith(`… ${es.fallback.truncated}`)).toBe(true);
    expect(body).not.toContain("FIN");
    // The cut falls between words.
    const kept = body.slice(body.indexOf(`${es.labels.message}: `) + es.labels.message.length + 2, body.indexOf("…"));
    expect(message.startsWith(kept)).toBe(true);
    expect(message[kept.length]).toBe(" ");
    // Everything before the message is whole.
    expect(body).toContain(`${es.labels.location}: ${visitor.location}`);
  });

  test("when the fields alone fill it, says there is more instead of a scrap of the message", () => {
    const body = textBody({ ...visitor, location: "x".repeat(200), message: "short" }, en, 300);
    expect(Array.from(body).length).toBeLessThanOrEqual(300);
    expect(body).toContain(en.fallback.truncated);
  });

  test("the sms: link decodes to the body, line breaks included", () => {
    const body = textBody(visitor, es);
    const href = smsHref("sms:+16105550142", body);
    expect(href.startsWith("sms:+16105550142?body=")).toBe(true);
    expect(href).toContain("%0A");
    expect(decodeURIComponent(href.slice(href.indexOf("body=") + 5))).toBe(body);
  });
});

describe("shorten", () => {
  test("leaves short text alone", () => {
    expect(shorten("hello", 10, "(cut)")).toBe("hello");
  });

  test("never splits an emoji", () => {
    const cut = shorten("😀".repeat(50), 20, "(cut)");
    expect(Array.from(cut).length).toBeLessThanOrEqual(20);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  test("gives nothing when even the marker does not fit", () => {
    expect(shorten("a long sentence", 3, "(cut)")).toBe("");
  });
});
