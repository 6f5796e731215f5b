import { describe, expect, test } from "vitest";
import { whatsAppHref } from "~/lib/contact-links";
import { describePhone } from "~/vocabulary/phone";

describe("whatsAppHref", () => {
  test("opens a chat with the number's digits and the message typed, however it is punctuated", () => {
    const message = "Hola, ¿podría venir el sábado? Sí & gracias.";
    const url = new URL(whatsAppHref(describePhone("+16105550142"), message));
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/16105550142");
    expect(url.searchParams.get("text")).toBe(message);
    expect([...url.searchParams.keys()]).toEqual(["text"]);
  });
});
