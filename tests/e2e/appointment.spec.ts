import { escapeRegExp } from "../support/regexp";
import { readFileSync } from "node:fs";
import type { Locator, Page, Request, Route } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/shared-tab";
import { sidewaysOverflow } from "./support/layout";
import { appointmentFormCopy, thankYouPaths, type FormCopy } from "../../app/content/appointment-copy";
import { asapDate } from "../../app/lib/asap";
import {
  ASAP,
  fieldNames,
  reachFields,
  SITUATION_FIELD,
  type ServiceValue,
  type TimeValue,
} from "../../app/vocabulary/appointment-fields";
import { formServiceSettings } from "../../app/lib/appointment";
import { timeChoicesOf } from "../../app/vocabulary/opening-hours";
import { dateRefusal } from "../../app/vocabulary/bookable-days";
import { site, type ClockTime } from "../../app/facts/site.config";
import { formatClockRange, formatDate } from "../../app/lib/format";
import { formRequestsFile, formStandInPort } from "../../playwright.config";
import { waitForHydration } from "./support/page-errors";
import { contactPage } from "../../app/content/contact";
import { BOOK_PATHS } from "../../app/lib/special-paths";
import { LANGS } from "../../app/vocabulary/lang";

/** `count` calendar days from `first` ("YYYY-MM-DD"), as the date field writes them. */
function nextDays(first: string, count: number): string[] {
  const start = Date.parse(`${first}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The appointment request, in both languages, against the built site. The
 * form service is simulated by intercepting its requests, except in the
 * tests that go through the real local stand-in.
 */
const forms = (
  [
    { path: "/contact", lang: "en" },
    { path: "/espanol", lang: "es" },
    { path: "/espanol/contacto", lang: "es" },
  ] as const
).map(({ path, lang }) => ({ path, lang, copy: appointmentFormCopy[lang], thanks: thankYouPaths[lang] }));

const visitor: {
  name: string;
  email: string;
  phone: string;
  service: ServiceValue;
  location: string;
  date: string;
  time: TimeValue;
  message: string;
} = {
  name: "Dana Whitfield",
  email: "dana@example.org",
  phone: "610-555-0199",
  service: "real-estate",
  location: "Reading Hospital, room 412",
  date: "2030-03-15",
  // The first choice the form offers, whatever the owner's hours.
  time: appointmentFormCopy.en.times[0]?.value ?? "flexible",
  message: "Two signers; the documents are from the lender.",
};

const CORS = { "Access-Control-Allow-Origin": "*" };

/** The page's own server under its other name: a different origin, and it answers POST with a CORS-less 405. */
function corsLessErrorUrl(pageUrl: string): string {
  const url = new URL("/submit", pageUrl);
  url.hostname = url.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  return url.href;
}

function formOf(page: Page, copy: FormCopy) {
  return page.locator("form").filter({ has: page.getByLabel(copy.labels.name) });
}

async function openForm(page: Page, path: string, copy: FormCopy) {
  await page.goto(path);
  await waitForHydration(page);
  const form = formOf(page, copy);
  const endpoint = (await form.getAttribute("action")) ?? "";
  expect(endpoint).toMatch(/^https?:\/\//);
  return { form, endpoint };
}

async function fill(page: Page, copy: FormCopy, values: Partial<typeof visitor> = visitor) {
  const form = formOf(page, copy);
  if (values.name !== undefined) await form.getByLabel(copy.labels.name).fill(values.name);
  if (values.email !== undefined) await form.getByLabel(copy.labels.email).fill(values.email);
  if (values.phone !== undefined) await form.getByLabel(copy.labels.phone).fill(values.phone);
  if (values.service !== undefined) await form.getByLabel(copy.labels.service).selectOption(values.service);
  if (values.location !== undefined) await form.getByLabel(copy.labels.location).fill(values.location);
  if (values.date !== undefined) await form.getByLabel(copy.labels.date).fill(values.date);
  if (values.time !== undefined) await form.getByLabel(copy.labels.time).selectOption(values.time);
  if (values.message !== undefined) await form.getByLabel(copy.labels.message).fill(values.message);
}

async function expectValuesKept(page: Page, copy: FormCopy) {
  const form = formOf(page, copy);
  await expect(form.getByLabel(copy.labels.name)).toHaveValue(visitor.name);
  await expect(form.getByLabel(copy.labels.email)).toHaveValue(visitor.email);
  await expect(form.getByLabel(copy.labels.phone)).toHaveValue(visitor.phone);
  await expect(form.getByLabel(copy.labels.service)).toHaveValue(visitor.service);
  await expect(form.getByLabel(copy.labels.location)).toHaveValue(visitor.location);
  await expect(form.getByLabel(copy.labels.date)).toHaveValue(visitor.date);
  await expect(form.getByLabel(copy.labels.time)).toHaveValue(visitor.time);
  await expect(form.getByLabel(copy.labels.message)).toHaveValue(visitor.message);
}

/** The line that introduces the service's own words under our message. */
function serviceSaid(copy: FormCopy, detail: string): string {
  return copy.messages.serviceSaid.replace("{detail}", detail);
}

/** The e-mail, the text message and the call offered after a failure, as the links carry them. */
async function otherWays(page: Page, copy: FormCopy) {
  const ways = formOf(page, copy).getByRole("region", { name: copy.fallback.title });
  await expect(ways).toBeVisible();
  const mailHref = (await ways.getByRole("link", { name: copy.fallback.email }).getAttribute("href")) ?? "";
  const smsHref = (await ways.getByRole("link", { name: copy.fallback.text }).getAttribute("href")) ?? "";
  const callHref = await ways.getByRole("link", { name: copy.fallback.call }).getAttribute("href");
  const mail = new URL(mailHref);
  expect(mail.protocol).toBe("mailto:");
  expect(smsHref.startsWith(`${site.phone.textHref}?body=`)).toBe(true);
  return {
    email: {
      to: decodeURIComponent(mail.pathname),
      subject: mail.searchParams.get("subject") ?? "",
      body: mail.searchParams.get("body") ?? "",
    },
    text: decodeURIComponent(smsHref.slice(smsHref.indexOf("?body=") + "?body=".length)),
    callHref,
  };
}

/** The other ways carry everything the visitor typed, each choice by the name the visitor saw. */
async function expectOtherWays(page: Page, copy: FormCopy) {
  const { email, text, callHref } = await otherWays(page, copy);
  expect(email.to).toBe(site.email);
  expect(email.subject).toBe(copy.subject.replace("{name}", visitor.name));
  const typed = [
    visitor.name,
    visitor.phone,
    visitor.location,
    formatDate(visitor.date, copy.lang),
    visitor.message,
    copy.services[visitor.service],
    copy.times.find((choice) => choice.value === visitor.time)?.label ?? "",
  ];
  for (const value of [...typed, visitor.email]) expect(email.body).toContain(value);
  expect(email.body).toContain("\r\n");
  for (const value of typed) expect(text).toContain(value);
  expect(callHref).toBe(site.phone.callHref);
}

async function submittedFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const parsed = await new Response(new Uint8Array(body), {
    headers: { "Content-Type": request.headers()["content-type"] ?? "" },
  }).formData();
  return Object.fromEntries([...parsed.entries()].map(([key, value]) => [key, String(value)]));
}

/**
 * Submits the filled form with the service answering as `answer` says (in place of whatever answered
 * before), and returns once it has answered. The form takes its last message away as the request leaves,
 * so a message read after this answers this request, even when the visitor's last attempt said the same.
 */
async function submitAndAwaitAnswer(
  page: Page,
  { form, endpoint, copy }: { form: Locator; endpoint: string; copy: FormCopy },
  answer: (route: Route) => Promise<void>,
) {
  await page.unroute(endpoint);
  let answered = () => {};
  const hasAnswered = new Promise<void>((resolve) => (answered = resolve));
  await page.route(endpoint, async (route) => {
    try {
      await answer(route);
    } finally {
      answered();
    }
  });
  await form.getByRole("button", { name: copy.submit }).click();
  await hasAnswered;
}

/** The baked-in stand-in address, moved to the stand-in this test run started. */
function testStandInUrl(endpoint: string): string {
  const standIn = new URL(endpoint);
  standIn.port = String(formStandInPort);
  return standIn.href;
}

/** Sends the baked-in stand-in address to the stand-in this test run started. */
async function routeToTestStandIn(page: Page, endpoint: string) {
  await page.route(endpoint, (route) => route.continue({ url: testStandInUrl(endpoint) }));
}

function savedRequests(): Record<string, string>[] {
  return readFileSync(formRequestsFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
}

/**
 * Runs `checks` in a tab of the given size, then gives the tab back the size it had, for the steps after.
 * The site lays its pages out with CSS alone (no script reads the window's size), so a loaded page resized
 * is laid out as one loaded at that size.
 */
async function atViewport(page: Page, size: { width: number; height: number }, checks: () => Promise<void>) {
  const before = page.viewportSize();
  await page.setViewportSize(size);
  try {
    await checks();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/*
 * Each test below loads its page once and goes through what a visitor does on it, one step for each
 * thing checked (a failure names its step). Each step starts from the state its checks need: it sends
 * the form again with the answer it is about, and fills it again when a step before it cleared it.
 */
for (const { path, lang, copy } of forms) {
  test.describe(`the ${lang} appointment form on ${path}`, () => {
    test("checks what the visitor types before anything is sent", async ({ page }) => {
      const { form, endpoint } = await openForm(page, path, copy);

      await test.step("labels every field and marks what is required", async () => {
        for (const field of fieldNames) {
          const input = form.getByLabel(copy.labels[field]);
          await expect(input).toBeVisible();
          // A phone number or an e-mail address is enough (decision 035): neither alone is required once the page runs.
          if (field === "message" || (reachFields as readonly string[]).includes(field))
            await expect(input).not.toHaveAttribute("required");
          else await expect(input).toHaveAttribute("required");
        }
        await expect(form.getByLabel(copy.labels.email)).toHaveAttribute("type", "email");
        await expect(form.getByLabel(copy.labels.phone)).toHaveAttribute("type", "tel");
        await expect(form.getByLabel(copy.labels.date)).toHaveAttribute("type", "date");
        const services = await form
          .getByLabel(copy.labels.service)
          .locator("option")
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        expect(services).toEqual([
          "",
          "document-notarization",
          "real-estate",
          "business-documents",
          "personal-documents",
          "other",
        ]);
        const times = await form
          .getByLabel(copy.labels.time)
          .locator("option")
          .evaluateAll((options) =>
            options.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? "" })),
          );
        // The choices her hours give, in order, each showing her hours in that part of the day
        // (the spec's eight with the spec's hours: opening-hours.test.ts).
        // "As soon as possible (today)" first while her hours leave time today (asap.ts), at the page's moment.
        const derived = timeChoicesOf(site.hours.schedule);
        const asap = asapDate(new Date(), site.hours) ? [ASAP] : [];
        expect(times.map((time) => time.value)).toEqual([
          "",
          ...asap,
          ...derived.map((choice) => choice.value),
          "flexible",
        ]);
        derived.forEach(({ opens, closes }, index) => {
          const hours = formatClockRange(opens as ClockTime, closes as ClockTime, copy.lang);
          expect(times[index + 1 + asap.length]?.label.replace(/\s+/g, " ")).toContain(hours.replace(/\s+/g, " "));
        });
        await expect(form.getByRole("button", { name: copy.submit })).toBeEnabled();
      });

      // The honeypot is the form component's own: checked on one form, before anything is typed.
      if (path === "/contact") {
        await test.step("the honeypot is hidden from people and from assistive technology", async () => {
          const honeypot = page.locator('input[name="botcheck"]');
          await expect(honeypot).toHaveCount(1);
          await expect(honeypot).toBeHidden();
          const snapshot = await formOf(page, copy).ariaSnapshot();
          expect(snapshot).not.toContain("checkbox");
        });
      }

      await test.step("does not let a date before today be chosen", async () => {
        const min = await form.getByLabel(copy.labels.date).getAttribute("min");
        const today = await page.evaluate(() => {
          const now = new Date();
          return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
        });
        expect(min).toBe(today);
      });

      await test.step("refuses a day she does not work or a closure, naming her days, and keeps the date typed", async () => {
        const date = form.getByLabel(copy.labels.date);
        const message = () => date.evaluate((input) => (input as HTMLInputElement).validationMessage);
        // From the loaded hours: the next days she does not work, else accepted days (when she works every day).
        const today = await page.evaluate(() => {
          const now = new Date();
          return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
        });
        const days = nextDays(today, 400);
        const refused = days.filter((day) => dateRefusal(day, site.hours)).slice(0, 2);
        for (const day of refused) {
          await date.fill(day);
          const expected =
            dateRefusal(day, site.hours) === "closed"
              ? copy.validation.closed.replace("{date}", formatDate(day, copy.lang))
              : copy.validation.dayOff;
          expect(await message()).toBe(expected);
          await expect(date).toHaveValue(day);
        }
        const accepted = days.find((day) => !dateRefusal(day, site.hours));
        if (accepted) {
          await date.fill(accepted);
          expect(await message()).toBe("");
        }
      });

      await test.step("sends nothing while a required field is empty", async () => {
        const sent: Request[] = [];
        const watchSent = (request: Request) => {
          if (request.url() === endpoint) sent.push(request);
        };
        page.on("request", watchSent);
        await fill(page, copy, { ...visitor, location: "" });
        await form.getByRole("button", { name: copy.submit }).click();
        const location = form.getByLabel(copy.labels.location);
        expect(await location.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
        // A phone number or an e-mail address is enough, but one of them is needed (decision 035).
        await fill(page, copy, { ...visitor, phone: "", email: "" });
        await form.getByRole("button", { name: copy.submit }).click();
        const phone = form.getByLabel(copy.labels.phone);
        expect(await phone.evaluate((input) => (input as HTMLInputElement).validationMessage)).toBe(
          copy.validation.reach,
        );
        await page.waitForTimeout(300);
        page.off("request", watchSent);
        expect(sent).toHaveLength(0);
      });

      // Every field is filled again below: what the step before left in it does not count.
      await test.step("says what is missing or wrong in the page's language, and stops saying it once the field is edited", async () => {
        await fill(page, copy, { ...visitor, name: "", email: "not-an-address" });
        await form.getByRole("button", { name: copy.submit }).click();
        const message = (label: string) =>
          form.getByLabel(label).evaluate((field) => (field as HTMLInputElement).validationMessage);
        expect(await message(copy.labels.name)).toBe(copy.validation.fill);
        await form.getByLabel(copy.labels.name).fill(visitor.name);
        expect(await message(copy.labels.name)).toBe("");
        await form.getByRole("button", { name: copy.submit }).click();
        expect(await message(copy.labels.email)).toBe(copy.validation.email);
      });

      for (const viewport of [
        { width: 320, height: 640 },
        { width: 375, height: 812 },
        { width: 1280, height: 800 },
      ]) {
        await test.step(`at ${viewport.width} px, the first invalid field comes to rest below the sticky header, its label in view`, async () => {
          await atViewport(page, viewport, async () => {
            // From the top of the page, as after loading it.
            await page.evaluate(() => window.scrollTo(0, 0));
            // Everything filled in but the name, the form's first field: the browser scrolls up to it.
            // (Filling moves the focus off the name, where the step before may have left it.)
            await fill(page, copy, { ...visitor, name: "" });
            const submit = form.getByRole("button", { name: copy.submit });
            await submit.scrollIntoViewIfNeeded();
            await submit.click();
            const name = form.getByLabel(copy.labels.name);
            await expect(name).toBeFocused();
            const header = await page.locator("header").first().boundingBox();
            const label = await form.locator(`label[for="${await name.getAttribute("id")}"]`).boundingBox();
            const field = await name.boundingBox();
            if (!header || !label || !field) throw new Error("the header, the label or the field has no box");
            expect(label.y, "the label starts below the header").toBeGreaterThanOrEqual(header.y + header.height);
            expect(field.y + field.height, "the field ends on screen").toBeLessThanOrEqual(viewport.height);
          });
        });
      }
    });

    test("sends the request and says it arrived", async ({ page }) => {
      const { form, endpoint } = await openForm(page, path, copy);
      const sending = { form, endpoint, copy };

      await test.step("sends the eight fields, the key, the subject and the site's label, and no redirect", async () => {
        let captured: Record<string, string> = {};
        await fill(page, copy);
        await submitAndAwaitAnswer(page, sending, async (route) => {
          captured = await submittedFields(route.request());
          await route.fulfill({ json: { success: true, message: "Email sent" }, headers: CORS });
        });
        await expect(form.getByRole("status")).toHaveText(copy.messages.success);

        expect(captured).toEqual({
          // The preview build the tests run sends the stand-in's visibly local key.
          access_key: formServiceSettings().accessKey,
          // The whole request in words, as the notary's e-mail opens (decision 035).
          request: expect.stringContaining(`${copy.labels.location}: ${visitor.location}`),
          ...visitor,
          situation: "",
          subject: copy.subject.replace("{name}", visitor.name),
          from_name: site.formFromName,
        });
        expect(captured.request).toContain(`${copy.labels.service}: ${copy.services[visitor.service]}`);
      });

      // Each success clears the form: each step below fills it again.
      await test.step("on success, shows the green message, moves focus to it and clears the form", async () => {
        await fill(page, copy);
        await submitAndAwaitAnswer(page, sending, (route) => route.fulfill({ json: { success: true }, headers: CORS }));
        const message = form.getByRole("status");
        await expect(message).toHaveText(copy.messages.success);
        await expect(message).toBeFocused();
        await expect(message).toHaveCSS("color", "rgb(20, 83, 45)");
        for (const field of fieldNames) await expect(form.getByLabel(copy.labels[field])).toHaveValue("");
      });

      await test.step("through the real local stand-in of the form service: a request from the form is answered and saved with a timestamp", async () => {
        const name = `Stand-in ${copy.heading} ${Date.now()}`;
        await fill(page, copy, { ...visitor, name });
        await submitAndAwaitAnswer(page, sending, (route) => route.continue({ url: testStandInUrl(endpoint) }));
        await expect(form.getByRole("status")).toHaveText(copy.messages.success);
        const saved = savedRequests().find((request) => request.name === name);
        expect(saved).toMatchObject({ ...visitor, name, subject: copy.subject.replace("{name}", name) });
        expect(Date.parse(saved?.receivedAt ?? "")).not.toBeNaN();
      });

      await test.step(`after a request is sent with JavaScript: ${path} says when she replies and the number to call if it is urgent, as the thank-you page does`, async () => {
        await fill(page, copy, { ...visitor, name: `Reply time ${Date.now()}` });
        await submitAndAwaitAnswer(page, sending, (route) => route.continue({ url: testStandInUrl(endpoint) }));
        const message = form.getByRole("status");
        await expect(message).toHaveText(copy.messages.success);
        await expect(message).toContainText(String(site.policies.emailResponseHours));
        await expect(message).toContainText(site.phone.display);
      });
    });

    // What happens after the request leaves is the form's own code and the page's words: checked on
    // one form per language (/espanol and /espanol/contacto share both).
    if (forms.find((other) => other.lang === lang)?.path !== path) return;

    const failures: {
      name: string;
      answer: (route: Route) => Promise<void>;
      /** Our own words, in the page's language, then the lines under them. */
      says: string[];
    }[] = [
      {
        name: "the service says no, with its reason",
        answer: (route) =>
          route.fulfill({ json: { success: false, message: "Invalid email address." }, headers: CORS }),
        says: [copy.messages.failure, serviceSaid(copy, "Invalid email address."), copy.messages.callLine],
      },
      {
        name: "the service says no, without a reason",
        answer: (route) => route.fulfill({ json: { success: false }, headers: CORS }),
        says: [copy.messages.failure, copy.messages.callLine],
      },
      {
        name: "the service fails with HTTP 500 and a JSON body",
        answer: (route) =>
          route.fulfill({ status: 500, json: { success: false, message: "Server error, try later." }, headers: CORS }),
        says: [copy.messages.failure, serviceSaid(copy, "Server error, try later."), copy.messages.callLine],
      },
      {
        name: "the service answers HTTP 503 with a body claiming success",
        answer: (route) =>
          route.fulfill({ status: 503, json: { success: true, message: "Email sent" }, headers: CORS }),
        says: [copy.messages.failure, copy.messages.callLine],
      },
      {
        name: "the service answers 429 (too many requests)",
        answer: (route) =>
          route.fulfill({ status: 429, contentType: "text/html", body: "<h1>Too Many Requests</h1>", headers: CORS }),
        says: [copy.messages.tooManyRequests],
      },
      {
        name: "the answer is not JSON",
        answer: (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: "<html>Maintenance</html>", headers: CORS }),
        says: [copy.messages.failure, copy.messages.callLine],
      },
      {
        name: "the network fails",
        answer: (route) => route.abort("internetdisconnected"),
        says: [copy.messages.networkError],
      },
    ];

    // The visitor fills the form once and sends it again after each failure, as she would: a failure
    // keeps every value, which each step checks, until she changes some and her request finally arrives.
    test("when sending fails, says why, keeps every value, offers the other ways, and lets the visitor send again", async ({
      page,
    }) => {
      // Twelve sends and their checks in one page: more than one test's usual time on a busy machine.
      test.slow();
      const { form, endpoint } = await openForm(page, path, copy);
      const sending = { form, endpoint, copy };
      await fill(page, copy);

      for (const failure of failures) {
        await test.step(`when ${failure.name}, says so in the page's language, keeps every value and offers the other ways`, async () => {
          await submitAndAwaitAnswer(page, sending, failure.answer);
          const alert = form.getByRole("alert");
          await expect(alert.locator("p")).toHaveText(failure.says);
          await expect(alert).toBeFocused();
          await expect(alert).toHaveCSS("color", "rgb(127, 29, 29)");
          // Every failure ends with a way to reach the notary by phone.
          await expect(alert).toContainText(site.phone.display);
          await expectValuesKept(page, copy);
          await expectOtherWays(page, copy);
          await expect(form.getByRole("button", { name: copy.submit })).toBeEnabled();
        });
      }

      await test.step("when the service's error answer lacks CORS headers, asks the visitor to call and keeps every value", async () => {
        // A real error answer without CORS headers (our static server refusing
        // a POST, under its other host name), which the browser must block.
        // The request leaves for the service's address, which the page's
        // security policy allows, and is sent on to that server unchanged;
        // fulfilling it from the test instead would bypass CORS.
        await submitAndAwaitAnswer(page, sending, (route) => route.continue({ url: corsLessErrorUrl(page.url()) }));
        await expect(form.getByRole("alert").locator("p")).toHaveText([copy.messages.networkError]);
        await expectValuesKept(page, copy);
        await expectOtherWays(page, copy);
      });

      await test.step("the failure message and the other ways pass axe and fit a 320-pixel screen", async () => {
        await submitAndAwaitAnswer(page, sending, (route) =>
          route.fulfill({ json: { success: false, message: "Invalid email address." }, headers: CORS }),
        );
        await expect(form.getByRole("region", { name: copy.fallback.title })).toBeVisible();
        const violations = await axeViolations(page, {
          include: "form",
          tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"],
        });
        expect(violations.map((violation) => violation.id)).toEqual([]);
        await atViewport(page, { width: 320, height: 740 }, async () => {
          expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        });
      });

      await test.step("after a failure, the other ways carry what the visitor changes in the form", async () => {
        await submitAndAwaitAnswer(page, sending, (route) => route.abort("internetdisconnected"));
        await expect(form.getByRole("alert")).toBeVisible();
        await form.getByLabel(copy.labels.message).fill("Three signers now, one of them in a wheelchair.");
        await form.getByLabel(copy.labels.service).selectOption("other");
        const { email, text } = await otherWays(page, copy);
        for (const body of [email.body, text]) {
          expect(body).toContain("Three signers now, one of them in a wheelchair.");
          expect(body).toContain(copy.services.other);
          expect(body).not.toContain(visitor.message);
        }
      });

      // The visitor sends what she changed: one more failure, then a request the service holds, then takes.
      await test.step("a new submit clears the previous message", async () => {
        await submitAndAwaitAnswer(page, sending, (route) =>
          route.fulfill({ json: { success: false }, headers: CORS }),
        );
        await expect(form.getByRole("alert")).toContainText(copy.messages.failure);

        // Created up front, so releasing cannot come before the request arrives.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.unroute(endpoint);
        await page.route(endpoint, async (route) => {
          await held;
          await route.fulfill({ json: { success: true }, headers: CORS });
        });
        await form.getByRole("button", { name: copy.submit }).click();
        await expect(form.getByRole("button", { name: copy.sending })).toBeDisabled();
        await expect(form.getByRole("alert")).toHaveCount(0);
        await expect(form.getByRole("region", { name: copy.fallback.title })).toHaveCount(0);
        release();
        await expect(form.getByRole("status")).toHaveText(copy.messages.success);
      });

      // The request arrived and the form is empty: the visitor fills it again for another one.
      await test.step("while sending, disables the button, says so, and ignores a second submit", async () => {
        await fill(page, copy);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let requests = 0;
        await page.unroute(endpoint);
        await page.route(endpoint, async (route) => {
          requests += 1;
          await held;
          await route.fulfill({ json: { success: true }, headers: CORS });
        });
        await form.getByRole("button", { name: copy.submit }).click();

        const sendingButton = form.getByRole("button", { name: copy.sending });
        await expect(sendingButton).toBeDisabled();
        await sendingButton.click({ force: true });
        await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
        release();

        await expect(form.getByRole("status")).toHaveText(copy.messages.success);
        expect(requests).toBe(1);
      });
    });

    test.describe("with the page's clock in the test's hands", () => {
      // page.clock stays installed for the context's life: a tab of its own.
      test.use({ ownTab: true });

      test("gives up on a service that never answers and says the request may have arrived", async ({ page }) => {
        await page.clock.install();
        const { form, endpoint } = await openForm(page, path, copy);
        await page.route(endpoint, () => {
          // Never answered: the form's own time limit has to end the wait.
        });
        await fill(page, copy);
        await form.getByRole("button", { name: copy.submit }).click();
        await expect(form.getByRole("button", { name: copy.sending })).toBeDisabled();
        await page.clock.fastForward(site.formService.timeoutMs + 1000);
        await expect(form.getByRole("alert").locator("p")).toHaveText([copy.messages.timeout]);
        await expect(form.getByRole("alert")).toContainText(site.phone.display);
        await expectValuesKept(page, copy);
        await expectOtherWays(page, copy);
      });
    });
  });
}

const contactForms = forms.filter(({ path }) => Object.values(BOOK_PATHS).some((book) => book.startsWith(`${path}#`)));

test.describe("every Book action lands on the form", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("BOOK_PATHS names both contact pages", () => {
    expect(contactForms.map(({ lang }) => lang).sort()).toEqual([...LANGS].sort());
  });

  for (const { lang, copy } of contactForms) {
    const book = BOOK_PATHS[lang];
    test(`on a 375 × 812 phone, ${book} opens on the form, after the offer to call`, async ({ page }) => {
      await page.goto(book);
      await waitForHydration(page);

      // First, while the page is where the Book action left it.
      await test.step(`on a 375 × 812 phone, ${book} shows the form's first field on the first screen`, async () => {
        const first = formOf(page, copy).locator("input:not([type=hidden]):not([hidden]), select, textarea").first();
        await expect(first).toBeInViewport();
        const box = await first.boundingBox();
        expect(box, "the first field has a box").not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), "the whole field above the screen's bottom").toBeLessThanOrEqual(
          812,
        );
        // The first field is the question the request starts from, and its words are on the screen with it.
        await expect(formOf(page, copy).getByText(copy.situationLegend, { exact: true })).toBeInViewport();
        await expect(first).toHaveAttribute("name", SITUATION_FIELD);
      });

      await test.step(`${book}: the offer to call comes before the form`, async () => {
        // "Call now" while she is available, the plain call otherwise (CallOffer.test.tsx); names read no-break spaces as spaces.
        const call = page.locator("[data-call-offer]").getByRole("link", {
          name: new RegExp(
            [contactPage[lang].callNow, contactPage[lang].call]
              .map((words) => escapeRegExp(words).replace(/\s+/g, "\\s+"))
              .join("|"),
          ),
        });
        await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`);
        const callFirst = await call.evaluate((link) => {
          const form = document.querySelector("main form");
          return !!form && (link.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        });
        expect(callFirst, "the call link precedes the form in the page").toBe(true);
        await expect(page.getByText(contactPage[lang].urgentHeading)).toBeVisible();
      });
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, copy, thanks } of forms) {
    test(`the form on ${path} still sends and lands on ${thanks}`, async ({ page }) => {
      await page.goto(path);
      const form = formOf(page, copy);
      const endpoint = (await form.getAttribute("action")) ?? "";
      await expect(form).toHaveAttribute("method", "post");
      await routeToTestStandIn(page, endpoint);
      const name = `No script ${copy.heading} ${Date.now()}`;
      await fill(page, copy, { ...visitor, name });
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${thanks}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(copy.messages.success)).toBeVisible();
      expect(savedRequests().find((request) => request.name === name)).toMatchObject({ email: visitor.email });
    });
  }
});
