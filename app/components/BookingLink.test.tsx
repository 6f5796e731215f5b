// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { BookingLink } from "~/components/BookingLink";
import { bookingLinkCopy } from "~/content/booking-link";
import { SPANISH_ROOT } from "~/vocabulary/lang";

/*
 * Her online booking page beside the form: offered, in the page's language,
 * when she has given one; nothing at all when she has not.
 */

const BOOKING_PAGE = "https://cal.com/example-notary/visit";

function onPage(path: string, href: string | undefined) {
  const Stub = createRoutesStub([{ path, Component: () => <BookingLink href={href} /> }]);
  return <Stub initialEntries={[path]} />;
}

describe("the booking link beside the form", () => {
  test("offers her booking page in English when she has one", () => {
    render(onPage("/contact", BOOKING_PAGE));
    const link = screen.getByRole("link", { name: bookingLinkCopy.en.action });
    expect(link.getAttribute("href")).toBe(BOOKING_PAGE);
    expect(link.getAttribute("target")).toBeNull();
    expect(screen.getByText(bookingLinkCopy.en.heading)).toBeTruthy();
  });

  test("offers it in Spanish on the Spanish pages", () => {
    render(onPage(`${SPANISH_ROOT}/contacto`, BOOKING_PAGE));
    expect(screen.getByRole("link", { name: bookingLinkCopy.es.action }).getAttribute("href")).toBe(BOOKING_PAGE);
  });

  test("shows nothing at all when she has no booking page", () => {
    const { container } = render(onPage("/contact", undefined));
    expect(container.querySelector("[data-booking-link]")).toBeNull();
    expect(container.textContent).toBe("");
  });
});
