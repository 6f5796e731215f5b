// @vitest-environment jsdom
import { fireEvent, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { formatDate } from "~/lib/format";
import { LANGS } from "~/vocabulary/lang";
import { siteWithHours, tuesdayToSaturdayTenToSix } from "../../tests/support/other-notaries";

/*
 * The date field knows her days and her closures: the third notary of issue
 * 40 (Tuesday to Saturday, closed December 24–26) is refused a Monday and
 * Christmas in the page's language, and what was typed stays. The loaded
 * notary's own days are checked in the browser (tests/e2e/appointment.spec.ts).
 */

afterEach(() => {
  vi.doUnmock("~/facts/site.config");
  vi.resetModules();
});

async function formIn(lang: (typeof LANGS)[number]) {
  vi.resetModules();
  const site = siteWithHours(tuesdayToSaturdayTenToSix);
  vi.doMock("~/facts/site.config", () => ({ site }));
  const { AppointmentForm } = await import("~/components/AppointmentForm");
  const { appointmentFormCopy } = await import("~/content/appointment-copy");
  const copy = appointmentFormCopy[lang];
  const view = render(
    <MemoryRouter>
      <AppointmentForm copy={copy} thankYouUrl="https://example.com/thanks" />
    </MemoryRouter>,
  );
  const date = view.getByLabelText(copy.labels.date, { exact: false }) as HTMLInputElement;
  return { copy, date };
}

test.each(LANGS)("in %s, a day off and a closure are refused with her days named, the date kept", async (lang) => {
  const { copy, date } = await formIn(lang);
  expect(copy.validation.dayOff).toContain(lang === "es" ? "de martes a sábado" : "Tuesday to Saturday");

  fireEvent.change(date, { target: { value: "2030-12-23" } }); // a Monday
  expect(date.validationMessage).toBe(copy.validation.dayOff);
  expect(date.value).toBe("2030-12-23");
  expect(date.form?.checkValidity()).toBe(false);

  fireEvent.change(date, { target: { value: "2030-12-25" } }); // a Wednesday she is closed
  expect(date.validationMessage).toBe(copy.validation.closed.replace("{date}", formatDate("2030-12-25", lang)));
  expect(date.value).toBe("2030-12-25");

  fireEvent.change(date, { target: { value: "2030-12-27" } }); // a Friday she works
  expect(date.validationMessage).toBe("");
});
