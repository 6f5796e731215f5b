// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AvailabilityClosures } from "~/components/AvailabilityClosures";
import { defineLiveAvailability } from "~/components/live-availability";
import { closuresCopy } from "~/content/availability";
import type { ClosureDays } from "~/lib/availability";
import { site } from "~/facts/site.config";
import { SPANISH_ROOT } from "~/vocabulary/lang";
import { AVAILABILITY_RULES_ID } from "~/vocabulary/live-elements";

/*
 * Her days off beside the hours on the contact page: the ones still ahead,
 * with her notes, in the page's language; nothing when none is ahead.
 */

const closures: ClosureDays[] = [
  { from: "2026-12-24", to: "2026-12-27", note: "Vacation", noteEs: "Vacaciones" },
  { from: "2026-11-26", note: "Thanksgiving", noteEs: "Día de Acción de Gracias" },
  { from: "2026-07-04" },
];

afterEach(() => {
  vi.useRealTimers();
});

function onPage(path: string, builtOn: string, list: readonly ClosureDays[] = closures) {
  const Stub = createRoutesStub([
    { path, Component: () => <AvailabilityClosures builtOn={builtOn} closures={list} /> },
  ]);
  return <Stub initialEntries={[path]} />;
}

/** The days off a visitor sees: the page script hides the ones that are over. */
const items = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("[data-closures] li")]
    .filter((item) => !item.hidden)
    .map((item) => item.textContent?.replace(/\s+/g, " "));

describe("the days off on the contact page", () => {
  test("lists those not over when built, earliest first, each with its note, in English", () => {
    vi.useFakeTimers({ now: new Date("2026-11-20T17:00:00Z"), toFake: ["Date"] });
    const { container } = render(onPage("/contact", "2026-11-20"));
    expect(container.querySelector("[data-closures] h3")?.textContent).toBe(closuresCopy.en.heading);
    expect(items(container)).toEqual([
      "Thursday, November 26, 2026: Closed (Thanksgiving)",
      "Thursday, December 24 – Sunday, December 27, 2026: Closed (Vacation)",
    ]);
  });

  test("in Spanish, with the Spanish notes", () => {
    vi.useFakeTimers({ now: new Date("2026-11-20T17:00:00Z"), toFake: ["Date"] });
    const { container } = render(onPage(`${SPANISH_ROOT}/contacto`, "2026-11-20"));
    expect(container.querySelector("[data-closures] h3")?.textContent).toBe(closuresCopy.es.heading);
    expect(items(container)).toEqual([
      "jueves, 26 de noviembre de 2026: Cerrado (Día de Acción de Gracias)",
      "jueves, 24 de diciembre – domingo, 27 de diciembre de 2026: Cerrado (Vacaciones)",
    ]);
  });

  test("joins a run's two days with plain spaces, as the browser's first render does (no thin spaces from Node's ICU)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-20T17:00:00Z"), toFake: ["Date"] });
    for (const path of ["/contact", `${SPANISH_ROOT}/contacto`]) {
      const { container, unmount } = render(onPage(path, "2026-11-20"));
      const days = [...container.querySelectorAll("[data-closures] li span")].map((span) => span.textContent ?? "");
      const run = days.find((text) => text.includes("–")) ?? "";
      expect(run).toMatch(/\S – \S/);
      expect(run).not.toMatch(/[\u2009\u202f]/);
      unmount();
    }
  });

  test("shows nothing for an empty list, or when every day off is over", () => {
    expect(render(onPage("/contact", "2026-11-20", [])).container.innerHTML).toBe("");
    vi.useFakeTimers({ now: new Date("2027-01-02T17:00:00Z"), toFake: ["Date"] });
    expect(render(onPage("/contact", "2027-01-02")).container.querySelector("[data-closures]")).toBeNull();
  });

  test("prerenders the list as on the build date, then the page script hides what is over by the visitor's day in New York", async () => {
    // Built on 20 November; read on 27 November at 9 AM in New York, after Thanksgiving.
    const router = () =>
      createMemoryRouter(
        [{ path: "/contact", Component: () => <AvailabilityClosures builtOn="2026-11-20" closures={closures} /> }],
        {
          initialEntries: ["/contact"],
        },
      );
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RouterProvider router={router()} />);
    expect(items(container)).toHaveLength(2);
    vi.useFakeTimers({ now: new Date("2026-11-27T14:00:00Z"), toFake: ["Date"] });
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router()} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    // The page carries her hours for the page script, which runs once the page is parsed (root.tsx).
    const rules = Object.assign(document.createElement("script"), {
      type: "application/json",
      id: AVAILABILITY_RULES_ID,
    });
    rules.textContent = JSON.stringify({ ...site.hours, closures });
    document.head.append(rules);
    try {
      defineLiveAvailability();
      const list = container.querySelector<
        HTMLElement & { connectedCallback: () => void; show: (now: unknown, today: string) => void }
      >("[data-closures]");
      // Where an earlier test in this worker defined the elements, this one connected before her hours
      // were on the page, and found none: it looks again, as it would on the page.
      list?.connectedCallback();
      expect(items(container)).toEqual([expect.stringContaining("December 24")]);
      // Over, every one of them: the box goes too.
      list?.show(undefined, "2027-01-02");
      expect(list?.hidden).toBe(true);
    } finally {
      rules.remove();
      container.remove();
    }
  });
});
