// @vitest-environment jsdom
import { render, waitFor } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, test } from "vitest";
import { CallOfferLine } from "~/components/CallOffer";
import { availabilityCopy, callNowCopy, type AvailabilityNow } from "~/content/availability-now";
import { contactPage } from "~/content/contact";
import { shellWords } from "~/content/shell";
import { availabilityAt, describeAvailability, wallDateAt, type ClosureDays } from "~/lib/availability";
import { site } from "~/facts/site.config";
import { LANGS, SPANISH_ROOT, type Lang } from "~/vocabulary/lang";

/*
 * The call offer before the contact form follows her hours and her days off:
 * "Call now" only while she is available; on a day off it says closed and
 * when she is back, even at an hour she would otherwise be open.
 */

/** The first instant of a week in November 2026 (every half hour) when her hours say she is available. */
function anOpenInstant(): Date {
  for (let step = 0; step < 7 * 48; step++) {
    const instant = new Date(Date.UTC(2026, 10, 16, 5) + step * 30 * 60_000);
    if (availabilityAt(instant, site.hours).kind === "open") return instant;
  }
  throw new Error("business.json's hours have no opening in a week");
}

/** What the page's live status holds at `instant` under `closures`, as availabilityNow gives it. */
function liveAt(instant: Date, lang: Lang, closures: readonly ClosureDays[]): AvailabilityNow {
  const status = availabilityAt(instant, { ...site.hours, closures });
  return {
    kind: status.kind,
    text: describeAvailability(status, availabilityCopy[lang]),
    ...(status.kind === "open" && { callNow: callNowCopy[lang](status.closes) }),
    recheckInMs: 60_000,
  };
}

/** The line inside the app's root, whose words the call link takes. */
async function renderLine(lang: Lang, live: AvailabilityNow | null) {
  const path = lang === "es" ? `${SPANISH_ROOT}/contacto` : "/contact";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ shell: shellWords(lang) }),
      Component: Outlet,
      children: [{ path, Component: () => <CallOfferLine words={contactPage[lang]} live={live} /> }],
    },
  ]);
  const { container } = render(<Stub initialEntries={[path]} />);
  const line = await waitFor(() => {
    const found = container.querySelector("[data-call-offer]");
    if (!found) throw new Error("the call offer is not on the page yet");
    return found;
  });
  const link = line?.querySelector('a[href^="tel:"]');
  return { text: line?.textContent ?? "", link: link?.textContent ?? "" };
}

const open = anOpenInstant();
const dayOff: ClosureDays[] = [{ from: wallDateAt(open), note: "Thanksgiving", noteEs: "Día de Acción de Gracias" }];

for (const lang of LANGS) {
  const words = contactPage[lang];

  describe(`the call offer on the contact page, in ${lang}`, () => {
    test("in the prerendered page, which cannot know the day, offers the call without saying now", async () => {
      const { text, link } = await renderLine(lang, null);
      expect(text).toContain(words.urgentHeading);
      expect(link).toBe(words.call);
      expect(text).not.toContain(words.callNow);
    });

    test("while she is available, says call now", async () => {
      const { link } = await renderLine(lang, liveAt(open, lang, []));
      expect(link).toBe(words.callNow);
    });

    test("on a day off, at an hour she would be open, says closed, why and when she is back, never call now", async () => {
      const live = liveAt(open, lang, dayOff);
      expect(live.kind).toBe("closed");
      const { text, link } = await renderLine(lang, live);
      expect(text).toContain(live.text);
      expect(text).toContain(lang === "es" ? "Día de Acción de Gracias" : "Thanksgiving");
      expect(text).not.toContain(words.callNow);
      expect(text).not.toContain(words.urgentHeading);
      expect(text).not.toMatch(lang === "es" ? /disponible/i : /available/i);
      expect(link).toBe(words.call);
    });
  });
}
