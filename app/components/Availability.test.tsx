// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AvailabilityLine } from "~/components/Availability";
import { weeklyHoursCopy, weeklyHoursWords } from "~/content/availability";
import { availabilityCopy } from "~/content/availability-now";
import { availabilityAt, describeAvailability } from "~/lib/availability";
import { shortWeeklyHours } from "~/lib/weekly-hours";
import { site } from "~/site.config";
import { LANGS, type Lang } from "~/vocabulary/lang";

function line(lang: Lang) {
  return <AvailabilityLine hours={weeklyHoursWords(lang)} lang={lang} />;
}

const sentenceAt = (instant: Date, lang: Lang) =>
  describeAvailability(availabilityAt(instant, site.hours), availabilityCopy[lang]);
const normalized = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

afterEach(() => {
  vi.useRealTimers();
});

/**
 * An instant in the week of Monday 23 November 2026 (New York on standard
 * time, UTC−5), at a given time on the first day of her first opening period,
 * so the tests follow whatever hours the data gives.
 */
const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const firstPeriod = site.hours.schedule[0];
function onHerFirstDay(time: string, secondsAfter = 0): Date {
  const day = WEEK_DAYS.indexOf(firstPeriod?.days[0] ?? "Monday");
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(Date.UTC(2026, 10, 23 + day, hours + 5, minutes) + secondsAfter * 1000);
}
const anHourAfterOpening = () => onHerFirstDay(firstPeriod?.opens ?? "09:00", 3600);
const halfAMinuteBeforeOpening = () => onHerFirstDay(firstPeriod?.opens ?? "09:00", -30);

describe.each(LANGS)("the availability line in %s", (lang) => {
  const copy = weeklyHoursCopy[lang];

  test("is rendered at build time as the weekly hours", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(line(lang));
    const element = container.querySelector("[data-availability]");
    expect(element?.getAttribute("data-availability")).toBe("hours");
    expect(normalized(element?.textContent)).toBe(
      normalized(`${copy.hoursLabel} ${shortWeeklyHours(site.hours.schedule, lang, copy)}`),
    );
  });

  test("hydrates the build's HTML without a mismatch, then says the status now", async () => {
    vi.useFakeTimers({ now: anHourAfterOpening(), toFake: ["Date"] });
    const container = document.createElement("div");
    container.innerHTML = renderToString(line(lang));
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, line(lang), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    const element = container.querySelector("[data-availability]");
    // The status code loads after hydration.
    await vi.waitFor(() => expect(element?.getAttribute("data-availability")).toBe("open"));
    expect(element?.textContent).toBe(sentenceAt(new Date(), lang));
    container.remove();
  });

  test("looks again at the turn of the minute", async () => {
    vi.useFakeTimers({ now: halfAMinuteBeforeOpening(), toFake: ["Date", "setTimeout", "clearTimeout"] });
    const { container } = render(line(lang));
    const element = () => container.querySelector("[data-availability]");
    await vi.waitFor(() => expect(element()?.getAttribute("data-availability")).toBe("later-today"));
    expect(element()?.textContent).toBe(sentenceAt(new Date(), lang));
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(element()?.getAttribute("data-availability")).toBe("open");
    expect(element()?.textContent).toBe(sentenceAt(new Date(), lang));
  });
});
