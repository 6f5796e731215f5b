// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { AvailabilityLine } from "~/components/Availability";
import { weeklyHoursCopy, weeklyHoursWords } from "~/content/availability";
import { availabilityCopy } from "~/content/availability-now";
import { availabilityAt, describeAvailability } from "~/lib/availability";
import { defineLiveAvailability } from "~/components/live-availability";
import { shortWeeklyHours } from "~/lib/weekly-hours";
import { site } from "~/facts/site.config";
import { LANGS, type Lang } from "~/vocabulary/lang";
import { AVAILABILITY_RULES_ID } from "~/vocabulary/live-elements";

function line(lang: Lang) {
  return <AvailabilityLine hours={weeklyHoursWords(lang)} lang={lang} />;
}

const sentenceAt = (instant: Date, lang: Lang) =>
  describeAvailability(availabilityAt(instant, site.hours), availabilityCopy[lang]);
const normalized = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Her hours as every page carries them for the page script (root.tsx). */
beforeAll(() => {
  const rules = document.createElement("script");
  rules.type = "application/json";
  rules.id = AVAILABILITY_RULES_ID;
  rules.textContent = JSON.stringify(site.hours);
  document.head.append(rules);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The build's HTML in the page, as the browser parses it before any script runs. */
function prerendered(lang: Lang): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(line(lang));
  document.body.append(container);
  return container;
}

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

  test("says the status now once the page script runs, and React hydrates the line it changed without a mismatch", async () => {
    vi.useFakeTimers({ now: anHourAfterOpening(), toFake: ["Date"] });
    const container = prerendered(lang);
    const element = container.querySelector("[data-availability]");
    // The page script runs before React's modules (platform/build/scripts-after-first-paint.mjs).
    defineLiveAvailability();
    expect(element?.getAttribute("data-availability")).toBe("open");
    expect(element?.textContent).toBe(sentenceAt(new Date(), lang));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, line(lang), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(element?.textContent).toBe(sentenceAt(new Date(), lang));
    container.remove();
  });

  test("looks again at the turn of the minute", () => {
    vi.useFakeTimers({ now: halfAMinuteBeforeOpening(), toFake: ["Date", "setTimeout", "clearTimeout"] });
    const container = prerendered(lang);
    defineLiveAvailability();
    const element = () => container.querySelector("[data-availability]");
    expect(element()?.getAttribute("data-availability")).toBe("later-today");
    expect(element()?.textContent).toBe(sentenceAt(new Date(), lang));
    vi.advanceTimersByTime(30_000);
    expect(element()?.getAttribute("data-availability")).toBe("open");
    expect(element()?.textContent).toBe(sentenceAt(new Date(), lang));
    container.remove();
  });
});
