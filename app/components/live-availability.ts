import { availabilityNow, type AvailabilityNow } from "~/content/availability-now";
import { wallDateAt, type AvailabilityRules } from "~/lib/availability";
import {
  AVAILABILITY_RULES_ID,
  CLOSURE_UNTIL_ATTRIBUTE,
  LIVE_ELEMENTS,
  LIVE_TEXT_ATTRIBUTE,
} from "~/vocabulary/live-elements";
import type { Lang } from "~/vocabulary/lang";

/*
 * What holds now, on every page, with or without React: three custom
 * elements that the pages render around their prerendered words (the weekly
 * hours, the call button's own label, the days off known at build time).
 * Once this module runs, each element says what holds now in New York and
 * looks again at the turn of every minute. React renders the same elements
 * on the pages that load it; the words they replace are given to React as
 * inner HTML, which hydration leaves alone, so the two never disagree about
 * the text. Her hours come from the page (AVAILABILITY_RULES_ID), not from a
 * bundled copy of her data files.
 */

/** Her hours as the page carries them; none when the page has no block. */
function readRules(): AvailabilityRules | undefined {
  const block = document.getElementById(AVAILABILITY_RULES_ID);
  if (!block?.textContent) return undefined;
  return JSON.parse(block.textContent) as AvailabilityRules;
}

const langOf = (element: HTMLElement): Lang => (element.lang === "es" ? "es" : "en");

/** Replaces the text of the element's live part; a new text node, so nothing counts as moved. */
function showText(element: HTMLElement, text: string) {
  const target = element.querySelector(`[${LIVE_TEXT_ATTRIBUTE}]`);
  if (target && target.textContent !== text) target.textContent = text;
}

interface LiveElement extends HTMLElement {
  show(now: (lang: Lang) => AvailabilityNow, today: string): void;
}

class AvailabilityLine extends HTMLElement implements LiveElement {
  connectedCallback() {
    clock.showOn(this);
  }
  show(now: (lang: Lang) => AvailabilityNow) {
    const status = now(langOf(this));
    this.dataset.availability = status.kind;
    showText(this, status.text);
  }
}

class AvailabilityPair extends HTMLElement implements LiveElement {
  /** The call button's words in the HTML, for when she is no longer available. */
  #callLabel: string | undefined;
  connectedCallback() {
    this.#callLabel ??= this.querySelector(`[${LIVE_TEXT_ATTRIBUTE}]`)?.textContent ?? "";
    clock.showOn(this);
  }
  show(now: (lang: Lang) => AvailabilityNow) {
    const status = now(langOf(this));
    // The CSS gives the gold to the call while the pair says "open" (buttonClasses' pair).
    this.dataset.status = status.kind;
    showText(this, status.callNow ?? this.#callLabel ?? "");
  }
}

class AvailabilityClosures extends HTMLElement implements LiveElement {
  connectedCallback() {
    clock.showOn(this);
  }
  show(_now: unknown, today: string) {
    const days = [...this.querySelectorAll<HTMLElement>(`[${CLOSURE_UNTIL_ATTRIBUTE}]`)];
    for (const day of days) day.hidden = (day.getAttribute(CLOSURE_UNTIL_ATTRIBUTE) ?? "") < today;
    this.hidden = days.every((day) => day.hidden);
  }
}

/** One clock for every element on the page: it reads the time once a minute and shows it on each. */
const clock = {
  timer: undefined as ReturnType<typeof setTimeout> | undefined,

  showOn(element: LiveElement) {
    // Read each time (a few elements, once a minute): a page React's router shows next carries its own.
    const rules = readRules();
    if (!rules) return;
    const instant = new Date();
    const byLang = new Map<Lang, AvailabilityNow>();
    const now = (lang: Lang) => {
      let status = byLang.get(lang);
      if (!status) {
        status = availabilityNow(instant, lang, rules);
        byLang.set(lang, status);
      }
      return status;
    };
    element.show(now, wallDateAt(instant));
    // The next look: at the turn of the minute, for every element at once.
    this.tickAt(now("en").recheckInMs);
  },

  tickAt(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delay);
  },

  tick() {
    clearTimeout(this.timer);
    const selector = Object.values(LIVE_ELEMENTS).join(",");
    for (const element of document.querySelectorAll<LiveElement>(selector)) {
      if (typeof element.show === "function") this.showOn(element);
    }
    // With none of them left on the page, the clock stops until one connects.
  },
};

/** Defines the three elements (once) and wakes a phone's stale timers when the page is shown again. */
export function defineLiveAvailability() {
  if (customElements.get(LIVE_ELEMENTS.line)) return;
  customElements.define(LIVE_ELEMENTS.line, AvailabilityLine);
  customElements.define(LIVE_ELEMENTS.pair, AvailabilityPair);
  customElements.define(LIVE_ELEMENTS.closures, AvailabilityClosures);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") clock.tick();
  });
}
